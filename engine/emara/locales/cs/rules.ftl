### Crown of Emara: stručná pravidla, jedna zpráva na každé téma /rules (naše vlastní slova).
### Pojmy podle české knihy pravidel; zkratky OB a SB se zavádějí v přehledu.

emara-rules-overview = Crown of Emara se hraje na 6 kol, v každém kole odehraje každý hráč 3 tahy. Sbíráte občanské body (OB) a stavební body (SB); váš konečný výsledek je nižší z obou hodnot.
emara-rules-setup = Každý hráč začíná s 0 občanskými body a s budovou na výchozí pozici podle úvodní karty události (při první hře na 35). Na každé ze dvou desek lokalit stojí jeden jeho radní; vezme si 1 surovinu venkovské lokality, na které jeho radní stojí, a 3 akční karty.
emara-rules-turn = Zahrajte kartu z ruky na volné pole své desky hráče (1, 2 nebo 3 kroky). Poté v libovolném pořadí proveďte akci karty, akci pohybu (povinnou) a každou bonusovou akci nejvýše jednou. Nakonec tah ukončete.
emara-rules-movement = Přesuňte jednoho svého radního ve směru hodinových ručiček přesně o tolik kroků, kolik udává pole se zahranou kartou. Na lokalitě, kam dorazí, smíte provést její akci.
emara-rules-countryside = Venkov: vezměte si 1 surovinu dané lokality. Každý váš řemeslník tam přidá 1 další, nebo za 1 obilí dá 1 chléb.
emara-rules-castle = Hrad: darujte králi suroviny (kolik, ukazuje značka daru) a získejte pečetní prsten, a/nebo odhoďte 1 knihu za 5 stavebních bodů.
emara-rules-cathedral = Katedrála: přispějte surovinami (kolik, ukazuje značka příspěvku) a získejte knihu; navíc si vezměte 3 žetony přízně a 1 z nich si ponechte.
emara-rules-market = Trh: za 1 libovolnou surovinu si vezměte 1 zlatou minci, a/nebo odevzdejte 1–5 knih za 3/6/10/15/21 občanských bodů.
emara-rules-construction_site = Staveniště: dodejte kámen (5 stavebních bodů + občanské body podle značky kamene), 1–3 chleby (za každý občanské body podle značky chleba) a 1 dřevo (5 stavebních bodů) nebo 3 dřeva (10 stavebních bodů).
emara-rules-favors = Žetony přízně: žetony městské lokality uplatníte, když na ni dorazí váš radní nebo když její akci provedete kartou Akce ve městě. Nevyužité žetony mají na konci hry hodnotu 1 bodu.
emara-rules-bonus = Bonusové akce, každá nejvýše jednou za tah: získání vyššího šlechtického titulu, najmutí řemeslníka, najmutí poradce.
emara-rules-nobility = Tituly se získávají postupně: baron, hrabě, kníže, markýz, vévoda. Zaplaťte zlaté mince a pečetní prsteny, vezměte si vrchní kartu šlechtice daného titulu a získejte její občanské body.
emara-rules-craftsmen = Řemeslníka najmete do volné chýše ve venkovské lokalitě, kde stojí váš radní: zaplaťte cenu uvedenou na chýši a získejte 1/2/3/4 občanské body. V jedné lokalitě smíte mít nejvýše 3 své řemeslníky.
emara-rules-advisors = Poradce najmete v městské lokalitě, kde stojí váš radní: zaplaťte jeho cenu a získejte jeho občanské body. Někteří poradci působí okamžitě a jednorázově, jiní jednou za tah, další trvale.
emara-rules-events = Na začátku každého kola se odhalí událost: okamžitý zisk, změna pravidel pro dané kolo, nebo směna na konci kola.
emara-rules-end_of_round = Když každý odehraje 3 tahy: vyhodnoťte událost konce kola, předejte sošku dalšímu hráči, vyprázdněte pole, po 3. kole zamíchejte akční karty do nových balíčků a každý si dobere 3 karty.
emara-rules-scoring = Na konci hry přinesou body i zbylé zásoby (pečetní prsten 2; zlatá mince, kniha, chléb, žeton přízně 1; každé 2 suroviny 1), které libovolně rozdělíte mezi občanské a stavební body. Výsledek je nižší z obou hodnot. Při remíze rozhoduje vyšší druhá hodnota, pak vyšší šlechtický titul, pak více bodů na kartě nejvyššího titulu.
emara-rules-variants = Náhodné rozložení lokalit: všech 8 lokalit se zamíchá a rozdělí na obě desky. Úplný výběr: na ruce máte všech 9 akčních karet.
emara-rules-solo = Sólový režim: porazte Victorii. Ta sbírá jen občanské body – na konci 2. až 6. kola podle značek na staveništi a po 2. až 5. kole z jedné karty šlechtice.

## Názvy témat (seznam témat /rules)

emara-rules-overview-title = Přehled hry
emara-rules-setup-title = Příprava hry
emara-rules-turn-title = Tah hráče
emara-rules-movement-title = Akce pohybu
emara-rules-countryside-title = Akce ve venkovských lokalitách
emara-rules-castle-title = Hrad
emara-rules-cathedral-title = Katedrála
emara-rules-market-title = Trh
emara-rules-construction_site-title = Staveniště
emara-rules-favors-title = Žetony přízně
emara-rules-bonus-title = Bonusové akce
emara-rules-nobility-title = Získání vyššího titulu šlechtice
emara-rules-craftsmen-title = Najímání řemeslníka
emara-rules-advisors-title = Poradci
emara-rules-events-title = Karty událostí
emara-rules-end_of_round-title = Konec kola
emara-rules-scoring-title = Závěrečné bodování
emara-rules-variants-title = Varianty hry
emara-rules-solo-title = Sólový režim
