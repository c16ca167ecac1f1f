### Die Krone von Emara auf den Handybildern (render/phone.py, render/emara/phone.py): die Handykarte
### zu jedem Spielplan und der eigene Bereich im eigenen Panel. Jedes Wort ist auf dem 1080 px breiten
### Bild mindestens 27 px groß; lange Wörter werden umbrochen.

emara-phone-last_turn = Letzter Zug:
emara-phone-none = keine
emara-phone-empty = leer
emara-phone-rank = Adel: { $rank }
emara-phone-no_rank = keiner
emara-phone-event = Ereignis: { $event } — { $effect }
emara-phone-hand = Hand (Aktionskarten)
emara-phone-stock = Vorrat
emara-phone-slots = In dieser Runde gespielt (Ablageplätze 1-3)
emara-phone-favors = Gunstplättchen
emara-phone-advisors = Berater
emara-phone-craftsmen = Handwerker
emara-phone-stock_item = { $n } { $res }
emara-phone-slot = { $n }: { $card }
emara-phone-craftsmen_left = { $n ->
    [one] 1 Handwerker auf deinem Spielertableau
   *[other] { $n } Handwerker auf deinem Spielertableau
}
emara-phone-res-wood = Holz
emara-phone-res-stone = Stein
emara-phone-res-cloth = Tuch
emara-phone-res-grain = Getreide
emara-phone-res-bread = Brot
emara-phone-res-book = { $n ->
    [one] Buch
   *[other] Bücher
}
emara-phone-res-ring = { $n ->
    [one] Siegelring
   *[other] Siegelringe
}
emara-phone-res-gold = { $n ->
    [one] Goldmünze
   *[other] Goldmünzen
}
