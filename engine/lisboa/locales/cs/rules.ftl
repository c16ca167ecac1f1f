### Lisboa: nápověda k pravidlům, jedna zpráva na každé téma /rules (vlastními slovy podle českých
### pravidel TLAMA games). Čísla odpovídají engine/lisboa/data.py; hodnoty, které v žádném dostupném
### zdroji nejsou vytištěny (NAVRŽENO), uvádíme tak, jak s nimi bot hraje.

lisboa-rules-overview = Lisboa: obnovte Lisabon po zemětřesení roku 1755. Získávejte **paruky** (body); začínáte s 5.
    - Ve svém tahu zahrajete jednu z 5 karet v ruce a pak si vezmete jednu z nabídky politických karet.
    - Stavíte obchody, lodě a veřejné budovy, získáváte dekrety, plány, destičky přízně a sutiny.
    - Karty ze 4 hromádek nabídky (Manuel da Maia, markýz z Pombalu, král, pokladnice) určují tempo: hra má 2 období.
    - Penězi jsou **réis** (1 real; začínáte s 10). **Vliv** (0–10, na začátku 4/5/6/7 podle pořadí) platí audience a může nahradit réis.
    - Ukazatel pokladnice (začíná na poli 3) určuje ceny: jeho hodnota v réis (číslo pole) je cena parcely, cena úředníka, poplatek za událost i zisk z karty pokladnice; jeho hodnota vlivu (4 minus pole, tedy na začátku +1) je základní cena audience.
    Vítězí hráč s nejvíce parukami po závěrečném bodování.

lisboa-rules-turn = Váš tah:
    1. **Zakotvení lodí:** vaše lodě na moři se vracejí; jejich zboží jde do společné zásoby.
    2. **Hlavní krok**, jedno z:
    - Odhoďte kartu z ruky a vezměte si 1 zlato.
    - Zahrajte kartu do **portfolia**, pak proveďte prodej zboží, nebo obchod se šlechtici.
    - Zahrajte kartu šlechtice na královský dvůr: **audience** u tohoto šlechtice (ostatní se mohou připojit).
    - Zahrajte kartu pokladnice na královský dvůr: **financování události** z karty.
    Vybrat si smíte jen to, co můžete provést celé.
    3. **Dobrání:** vezměte si jednu kartu lícem vzhůru z nabídky (zpět na 5; prázdná nabídka znamená, že nedobíráte).
    4. **Konec tahu:** církevní bodování, pokud kardinál došel na symbol vlivu; nová karta lícem vzhůru na hromádce, ze které jste brali; doplnění městských destiček, církevní stupnice a dekretů (8); zboží ze státních akcí se vrací do zásoby.
    Každá zahraná nebo odhozená karta je odstraněna ze hry.

lisboa-rules-portfolio = Do portfolia se vejdou 2 karty + 1 za každou dokončenou sadu sutin, nejvýše 3 v řadě (celkem 6).
    - **Karta šlechtice** (horní řada): vyhodnoťte symbol na jejím spodním okraji (odměnu získáte; postih zaplaťte celý, pokud můžete, réis smíte nahradit vlivem; pokud ho zaplatit nemůžete, neplatíte nic a kartu smíte zahrát). Zasuňte ji: její vliv se počítá do každého běžného zisku vlivu.
    - **Karta pokladnice** (dolní řada): získáte tolik réis, kolik je hodnota pokladnice, a ukazatel pokladnice klesne o 1. Její sleva/výhoda platí, dokud karta zůstává v portfoliu.
    - Plné portfolio nebo řada: nejprve odhoďte kartu z portfolia (z té řady, je-li plná). Odhozená loď nechává svůj náklad v přístavu, dokud na její místo nezasunete novou kartu; pak se zboží vrací do zásoby.
    Poté proveďte prodej zboží, nebo obchod se šlechtici; kartu smíte zahrát jen tehdy, když potom bude jedno z nich možné. Pokud odhozením zmizela poslední možnost, bot nabídne „Nic nelze provést: pokračovat“.

lisboa-rules-sell = **Prodej zboží** (po kartě do portfolia): prodejte jedno nebo více zboží, po jednom.
    - Položte zboží na volné pole přístavu pod kteroukoli zakotvenou lodí, svou nebo jiného hráče.
    - Získáte jeho prodejní cenu ze stupnice obchodu a bonus lodi za zboží (loď velikosti 1/2/3/4: +0/+1/+2/+3 réis), k tomu případné výhody pro prodej.
    - Když je přístav lodi plný, loď ihned vypluje: její majitel získá 1 paruku za každé zboží (tolik, kolik je velikost nákladového prostoru). Na začátku příštího tahu svého majitele zakotví a zboží se vrátí do zásoby.
    Prodej ceny nemění. Ceny jsou 1 až 8 (na začátku: knihy 6, látky 5, zlato 5, nářadí 4); produkce zboží sníží jeho cenu o 1, několik karet jednu cenu zvýší o 2.

lisboa-rules-trade = **Obchod se šlechtici** (po kartě do portfolia): proveďte 1 nebo 2 státní akce. Za každou položte zboží na volné pole státní akce šlechtice, který ho přijímá:
    - Manuel da Maia: nářadí nebo zlato
    - markýz z Pombalu: knihy nebo zlato
    - král: látky nebo zlato
    Zakryté pole nelze v tomto tahu použít znovu; obě akce smějí být u téhož šlechtice. Na konci tahu se zboží vrací do zásoby.

lisboa-rules-visit = **Audience u šlechtice:** zahrajte kartu šlechtice z ruky na královský dvůr.
    - Zaplaťte **cenu audience** ve vlivu: hodnota vlivu pokladnice + úředníci ostatních hráčů v úřadu daného šlechtice (neutrální se počítají, nádvoří ne), nikdy méně než 0.
    - Nemáte-li dost vlivu, utraťte všechen a zbytek doplaťte parukami (1 za 1). Když máte postavené oba domky levé skupinky, smíte libovolnou část zaplatit místo toho v réis.
    - Potom smíte provést jednu ze dvou státních akcí šlechtice, bez placení zboží, a pak jeho **šlechtickou akci**, která je povinná: Manuel da Maia staví obchod, markýz z Pombalu dává dekret, král otevírá veřejnou budovu. Pokud šlechtickou akci provést nemůžete, nesmíte na audienci vyrazit.
    Poté se mohou připojit ostatní hráči a pak dobíráte.

lisboa-rules-join = **Připojení k audienci:** po audienci se k ní smí připojit každý další hráč, který má **destičku přízně** navštíveného šlechtice, v pořadí po směru hodinových ručiček od hráče na tahu.
    - Vraťte destičku přízně na sloupek jejího šlechtice.
    - Zaplaťte cenu audience za sebe (vliv pokladnice + cizí úředníci v tom úřadu, počítáno ve chvíli placení); paruky a réis díky levé skupince domků pomáhají jako u audience.
    - Proveďte právě jednu ze tří akcí šlechtice (šlechtickou akci, nebo jednu ze dvou státních akcí), bez placení zboží.
    Hráč, který se připojit nemůže, se přeskočí. K události se připojit nelze.

lisboa-rules-event = **Financování události:** zahrajte kartu pokladnice z ruky na královský dvůr, zaplaťte tolik réis, kolik je hodnota pokladnice, a proveďte událost z karty.
    - Událost, která je šlechtickou akcí (stavba obchodu, získání dekretu), stojí navíc všechny své obvyklé náklady: parcela pro obchod pak stojí hodnotu pokladnice podruhé.
    - K události se nikdo připojit nemůže a pro karty úkolů se nepočítá jako audience.
    Karta je pak odstraněna ze hry.

lisboa-rules-state_actions = Šest **státních akcí**:
    - **Zaměstnání úředníků** (Manuel da Maia): 2 vaši úředníci na 2 různé úřady (na desce jich potřebujete 2). Plný úřad (6 míst) nejprve pošle na nádvoří po jednom úředníkovi každé barvy, která jich tam má nejvíc, i vaší.
    - **Zisk plánu** (Manuel da Maia): vrchní plán kteréhokoli architekta.
    - **Stavba lodi** (markýz z Pombalu): zaplaťte tolik různých zboží, kolik je velikost vrchní lodi v loděnici (při vylepšení jen rozdíl; náklad se přeloží). Pokladnice +1, pak běžný zisk vlivu.
    - **Produkce zboží** (markýz z Pombalu): 1 zboží za každý obchod jeho druhu, k tomu bonusy pravé skupinky domků; cena každého druhu, který jste získali, klesne o 1. Jen pokud získáte alespoň 1 zboží.
    - **Setkání s kardinálem** (král): posuňte kardinála o 1 nebo 2 pole po směru hodinových ručiček a vezměte si jednu ze 2 církevních destiček vedle něj (nejvýše 4). Překročení symbolu pokladnice posune pokladnici o 1 nahoru; symbol vlivu spustí církevní bodování.
    - **Zisk přízně** (král): destička přízně šlechtice, jehož destičku ještě nemáte.

lisboa-rules-store = **Stavba obchodu** (šlechtická akce Manuela da Maii):
    1. Vezměte si městskou destičku z nabídky: barva jejího pole určuje ulici, do které obchod směřuje, i jeho zboží (žlutá zlato, růžová látky, hnědá knihy, modrá nářadí; malá modrá destička patří do polovičního sloupce).
    2. Vyberte prázdnou parcelu u této ulice a získejte její odměnu.
    3. Vezměte si jednu kostičku sutin ze sloupce nebo řádku parcely (povinně, pokud tam nějaká zbývá).
    4. Zaplaťte parcelu: hodnota pokladnice v réis + kostičky, které ve sloupci a řádku zůstaly (zemětřesení 3, požár 2, tsunami 1), minus slevy.
    5. Postavte na ni nejnižší dřevěný domek jedné skupinky: levá odemkne placení audiencí v réis; prostřední zlevní lodě o 1 zboží, později zdarma; pravá přidá při produkci 1 zboží, později 1 od každého druhu.
    6. Získejte paruky: hodnota bodovací destičky sloupce (2–5) × otevřené veřejné budovy odpovídající obchodu.

lisboa-rules-decree = **Získání dekretu** (šlechtická akce markýze z Pombalu): vezměte si jeden z 8 dekretů lícem vzhůru a nechte ho lícem vzhůru u sebe.
    - Pak smíte z portrétu markýze odstranit jeden svůj žeton sady sutin a vzít si druhý dekret (nejvýše jednou za tah).
    - Počet dekretů není omezen. Každý dekret boduje na konci hry jen svému majiteli, podle vlastního vzorce (například paruky za každý obchod jedné barvy nebo za každou otevřenou veřejnou budovu jednoho architekta).

lisboa-rules-public_building = **Otevření veřejné budovy** (šlechtická akce krále):
    1. Vyberte prázdné staveniště: na západním nebo východním konci řádku, nebo na severním konci ulice (budova musí mít barvu této ulice).
    2. Vezměte si 2 kostičky sutin ze staveniště a jeho odměnu.
    3. Ukažte nedokončený plán: dostupná veřejná budova jeho architekta jde na staveniště.
    4. Odevzdejte úředníky z plánu: vraťte je z úřadů nebo nádvoří na svou desku; jen pokud vám někteří chybějí, zaměstnejte každého chybějícího za hodnotu pokladnice v réis.
    5. Plán je dokončen (počítá se do převahy v úřednících).
    Pak **bodování**: každý obchod, který nyní budově odpovídá, přinese svému majiteli hodnotu svého sloupce: západní/východní staveniště boduje obchody svého řádku v kterékoli z barev budovy, severní staveniště obchody směřující do své ulice.

lisboa-rules-influence = **Vliv** má hodnoty 0–10.
    - **Běžný zisk vlivu:** součet vlivu karet v horní řadě portfolia (šlechtici a lodě) plus bonusy. Provádíte ho při stavbě lodi a když se při církevním bodování vzdáte církevních destiček.
    - Vliv nad 10 propadá. Po každém zisku alespoň 1 vlivu, po kterém jste na 10, získáte 1 paruku.
    - **Placení:** ceny audience a připojení; jakoukoli platbu v réis lze nahradit posunem zpět na nejbližší symbol realu (0, 1, 3, 5, 7, 9): 10 vlivu nahradí nejvýše 6 réis, 0 nic.
    - Na konci se réis, které by váš vliv nahradil, počítají jako peníze.

lisboa-rules-church = **Církevní bodování** nastane, když kardinál překročí symbol vlivu (kde začíná) nebo na něm skončí. Vyhodnotí se jednou, na konci toho tahu, po dobrání karty.
    - Počínaje hráčem, který pohnul kardinálem, a dál po směru hodinových ručiček se každý hráč smí vzdát 1 nebo více svých církevních destiček.
    - Získáte paruky vyobrazené na jejich rubu a provedete **jeden** běžný zisk vlivu.
    - Kdo si ponechá všechny destičky, nezíská nic. Na konci hry církevní destičky nemají žádnou hodnotu.
    Dokud je máte, dávají církevní destičky svůj trvalý bonus (slevy, vliv navíc a podobně).

lisboa-rules-rubble = **Sutiny:** vaše deska má 3 řádky (zemětřesení, požár, tsunami) po 5 polích. Nová kostička jde na volné pole nejvíce vlevo ve svém řádku; když není místo, je odstraněna ze hry.
    - Sloupec se všemi 3 druhy je dokončená **sada**: její žeton jde na portrét markýze (později ho můžete utratit za dekret navíc).
    - Každá sada přidá 1 místo v portfoliu (nejvýše 6) a 1 místo ve skladišti od každého zboží (2 + sady).
    - 3 paruky za sadu na konci 1. období a znovu na konci hry.
    - Vaše 2. sada ukončí 1. období; kdokoli dokončí 4. sadu ve 2. období, spustí konec hry.
    Kostičky získáváte za obchody, staveniště veřejných budov a některé odměny.

lisboa-rules-periods = **1. období** končí, když někdo dokončí 2. sadu sutin nebo jsou prázdné 3 ze 4 hromádek nabídky. Tah se dohraje a pak:
    - nabídka se vyklidí; každý získá 3 paruky za každou sadu;
    - do loděnice přijdou lodě velikosti 3 a 4;
    - počínaje hráčem, který konec způsobil, a dál po směru hodinových ručiček smí každý odhodit karty z ruky a získat odměnu jedné odhozené karty od každého šlechtice (postihy se ignorují, karty pokladnice nedávají nic);
    - ruce se doplní na 5 z fialového balíčku; z hnědého balíčku vznikne nová nabídka (4 hromádky po 5).
    Hra pokračuje dalším hráčem.
    Ve **2. období** hra končí, když někdo dokončí 4. sadu nebo jsou opět prázdné 3 hromádky: dohraje se kolo, odehraje se ještě jedno celé kolo a následuje závěrečné bodování.

lisboa-rules-scoring = **Závěrečné bodování**, přičtené k parukám získaným během hry:
    - **Lodě:** velikosti jejich nákladových prostorů.
    - **Sutiny:** 3 za každou dokončenou sadu.
    - **Obchody** podle zboží (nejméně 1 obchod): zlato 3/2/1, nářadí 6/4/2, knihy a látky 9/6/3 (2 hráči: hodnoty za 1. a 3. místo).
    - **Peníze:** réis + co by nahradil váš vliv, 1 paruka za každých 5.
    - **Dekrety:** jen vaše vlastní.
    - **Úředníci** na dokončených plánech (nejméně 1 plán): 15/10/5 (2 hráči 15/5).
    - **Destičky přízně:** 2 za každou.
    Hráči ve shodě si hodnoty míst sečtou a rozdělí, zaokrouhleno dolů. Celková shoda: více sad sutin, obchodů, dokončených plánů, réis; jinak se o místo dělí.

lisboa-rules-solo = **Sólo proti Rivalovi.** Oficiální pravidla sólové hry jsme neměli k dispozici: tento Rival je NAVRŽENÝ, náš vlastní návrh.
    - Příprava jako pro 2 hráče; začínáte vy. Rival nemá karty, peníze ani vliv, jen domky, úředníky a paruky; začíná s +40, +55, +70, +85 nebo +100 parukami (úrovně 1–5).
    - V každém svém tahu odstraní ze hry kartu lícem vzhůru z další neprázdné hromádky (Manuel da Maia, markýz z Pombalu, král, pokladnice, dokola), čímž pohání tempo hry:
      - Manuel da Maia: zdarma postaví obchod (ulice s nejméně jeho obchody, první prázdná parcela v pořadí čtení, nejlepší kostička do krabice) a boduje paruky jako obvykle; pokud nemůže, 2 paruky.
      - markýz z Pombalu: dekret nejvíce vlevo opustí nabídku; 3 paruky.
      - král: 1 úředník na úřad, kde máte nejvíce úředníků vy; pokud mu žádný nezbývá, 2 paruky.
      - pokladnice: ukazatel pokladnice klesne o 1; 1 paruka.
    Jeho obchody a úředníci se počítají do převah i do cen audience. Vyhráváte s více parukami.

lisboa-rules-variants = Volby v lobby (doplňky z Kickstarteru):
    - **Karty úkolů:** před hrou každý hráč řekne, zda hraje poprvé; nováček si ponechá rozdanou kartu úkolu A (pravidla dávají karty úkolů jen nováčkům). Splníte ji audiencí u jmenovaného šlechtice a provedením jeho akce: doberete si 2 karty B a 1 si ponecháte. Úkoly B (zaměstnání, plán, kardinál, přízeň, připojení, prodej, produkce, vliv při církevním bodování) dávají úředníky, réis, zlato, vliv nebo paruky. Nejvýše jeden úkol za tah, odměna na konci tahu.
    - **Počáteční dekret:** před hrou si v opačném pořadí každý hráč vezme 1 dekret.
    - **Počáteční karty:** draftované: z 5 si ponechte 2 a 3 pošlete dál, 1 si ponechte a 2 pošlete, 1 si ponechte a 1 pošlete, poslední si ponechte.
    - **Městské žetony:** odměny parcel a stavenišť se na herní plán rozmíchají (skutečné strany žetonů neznáme: přibližné).

## Názvy témat (seznam témat /rules)

lisboa-rules-overview-title = Přehled
lisboa-rules-turn-title = Váš tah
lisboa-rules-portfolio-title = Portfolio
lisboa-rules-sell-title = Prodej zboží
lisboa-rules-trade-title = Obchod se šlechtici
lisboa-rules-visit-title = Audience u šlechtice
lisboa-rules-join-title = Připojení k audienci
lisboa-rules-event-title = Financování události
lisboa-rules-state_actions-title = Státní akce
lisboa-rules-store-title = Stavba obchodu
lisboa-rules-decree-title = Dekrety
lisboa-rules-public_building-title = Veřejné budovy
lisboa-rules-influence-title = Vliv
lisboa-rules-church-title = Církevní bodování
lisboa-rules-rubble-title = Sady sutin
lisboa-rules-periods-title = Období a konec hry
lisboa-rules-scoring-title = Závěrečné bodování
lisboa-rules-solo-title = Sólo (Rival)
lisboa-rules-variants-title = Varianty
