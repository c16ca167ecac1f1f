### Macao: nápověda k pravidlům, jedna zpráva na téma /rules (vlastními slovy podle pravidel).

macao-rules-overview = Macao: 12 kol. Sbírejte akční kostičky (AK) na své větrné růžici, aktivujte karty, obsazujte městské čtvrti, vozte zboží lodí do Evropy a kupujte prestiž. Vítězí hráč s nejvíce body prestiže (BP); při shodě ten, kdo je nejdál na zdi.
macao-rules-round = Každé kolo: 1. fáze Karty (2 karty úřadů + 4 karty budov a postav, hodnota poplatku, výběr karet podle pořadí na zdi), 2. fáze Kostky (výběr dvou kostek, otočení větrné růžice), 3. fáze Akce (celý tah každého hráče podle pořadí na zdi).
macao-rules-cards = Každé kolo si vezměte jednu z vyložených karet na svou podložku (nejvýše 5; se šestou kartou jednu vyřadíte a dostanete žeton pokuty). Kartu aktivujete zaplacením přesně těch akčních kostiček, které jsou na ní zobrazeny; aktivní karty působí jednou za kolo, pokud na nich není uvedeno jinak.
macao-rules-dice = Hází se šesti kostkami. Vyberte si dvě různé: každá vám dá tolik akčních kostiček své barvy, kolik ukazuje teček, a ty položíte k odpovídajícímu políčku růžice. Pak se růžice otočí: kostičky u šipky jsou vaše akční zásoba na toto kolo. Prázdná šipka znamená žeton pokuty. Od 8. kola se vysoké hodnoty kostek počítají jako 1. Pokud se u stolu vybírají kostky současně, volí všichni zároveň a skrytě, dokud nevyberou všichni; kdo ještě nevybral, může ale chtít nejdřív vidět, co si vyberou ostatní: zbytek výběru v tomto kole se pak hraje podle pořadí na zdi (volby už provedené platí a všichni je uvidí).
macao-rules-actions = Ve svém tahu v libovolném pořadí: aktivujte karty, obsaďte jednu městskou čtvrť, jednou se posuňte na zdi, plujte lodí a vykládejte zboží, jednou kupte prestiž, používejte aktivní karty a žolíky. Nevyužité akční kostičky se na konci tahu vracejí do společné zásoby.
macao-rules-city = Jednou za kolo obsaďte volnou čtvrť zaplacením přesně těch kostiček, které jsou na ní zobrazeny. Kartička zboží z ní jde na vaši loď, kartička žolíka k vaší podložce. Na konci hry dává váš největší propojený řetězec čtvrtí 2 BP za každou čtvrť.
macao-rules-wall = Zeď určuje pořadí hráčů: kdo je dál vpředu, hraje dřív, a v hromádce hraje horní disk před disky pod ním. Posun o 1/2/3/4 políčka stojí 1/3/5/7 kostiček libovolných barev, jednou za kolo. Na posledním políčku se nově příchozí disk klade dospod.
macao-rules-ship = Pohyb lodi stojí 1 kostičku libovolné barvy za každé políčko, přístavy se počítají také. V přístavu můžete zdarma vyložit zboží, které přístav požaduje: každá kartička zakryje nejhodnotnější volné políčko a přinese jeho BP.
macao-rules-prestige = Jednou za kolo zaplaťte zlaté mince (ZM) podle ukazatele poplatku a získejte jeho body prestiže. Ukazatel poplatku je součet žlutých čísel (ZM) a zvlášť červených čísel (BP) na šesti kartách vyložených v tomto kole.
macao-rules-jokers = Žolík dává jednou, ve vašem tahu, 1 akční kostičku libovolné barvy, nebo 3 ZM.
macao-rules-end = Po 12. kole: každá karta, která zůstala na vaší podložce, znamená žeton pokuty (to neplatí s aktivovaným opatem), každý žeton pokuty stojí 3 BP, vyhodnotí se karty konce hry a nakonec váš největší řetězec čtvrtí dává 2 BP za čtvrť.

## Názvy témat (nabídka /rules)

macao-rules-overview-title = Přehled
macao-rules-round-title = Průběh kola
macao-rules-cards-title = Karty
macao-rules-dice-title = Kostky a větrná růžice
macao-rules-actions-title = Akce
macao-rules-city-title = Městské čtvrti
macao-rules-wall-title = Zeď
macao-rules-ship-title = Loď a přístavy
macao-rules-prestige-title = Body prestiže (poplatek)
macao-rules-jokers-title = Žolíci
macao-rules-end-title = Konec hry
