### Crown of Emara: Zeilen im Spielverlauf (Präsens).

emara-log-act = { $player }: { $action }
emara-log-b_pile_top = Berater-Stapel B, oben liegt jetzt: { $advisor }.
emara-log-played = { $player } spielt { $card } ({ $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritte
}).
emara-log-craft_take = { $player }: { $crafts } { $item } { $loc_id ->
    [emara-loc-forest] im { $loc }
    [emara-loc-grainfield] auf dem { $loc }
    [emara-loc-quarry] im { $loc }
    [emara-loc-weaving_mill] in der { $loc }
   *[other] ({ $loc })
}.
emara-log-crafts = { $n ->
    [one] 1 Handwerker bringt
   *[other] { $n } Handwerker bringen
}
emara-log-favor_drawn = { $player } zieht Gunst-Plättchen: { $tokens }.
emara-log-round = Runde { $round }: { $event }.
emara-log-drew = Du ziehst { $cards }.
emara-log-victoria = Victoria: +{ $cp } BüP in dieser Runde, { $total } BüP insgesamt.
emara-log-final = { $player }, Endstand: BüP { $cp }, BaP { $bp }, Ergebnis { $score }.
emara-log-game_over = Das Spiel ist vorbei.
emara-log-victoria_site = Victoria beliefert die Baustelle: { $stone } (Stein) + { $bread } (Brot) = { $cp } BüP.
emara-log-victoria_noble = Victoria nimmt die oberste { $rank }-Karte: { $cp } BüP.
