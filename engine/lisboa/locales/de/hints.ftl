### Lisboa: die Änderungen, die ein Tipp nennt („+3 Perücken, −6 Réis in diesem Zug“). $sign ist „+“ oder „−“, $n die Größe.

lisboa-hint-wigs = { $sign }{ $n } { $n ->
    [one] Perücke
   *[other] Perücken
}
lisboa-hint-stores = { $sign }{ $n } { $n ->
    [one] Geschäft
   *[other] Geschäfte
}
lisboa-hint-ships = { $sign }{ $n } { $n ->
    [one] Schiff
   *[other] Schiffe
}
lisboa-hint-done_plans = { $sign }{ $n } { $n ->
    [one] erfüllter Plan
   *[other] erfüllte Pläne
}
lisboa-hint-officials = { $sign }{ $n } { $n ->
    [one] Beamter
   *[other] Beamte
}
lisboa-hint-decrees = { $sign }{ $n } { $n ->
    [one] Dekret
   *[other] Dekrete
}
lisboa-hint-favors = { $sign }{ $n } { $n ->
    [one] Gunstplättchen
   *[other] Gunstplättchen
}
lisboa-hint-plans = { $sign }{ $n } { $n ->
    [one] Plan
   *[other] Pläne
}
lisboa-hint-clergy = { $sign }{ $n } { $n ->
    [one] Klerikerplättchen
   *[other] Klerikerplättchen
}
lisboa-hint-influence = { $sign }{ $n } Einfluss
lisboa-hint-goods = { $sign }{ $n } { $n ->
    [one] Ware
   *[other] Waren
}
lisboa-hint-cards = { $sign }{ $n } { $n ->
    [one] Karte auf der Hand
   *[other] Karten auf der Hand
}
lisboa-hint-reis = { $sign }{ $n } { $n ->
    [one] Real
   *[other] Réis
}
