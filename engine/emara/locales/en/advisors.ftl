### Crown of Emara: advisors (names, texts for /card, and their lasting abilities in a few words).

## Advisors

emara-advisor-master_of_coin = Master of Coin
emara-advisor-master_of_coin-text = At once: take 1 gold. (6 CP)
emara-advisor-archivist = Archivist
emara-advisor-archivist-text = At once: take 2 books. (2 CP)
emara-advisor-goldsmith = Goldsmith
emara-advisor-goldsmith-text = At once: take 1 signet ring. (5 CP)
emara-advisor-carpenter = Carpenter
emara-advisor-carpenter-text = At once: gain 10 BP. (1 CP)
emara-advisor-baker = Baker
emara-advisor-baker-text = Once per turn: 1 cloth + 1 grain → 1 bread, or 1 cloth + 2 grain → 2 bread. (3 CP)
emara-advisor-schoolmarm = Schoolmarm
emara-advisor-schoolmarm-text = Once per turn: any 2 resources → 1 book. (3 CP)
emara-advisor-bailiff = Bailiff
emara-advisor-bailiff-text = Once per turn: 1 signet ring → 5 BP. (5 CP)
emara-advisor-dressmaker = Dressmaker
emara-advisor-dressmaker-text = Once per turn: 1 cloth → 2 CP. (5 CP)
emara-advisor-landlord = Landlord
emara-advisor-landlord-text = Once per turn: 1 cloth and 1 CP → 5 BP. (3 CP)
emara-advisor-merchant = Merchant
emara-advisor-merchant-text = Once per turn: swap 1 resource for 1 resource of another kind. (2 CP)
emara-advisor-chamberlain = Chamberlain
emara-advisor-chamberlain-text = In your turns: swap signet rings and gold coins 1 for 1. (6 CP)
emara-advisor-scholar = Scholar
emara-advisor-scholar-text = Hiring and recruiting: pay with any resources, only the number counts. (3 CP)
emara-advisor-mayoress = Mayoress
emara-advisor-mayoress-text = +2 CP for each gift at the castle. (5 CP)
emara-advisor-steward = Steward
emara-advisor-steward-text = Hire and recruit anywhere, wherever your councillors stand. (5 CP)
emara-advisor-abbess = Abbess
emara-advisor-abbess-text = +1 book for each donation at the cathedral. (2 CP)
emara-advisor-toolmaker = Toolmaker
emara-advisor-toolmaker-text = +2 BP each time you gain BP during play. (2 CP)
emara-advisor-sir_christiaan = Sir Christiaan
emara-advisor-sir_christiaan-text = At once: gain 8 CP.
emara-advisor-lady_marie = Lady Marie
emara-advisor-lady_marie-text = At once: gain 8 CP.
emara-advisor-sir_carl = Sir Carl
emara-advisor-sir_carl-text = At once: gain 10 CP.
emara-advisor-lady_frida = Lady Frida
emara-advisor-lady_frida-text = At once: gain 12 CP.
emara-advisor-sir_gustave = Sir Gustave
emara-advisor-sir_gustave-text = At once: gain 12 BP.
emara-advisor-sir_antoni = Sir Antoni
emara-advisor-sir_antoni-text = At once: gain 12 BP.

## Lasting abilities in a few words (the recruit button)

emara-effect-baker = bakes bread
emara-effect-schoolmarm = 2 resources → 1 book
emara-effect-bailiff = 1 ring → { $bp } BP
emara-effect-dressmaker = 1 cloth → 2 CP
emara-effect-landlord = 1 cloth + 1 CP → { $bp } BP
emara-effect-merchant = swaps resources
emara-effect-chamberlain = swaps rings and gold
emara-effect-scholar = pays with any resources
emara-effect-mayoress = +2 CP per gift
emara-effect-steward = hire/recruit anywhere
emara-effect-abbess = +1 book per donation
emara-effect-toolmaker = +2 BP per BP gain
