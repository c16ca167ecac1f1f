### Lisboa: změny, které nápověda jmenuje („+3 paruky, −6 réis v tomto tahu“). $sign je „+“ nebo „−“, $n velikost.

lisboa-hint-wigs = { $sign }{ $n } { $n ->
    [one] paruka
    [few] paruky
   *[other] paruk
}
lisboa-hint-stores = { $sign }{ $n } { $n ->
    [one] obchod
    [few] obchody
   *[other] obchodů
}
lisboa-hint-ships = { $sign }{ $n } { $n ->
    [one] loď
    [few] lodě
   *[other] lodí
}
lisboa-hint-done_plans = { $sign }{ $n } { $n ->
    [one] dokončený plán
    [few] dokončené plány
   *[other] dokončených plánů
}
lisboa-hint-officials = { $sign }{ $n } { $n ->
    [one] úředník
    [few] úředníci
   *[other] úředníků
}
lisboa-hint-decrees = { $sign }{ $n } { $n ->
    [one] dekret
    [few] dekrety
   *[other] dekretů
}
lisboa-hint-favors = { $sign }{ $n } { $n ->
    [one] destička přízně
    [few] destičky přízně
   *[other] destiček přízně
}
lisboa-hint-plans = { $sign }{ $n } { $n ->
    [one] plán
    [few] plány
   *[other] plánů
}
lisboa-hint-clergy = { $sign }{ $n } { $n ->
    [one] církevní destička
    [few] církevní destičky
   *[other] církevních destiček
}
lisboa-hint-influence = vliv { $sign }{ $n }
lisboa-hint-goods = { $sign }{ $n } zboží
lisboa-hint-cards = { $sign }{ $n } { $n ->
    [one] karta v ruce
    [few] karty v ruce
   *[other] karet v ruce
}
lisboa-hint-reis = { $sign }{ $n } { $n ->
    [one] real
   *[other] réis
}
