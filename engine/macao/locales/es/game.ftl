### Macao: nombre, opciones, solitario, líneas de cada jugador, pie del tablero, frases comunes.
### Se tutea al jugador; oro es incontable y se cuenta «3 de oro»; PP = puntos de prestigio.

macao-name = Macao
macao-nothing = nada
macao-plus = { $a } + { $b }
# «2 rojos + 1 azul» (cubos): el color concuerda en número con $n.
macao-cubes = { $n ->
    [one] 1 { $colour }
   *[other] { $n } { $colour_id ->
        [macao-colour-red] rojos
        [macao-colour-blue] azules
        [macao-colour-green] verdes
        [macao-colour-black] negros
        [macao-colour-grey] grises
        [macao-colour-purple] morados
       *[other] { $colour }
    }
}
macao-any_cubes = { $n ->
    [one] 1 cubo a elegir
   *[other] { $n } cubos a elegir
}
macao-other_cube = 1 cubo de otro color
macao-gold = { $n } de oro
macao-pp = { $n } PP
macao-die = { $colour } { $face }
macao-joker = comodín
macao-harbour = puerto de Macao
macao-sea = casilla de mar { $id }
macao-pay-any = { $n ->
    [one] 1 cubo
   *[other] { $n } cubos
}
macao-pay-one_colour = { $n ->
    [one] 1 cubo
   *[other] { $n } cubos de un mismo color
}
macao-pay-different = { $n ->
    [one] 1 cubo
   *[other] { $n } cubos de colores distintos
}
macao-pay-gold = { $n } de oro
macao-card_face = { $type } · costo { $cost } · tributo { $gold }/{ $pp } · { $timing }
    { $text }
macao-tiebreak = { $winner } va por delante de { $other } en la muralla y gana el desempate.

## Opciones

macao-opt-simultaneous_dice = Elección de dados
macao-opt-dice_in_order = En orden de turno, viendo cada elección
macao-opt-dice_at_once = Todos a la vez, ocultas hasta que todos elijan

## Solitario (el rival es la IA con más PP: se inserta en «Ana vence a la mejor IA»)

macao-solo-opponents = IA
macao-solo-difficulty = { $level ->
    [1] nivel 1 (una IA fácil)
    [2] nivel 2 (una IA media)
    [3] nivel 3 (una IA difícil)
    [4] nivel 4 (dos IA medias)
    [5] nivel 5 (dos IA difíciles)
   *[other] nivel { $level } (tres IA difíciles)
}

## Las líneas del panel de un jugador

macao-line-supply = Cubos de acción: { $cubes }
macao-line-tableau = Tablero personal: { $cards }
macao-line-active = Activas: { $cards }
macao-line-cargo = A bordo: { $goods }
macao-line-points = { $pp } PP · { $gold } de oro · { $jokers ->
    [one] 1 comodín
   *[other] { $jokers } comodines
} · { $markers ->
    [one] 1 marcador de penalización
   *[other] { $markers } marcadores de penalización
}

## El pie de la imagen del tablero

macao-summary-round = Ronda { $round }/{ $rounds } · tributo: { $gold } de oro → { $pp } PP
macao-chapter = Ronda { $round }/{ $rounds }
macao-summary-seat = { $player }: { $pp } PP · { $gold } de oro · { $markers ->
    [one] 1 marcador de penalización
   *[other] { $markers } marcadores de penalización
}

## Lo que pregunta el juego

macao-prompt-pick = Antes de la partida: toma una carta para tu tablero personal.
macao-prompt-cubes_one = Antes de la partida: toma 1 cubo del color que quieras para el lado 1 de tu rosa de los vientos.
macao-prompt-cubes_two = Antes de la partida: toma 2 cubos de un mismo color para el lado 2 de tu rosa de los vientos.
macao-prompt-draft = Toma una carta para tu tablero personal.
macao-prompt-overflow = Seis cartas: descarta una (recibes un marcador de penalización).
macao-prompt-dice = Elige dos dados distintos: sus cubos van a tu rosa de los vientos.
macao-prompt-shift = Observatorio: ¿mueves los cubos de un dado un lado arriba o abajo?
macao-prompt-actions = Tu turno: activa cartas, toma un barrio, avanza en la muralla, navega, compra prestigio, usa cartas y termina tu turno.
macao-prompt-city = ¿Qué barrio tomas?
macao-prompt-qpay = ¿Cómo pagas el barrio?
macao-prompt-pay = ¿Qué cubos pagas?
macao-prompt-gain = ¿De qué color tomas el cubo?
macao-prompt-swap = ¿De qué color tomas el cubo a cambio?
macao-prompt-aid = Partera: toma 1 cubo del color que quieras.
macao-prompt-joker = Comodín: ¿qué tomas?
macao-prompt-sail = ¿Adónde navegas?
macao-prompt-cards = ¿Qué carta usas?
macao-prompt-wall = ¿Cuánto avanzas en la muralla?

## Clasificación final: los detalles del resultado

macao-detail-tableau = cartas sin activar
macao-detail-markers = marcadores de penalización
macao-detail-penalty = PP perdidos por marcadores de penalización
macao-detail-cards = PP de cartas de fin de partida
macao-detail-city = PP por la ciudad
macao-detail-chain = mayor grupo de barrios
macao-detail-total = PP
macao-detail-wall = puesto en la muralla
macao-detail-gold = oro sobrante
macao-detail-won = primer puesto
macao-detail-best_other = PP del mejor rival
