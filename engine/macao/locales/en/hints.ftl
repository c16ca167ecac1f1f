### Macao: the changes a hint names ("+4 PP, −2 gold this turn"). $sign is "+" or "−", $n the size.

macao-hint-pp = { $sign }{ $n } PP
macao-hint-markers = { $sign }{ $n } { $n ->
    [one] punish marker
   *[other] punish markers
}
macao-hint-delivered = { $sign }{ $n } { $n ->
    [one] good delivered
   *[other] goods delivered
}
macao-hint-cargo = { $sign }{ $n } { $n ->
    [one] good on board
   *[other] goods on board
}
macao-hint-quarters = { $sign }{ $n } { $n ->
    [one] city quarter
   *[other] city quarters
}
macao-hint-active = { $sign }{ $n } { $n ->
    [one] active card
   *[other] active cards
}
macao-hint-jokers = { $sign }{ $n } { $n ->
    [one] joker
   *[other] jokers
}
macao-hint-gold = { $sign }{ $n } gold
macao-hint-tableau = { $sign }{ $n } { $n ->
    [one] card on your tableau
   *[other] cards on your tableau
}
macao-hint-rose = { $sign }{ $n } { $n ->
    [one] cube on your wind rose
   *[other] cubes on your wind rose
}
macao-hint-wall = { $sign }{ $n } { $n ->
    [one] space on the wall
   *[other] spaces on the wall
}
macao-hint-supply = { $sign }{ $n } { $n ->
    [one] action cube
   *[other] action cubes
}
