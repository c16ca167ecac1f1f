### Crown of Emara: the changes a hint names ("+3 CP, −1 🪵 wood this turn"). $sign is "+" or "−", $n the size.

emara-hint-cp = { $sign }{ $n } CP
emara-hint-bp = { $sign }{ $n } BP
emara-hint-rank = { $sign }{ $n } { $n ->
    [one] noble rank
   *[other] noble ranks
}
emara-hint-advisors = { $sign }{ $n } { $n ->
    [one] advisor
   *[other] advisors
}
emara-hint-craftsmen = { $sign }{ $n } { $n ->
    [one] craftsman hired
   *[other] craftsmen hired
}
emara-hint-favors = { $sign }{ $n } { $n ->
    [one] favor token
   *[other] favor tokens
}
emara-hint-res = { $sign }{ $n } { $res }
