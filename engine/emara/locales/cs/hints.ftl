### Crown of Emara: změny, které nápověda jmenuje („+3 OB, −1 🪵 dřevo v tomto tahu“). $sign je „+“ nebo „−“, $n velikost.

emara-hint-cp = { $sign }{ $n } OB
emara-hint-bp = { $sign }{ $n } SB
emara-hint-rank = { $sign }{ $n } { $n ->
    [one] šlechtický titul
    [few] šlechtické tituly
   *[other] šlechtických titulů
}
emara-hint-advisors = { $sign }{ $n } { $n ->
    [one] poradce
    [few] poradci
   *[other] poradců
}
emara-hint-craftsmen = { $sign }{ $n } { $n ->
    [one] najatý řemeslník
    [few] najatí řemeslníci
   *[other] najatých řemeslníků
}
emara-hint-favors = { $sign }{ $n } { $n ->
    [one] žeton přízně
    [few] žetony přízně
   *[other] žetonů přízně
}
emara-hint-res = { $sign }{ $n } { $res }
