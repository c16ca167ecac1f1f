### Crown of Emara: průvodce první hrou (/learn). Jedna zpráva na pravidlo (engine/emara/learn.py): dvě
### nebo tři věty o pravidle, které právě platí, a jeho název, jak ho píší česká pravidla (zpráva -term).

emara-learn-turn = V každém kole zahrajete své 3 karty, jednu za tah. Kartu položte na volné pole: karta dává svou akci karty, pole (1, 2 nebo 3) určuje, o kolik kroků se posune jeden radní; pak v libovolném pořadí proveďte akci karty, pohyb a až tři bonusové akce. Tah ukončíte sami, až budete hotovi.
emara-learn-turn-term = Tah hráče
emara-learn-town = Radní, který dorazí do městské lokality (hrad, katedrála, trh, staveniště), smí každou její dílčí akci provést jednou, v libovolném pořadí. Dary a příspěvky tam přinášejí občanské body a stavební body podle značky.
emara-learn-town-term = Městské lokality
emara-learn-countryside = Ve venkovské lokalitě si vezmete 1 její surovinu. Každý váš řemeslník tam přidá 1 další, nebo za 1 obilí dá 1 chléb.
emara-learn-countryside-term = Akce ve venkovských lokalitách
emara-learn-payment = Cenu platíte surovinami podle svého výběru, kde to pravidlo dovolí. Vyberte, které suroviny dáte: nechte si ty, které budete potřebovat na další dar nebo bonusovou akci.
emara-learn-payment-term = Placení surovinami
emara-learn-favor = Žetony přízně městské lokality uplatníte, když na ni dorazí váš radní nebo když její akci provedete kartou Akce ve městě. Nevyužité žetony mají na konci hry hodnotu bodů.
emara-learn-favor-term = Žetony přízně
emara-learn-hire = Řemeslníka najmete do volné chýše ve venkovské lokalitě, kde stojí váš radní: zaplaťte cenu chýše a získejte její občanské body. Každý řemeslník pak v té lokalitě přinese víc, kdykoli ji použijete.
emara-learn-hire-term = Najímání řemeslníka
emara-learn-recruit = Poradce najmete v městské lokalitě, kde stojí váš radní: zaplaťte jeho cenu a získejte jeho občanské body. Někteří poradci působí okamžitě a jednorázově, jiní jednou za tah nebo na konci hry.
emara-learn-recruit-term = Poradci
emara-learn-advisor = Poradce, kterého jste najali, teď nabízí svou schopnost. Použijte ji, když vás přiblíží k dalšímu daru, příspěvku nebo bonusové akci.
emara-learn-advisor-term = Poradci
emara-learn-end_of_round = Po třetím tahu všech hráčů kolo končí: událost konce kola smíte využít jednou, soška putuje dál a každý si dobere 3 nové karty.
emara-learn-end_of_round-term = Konec kola
emara-learn-scoring = Na konci přinesou zbylé suroviny body a počítá se nižší z vašich dvou stupnic: občanské body, nebo stavební body. Držte proto obě stupnice blízko sebe.
emara-learn-scoring-term = Závěrečné bodování
emara-learn-setup = Před prvním kolem si vezmete výchozí suroviny a rozmístíte radní podle přípravy hry.
emara-learn-setup-term = Příprava hry
