### Macao: die Änderungen, die ein Tipp nennt („+4 PP, −2 Gold in diesem Zug“). $sign ist „+“ oder „−“, $n die Größe.

macao-hint-pp = { $sign }{ $n } PP
macao-hint-markers = { $sign }{ $n } Strafmarker
macao-hint-delivered = { $sign }{ $n } { $n ->
    [one] gelieferte Ware
   *[other] gelieferte Waren
}
macao-hint-cargo = { $sign }{ $n } { $n ->
    [one] Ware an Bord
   *[other] Waren an Bord
}
macao-hint-quarters = { $sign }{ $n } { $n ->
    [one] Stadtteil
   *[other] Stadtteile
}
macao-hint-active = { $sign }{ $n } { $n ->
    [one] aktive Karte
   *[other] aktive Karten
}
macao-hint-jokers = { $sign }{ $n } Joker
macao-hint-gold = { $sign }{ $n } Gold
macao-hint-tableau = { $sign }{ $n } { $n ->
    [one] Karte im Tableau
   *[other] Karten im Tableau
}
macao-hint-rose = { $sign }{ $n } { $n ->
    [one] Stein an der Windrose
   *[other] Steine an der Windrose
}
macao-hint-wall = { $sign }{ $n } { $n ->
    [one] Feld auf der Mauer
   *[other] Felder auf der Mauer
}
macao-hint-supply = { $sign }{ $n } { $n ->
    [one] Aktionsstein
   *[other] Aktionssteine
}
