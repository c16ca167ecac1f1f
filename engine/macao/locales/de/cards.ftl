### Macao: Kartennamen und -texte (für /card und die Kartenbilder). Ämter erhalten $colour (die Farbe
### des Amts, schon übersetzt), Lager $good (die Ware, schon übersetzt). $colour_id wählt die gebeugte Form.
### Die meisten Wirkungen sind VORGESCHLAGEN (shared/reference/macao.md B5b): die gedruckten Texte fehlen.
### Namen: die deutschen Glossen der tschechischen Regel und die Liste B5b; siehe GLOSSARY.de.md.

## Ämterkarten (je eine pro Farbe)

macao-card-customs_house = Zollhaus
macao-card-customs_house-text = Einmal pro Runde: Zahle 1 { $colour_id ->
    [macao-colour-red] roten
    [macao-colour-blue] blauen
    [macao-colour-green] grünen
    [macao-colour-black] schwarzen
    [macao-colour-grey] grauen
    [macao-colour-purple] violetten
   *[other] { $colour }
} Aktionsstein, nimm 2 Gold.
macao-card-harbour_office = Hafenamt
macao-card-harbour_office-text = Wenn du den { $colour_id ->
    [macao-colour-red] roten
    [macao-colour-blue] blauen
    [macao-colour-green] grünen
    [macao-colour-black] schwarzen
    [macao-colour-grey] grauen
    [macao-colour-purple] violetten
   *[other] { $colour }
} Würfel wählst, nimm 1 zusätzlichen { $colour_id ->
    [macao-colour-red] roten
    [macao-colour-blue] blauen
    [macao-colour-green] grünen
    [macao-colour-black] schwarzen
    [macao-colour-grey] grauen
    [macao-colour-purple] violetten
   *[other] { $colour }
} Aktionsstein und lege ihn zu den Steinen dieses Würfels.
macao-card-treasury = Schatzamt
macao-card-treasury-text = Einmal pro Runde: Zahle 1 { $colour_id ->
    [macao-colour-red] roten
    [macao-colour-blue] blauen
    [macao-colour-green] grünen
    [macao-colour-black] schwarzen
    [macao-colour-grey] grauen
    [macao-colour-purple] violetten
   *[other] { $colour }
} Aktionsstein, erhalte 2 Prestigepunkte.
macao-card-chancery = Kanzlei
macao-card-chancery-text = Jede Runde nach der Kartenwahl: Nimm 1 Gold und erhalte 1 Prestigepunkt.

## Bauwerkkarten

macao-card-fountain = Brunnen
macao-card-fountain-text = Wenn du einen Stadtteil in Besitz nimmst, darfst du sofort deine Scheibe auf der Mauer kostenlos 1 Feld vorrücken. Das verbraucht nicht dein Vorrücken auf der Mauer in dieser Runde.
macao-card-smithy = Schmiede
macao-card-smithy-text = Spielende: 1 Prestigepunkt für jeden Stadtteil, den du besitzt.
macao-card-gate = Tor
macao-card-gate-text = Dein Vorrücken auf der Mauer: Das erste Feld kostet 0 Aktionssteine (1/2/3/4 Felder kosten 0/2/4/6).
macao-card-tower = Turm
macao-card-tower-text = Dein Vorrücken auf der Mauer: Jedes Feld nach dem ersten kostet 1 Aktionsstein (1/2/3/4 Felder kosten 1/2/3/4).
macao-card-cooperage = Böttcherei
macao-card-cooperage-text = Immer wenn du ein Warenplättchen lieferst, erhältst du 2 zusätzliche Prestigepunkte. Ein Lager verdoppelt sie nie.
macao-card-warehouse = Lager: { $good }
macao-card-warehouse-text = Wenn du ein Warenplättchen { $good } lieferst, verdoppeln sich die Prestigepunkte, die auf dem abgedeckten Hafenfeld aufgedruckt sind.
macao-card-lighthouse = Leuchtturm
macao-card-lighthouse-text = Jedes Plättchen, das du lieferst, bringt den Wert des wertvollsten Feldes im Hafen, auch wenn dieses Feld schon belegt ist (das Plättchen kommt trotzdem auf das beste freie Feld).
macao-card-sail_maker = Segelmacherei
macao-card-sail_maker-text = Jeder Aktionsstein, den du für die Bewegung deines Schiffs zahlst, bewegt es 2 Felder statt 1.
macao-card-embassy = Botschaft
macao-card-embassy-text = Wenn du Prestige kaufst, zahlst du 1 Gold weniger (mindestens 0).
macao-card-statue = Statue
macao-card-statue-text = Spielende: 3 Prestigepunkte für jeden dunklen Stadtteil (Joker), den du besitzt.
macao-card-market = Markt
macao-card-market-text = Einmal pro Runde: Zahle 2 Aktionssteine beliebiger Farben, nimm 3 Gold.
macao-card-bank = Bank
macao-card-bank-text = Jede Runde nach der Kartenwahl: Nimm 1 Gold.
macao-card-mint = Münze
macao-card-mint-text = Bis zu dreimal pro Runde: Zahle 1 Aktionsstein beliebiger Farbe, nimm 1 Gold.
macao-card-tea_house = Teehaus
macao-card-tea_house-text = Einmal pro Runde: Zahle 1 grünen und 1 violetten Aktionsstein, erhalte 3 Prestigepunkte.
macao-card-temple = Tempel
macao-card-temple-text = Einmal pro Runde: Zahle 3 Aktionssteine derselben Farbe, erhalte 4 Prestigepunkte.
macao-card-pagoda = Pagode
macao-card-pagoda-text = Spielende: 1 Prestigepunkt für jede aktivierte Bauwerkkarte, die du besitzt (diese eingeschlossen).
macao-card-palace = Palast
macao-card-palace-text = Spielende: 2 Prestigepunkte für jede aktivierte Ämterkarte, die du besitzt.
macao-card-library = Bibliothek
macao-card-library-text = Spielende: 1 Prestigepunkt für jede aktivierte Personenkarte, die du besitzt.
macao-card-church = Kirche
macao-card-church-text = Spielende: 4 Prestigepunkte.
macao-card-cathedral = Kathedrale
macao-card-cathedral-text = Spielende: 8 Prestigepunkte.
macao-card-shipyard = Werft
macao-card-shipyard-text = Einmal pro Runde: Zahle 1 Aktionsstein beliebiger Farbe, nimm 2 Gold.
macao-card-harbour = Hafen
macao-card-harbour-text = Spielende: 1 Prestigepunkt für jedes Warenplättchen, das du im Lauf des Spiels geliefert hast.
macao-card-garden = Garten
macao-card-garden-text = Spielende: Deine größte zusammenhängende Gruppe von Stadtteilen bringt 1 zusätzlichen Prestigepunkt pro Besitzmarker (3 statt 2).
macao-card-fortress = Festung
macao-card-fortress-text = Spielende: Prestigepunkte in Höhe der halben Nummer (abgerundet) des Mauerfeldes, auf dem deine Scheibe steht (1–16).
macao-card-arsenal = Zeughaus
macao-card-arsenal-text = Einmal pro Runde: Zahle 1 roten und 1 schwarzen Aktionsstein, erhalte 3 Prestigepunkte.
macao-card-barracks = Kaserne
macao-card-barracks-text = Spielende: 2 Prestigepunkte für jeden anderen Spieler, dessen Scheibe auf der Mauer hinter deiner steht.
macao-card-counting_house = Kontor
macao-card-counting_house-text = Für jeden gewählten Würfel mit 1 oder 2 Augen (nach der Regel der Runden 8–12) nimm 1 Gold.
macao-card-trading_post = Handelsstation
macao-card-trading_post-text = Einmal pro Runde: Nimm 1 Aktionsstein beliebiger Farbe aus dem Vorrat in deinen Aktionsvorrat.
macao-card-manufactory = Manufaktur
macao-card-manufactory-text = Einmal pro Runde: Zahle 1 grünen und 1 schwarzen Aktionsstein, nimm 3 Gold.
macao-card-inn = Gasthaus
macao-card-inn-text = Jede Runde nach der Kartenwahl: Nimm 1 Gold.
macao-card-observatory = Sternwarte
macao-card-observatory-text = Wenn du Würfel wählst, darfst du die Steine eines deiner beiden Würfel eine Seite höher oder tiefer legen, als er zeigt (mindestens 1, höchstens der höchste in dieser Runde erlaubte Wert).
macao-card-bazaar = Basar
macao-card-bazaar-text = Bis zu zweimal pro Runde: Tausche 1 Aktionsstein aus deinem Aktionsvorrat gegen 1 Aktionsstein einer anderen Farbe aus dem Vorrat.
macao-card-theatre = Theater
macao-card-theatre-text = Einmal pro Runde: Zahle 2 Gold, nimm 1 Aktionsstein beliebiger Farbe in deinen Aktionsvorrat.

## Personenkarten

macao-card-idler = Müßiggänger
macao-card-idler-text = Bei der Kartenwahl darfst du auf eine Karte verzichten; tust du das, nimm 2 Gold.
macao-card-juggler = Gaukler
macao-card-juggler-text = Jeder Joker, den du einsetzt, zählt doppelt: Nimm pro Joker 2 Aktionssteine oder 1 Aktionsstein und 3 Gold oder 6 Gold.
macao-card-herald = Herold
macao-card-herald-text = Immer wenn du einen Stadtteil in Besitz nimmst, erhältst du 2 Prestigepunkte.
macao-card-night_watchman = Nachtwächter
macao-card-night_watchman-text = Du darfst jede Runde 1 zusätzlichen Stadtteil in Besitz nehmen (zu seinen vollen Kosten).
macao-card-speculator = Spekulant
macao-card-speculator-text = Wenn du einen Stadtteil in Besitz nimmst, darfst du statt 1 der geforderten Aktionssteine 2 Gold zahlen (einmal pro Stadtteil).
macao-card-carpenter = Zimmermann
macao-card-carpenter-text = Wenn du einen Stadtteil in Besitz nimmst, entfällt 1 geforderter Aktionsstein deiner Wahl (einmal pro Stadtteil).
macao-card-cannoneer = Kanonier
macao-card-cannoneer-text = Immer wenn du auf der Mauer vorrückst, rückst du kostenlos 1 zusätzliches Feld vor.
macao-card-guard = Wachposten
macao-card-guard-text = Du darfst jede Runde ein weiteres Mal auf der Mauer vorrücken (wieder für 1/3/5/7 … Aktionssteine).
macao-card-captain = Kapitän
macao-card-captain-text = Für jedes Warenplättchen, das du lieferst, nimm 1 Gold.
macao-card-cabin_boy = Schiffsjunge
macao-card-cabin_boy-text = Einmal pro Runde: Bewege dein Schiff kostenlos 1 Feld.
macao-card-helmsman = Steuermann
macao-card-helmsman-text = Einmal pro Runde: Bewege dein Schiff kostenlos bis zu 2 Felder.
macao-card-diplomat = Diplomat
macao-card-diplomat-text = Du darfst jede Runde ein weiteres Mal Prestige kaufen, zum selben Tributwert.
macao-card-envoy = Gesandter
macao-card-envoy-text = Immer wenn du Prestige kaufst, erhältst du 2 zusätzliche Prestigepunkte.
macao-card-abbot = Abt
macao-card-abbot-text = Bei Spielende erhältst du keine Strafmarker für Karten, die noch auf deinem Tableau liegen.
macao-card-professor = Professor
macao-card-professor-text = Für jeden gewählten Würfel mit 1 Auge (nach der Regel der Runden 8–12) nimm 2 Gold.
macao-card-midwife = Hebamme
macao-card-midwife-text = Zeigt dein Pfeil nach dem Drehen der Windrose auf eine leere Seite, nimm 1 Aktionsstein beliebiger Farbe in deinen Aktionsvorrat. Den Strafmarker erhältst du trotzdem.
macao-card-merchant = Kaufmann
macao-card-merchant-text = Einmal pro Runde: Zahle 2 Aktionssteine derselben Farbe, nimm 3 Gold.
macao-card-moneylender = Geldverleiher
macao-card-moneylender-text = Bis zu zweimal pro Runde: Zahle 1 Aktionsstein beliebiger Farbe, nimm 1 Gold.
macao-card-banker = Bankier
macao-card-banker-text = Jede Runde nach der Kartenwahl: Nimm 2 Gold.
macao-card-tax_collector = Steuereintreiber
macao-card-tax_collector-text = Für jeden gewählten Würfel mit 4, 5 oder 6 Augen nimm 1 Gold.
macao-card-monk = Mönch
macao-card-monk-text = Einmal pro Runde: Zahle 1 Aktionsstein beliebiger Farbe, erhalte 1 Prestigepunkt.
macao-card-priest = Priester
macao-card-priest-text = Einmal pro Runde: Zahle 2 Aktionssteine in 2 verschiedenen Farben, erhalte 3 Prestigepunkte.
macao-card-bishop = Bischof
macao-card-bishop-text = Spielende: 6 Prestigepunkte.
macao-card-missionary = Missionar
macao-card-missionary-text = Spielende: 1 Prestigepunkt je 2 Gold in deinem Besitz (abgerundet). Du behältst das Gold.
macao-card-mandarin = Mandarin
macao-card-mandarin-text = Jede Runde nach der Kartenwahl: Erhalte 1 Prestigepunkt.
macao-card-governor = Gouverneur
macao-card-governor-text = Spielende: 4 Prestigepunkte plus 1 Prestigepunkt für jede aktivierte Ämterkarte, die du besitzt.
macao-card-architect = Architekt
macao-card-architect-text = Einmal pro Runde: Zahle 3 Aktionssteine in 3 verschiedenen Farben, erhalte 4 Prestigepunkte.
macao-card-mason = Maurer
macao-card-mason-text = Spielende: Auch deine zweitgrößte zusammenhängende Gruppe von Stadtteilen bringt 1 Prestigepunkt pro Besitzmarker.
macao-card-navigator = Navigator
macao-card-navigator-text = Einmal pro Runde: Zahle 2 Aktionssteine beliebiger Farben, erhalte 2 Prestigepunkte.
macao-card-sailor = Matrose
macao-card-sailor-text = Einmal pro Runde: Zahle 1 grünen Aktionsstein, nimm 2 Gold.
macao-card-smuggler = Schmuggler
macao-card-smuggler-text = Einmal pro Runde: Zahle 1 schwarzen und 1 violetten Aktionsstein, nimm 3 Gold.
macao-card-interpreter = Dolmetscher
macao-card-interpreter-text = Einmal pro Runde: Zahle 1 Aktionsstein beliebiger Farbe, nimm 1 Gold und erhalte 1 Prestigepunkt.
macao-card-courtier = Höfling
macao-card-courtier-text = Jede Runde nach der Kartenwahl: Nimm 1 Gold.
macao-card-scholar = Gelehrter
macao-card-scholar-text = Spielende: 1 Prestigepunkt für jede verschiedene Warensorte, die du geliefert hast.
macao-card-scribe = Schreiber
macao-card-scribe-text = Für jeden gewählten Würfel mit 1 Auge (nach der Regel der Runden 8–12) nimm 1 zusätzlichen Aktionsstein in der Farbe dieses Würfels und lege ihn zu dessen Steinen.
macao-card-cartographer = Kartograph
macao-card-cartographer-text = Spielende: 2 Prestigepunkte für jeden verschiedenen Hafen, in den du mindestens 1 Plättchen geliefert hast.
macao-card-fisherman = Fischer
macao-card-fisherman-text = Einmal pro Runde: Nimm 1 Gold.
macao-card-physician = Arzt
macao-card-physician-text = Einmal pro Runde: Zahle 3 Gold, entferne 1 deiner Strafmarker.
macao-card-apothecary = Apotheker
macao-card-apothecary-text = Einmal pro Runde: Zahle 1 grünen und 1 violetten Aktionsstein, nimm 2 Gold und erhalte 1 Prestigepunkt.
macao-card-gambler = Glücksspieler
macao-card-gambler-text = Einmal pro Runde: Zahle 3 Aktionssteine beliebiger Farben, nimm 5 Gold.
macao-card-admiral = Admiral
macao-card-admiral-text = Einmal pro Runde: Zahle 3 Aktionssteine beliebiger Farben, erhalte 4 Prestigepunkte.
macao-card-general = General
macao-card-general-text = Einmal pro Runde: Zahle 2 rote Aktionssteine, erhalte 3 Prestigepunkte.
macao-card-soldier = Soldat
macao-card-soldier-text = Einmal pro Runde: Zahle 1 schwarzen Aktionsstein, nimm 1 Gold und erhalte 1 Prestigepunkt.
macao-card-judge = Richter
macao-card-judge-text = Jede Runde nach der Kartenwahl: Nimm 1 Gold und erhalte 1 Prestigepunkt.
macao-card-silk_trader = Seidenhändler
macao-card-silk_trader-text = Einmal pro Runde: Zahle 1 roten und 1 blauen Aktionsstein, nimm 3 Gold.
