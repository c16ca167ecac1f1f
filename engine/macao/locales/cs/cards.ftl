### Macao: názvy a texty karet (pro /card a obrázky karet). Úřady dostávají $colour (barvu úřadu, už
### přeloženou), sklady $good (zboží, už přeložené).
### Většina efektů je NAVRŽENÁ (shared/reference/macao.md B5b): tištěné texty nebyly k dispozici.
### Zkratky jako na tištěných kartách (pravidla, s. 8): AK = akční kostička, ZM = zlatá mince, BP = bod prestiže.
### Názvy z českých pravidel: povaleč, fontána, kejklíř, herold, ponocný, kovárna, spekulant, tesař,
### kanonýr, brána, věž, strážný, bednářství, kapitán, sklad, maják, plavčík, výroba plachet,
### kormidelník, velvyslanectví, diplomat, velvyslanec, opat, socha, profesor; ostatní jsou navržené
### (GLOSSARY.cs.md).

## Karty úřadů (od každé jedna v každé barvě)

macao-card-customs_house = Celnice
macao-card-customs_house-text = Jednou za kolo: zaplaťte 1 { $colour_id ->
    [macao-colour-red] červenou
    [macao-colour-blue] modrou
    [macao-colour-green] zelenou
    [macao-colour-black] černou
    [macao-colour-grey] šedou
    [macao-colour-purple] fialovou
   *[other] { $colour }
} AK a vezměte si 2 ZM.
macao-card-harbour_office = Přístavní úřad
macao-card-harbour_office-text = Když si vyberete { $colour_id ->
    [macao-colour-red] červenou
    [macao-colour-blue] modrou
    [macao-colour-green] zelenou
    [macao-colour-black] černou
    [macao-colour-grey] šedou
    [macao-colour-purple] fialovou
   *[other] { $colour }
} kostku, vezměte si navíc 1 { $colour_id ->
    [macao-colour-red] červenou
    [macao-colour-blue] modrou
    [macao-colour-green] zelenou
    [macao-colour-black] černou
    [macao-colour-grey] šedou
    [macao-colour-purple] fialovou
   *[other] { $colour }
} AK a položte ji k AK z této kostky.
macao-card-treasury = Pokladnice
macao-card-treasury-text = Jednou za kolo: zaplaťte 1 { $colour_id ->
    [macao-colour-red] červenou
    [macao-colour-blue] modrou
    [macao-colour-green] zelenou
    [macao-colour-black] černou
    [macao-colour-grey] šedou
    [macao-colour-purple] fialovou
   *[other] { $colour }
} AK a získejte 2 BP.
macao-card-chancery = Kancléřství
macao-card-chancery-text = Každé kolo po výběru karet: vezměte si 1 ZM a získejte 1 BP.

## Karty budov

macao-card-fountain = Fontána
macao-card-fountain-text = Když obsadíte městskou čtvrť, můžete ihned zdarma posunout svůj disk na zdi o 1 políčko vpřed. Tím nevyčerpáte svůj posun na zdi v tomto kole.
macao-card-smithy = Kovárna
macao-card-smithy-text = Konec hry: 1 BP za každou vaši městskou čtvrť.
macao-card-gate = Brána
macao-card-gate-text = Váš posun na zdi: první políčko stojí 0 AK (1/2/3/4 políčka stojí 0/2/4/6 AK).
macao-card-tower = Věž
macao-card-tower-text = Váš posun na zdi: každé políčko po prvním stojí 1 AK (1/2/3/4 políčka stojí 1/2/3/4 AK).
macao-card-cooperage = Bednářství
macao-card-cooperage-text = Kdykoli vyložíte kartičku zboží, získáte navíc 2 BP. Sklad je nikdy nezdvojnásobí.
macao-card-warehouse = Sklad: { $good }
macao-card-warehouse-text = Když vyložíte kartičku { $good_id ->
    [macao-good-lacquer] s lakovaným zbožím
    [macao-good-rice] s rýží
    [macao-good-tea] s čajem
    [macao-good-jade] s nefritem
    [macao-good-silk] s hedvábím
    [macao-good-paper] s papírem
    [macao-good-porcelain] s porcelánem
    [macao-good-spices] s kořením
   *[other] zboží ({ $good })
}, zdvojnásobí se BP vytištěné na políčku přístavu, které zakryje.
macao-card-lighthouse = Maják
macao-card-lighthouse-text = Každá kartička, kterou vyložíte, přinese BP nejhodnotnějšího políčka přístavu, i když je už zakryté (kartička se přesto položí na nejhodnotnější volné políčko).
macao-card-sail_maker = Výroba plachet
macao-card-sail_maker-text = Každá AK zaplacená za pohyb lodi posune vaši loď o 2 políčka místo o 1.
macao-card-embassy = Velvyslanectví
macao-card-embassy-text = Když kupujete prestiž, zaplaťte o 1 ZM méně (nejméně 0).
macao-card-statue = Socha
macao-card-statue-text = Konec hry: 3 BP za každou vaši tmavou městskou čtvrť (se žolíkem).
macao-card-market = Trh
macao-card-market-text = Jednou za kolo: zaplaťte 2 AK libovolných barev a vezměte si 3 ZM.
macao-card-bank = Banka
macao-card-bank-text = Každé kolo po výběru karet: vezměte si 1 ZM.
macao-card-mint = Mincovna
macao-card-mint-text = Až 3× za kolo: zaplaťte 1 AK libovolné barvy a vezměte si 1 ZM.
macao-card-tea_house = Čajovna
macao-card-tea_house-text = Jednou za kolo: zaplaťte 1 zelenou a 1 fialovou AK a získejte 3 BP.
macao-card-temple = Chrám
macao-card-temple-text = Jednou za kolo: zaplaťte 3 AK jedné barvy a získejte 4 BP.
macao-card-pagoda = Pagoda
macao-card-pagoda-text = Konec hry: 1 BP za každou vaši aktivovanou kartu budovy (včetně této).
macao-card-palace = Palác
macao-card-palace-text = Konec hry: 2 BP za každou vaši aktivovanou kartu úřadu.
macao-card-library = Knihovna
macao-card-library-text = Konec hry: 1 BP za každou vaši aktivovanou kartu postavy.
macao-card-church = Kostel
macao-card-church-text = Konec hry: 4 BP.
macao-card-cathedral = Katedrála
macao-card-cathedral-text = Konec hry: 8 BP.
macao-card-shipyard = Loděnice
macao-card-shipyard-text = Jednou za kolo: zaplaťte 1 AK libovolné barvy a vezměte si 2 ZM.
macao-card-harbour = Přístaviště
macao-card-harbour-text = Konec hry: 1 BP za každou svou kartičku zboží vyloženou během hry.
macao-card-garden = Zahrada
macao-card-garden-text = Konec hry: váš největší propojený řetězec městských čtvrtí dává za každý žeton vlastnictví o 1 BP více (3 místo 2).
macao-card-fortress = Pevnost
macao-card-fortress-text = Konec hry: BP ve výši poloviny (zaokrouhleno dolů) čísla políčka na zdi, na kterém stojí váš disk (1–16).
macao-card-arsenal = Zbrojnice
macao-card-arsenal-text = Jednou za kolo: zaplaťte 1 červenou a 1 černou AK a získejte 3 BP.
macao-card-barracks = Kasárna
macao-card-barracks-text = Konec hry: 2 BP za každého dalšího hráče, jehož disk je na zdi za vaším.
macao-card-counting_house = Kontor
macao-card-counting_house-text = Za každou vybranou kostku s hodnotou 1 nebo 2 (po uplatnění pravidla 8.–12. kola) si vezměte 1 ZM.
macao-card-trading_post = Obchodní stanice
macao-card-trading_post-text = Jednou za kolo: vezměte si ze společné zásoby 1 AK libovolné barvy do své akční zásoby.
macao-card-manufactory = Manufaktura
macao-card-manufactory-text = Jednou za kolo: zaplaťte 1 zelenou a 1 černou AK a vezměte si 3 ZM.
macao-card-inn = Hostinec
macao-card-inn-text = Každé kolo po výběru karet: vezměte si 1 ZM.
macao-card-observatory = Hvězdárna
macao-card-observatory-text = Při výběru kostek můžete AK jedné ze svých dvou kostek položit o jedno políčko výš nebo níž, než je její hodnota (nejméně 1, nejvýše nejvyšší hodnota povolená v tomto kole).
macao-card-bazaar = Bazar
macao-card-bazaar-text = Až 2× za kolo: vyměňte 1 AK ze své akční zásoby za 1 AK jiné barvy ze společné zásoby.
macao-card-theatre = Divadlo
macao-card-theatre-text = Jednou za kolo: zaplaťte 2 ZM a vezměte si 1 AK libovolné barvy do své akční zásoby.

## Karty postav

macao-card-idler = Povaleč
macao-card-idler-text = Při výběru karet můžete odmítnout vzít si kartu; pokud ji odmítnete, vezměte si 2 ZM.
macao-card-juggler = Kejklíř
macao-card-juggler-text = Každý použitý žolík platí dvakrát: za žolíka si vezměte 2 AK, nebo 1 AK a 3 ZM, nebo 6 ZM.
macao-card-herald = Herold
macao-card-herald-text = Kdykoli obsadíte městskou čtvrť, získáte 2 BP.
macao-card-night_watchman = Ponocný
macao-card-night_watchman-text = Každé kolo můžete obsadit 1 městskou čtvrť navíc (za její plnou cenu).
macao-card-speculator = Spekulant
macao-card-speculator-text = Když obsazujete městskou čtvrť, můžete místo 1 z požadovaných AK zaplatit 2 ZM (jednou za čtvrť).
macao-card-carpenter = Tesař
macao-card-carpenter-text = Když obsazujete městskou čtvrť, nemusíte zaplatit 1 z požadovaných AK podle své volby (jednou za čtvrť).
macao-card-cannoneer = Kanonýr
macao-card-cannoneer-text = Kdykoli se posunete na zdi, posuňte se zdarma o 1 políčko navíc.
macao-card-guard = Strážný
macao-card-guard-text = Každé kolo se můžete na zdi posunout ještě jednou (opět za 1/3/5/7… AK).
macao-card-captain = Kapitán
macao-card-captain-text = Za každou vyloženou kartičku zboží si vezměte 1 ZM.
macao-card-cabin_boy = Plavčík
macao-card-cabin_boy-text = Jednou za kolo: posuňte svou loď zdarma o 1 políčko.
macao-card-helmsman = Kormidelník
macao-card-helmsman-text = Jednou za kolo: posuňte svou loď zdarma až o 2 políčka.
macao-card-diplomat = Diplomat
macao-card-diplomat-text = Každé kolo můžete koupit prestiž ještě jednou, za stejný poplatek.
macao-card-envoy = Velvyslanec
macao-card-envoy-text = Kdykoli kupujete prestiž, získáte navíc 2 BP.
macao-card-abbot = Opat
macao-card-abbot-text = Na konci hry nedostanete žetony pokuty za karty, které zůstaly na vaší podložce.
macao-card-professor = Profesor
macao-card-professor-text = Za každou vybranou kostku s hodnotou 1 (po uplatnění pravidla 8.–12. kola) si vezměte 2 ZM.
macao-card-midwife = Porodní bába
macao-card-midwife-text = Pokud po otočení růžice ukazuje vaše šipka na prázdné políčko, vezměte si 1 AK libovolné barvy do své akční zásoby. Žeton pokuty přesto dostanete.
macao-card-merchant = Kupec
macao-card-merchant-text = Jednou za kolo: zaplaťte 2 AK jedné barvy a vezměte si 3 ZM.
macao-card-moneylender = Lichvář
macao-card-moneylender-text = Až 2× za kolo: zaplaťte 1 AK libovolné barvy a vezměte si 1 ZM.
macao-card-banker = Bankéř
macao-card-banker-text = Každé kolo po výběru karet: vezměte si 2 ZM.
macao-card-tax_collector = Výběrčí daní
macao-card-tax_collector-text = Za každou vybranou kostku s hodnotou 4, 5 nebo 6 si vezměte 1 ZM.
macao-card-monk = Mnich
macao-card-monk-text = Jednou za kolo: zaplaťte 1 AK libovolné barvy a získejte 1 BP.
macao-card-priest = Kněz
macao-card-priest-text = Jednou za kolo: zaplaťte 2 AK dvou různých barev a získejte 3 BP.
macao-card-bishop = Biskup
macao-card-bishop-text = Konec hry: 6 BP.
macao-card-missionary = Misionář
macao-card-missionary-text = Konec hry: 1 BP za každé 2 ZM, které ještě máte (zaokrouhleno dolů). Mince si ponecháte.
macao-card-mandarin = Mandarín
macao-card-mandarin-text = Každé kolo po výběru karet: získejte 1 BP.
macao-card-governor = Guvernér
macao-card-governor-text = Konec hry: 4 BP a navíc 1 BP za každou vaši aktivovanou kartu úřadu.
macao-card-architect = Architekt
macao-card-architect-text = Jednou za kolo: zaplaťte 3 AK tří různých barev a získejte 4 BP.
macao-card-mason = Zedník
macao-card-mason-text = Konec hry: i váš druhý největší propojený řetězec městských čtvrtí dává 1 BP za každý žeton vlastnictví.
macao-card-navigator = Navigátor
macao-card-navigator-text = Jednou za kolo: zaplaťte 2 AK libovolných barev a získejte 2 BP.
macao-card-sailor = Námořník
macao-card-sailor-text = Jednou za kolo: zaplaťte 1 zelenou AK a vezměte si 2 ZM.
macao-card-smuggler = Pašerák
macao-card-smuggler-text = Jednou za kolo: zaplaťte 1 černou a 1 fialovou AK a vezměte si 3 ZM.
macao-card-interpreter = Tlumočník
macao-card-interpreter-text = Jednou za kolo: zaplaťte 1 AK libovolné barvy, vezměte si 1 ZM a získejte 1 BP.
macao-card-courtier = Dvořan
macao-card-courtier-text = Každé kolo po výběru karet: vezměte si 1 ZM.
macao-card-scholar = Učenec
macao-card-scholar-text = Konec hry: 1 BP za každý různý druh zboží mezi vašimi vyloženými kartičkami.
macao-card-scribe = Písař
macao-card-scribe-text = Za každou vybranou kostku s hodnotou 1 (po uplatnění pravidla 8.–12. kola) si vezměte navíc 1 AK barvy této kostky a položte ji k AK z této kostky.
macao-card-cartographer = Kartograf
macao-card-cartographer-text = Konec hry: 2 BP za každý různý přístav, ve kterém leží alespoň 1 vaše vyložená kartička.
macao-card-fisherman = Rybář
macao-card-fisherman-text = Jednou za kolo: vezměte si 1 ZM.
macao-card-physician = Lékař
macao-card-physician-text = Jednou za kolo: zaplaťte 3 ZM a odložte 1 svůj žeton pokuty.
macao-card-apothecary = Lékárník
macao-card-apothecary-text = Jednou za kolo: zaplaťte 1 zelenou a 1 fialovou AK, vezměte si 2 ZM a získejte 1 BP.
macao-card-gambler = Karbaník
macao-card-gambler-text = Jednou za kolo: zaplaťte 3 AK libovolných barev a vezměte si 5 ZM.
macao-card-admiral = Admirál
macao-card-admiral-text = Jednou za kolo: zaplaťte 3 AK libovolných barev a získejte 4 BP.
macao-card-general = Generál
macao-card-general-text = Jednou za kolo: zaplaťte 2 červené AK a získejte 3 BP.
macao-card-soldier = Voják
macao-card-soldier-text = Jednou za kolo: zaplaťte 1 černou AK, vezměte si 1 ZM a získejte 1 BP.
macao-card-judge = Soudce
macao-card-judge-text = Každé kolo po výběru karet: vezměte si 1 ZM a získejte 1 BP.
macao-card-silk_trader = Obchodník s hedvábím
macao-card-silk_trader-text = Jednou za kolo: zaplaťte 1 červenou a 1 modrou AK a vezměte si 3 ZM.
