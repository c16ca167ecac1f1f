### Crown of Emara: log lines.

emara-log-act = { $player }: { $action }
emara-log-b_pile_top = The advisor pile now shows { $advisor }.
emara-log-played = { $player } plays { $card } (moves { $steps }).
emara-log-craft_take = { $player }: { $crafts } { $item } at { $loc }.
emara-log-crafts = { $n ->
    [one] 1 craftsman adds
   *[other] { $n } craftsmen add
}
emara-log-favor_drawn = { $player } draws favor tokens: { $tokens }.
emara-log-round = Round { $round }: { $event }.
emara-log-drew = You drew { $cards }.
emara-log-victoria = Victoria: +{ $cp } CP this round, { $total } CP in all.
emara-log-final = { $player } final: CP { $cp }, BP { $bp }, score { $score }.
emara-log-game_over = The game is over.
emara-log-victoria_site = Victoria delivers at the Construction Site: { $stone } (Stone) + { $bread } (Bread) = { $cp } CP.
emara-log-victoria_noble = Victoria takes the top { $rank } card: { $cp } CP.
