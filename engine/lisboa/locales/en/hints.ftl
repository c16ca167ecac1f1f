### Lisboa: the changes a hint names ("+3 wigs, −6 reis this turn"). $sign is "+" or "−", $n the size.

lisboa-hint-wigs = { $sign }{ $n } { $n ->
    [one] wig
   *[other] wigs
}
lisboa-hint-stores = { $sign }{ $n } { $n ->
    [one] Store
   *[other] Stores
}
lisboa-hint-ships = { $sign }{ $n } { $n ->
    [one] Ship
   *[other] Ships
}
lisboa-hint-done_plans = { $sign }{ $n } { $n ->
    [one] completed plan
   *[other] completed plans
}
lisboa-hint-officials = { $sign }{ $n } { $n ->
    [one] Official
   *[other] Officials
}
lisboa-hint-decrees = { $sign }{ $n } { $n ->
    [one] decree
   *[other] decrees
}
lisboa-hint-favors = { $sign }{ $n } { $n ->
    [one] Royal Favor
   *[other] Royal Favors
}
lisboa-hint-plans = { $sign }{ $n } { $n ->
    [one] plan
   *[other] plans
}
lisboa-hint-clergy = { $sign }{ $n } { $n ->
    [one] Clergy tile
   *[other] Clergy tiles
}
lisboa-hint-influence = { $sign }{ $n } Influence
lisboa-hint-goods = { $sign }{ $n } { $n ->
    [one] good
   *[other] goods
}
lisboa-hint-cards = { $sign }{ $n } { $n ->
    [one] card in hand
   *[other] cards in hand
}
lisboa-hint-reis = { $sign }{ $n } { $n ->
    [one] real
   *[other] reis
}
