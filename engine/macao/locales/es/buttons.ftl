### Macao: textos de los botones. Van en infinitivo («Tomar Aduana»), como en Crown of Emara: se leen
### igual en el botón y en el registro («Ana: Tomar Aduana»). Cada uno dice lo que hace ahora (lo que
### cuesta, los puntos que da). Máximo 80 caracteres.

macao-btn-take = Tomar { $card } (cuesta { $cost })
macao-btn-decline = No tomar carta: +{ $gold } de oro
macao-btn-discard = Descartar { $card }
macao-btn-one = 1 cubo { $colour } en el lado 1
macao-btn-two = 2 cubos { $colour_id ->
    [macao-colour-red] rojos
    [macao-colour-blue] azules
    [macao-colour-green] verdes
    [macao-colour-black] negros
    [macao-colour-grey] grises
    [macao-colour-purple] morados
   *[other] { $colour }
} en el lado 2
macao-btn-dice = { $a } + { $b }
macao-btn-shift = Cubos { $colour_id ->
    [macao-colour-red] rojos
    [macao-colour-blue] azules
    [macao-colour-green] verdes
    [macao-colour-black] negros
    [macao-colour-grey] grises
    [macao-colour-purple] morados
   *[other] { $colour }
} al lado { $face }
macao-btn-noshift = Dejar los dados como salieron
macao-btn-activate = Activar { $card } (pagar { $cost })
macao-btn-city = Tomar un barrio…
macao-btn-quarter = { $quarter }: { $tile } (pagar { $cost })
macao-btn-qpay = Pagar { $cubes }{ $gold ->
    [0] {""}
   *[other] {" "}+ { $gold } de oro
}
macao-btn-wall_menu = Avanzar en la muralla…
macao-btn-wall = Muralla: { $spaces ->
    [one] 1 casilla
   *[other] { $spaces } casillas
} → casilla { $space } ({ $n ->
    [0] gratis
    [one] 1 cubo
   *[other] { $n } cubos
})
macao-btn-sail_menu = Navegar…
macao-btn-sail = Navegar { $node_id ->
    [macao-harbour] al
    [macao-sea] a la
   *[other] a
} { $node } ({ $n ->
    [0] gratis
    [one] 1 cubo
   *[other] { $n } cubos
})
macao-btn-deliver = Entregar { $good }: +{ $pp } PP{ $gold ->
    [0] {""}
   *[other] , +{ $gold } de oro
}
macao-btn-buy = Comprar prestigio: { $gold } de oro → { $pp } PP
macao-btn-use = { $card }: { $pay } → { $gain }
macao-btn-physician = { $card }: { $gold } de oro → quitar un marcador de penalización
macao-btn-cards = Usar una carta…
macao-btn-joker = Usar un comodín ({ $n ->
    [one] queda 1
   *[other] quedan { $n }
})…
macao-btn-jk_gold = Tomar { $n } de oro
macao-btn-cube = Tomar 1 cubo { $colour }
macao-btn-pay = Pagar { $cubes }
macao-btn-back = Volver
macao-btn-pass = Terminar turno{ $n ->
    [0] {""}
    [one] {" "}(vuelve 1 cubo)
   *[other] {" "}(vuelven { $n } cubos)
}
