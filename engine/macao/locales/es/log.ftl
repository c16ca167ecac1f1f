### Macao: el registro de la partida (en presente, en tercera persona).

macao-log-act = { $player }: { $action }
macao-log-setup = Orden de turno en la muralla: { $order }.
macao-log-revealed = Cartas reveladas: { $cards }.
macao-log-round = Ronda { $round }: tributo { $gold } de oro → { $pp } PP; cartas robadas: { $cards }.
macao-log-removed = Retiradas por el número de jugadores: { $cards }.
macao-log-overflow = { $player } recibe un marcador de penalización por una sexta carta.
macao-log-income = { $player } recibe { $gold ->
    [0] { $pp } PP
   *[other] { $pp ->
        [0] { $gold } de oro
       *[other] { $gold } de oro y { $pp } PP
    }
} por { $card }.
macao-log-dice = Dados: { $faces }.
macao-log-chose = { $player } elige { $a } y { $b }{ $gold ->
    [0] {""}
   *[other] {" "}(+{ $gold } de oro)
}.
macao-log-empty_arrow = La flecha de { $player } señala un lado vacío: un marcador de penalización.
macao-log-quarter = { $player } toma el barrio { $quarter } ({ $tile }).
macao-log-wall = { $player } avanza a la casilla { $space } de la muralla.
macao-log-sail = { $player } navega { $node_id ->
    [macao-harbour] al
    [macao-sea] a la
   *[other] a
} { $node }.
macao-log-deliver = { $player } entrega { $good } en { $port }: +{ $pp } PP.
macao-log-buy = { $player } paga { $gold } de oro por { $pp } PP.
macao-log-final = { $player }: { $tableau ->
    [one] 1 carta sin activar
   *[other] { $tableau } cartas sin activar
}, -{ $penalty } por marcadores de penalización, +{ $cards } por cartas, +{ $city } por la ciudad: { $total } PP.
