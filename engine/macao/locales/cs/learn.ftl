### Macao: průvodce první hrou (/learn). Jedna zpráva na pravidlo (engine/macao/learn.py): dvě nebo tři
### věty o pravidle, které právě platí, a jeho název, jak ho píší česká pravidla (zpráva -term).

macao-learn-first_card = Před hrou si každý hráč vezme jednu z vyložených karet na svou podložku, v opačném pořadí na zdi. Karta, která každé kolo dává akční kostičky nebo zlaté mince, se vyplatí od 1. kola.
macao-learn-first_card-term = Dva kroky před hrou
macao-learn-start_cubes = Před hrou dáte 1 akční kostičku libovolné barvy na políčko 1 své větrné růžice a 2 kostičky stejné barvy na políčko 2. Políčko 1 přijde na řadu první: zvolte barvu, kterou bude potřebovat vaše první karta nebo čtvrť.
macao-learn-start_cubes-term = Dva kroky před hrou
macao-learn-cards = Fáze 1: každé kolo si vezmete jednu kartu z nabídky na svou podložku. Podložka pojme nejvýš 5 karet; šestá znamená jednu vyřadit a vzít si žeton pokuty, proto karty aktivujte, než se zaplní.
macao-learn-cards-term = Fáze 1: Karty
macao-learn-dice = Fáze 2: vyberte dvě různé kostky; každá dá tolik akčních kostiček své barvy, kolik ukazuje, na to políčko vaší větrné růžice. Pak se růžice otočí: kostičky u šipky jsou akční kostičky tohoto kola a prázdná šipka stojí žeton pokuty.
macao-learn-dice-term = Fáze 2: Kostky
macao-learn-actions = Fáze 3: ve svém tahu v libovolném pořadí aktivujte karty, obsaďte jednu městskou čtvrť, posuňte se na zdi, plujte lodí a doručujte a jednou kupte prestiž. Nepoužité akční kostičky se na konci tahu vracejí do zásoby.
macao-learn-actions-term = Fáze 3: Akce
macao-learn-city = Jednou za kolo obsaďte volnou městskou čtvrť zaplacením přesně jejích kostiček. Její destička zboží jde na vaši loď; na konci vaše největší skupina sousedních čtvrtí dá 2 BP za čtvrť.
macao-learn-city-term = Městské čtvrti
macao-learn-cubes = Karty a čtvrti se platí akčními kostičkami vytištěných barev. Plaťte barvami, které v tomto kole už nebudete potřebovat.
macao-learn-cubes-term = Akční kostičky
macao-learn-joker = Žolík dá jednou ve vašem tahu 1 kostičku libovolné barvy nebo 3 ZM. Nechte si ho na kostičku, která vám chybí.
macao-learn-joker-term = Žolíci
macao-learn-ship = Plavba stojí 1 kostičku libovolné barvy za políčko. V přístavu smíte doručit zboží, které žádá: každá destička dá BP nejcennějšího volného políčka.
macao-learn-ship-term = Loď
macao-learn-wall = Městská zeď určuje pořadí: kdo je dál, hraje dřív. Posun o 1, 2, 3 nebo 4 políčka stojí 1, 3, 5 nebo 7 kostiček, jednou za kolo; na konci zeď rozhoduje shody.
macao-learn-wall-term = Městská zeď
