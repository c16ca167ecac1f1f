### Crown of Emara: líneas del registro.

emara-log-act = { $player }: { $action }
emara-log-b_pile_top = La pila de asesores muestra ahora: { $advisor }.
emara-log-played = { $player } juega { $card } (mueve { $steps }).
emara-log-craft_take = { $player }: { $crafts } { $item } en { $loc_id ->
    [emara-loc-quarry] la
    [emara-loc-weaving_mill] la
    [emara-loc-cathedral] la
   *[other] el
} { $loc }.
emara-log-crafts = { $n ->
    [one] 1 artesano aporta
   *[other] { $n } artesanos aportan
}
emara-log-favor_drawn = { $player } roba fichas de favor: { $tokens }.
emara-log-round = Ronda { $round }: { $event }.
emara-log-drew = Robas { $cards }.
emara-log-victoria = Victoria: +{ $cp } PCi esta ronda, { $total } PCi en total.
emara-log-final = { $player }, resultado final: PCi { $cp }, PCo { $bp }, puntuación { $score }.
emara-log-game_over = La partida ha terminado.
emara-log-victoria_site = Victoria entrega en el sitio de construcción: { $stone } (piedra) + { $bread } (pan) = { $cp } PCi.
emara-log-victoria_noble = Victoria toma la carta superior de { $rank_id ->
    [emara-rank-baron] barón
    [emara-rank-count] conde
    [emara-rank-prince] príncipe
    [emara-rank-marquess] marqués
    [emara-rank-duke] duque
   *[other] { $rank }
}: { $cp } PCi.
