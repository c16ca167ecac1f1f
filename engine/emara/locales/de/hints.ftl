### Crown of Emara: die Änderungen, die ein Tipp nennt („+3 BüP, −1 🪵 Holz in diesem Zug“). $sign ist „+“ oder „−“, $n die Größe.

emara-hint-cp = { $sign }{ $n } BüP
emara-hint-bp = { $sign }{ $n } BaP
emara-hint-rank = { $sign }{ $n } { $n ->
    [one] Adelstitel
   *[other] Adelstitel
}
emara-hint-advisors = { $sign }{ $n } Berater
emara-hint-craftsmen = { $sign }{ $n } { $n ->
    [one] angeheuerter Handwerker
   *[other] angeheuerte Handwerker
}
emara-hint-favors = { $sign }{ $n } Gunst-Plättchen
emara-hint-res = { $sign }{ $n } { $res }
