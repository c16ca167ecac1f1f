### Macao: Beschriftungen der Buttons. Jeder sagt, was die Wahl jetzt bewirkt (was sie kostet, was sie bringt).
### Buttons im Infinitiv („Zug beenden“), höchstens 80 Zeichen (Discord). „Stein“ = Aktionsstein.
### Wo eine Farbe im Satz steht, wählt $colour_id die gebeugte Form („1 roten Stein“, „2 rote Steine“).

macao-btn-take = { $card } nehmen (Kosten: { $cost })
macao-btn-decline = Keine Karte nehmen: +{ $gold } Gold
macao-btn-discard = { $card } abwerfen
macao-btn-one = 1 { $colour_id ->
    [macao-colour-red] roten
    [macao-colour-blue] blauen
    [macao-colour-green] grünen
    [macao-colour-black] schwarzen
    [macao-colour-grey] grauen
    [macao-colour-purple] violetten
   *[other] { $colour }
} Stein an Seite 1 legen
macao-btn-two = 2 { $colour_id ->
    [macao-colour-red] rote
    [macao-colour-blue] blaue
    [macao-colour-green] grüne
    [macao-colour-black] schwarze
    [macao-colour-grey] graue
    [macao-colour-purple] violette
   *[other] { $colour }
} Steine an Seite 2 legen
macao-btn-dice = { $a } + { $b }
macao-btn-shift = { $colour_id ->
    [macao-colour-red] Rote
    [macao-colour-blue] Blaue
    [macao-colour-green] Grüne
    [macao-colour-black] Schwarze
    [macao-colour-grey] Graue
    [macao-colour-purple] Violette
   *[other] { $colour }
} Steine an Seite { $face } legen
macao-btn-noshift = Wie gewürfelt lassen
macao-btn-activate = { $card } aktivieren ({ $cost } zahlen)
macao-btn-city = Stadtteil in Besitz nehmen…
macao-btn-quarter = { $quarter }: { $tile } ({ $cost } zahlen)
macao-btn-qpay = { $gold ->
    [0] { $cubes } zahlen
   *[other] { $cubes } + { $gold } Gold zahlen
}
macao-btn-wall_menu = Auf der Mauer vorrücken…
macao-btn-wall = Mauer: { $spaces ->
    [one] 1 Feld
   *[other] { $spaces } Felder
} → Feld { $space } ({ $n ->
    [0] kostenlos
    [one] 1 Stein
   *[other] { $n } Steine
})
macao-btn-sail_menu = Segeln…
macao-btn-sail = { $node_id ->
    [macao-harbour] In den { $node }
    [macao-sea] Auf { $node }
   *[other] Nach { $node }
} segeln ({ $n ->
    [0] kostenlos
    [one] 1 Stein
   *[other] { $n } Steine
})
macao-btn-deliver = { $good } liefern: +{ $pp } PP{ $gold ->
    [0] { "" }
   *[other] , +{ $gold } Gold
}
macao-btn-buy = Prestige kaufen: { $gold } Gold → { $pp } PP
macao-btn-use = { $card }: { $pay } → { $gain }
macao-btn-physician = { $card }: { $gold } Gold → einen Strafmarker entfernen
macao-btn-cards = Karte nutzen…
macao-btn-joker = Joker einsetzen (noch { $n })…
macao-btn-jk_gold = { $n } Gold nehmen
macao-btn-cube = 1 { $colour_id ->
    [macao-colour-red] roten
    [macao-colour-blue] blauen
    [macao-colour-green] grünen
    [macao-colour-black] schwarzen
    [macao-colour-grey] grauen
    [macao-colour-purple] violetten
   *[other] { $colour }
} Stein nehmen
macao-btn-pay = { $cubes } zahlen
macao-btn-back = Zurück
macao-btn-pass = Zug beenden{ $n ->
    [0] { "" }
    [one] { " " }(1 Stein geht zurück)
   *[other] { " " }({ $n } Steine gehen zurück)
}
