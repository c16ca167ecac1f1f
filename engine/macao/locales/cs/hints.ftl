### Macao: změny, které nápověda jmenuje („+4 BP, −2 ZM v tomto tahu“). $sign je „+“ nebo „−“, $n velikost.

macao-hint-pp = { $sign }{ $n } BP
macao-hint-markers = { $sign }{ $n } { $n ->
    [one] žeton pokuty
    [few] žetony pokuty
   *[other] žetonů pokuty
}
macao-hint-delivered = { $sign }{ $n } { $n ->
    [one] vyložená kartička zboží
    [few] vyložené kartičky zboží
   *[other] vyložených kartiček zboží
}
macao-hint-cargo = { $sign }{ $n } { $n ->
    [one] kartička zboží na lodi
    [few] kartičky zboží na lodi
   *[other] kartiček zboží na lodi
}
macao-hint-quarters = { $sign }{ $n } { $n ->
    [one] městská čtvrť
    [few] městské čtvrti
   *[other] městských čtvrtí
}
macao-hint-active = { $sign }{ $n } { $n ->
    [one] aktivní karta
    [few] aktivní karty
   *[other] aktivních karet
}
macao-hint-jokers = { $sign }{ $n } { $n ->
    [one] žolík
    [few] žolíci
   *[other] žolíků
}
macao-hint-gold = { $sign }{ $n } ZM
macao-hint-tableau = { $sign }{ $n } { $n ->
    [one] karta na podložce
    [few] karty na podložce
   *[other] karet na podložce
}
macao-hint-rose = { $sign }{ $n } { $n ->
    [one] kostička na větrné růžici
    [few] kostičky na větrné růžici
   *[other] kostiček na větrné růžici
}
macao-hint-wall = { $sign }{ $n } { $n ->
    [one] políčko na zdi
    [few] políčka na zdi
   *[other] políček na zdi
}
macao-hint-supply = { $sign }{ $n } { $n ->
    [one] akční kostička
    [few] akční kostičky
   *[other] akčních kostiček
}
