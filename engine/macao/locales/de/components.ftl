### Macao: Farben der Aktionssteine und Würfel, Waren, Häfen, Spielerfarben, Kartenarten und Zeitpunkte, Stadtteile.

## Farben der Aktionssteine und Würfel, klein und ungebeugt. In Sätzen wählt $colour_id die gebeugte
## Form („1 roten Aktionsstein“, „2 rote Steine“) oder das Hauptwort („2 Rot + 1 Blau“).

macao-colour-red = rot
macao-colour-blue = blau
macao-colour-green = grün
macao-colour-black = schwarz
macao-colour-grey = grau
macao-colour-purple = violett

## Waren (die Warenplättchen auf den hellen Stadtteilen)

macao-good-lacquer = Lackwaren
macao-good-rice = Reis
macao-good-tea = Tee
macao-good-jade = Jade
macao-good-silk = Seide
macao-good-paper = Papier
macao-good-porcelain = Porzellan
macao-good-spices = Gewürze

## Die acht europäischen Häfen, nach dem Code ihres Meeresfeldes (Namen wie auf dem Spielplan)

macao-port-lis = Lisboa
macao-port-bar = Barcelona
macao-port-lon = London
macao-port-mar = Marseille
macao-port-gen = Genova
macao-port-ant = Antwerpen
macao-port-ams = Amsterdam
macao-port-ham = Hamburg

## Spielerfarben

macao-player_colour-orange = Orange
macao-player_colour-white = Weiß
macao-player_colour-yellow = Gelb
macao-player_colour-brown = Braun

## Kartenarten und wann eine Karte wirkt (zwischen ihren beiden Tributzahlen gedruckt)

macao-type-office = Amt
macao-type-building = Bauwerk
macao-type-person = Person
macao-timing-p1 = Phase 1
macao-timing-p2 = Phase 2
macao-timing-p3 = Dein Zug
macao-timing-end = Spielende

## Stadtteile (Q01–Q30)

macao-quarter = Stadtteil { $id }

## An office card's name with its colour

macao-office = { $name } ({ $colour })
