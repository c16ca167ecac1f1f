### Lisboa: nombres de las cosas del juego (referencia §2). No hay edición española conocida: todos los
### términos son propuestos (ver ../GLOSSARY.es.md). Se tutea al jugador; el oro es incontable
### («3 de oro»), la influencia también («3 de influencia»); reis: «1 real», «2 reis».

lisboa-name = Lisboa
lisboa-nothing = nada

## Nobles y pilas de la oferta política
# Los nombres de los nobles van sin artículo (etiquetas). En una frase con preposición, el mensaje que
# los inserta elige la forma con $noble_id: «a Manuel da Maia», «al marqués de Pombal», «al rey José I».

lisboa-noble-maia = Manuel da Maia
lisboa-noble-pombal = Marqués de Pombal
lisboa-noble-king = Rey José I
# Nombres breves (etiquetas de las cartas: «Pombal 3: +1 de oro»).
lisboa-noble_short-maia = Maia
lisboa-noble_short-pombal = Pombal
lisboa-noble_short-king = Rey
lisboa-pile-maia = { lisboa-noble-maia }
lisboa-pile-pombal = { lisboa-noble-pombal }
lisboa-pile-king = { lisboa-noble-king }
lisboa-pile-treasury = Tesoro
lisboa-deck-blue = mazo azul
lisboa-deck-red = mazo rojo
lisboa-deck-purple = mazo morado
lisboa-deck-brown = mazo marrón

## Mercancías, colores de calle y calles
# Las mercancías van en minúscula y sin artículo; con un número, cada mensaje elige la forma por
# $good_id («1 libro», «3 libros», «2 de oro»).

lisboa-good-gold = oro
lisboa-good-cloth = tela
lisboa-good-books = libros
lisboa-good-tools = herramientas
lisboa-goods_n = { $good_id ->
    [lisboa-good-gold] { $n } de oro
    [lisboa-good-cloth] { $n ->
        [one] 1 tela
       *[other] { $n } telas
    }
    [lisboa-good-books] { $n ->
        [one] 1 libro
       *[other] { $n } libros
    }
    [lisboa-good-tools] { $n ->
        [one] 1 herramienta
       *[other] { $n } herramientas
    }
   *[other] { $n } { $good }
}
# Los colores solo se insertan tras «edificio» (masculino): «edificio rosa/azul».
lisboa-colour-yellow = amarillo
lisboa-colour-pink = rosa
lisboa-colour-brown = marrón
lisboa-colour-blue = azul
lisboa-street-yellow = Rua Áurea (amarilla)
lisboa-street-pink = Rua Augusta (rosa)
lisboa-street-brown = Rua Nova da Princesa (marrón)
lisboa-street-blue = Rua Bela da Rainha (azul)

## Acciones (en infinitivo: se leen igual en el botón y en el registro, «Ana: Construir una tienda»)

lisboa-action-hire_officials = Contratar funcionarios
lisboa-action-acquire_plan = Adquirir un plano
lisboa-action-build_ship = Construir un barco
lisboa-action-produce_goods = Producir mercancías
lisboa-action-meet_cardinal = Reunirse con el cardenal
lisboa-action-earn_favor = Obtener un favor real
lisboa-action-build_store = Construir una tienda
lisboa-action-take_decree = Tomar un decreto
lisboa-action-open_public_building = Abrir un edificio público

## Arquitectos, escombros, casas, solares, parcelas

lisboa-arch-arch_blue = arquitecto azul
lisboa-arch-arch_green = arquitecto verde
lisboa-rubble-earthquake = terremoto (3)
lisboa-rubble-fire = incendio (2)
lisboa-rubble-tsunami = maremoto (1)
lisboa-house-left = grupo izquierdo (visitas con reis)
lisboa-house-middle = grupo central (barcos más baratos)
lisboa-house-right = grupo derecho (más producción)
lisboa-site-w_a = al oeste de la fila A
lisboa-site-w_b = al oeste de la fila B
lisboa-site-w_c = al oeste de la fila C
lisboa-site-w_d = al oeste de la fila D
lisboa-site-w_e = al oeste de la fila E
lisboa-site-e_a = al este de la fila A
lisboa-site-e_b = al este de la fila B
lisboa-site-e_c = al este de la fila C
lisboa-site-e_d = al este de la fila D
lisboa-site-e_e = al este de la fila E
lisboa-site-n_yellow = al norte de la Rua Áurea
lisboa-site-n_pink = al norte de la Rua Augusta
lisboa-site-n_brown = al norte de la Rua Nova da Princesa
lisboa-site-n_blue = al norte de la Rua Bela da Rainha
lisboa-parcel = parcela { $row }{ $column }
# «plano azul» = plano del arquitecto azul; el lado del edificio público, «lado azul» (botones ≤ 80).
lisboa-plan = plano { $arch_id ->
    [lisboa-arch-arch_blue] azul
    [lisboa-arch-arch_green] verde
   *[other] del { $arch }
} ({ $n ->
    [one] 1 funcionario
   *[other] { $n } funcionarios
})
lisboa-pb = edificio { $a }/{ $b } ({ $arch_id ->
    [lisboa-arch-arch_blue] lado azul
    [lisboa-arch-arch_green] lado verde
   *[other] { $arch }
})
lisboa-ship = Barco { $size } (+{ $bonus } por mercancía, influencia { $influence })

## Cartas políticas

lisboa-card-noble = { $noble } { $influence }: { $bottom }
lisboa-card-treasury = Tesoro: { $event } / { $advantage }

## Recompensas y penalizaciones (parte inferior de las cartas, parcelas, solares)

lisboa-effect-gain_gold = +1 de oro
lisboa-effect-gain_good = +1 { $good_id ->
    [lisboa-good-gold] de oro
    [lisboa-good-books] libro
    [lisboa-good-tools] herramienta
   *[other] { $good }
}
lisboa-effect-gain_reis = +{ $n } { $n ->
    [one] real
   *[other] reis
}
lisboa-effect-gain_plan = un plano
lisboa-effect-gain_official = un funcionario a una oficina
lisboa-effect-gain_cardinal1 = 1 paso del cardenal
lisboa-effect-gain_influence = una ganancia de influencia
lisboa-effect-gain_infl = +{ $n } de influencia
lisboa-effect-gain_rubble = un cubo de escombros de la reserva
lisboa-effect-gain_wigs = +{ $n } { $n ->
    [one] peluca
   *[other] pelucas
}
lisboa-effect-gain_favor = un favor real
lisboa-effect-gain_price_up = un precio +2
lisboa-effect-gain_goal_b = { $n ->
    [one] 1 carta de objetivo B
   *[other] { $n } cartas de objetivo B
}
lisboa-effect-lose_official = −1 funcionario
lisboa-effect-lose_good = −1 mercancía
lisboa-effect-lose_reis = −{ $n } { $n ->
    [one] real
   *[other] reis
}
lisboa-effect-lose_infl = −{ $n } de influencia
lisboa-effect-lose_wigs = −{ $n } { $n ->
    [one] peluca
   *[other] pelucas
}

## Eventos del Tesoro (Patrocinar un evento) y ventajas (en el portafolio)

lisboa-event-ev_hire = Contratar funcionarios
lisboa-event-ev_plan = Adquirir un plano
lisboa-event-ev_ship = Construir un barco
lisboa-event-ev_produce = Producir mercancías
lisboa-event-ev_cardinal = Reunirse con el cardenal
lisboa-event-ev_favor = Obtener un favor real
lisboa-event-ev_store = Construir una tienda
lisboa-event-ev_decree = Tomar un decreto
lisboa-event-ev_goods2 = 2 mercancías distintas
lisboa-event-ev_price = un precio +2
lisboa-event-ev_influence = una ganancia de influencia
lisboa-adv-adv_real1 = −1 real por pago
lisboa-adv-adv_land2 = terreno −2
lisboa-adv-adv_hire1 = contratar −1
lisboa-adv-adv_plan1 = planos −1 funcionario
lisboa-adv-adv_visit1 = visitas −1
lisboa-adv-adv_sell1 = +1 real por venta
lisboa-adv-adv_ship1 = barcos −1 mercancía
lisboa-adv-adv_store1 = almacén +1
lisboa-adv-adv_infl1 = +1 por ganancia de influencia
lisboa-adv-adv_prod1 = +1 mercancía producida
lisboa-adv-adv_trade_any = comercio: cualquier mercancía

## Losetas de clero

lisboa-clergy-tile = { $name } ({ $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
})
lisboa-clergy-cl_infl1 = +1 de influencia
lisboa-clergy-cl_land2 = terreno −2
lisboa-clergy-cl_hire1 = contratar −1
lisboa-clergy-cl_plan1 = planos −1 funcionario
lisboa-clergy-cl_visit1 = visitas −1
lisboa-clergy-cl_sell1 = +1 real por venta
lisboa-clergy-cl_prod1 = +1 mercancía producida
lisboa-clergy-cl_ship1 = barcos −1 mercancía
lisboa-clergy-cl_store1 = almacén +1
lisboa-clergy-cl_storewig = +1 peluca por tienda
lisboa-clergy-cl_pbwig = +2 pelucas por edificio
lisboa-clergy-cl_trade_any = cualquier mercancía al comerciar
lisboa-clergy-cl_reis3 = 3 reis
lisboa-clergytext-cl_infl1 = Cada ganancia de influencia tuya (la de tu portafolio) te da 1 más.
lisboa-clergytext-cl_land2 = El terreno de cada tienda que construyes cuesta 2 reis menos.
lisboa-clergytext-cl_hire1 = Cada funcionario que contratas al abrir un edificio público cuesta 1 real menos.
lisboa-clergytext-cl_plan1 = Tus planos necesitan 1 funcionario menos.
lisboa-clergytext-cl_visit1 = Visitar o unirte a una visita cuesta 1 de influencia menos.
lisboa-clergytext-cl_sell1 = +1 real por cada mercancía que vendes.
lisboa-clergytext-cl_prod1 = Al producir, obtienes 1 mercancía más de uno de los tipos que produjiste (si cabe).
lisboa-clergytext-cl_ship1 = Un barco te cuesta 1 mercancía menos.
lisboa-clergytext-cl_store1 = +1 de capacidad de almacén para cada tipo de mercancía.
lisboa-clergytext-cl_storewig = +1 peluca cada vez que construyes una tienda.
lisboa-clergytext-cl_pbwig = +2 pelucas cada vez que abres un edificio público.
lisboa-clergytext-cl_trade_any = Al comerciar con los nobles, cualquier mercancía cuenta como la que aceptan.
lisboa-clergytext-cl_reis3 = 3 reis al tomarla (sin habilidad permanente).

## Decretos (solo los puntúa quien los tiene, al final)
# $what es una calle («la Rua Áurea (amarilla)»), una fila o columna, un arquitecto o un noble.

lisboa-decree-per_store_street = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada tienda tuya que da a la { $what }
lisboa-decree-per_store_row = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada tienda tuya en la fila { $what }
lisboa-decree-per_store_column = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada tienda tuya en la columna { $what }
lisboa-decree-per_open_pb_architect = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada edificio público abierto del { $what }
lisboa-decree-per_completed_plan = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada plano completado
lisboa-decree-per_hull_space = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada espacio de carga de tus barcos
lisboa-decree-per_ship = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada barco de tu portafolio
lisboa-decree-per_clergy = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada loseta de clero
lisboa-decree-per_favor = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada favor real
lisboa-decree-per_official_in_office = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada funcionario tuyo en la oficina { $what_id ->
    [lisboa-noble-maia] de Manuel da Maia
    [lisboa-noble-pombal] del marqués de Pombal
    [lisboa-noble-king] del rey José I
   *[other] de { $what }
}
lisboa-decree-per_set = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada conjunto de escombros
lisboa-decree-per_good = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada mercancía en tu almacén
lisboa-decree-per_goodset = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada juego de 4 mercancías distintas
lisboa-decree-per_treasury_card = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada carta del Tesoro de tu portafolio
lisboa-decree-per_noble_card = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada carta de noble de tu portafolio
lisboa-decree-per_decree = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada decreto que tengas
lisboa-decree-per_store = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada tienda
lisboa-decree-all_store_types = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por tener tiendas de los 4 tipos
lisboa-decree-per_2_influence = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada 2 de influencia
lisboa-decree-street_3_stores = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por 3 tiendas que dan a la { $what }
lisboa-decree-per_row_with_store = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada fila con una tienda tuya
lisboa-decree-per_street_with_store = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada calle con una tienda tuya
lisboa-decree-per_empty_house_group = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada grupo de casas que vaciaste
lisboa-decree-per_big_ship = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada barco de tamaño 3 o 4
lisboa-decree-per_2_official_icons = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} por cada 2 funcionarios en tus planos completados

## Cartas de objetivo (Kickstarter)

lisboa-goal-a1 = A1: visitar a Maia y construir una tienda, o visitar a Pombal y construir un barco
lisboa-goal-a2 = A2: visitar al rey y abrir un edificio público, o visitar a Pombal y tomar un decreto
lisboa-goal-a3 = A3: visitar a Maia y construir una tienda, o visitar a Pombal y tomar un decreto
lisboa-goal-a4 = A4: visitar a Pombal y construir un barco, o visitar al rey y abrir un edificio público
lisboa-goal-b5 = B5: contratar funcionarios → 1 funcionario a una oficina
lisboa-goal-b6 = B6: adquirir un plano → 1 funcionario a una oficina
lisboa-goal-b7 = B7: reunirse con el cardenal → 3 reis
lisboa-goal-b8 = B8: obtener un favor real → 2 de influencia
lisboa-goal-b9 = B9: unirse a una visita → 2 de influencia
lisboa-goal-b10 = B10: vender mercancías → 3 reis
lisboa-goal-b11 = B11: producir mercancías → 1 de oro
lisboa-goal-b12 = B12: ganar influencia en una puntuación de la Iglesia → 2 pelucas

## Textos de /card

lisboa-cardtext-political = { $card } — { $deck } ({ $years })
lisboa-cardtext-ship = Carta de barco: capacidad { $size } (zarpa al llenarse: { $size ->
    [one] 1 peluca
   *[other] { $size } pelucas
} para su dueño), +{ $bonus } { $bonus ->
    [one] real
   *[other] reis
} por cada mercancía que se le vende, influencia { $influence } en tu portafolio.
lisboa-cardtext-clergy = { $text } Pelucas en el reverso: { $wigs }.
lisboa-cardtext-decree = Decreto: { $decree }. Solo lo puntúa quien lo tiene, al final de la partida.

## Líneas del panel y resúmenes

lisboa-line-hand = Mano: { $cards }
lisboa-line-offer = Para elegir: { $items }
lisboa-line-draft = Elección de cartas: { $cards }
lisboa-line-stock = { $reis } { $reis ->
    [one] real
   *[other] reis
} · influencia { $influence } · { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} · { $goods }
lisboa-line-goal = Objetivo: { $goal }
lisboa-summary-period = Periodo { $period }
lisboa-summary-seat = { $player }: { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
}, { $reis } { $reis ->
    [one] real
   *[other] reis
}, influencia { $influence }

## Opciones de la sala

lisboa-optlabel-goal_cards = Cartas de objetivo (A/B)
lisboa-opt-goal_cards_off = Sin cartas de objetivo
lisboa-opt-goal_cards_on = Cartas de objetivo para novatos (cada jugador lo dice)
lisboa-optlabel-starting_decree = Decreto inicial
lisboa-opt-starting_decree_off = Sin decreto inicial
lisboa-opt-starting_decree_on = Cada jugador toma un decreto antes de la partida
lisboa-optlabel-draft = Mano inicial
lisboa-opt-draft_off = Repartida
lisboa-opt-draft_on = Por elección de cartas (te quedas 2, 1, 1, 1)
lisboa-optlabel-reward_tokens = Fichas de recompensa de la ciudad
lisboa-opt-reward_tokens_off = Recompensas impresas
lisboa-opt-reward_tokens_on = Fichas de recompensa al azar

## Solitario
# «Rival» es el nombre del autómata, sin artículo como un nombre propio: se inserta en «Ana vence a
# { $opponent }» y «{ $opponent } gana».

lisboa-solo-rival = Rival
lisboa-solo-difficulty = Rival de nivel { $level } (+{ $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
})
