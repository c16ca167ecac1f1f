### Macao: das Spielprotokoll. Präsens, Namen im Nominativ.

macao-log-act = { $player }: { $action }
macao-log-setup = Zugreihenfolge auf der Stadtmauer: { $order }.
macao-log-revealed = Aufgedeckte Karten: { $cards }.
macao-log-round = Runde { $round }: Tribut { $gold } Gold → { $pp } PP; aufgedeckt: { $cards }.
macao-log-removed = Wegen der Spielerzahl entfernt: { $cards }.
macao-log-overflow = { $player } erhält einen Strafmarker für eine sechste Karte.
macao-log-income = { $player } erhält { $gold } Gold und { $pp } PP durch { $card }.
macao-log-dice = Würfel: { $faces }.
macao-log-chose = { $player } wählt { $a } und { $b }{ $gold ->
    [0] { "" }
   *[other] { " " }(+{ $gold } Gold)
}.
macao-log-empty_arrow = { $player }: Der Pfeil zeigt auf eine leere Seite – ein Strafmarker.
macao-log-quarter = { $player } nimmt Stadtteil { $quarter } in Besitz ({ $tile }).
macao-log-wall = { $player } rückt auf Mauerfeld { $space } vor.
macao-log-sail = { $player } segelt { $node_id ->
    [macao-harbour] in den { $node }
    [macao-sea] auf { $node }
   *[other] nach { $node }
}.
macao-log-deliver = { $player } liefert { $good } nach { $port }: +{ $pp } PP.
macao-log-buy = { $player } zahlt { $gold } Gold für { $pp } PP.
macao-log-final = { $player }: { $tableau ->
    [one] 1 Karte
   *[other] { $tableau } Karten
} übrig auf dem Tableau, -{ $penalty } für Strafmarker, +{ $cards } durch Karten, +{ $city } für die Stadt: { $total } PP.
