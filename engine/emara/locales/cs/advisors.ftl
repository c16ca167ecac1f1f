### Crown of Emara: poradci (názvy, texty pro /card a jejich trvalé schopnosti v několika slovech).
### Názvy jsou z české knihy pravidel. OB = občanské body, SB = stavební body.

## Poradci

emara-advisor-master_of_coin = Mincmistr
emara-advisor-master_of_coin-text = Okamžitě: vezměte si 1 zlatou minci. (6 OB)
emara-advisor-archivist = Archivář
emara-advisor-archivist-text = Okamžitě: vezměte si 2 knihy. (2 OB)
emara-advisor-goldsmith = Zlatník
emara-advisor-goldsmith-text = Okamžitě: vezměte si 1 pečetní prsten. (5 OB)
emara-advisor-carpenter = Tesař
emara-advisor-carpenter-text = Okamžitě: získáte 10 SB. (1 OB)
emara-advisor-baker = Pekař
emara-advisor-baker-text = Jednou za tah: 1 látka + 1 obilí → 1 chléb, nebo 1 látka + 2 obilí → 2 chleby. (3 OB)
emara-advisor-schoolmarm = Školnice
emara-advisor-schoolmarm-text = Jednou za tah: 2 libovolné suroviny → 1 kniha. (3 OB)
emara-advisor-bailiff = Exekutor
emara-advisor-bailiff-text = Jednou za tah: 1 pečetní prsten → 5 SB. (5 OB)
emara-advisor-dressmaker = Švadlena
emara-advisor-dressmaker-text = Jednou za tah: 1 látka → 2 OB. (5 OB)
emara-advisor-landlord = Pronajímatel
emara-advisor-landlord-text = Jednou za tah: 1 látka a 1 OB → 5 SB. (3 OB)
emara-advisor-merchant = Obchodník
emara-advisor-merchant-text = Jednou za tah: vyměňte 1 surovinu za 1 surovinu jiného druhu. (2 OB)
emara-advisor-chamberlain = Komorník
emara-advisor-chamberlain-text = Ve svých tazích: měňte pečetní prsteny a zlaté mince v poměru 1 : 1. (6 OB)
emara-advisor-scholar = Učenec
emara-advisor-scholar-text = Najímání řemeslníků a poradců: plaťte libovolnými surovinami, rozhoduje jen jejich počet. (3 OB)
emara-advisor-mayoress = Starostka
emara-advisor-mayoress-text = +2 OB za každý dar na hradě. (5 OB)
emara-advisor-steward = Správce
emara-advisor-steward-text = Najímejte řemeslníky a poradce kdekoli, bez ohledu na to, kde stojí vaši radní. (5 OB)
emara-advisor-abbess = Abatyše
emara-advisor-abbess-text = +1 kniha za každý příspěvek v katedrále. (2 OB)
emara-advisor-toolmaker = Nástrojář
emara-advisor-toolmaker-text = +2 SB pokaždé, když během hry získáte SB. (2 OB)
emara-advisor-sir_christiaan = Sir Christiaan
emara-advisor-sir_christiaan-text = Okamžitě: získáte 8 OB.
emara-advisor-lady_marie = Lady Marie
emara-advisor-lady_marie-text = Okamžitě: získáte 8 OB.
emara-advisor-sir_carl = Sir Carl
emara-advisor-sir_carl-text = Okamžitě: získáte 10 OB.
emara-advisor-lady_frida = Lady Frida
emara-advisor-lady_frida-text = Okamžitě: získáte 12 OB.
emara-advisor-sir_gustave = Sir Gustave
emara-advisor-sir_gustave-text = Okamžitě: získáte 12 SB.
emara-advisor-sir_antoni = Sir Antoni
emara-advisor-sir_antoni-text = Okamžitě: získáte 12 SB.

## Trvalé schopnosti v několika slovech (tlačítko najmutí poradce)

emara-effect-baker = peče chléb
emara-effect-schoolmarm = 2 suroviny → 1 kniha
emara-effect-bailiff = 1 prsten → { $bp } SB
emara-effect-dressmaker = 1 látka → 2 OB
emara-effect-landlord = 1 látka + 1 OB → { $bp } SB
emara-effect-merchant = mění suroviny
emara-effect-chamberlain = mění prsteny a mince
emara-effect-scholar = platí libovolnými surovinami
emara-effect-mayoress = +2 OB za dar
emara-effect-steward = najímá kdekoli
emara-effect-abbess = +1 kniha za příspěvek
emara-effect-toolmaker = +2 SB při každém zisku SB
