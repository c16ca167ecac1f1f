### Lisboa: cada palabra del dibujo del tablero (render/lisboa). Textos cortos: casi todos tienen un
### sitio fijo (una parcela mide ~110 px, un decreto ~210 px, con letra de 18-20 px).
### Términos (propuestos, ver engine/lisboa/locales/GLOSSARY.es.md): pelucas, reis, influencia,
### funcionarios, tiendas, escombros, decretos, edificios públicos (edif.), planos.

## La franja del titular (letra de 45 px, se lee en el móvil)

lisboa-board-period = Periodo { $n }
lisboa-board-game_over = Fin de la partida
lisboa-board-phase-draft = Elección de la mano
lisboa-board-phase-start_decree = Decretos iniciales
# Tras el nombre del jugador que tiene el turno
lisboa-board-to_move = juega
# Tras el nombre de un jugador al que se pregunta fuera de turno (unirse a una visita)
lisboa-board-to_answer = responde
lisboa-board-waiting = Esperando a:
lisboa-board-win = { $count ->
    [one] gana
   *[other] ganan
}
lisboa-board-player = Jugador { $n }
lisboa-board-rival = Rival
lisboa-board-score = { $wigs ->
    [one] 1 peluca
   *[other] { $wigs } pelucas
} · { $reis } reis
# $infl: el valor de influencia de la visita con su signo (+1, −2)
lisboa-board-treasury_line = Tesoro { $reis } reis · visita { $infl } infl.
lisboa-board-church_due = La Iglesia puntúa este turno
lisboa-board-period_due = El periodo acaba tras este turno
lisboa-board-end_due = { $n ->
    [one] Último turno
   *[other] La partida acaba en { $n } turnos
}

## Títulos de sección y ayudas

lisboa-board-city = Baixa de Lisboa
lisboa-board-city_hint = tienda: dueño + mercancía; cubos: escombros
lisboa-board-treasury = Tesoro (reis / influencia de visita)
lisboa-board-prices = Precios de las mercancías
lisboa-board-church = Iglesia
lisboa-board-offices = Oficinas de los nobles
lisboa-board-political = Cartas políticas
lisboa-board-buildings = Edificios públicos y planos
lisboa-board-decrees = Decretos ({ $n } en el mazo)
lisboa-board-supply = Reserva
lisboa-board-final = Puntuación final
lisboa-board-key = Leyenda:

## La ciudad

# La fila E en una partida de 2 jugadores (o en solitario)
lisboa-board-covered = cubierta (2 jugadores)
# Bajo los escombros de la columna: su loseta de puntuación (pelucas por edificio público a juego)
lisboa-board-scoring = ×{ $n }
lisboa-board-scoring_hint = pel./edif.
lisboa-board-arch-arch_blue = arq. azul
lisboa-board-arch-arch_green = arq. verde
lisboa-board-arch_short-arch_blue = Azul
lisboa-board-arch_short-arch_green = Verde

## Marcadores

lisboa-board-reis_value = { $n } r
lisboa-board-infl_value = { $n } inf
lisboa-board-price = { $n }

## Iglesia

lisboa-board-cardinal = Cardenal
lisboa-board-cardinal_letter = C
lisboa-board-gap-influence = Infl.
lisboa-board-gap-treasury = Tes.
lisboa-board-bag = Bolsa de clero: { $n }
lisboa-board-empty = vacío

## Oficinas

lisboa-board-courtyard = Patio
lisboa-board-neutral_letter = N
lisboa-board-office_full = { $n }/6

## Cartas políticas y reserva

lisboa-board-pile = { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}
lisboa-board-face_down = boca abajo
lisboa-board-court = Corte Real
lisboa-board-shipyard = Astillero: { $n }
lisboa-board-stack = pila { $n }
lisboa-board-plans_left = { $n ->
    [one] 1 plano
   *[other] { $n } planos
}
lisboa-board-plan = Plano: { $n } func.
lisboa-board-favors = Favores
lisboa-board-city_tiles = Losetas de ciudad
lisboa-board-tiles_left = { $large } gr. · { $small } peq.
lisboa-board-decks = Morado { $purple } · Marrón { $brown } · Objetivo B { $goal }
lisboa-board-reserve = Pila de escombros
lisboa-board-treasury_card = Tesoro
lisboa-board-influence_card = Infl. { $n }
lisboa-board-advantage = Vent.: { $text }

## Jugadores

lisboa-board-wigs = { $n ->
    [one] 1 peluca
   *[other] { $n } pelucas
}
lisboa-board-reis = { $n } reis
lisboa-board-influence = Infl. { $n }
lisboa-board-hand = Mano { $n }
lisboa-board-decree_count = Decretos { $n }
lisboa-board-goal = Objetivo { $id }
lisboa-board-portfolio = Portafolio
lisboa-board-slot_empty = vacío
lisboa-board-slot_closed = cerrado
lisboa-board-at_sea = en ruta
lisboa-board-ship = Barco { $n }
lisboa-board-ship_bonus = +{ $bonus } r/merc. · infl. { $infl }
lisboa-board-goods = Mercancías
lisboa-board-rubble = Escombros
lisboa-board-sets = Conj. { $n }
lisboa-board-markers = Marc. { $n }
lisboa-board-clergy = Clero
lisboa-board-plans = Planos
lisboa-board-done = hecho
lisboa-board-houses = Casas restantes
# Grupos de casas: izquierdo, central, derecho
lisboa-board-house-left = I{ $n }
lisboa-board-house-middle = C{ $n }
lisboa-board-house-right = D{ $n }
lisboa-board-none = nada
lisboa-board-total = Total { $n }

## Puntuación final: las partes del desglose de cada jugador

lisboa-board-final-wigs = Pelucas
lisboa-board-final-sets = Conjuntos
lisboa-board-final-favors = Favores
lisboa-board-final-reis = Reis
lisboa-board-final-money = Dinero
lisboa-board-final-stores = Tiendas
lisboa-board-final-officials = Funcionarios
lisboa-board-final-decrees = Decretos
lisboa-board-final-ships = Barcos
lisboa-board-final-clergy = Clero
lisboa-board-final-total = Sumado

## Nombres

lisboa-board-noble-maia = Maia
lisboa-board-noble-pombal = Pombal
lisboa-board-noble-king = Rey
lisboa-board-noble-treasury = Tesoro
lisboa-board-good-gold = oro
lisboa-board-good-cloth = tela
lisboa-board-good-books = libros
lisboa-board-good-tools = herramientas
# La letra impresa en una mercancía (el color nunca es la única pista)
lisboa-board-good_letter-gold = O
lisboa-board-good_letter-cloth = T
lisboa-board-good_letter-books = L
lisboa-board-good_letter-tools = H
lisboa-board-colour-yellow = amarillo
lisboa-board-colour-pink = rosa
lisboa-board-colour-brown = marrón
lisboa-board-colour-blue = azul
# La letra impresa en un cubo de escombros
lisboa-board-rubble_letter-earthquake = T
lisboa-board-rubble_letter-fire = I
lisboa-board-rubble_letter-tsunami = M
lisboa-board-rubble_name-earthquake = terremoto
lisboa-board-rubble_name-fire = incendio
lisboa-board-rubble_name-tsunami = maremoto
lisboa-board-street-s_yellow = Rua Áurea
lisboa-board-street-s_pink = Rua Augusta
lisboa-board-street-s_brown = Rua Nova da Princesa
lisboa-board-street-s_blue = Rua Bela da Rainha

## Efectos: recompensas y penalizaciones de parcelas, solares y cartas (cortos)
# $good es el nombre de la mercancía de este archivo («libros»): con 1, en singular.

lisboa-board-fx-gain_gold = +1 oro
lisboa-board-fx-gain_good = +1 { $good ->
    [libros] libro
    [herramientas] herram.
   *[other] { $good }
}
lisboa-board-fx-gain_reis = +{ $n } reis
lisboa-board-fx-gain_plan = +plano
lisboa-board-fx-gain_official = +func.
lisboa-board-fx-gain_cardinal1 = Cardenal +1
# una ganancia de influencia normal (la suma de la fila superior del portafolio)
lisboa-board-fx-gain_influence = +infl.
lisboa-board-fx-gain_infl = +{ $n } infl.
lisboa-board-fx-gain_rubble = +cubo
lisboa-board-fx-gain_wigs = +{ $n ->
    [one] 1 peluca
   *[other] { $n } pelucas
}
lisboa-board-fx-gain_favor = +favor
lisboa-board-fx-gain_price_up = precio +{ $n }
lisboa-board-fx-gain_goal_b = +{ $n } objetivo B
lisboa-board-fx-lose_official = −func.
lisboa-board-fx-lose_good = −1 mercancía
lisboa-board-fx-lose_reis = −{ $n } reis
lisboa-board-fx-lose_infl = −{ $n } infl.
lisboa-board-fx-lose_wigs = −{ $n ->
    [one] 1 peluca
   *[other] { $n } pelucas
}

## Cartas del Tesoro: eventos del centro y ventajas de abajo (cortos)

lisboa-board-event-ev_hire = Contratar func.
lisboa-board-event-ev_plan = Adquirir plano
lisboa-board-event-ev_ship = Construir barco
lisboa-board-event-ev_produce = Producir
lisboa-board-event-ev_cardinal = Ver al cardenal
lisboa-board-event-ev_favor = Obtener favor
lisboa-board-event-ev_store = Construir tienda
lisboa-board-event-ev_decree = Tomar decreto
lisboa-board-event-ev_goods2 = 2 merc. distintas
lisboa-board-event-ev_price = Un precio +{ $n }
lisboa-board-event-ev_influence = +influencia
lisboa-board-adv-adv_real1 = pagos −1 r
lisboa-board-adv-adv_land2 = terreno −2 r
lisboa-board-adv-adv_hire1 = contratar −1 r
lisboa-board-adv-adv_plan1 = planos −1 func.
lisboa-board-adv-adv_visit1 = visita −1 infl.
lisboa-board-adv-adv_sell1 = venta +1 r/merc.
lisboa-board-adv-adv_ship1 = barco −1 merc.
lisboa-board-adv-adv_store1 = almacén +1
lisboa-board-adv-adv_infl1 = influencia +1
lisboa-board-adv-adv_prod1 = producir +1
lisboa-board-adv-adv_trade_any = comercio: cualquiera

## Losetas de clero (cortas)

lisboa-board-clergy-cl_infl1 = infl. +1
lisboa-board-clergy-cl_land2 = terreno −2 r
lisboa-board-clergy-cl_hire1 = contratar −1 r
lisboa-board-clergy-cl_plan1 = planos −1 func.
lisboa-board-clergy-cl_visit1 = visita −1 infl.
lisboa-board-clergy-cl_sell1 = venta +1 r
lisboa-board-clergy-cl_prod1 = producir +1
lisboa-board-clergy-cl_ship1 = barco −1 merc.
lisboa-board-clergy-cl_store1 = almacén +1
lisboa-board-clergy-cl_storewig = tienda +1 pel.
lisboa-board-clergy-cl_pbwig = edif. +2 pel.
lisboa-board-clergy-cl_trade_any = comercio libre
lisboa-board-clergy-cl_reis3 = +3 reis

## Acciones de Estado (los seis espacios de las oficinas)

lisboa-board-action-hire_officials = Emplear func.
lisboa-board-action-acquire_plan = Adquirir plano
lisboa-board-action-build_ship = Botar barco
lisboa-board-action-produce_goods = Producir
lisboa-board-action-meet_cardinal = Ver al cardenal
lisboa-board-action-earn_favor = Obtener favor

## Decretos: una línea breve por fórmula ($wigs por unidad; $arg el color de una calle, una fila,
## una columna, un arquitecto o un noble, con los nombres de este archivo)

lisboa-board-decree-per_store_street = { $wigs }/tienda calle { $arg ->
    [amarillo] amarilla
   *[other] { $arg }
}
lisboa-board-decree-per_store_row = { $wigs }/tienda fila { $arg }
lisboa-board-decree-per_store_column = { $wigs }/tienda col. { $arg }
lisboa-board-decree-per_open_pb_architect = { $wigs }/edif. { $arg }
lisboa-board-decree-per_completed_plan = { $wigs }/plano completado
lisboa-board-decree-per_hull_space = { $wigs }/espacio de carga
lisboa-board-decree-per_ship = { $wigs }/barco
lisboa-board-decree-per_clergy = { $wigs }/loseta de clero
lisboa-board-decree-per_favor = { $wigs }/favor
lisboa-board-decree-per_official_in_office = { $wigs }/func. { $arg ->
    [Rey] del rey
   *[other] de { $arg }
}
lisboa-board-decree-per_set = { $wigs }/conjunto escombros
lisboa-board-decree-per_good = { $wigs }/mercancía
lisboa-board-decree-per_goodset = { $wigs }/juego de 4 merc.
lisboa-board-decree-per_treasury_card = { $wigs }/carta del Tesoro
lisboa-board-decree-per_noble_card = { $wigs }/carta de noble
lisboa-board-decree-per_decree = { $wigs }/decreto
lisboa-board-decree-per_store = { $wigs }/tienda
lisboa-board-decree-all_store_types = { $wigs } por tiendas de 4 tipos
lisboa-board-decree-per_2_influence = { $wigs }/2 de influencia
lisboa-board-decree-street_3_stores = { $wigs } por 3 tiendas calle { $arg ->
    [amarillo] amarilla
   *[other] { $arg }
}
lisboa-board-decree-per_row_with_store = { $wigs }/fila con tienda
lisboa-board-decree-per_street_with_store = { $wigs }/calle con tienda
lisboa-board-decree-per_empty_house_group = { $wigs }/grupo de casas vacío
lisboa-board-decree-per_big_ship = { $wigs }/barco de 3+
lisboa-board-decree-per_2_official_icons = { $wigs }/2 iconos de func.
