### Macao: die Regel jeder Entscheidung (das „?“ des Panels), eine je Schritt, mit Begriff und Abschnitt der Spielregel.

macao-why-pick = **Startkarte** (Spielregel: Spielvorbereitung)
    { macao-rules-cards }
macao-why-cubes = **Startwürfelchen auf der Windrose** (Spielregel: Spielvorbereitung)
    { macao-rules-dice }
macao-why-draft = **Karte nehmen** (Spielregel: Spielablauf, Phase 1: Karten)
    { macao-rules-cards }
macao-why-dice = **Würfel wählen** (Spielregel: Spielablauf, Phase 2: Würfel)
    { macao-rules-dice }
macao-why-actions = **Deine Aktionen** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-actions }
macao-why-overflow = **Sechste Karte: Strafmarker** (Spielregel: Spielablauf, Phase 1: Karten)
    { macao-rules-cards }
macao-why-city = **Stadtviertel** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-city }
macao-why-quarter_payment = **Stadtviertel bezahlen** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-city }
macao-why-payment = **Karte aktivieren** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-cards }
macao-why-gain = **Kartenwirkung: Würfelchen nach Wahl** (Spielregel: Jede Karte)
    { macao-rules-cards }
macao-why-swap = **Kartenwirkung: Würfelchen tauschen** (Spielregel: Jede Karte)
    { macao-rules-cards }
macao-why-rose_aid = **Hebamme** (Spielregel: Jede Karte)
    { macao-rules-cards }
macao-why-joker = **Joker** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-jokers }
macao-why-sail = **Schiff und Häfen** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-ship }
macao-why-cards = **Aktive Karten nutzen** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-cards }
macao-why-wall = **Stadtmauer** (Spielregel: Spielablauf, Phase 3: Aktionen)
    { macao-rules-wall }
