### Crown of Emara: todas las palabras de la imagen del tablero (render/emara). Los nombres de asesores,
### rangos nobles y eventos son mensajes del propio juego, referenciados aquí ({ emara-advisor-baker }):
### se traducen una vez, en engine/emara/locales. Textos cortos: casi todos tienen un sitio fijo.

## La franja de cabecera

emara-board-to_move = juega
emara-board-round_pass = Ronda { $n }/6 · Turno { $p }/3
emara-board-round_end = Ronda { $n }/6 · fin de ronda
emara-board-final_scoring = Puntuación final
emara-board-game_over = Fin del juego
# $count: cuántos jugadores comparten la victoria
emara-board-win = { $count ->
    [one] gana
   *[other] ganan
}
emara-board-and = { " " }y{ " " }
emara-board-victoria_wins = Victoria gana
emara-board-score_cp = PCi{ " " }
emara-board-score_bp = PCo{ " " }
emara-board-score_sep = { " " }·{ " " }
emara-board-last_none = Aún no hay jugadas
emara-board-last_sep = { " " }·{ " " }
emara-board-lt-played = jugó { $card }
emara-board-lt-to = → { $loc }
emara-board-lt-at = acción: { $loc }
emara-board-lt-hut = artesano: { $loc }
emara-board-lt-adv = asesor: { $adv }
emara-board-lt-rank = ascendió a { $rank }
emara-board-deed-gift = regalo → anillo
emara-board-deed-bookbp = libro → PCo
emara-board-deed-donate = donación → libro
emara-board-deed-buy = { $n ->
    [one] compró 1 moneda
   *[other] compró { $n } monedas
}
emara-board-deed-sell = { $n ->
    [one] entregó 1 libro
   *[other] entregó { $n } libros
}
emara-board-deed-stone = entregó piedra
emara-board-deed-bread = { $n ->
    [one] entregó 1 pan
   *[other] entregó { $n } panes
}
emara-board-deed-wood = { $n ->
    [one] entregó 1 madera
   *[other] entregó { $n } maderas
}
emara-board-deed-cash = canjeó un favor
emara-board-deed-eor = intercambio del evento
emara-board-deed-eor-great_famine-grain1 = 1 grano → 3 PCi
emara-board-deed-eor-great_famine-grain2 = 2 granos → 5 PCi
emara-board-deed-eor-great_famine-ring = 1 anillo → 5 PCi
emara-board-deed-eor-alms_for_the_poor-gold = 1 moneda → 4 PCi
emara-board-deed-eor-alms_for_the_poor-ring = 1 anillo → 4 PCi
emara-board-deed-eor-new_lore-book = 1 libro → 5 PCo
emara-board-deed-eor-new_lore-ring = 1 anillo → 5 PCo

## El evento de la ronda

emara-board-event = Evento:
emara-board-no_event = Aún no hay evento
emara-board-events_left = { $n ->
    [one] queda 1 evento
   *[other] quedan { $n } eventos
}

## La pista de puntuación

emara-board-track = PISTA DE PUNTUACIÓN
emara-board-track_key = relleno = ciudadano (PCi)   contorno = edificio (PCo)
emara-board-lap = más de 104 (+105):
# un marcador más allá de 104: la letra de su jugador, la pista, el valor
emara-board-lap-cp = { $letter } PCi { $n }
emara-board-lap-bp = { $letter } PCo { $n }
emara-board-lap-victoria = { emara-board-victoria_letter } PCi { $n }

## Los dos tableros y sus ubicaciones
emara-board-board = TABLERO { $n }  (horario)
emara-board-produces = +1; por artesano:
emara-board-or = o
emara-board-free = libre
emara-board-gift = Regalo →
emara-board-donation = Donación: paga → 1 libro + favor
emara-board-fixed = fijo
emara-board-then = →{ $seq }
emara-board-last = último
emara-board-book_bp = 1 libro → 5 PCo
emara-board-favor_pile = fichas boca abajo: { $n }
emara-board-stone_row = → 5 PCo + { $cp } PCi
emara-board-bread_row = → { $cp } PCi cada uno
emara-board-wood_row = 1 → 5 PCo, 3 → 10 PCo
emara-board-market_gold = Oro: 1 recurso → 1
emara-board-market_books = Libros → PCi
emara-board-empty_space = — vacío —

## Nobleza, pila de asesores B, fichas de favor, Victoria

emara-board-nobility = NOBLEZA
# número y nombre de un rango noble
emara-board-rank_line = { $n }. { $rank }
emara-board-rank_cost = costo
emara-board-none_left = no quedan
emara-board-pile_b = PILA DE ASESORES B
emara-board-pile_b_count = { $n ->
    [one] queda 1, arriba:
   *[other] quedan { $n }, arriba:
}
emara-board-pile_empty = vacía
emara-board-favors = FICHAS DE FAVOR
emara-board-favor_draw = boca abajo: { $n }
emara-board-favor_discard = descarte ({ $n }), última:
emara-board-favor_discard_none = descarte: ninguna
emara-board-victoria = { emara-victoria }
# el marcador de Victoria en la pista y en la leyenda
emara-board-victoria_letter = V
emara-board-victoria_cards = cartas de nobleza: { $cards }
emara-board-victoria_last = fin de la ronda { $round }: obra +{ $site }{ $noble }
emara-board-victoria_last_noble = , { $rank } +{ $cp }

## Una franja por jugador

emara-board-player = Jugador { $n }
emara-board-cp = PCi { $n }
emara-board-bp = PCo { $n }
emara-board-score = Total { $n }
emara-board-active = TURNO
emara-board-statue_chip = ESTATUA
emara-board-slots = Jugadas:
emara-board-slot = { $n }:
emara-board-craftsmen = Artesanos:
emara-board-hand_deck = Mano { $h } · Mazo { $d }
emara-board-noble = Rango:
emara-board-advisors = Asesores:
emara-board-favors_held = Favores:
emara-board-nothing = —

## La clasificación final

emara-board-ranking = CLASIFICACIÓN FINAL
# un puesto de la clasificación
emara-board-place = { $n }.
emara-board-rank_col = #
emara-board-player_col = Jugador
emara-board-score_col = Puntuación
emara-board-cp_col = PCi (ciudadanos)
emara-board-bp_col = PCo (construcción)

## Recursos: las letras de los iconos (uno o dos caracteres) y la leyenda de abajo

emara-board-chip-wood = M
emara-board-chip-stone = P
emara-board-chip-cloth = T
emara-board-chip-grain = G
emara-board-chip-bread = Pa
emara-board-chip-book = L
emara-board-chip-ring = A
emara-board-chip-gold = $
emara-board-key = { emara-board-chip-wood } madera · { emara-board-chip-stone } piedra · { emara-board-chip-cloth } tela · { emara-board-chip-grain } grano · { emara-board-chip-bread } pan · { emara-board-chip-book } libro · { emara-board-chip-ring } anillo de sello · { emara-board-chip-gold } moneda de oro

## Nombres en el tablero: ubicaciones (sus losetas), nombres cortos de la ciudad (fichas de favor),
## cartas de acción (los espacios jugados), recompensas de favor, lo que da un asesor al reclutarlo

emara-board-loc-forest = Bosque
emara-board-loc-grainfield = Campo de cereal
emara-board-loc-quarry = Cantera
emara-board-loc-weaving_mill = Fábrica de tejidos
emara-board-loc-castle = Castillo
emara-board-loc-cathedral = Catedral
emara-board-loc-construction_site = Sitio de constr.
emara-board-loc-market = Mercado
emara-board-short-castle = Castillo
emara-board-short-cathedral = Catedral
emara-board-short-construction_site = Obra
emara-board-short-market = Mercado
emara-board-rank-baron = { emara-rank-baron }
emara-board-rank-count = { emara-rank-count }
emara-board-rank-prince = { emara-rank-prince }
emara-board-rank-marquess = { emara-rank-marquess }
emara-board-rank-duke = { emara-rank-duke }
emara-board-card-wood = Madera
emara-board-card-stone = Piedra
emara-board-card-cloth = Tela
emara-board-card-grain = Grano
emara-board-card-ring = Anillo
emara-board-card-gold_trade = Cambio
emara-board-card-step = Paso
emara-board-card-hire_recruit = Contr./Recl.
emara-board-card-town = Ciudad
emara-board-reward-cp = { $n } PCi
emara-board-reward-bp = { $n } PCo
emara-board-reward-book = Libro
emara-board-reward-ring = Anillo
emara-board-reward-gold = Oro
# una ficha de favor: el nombre corto de la ubicación y la recompensa
emara-board-favor = { $loc }: { $reward }
emara-board-gain-cp = +{ $n } PCi
emara-board-gain-bp = +{ $n } PCo

## Asesores, rangos nobles, eventos (nombres del catálogo del juego; los efectos en pocas palabras)

emara-board-adv-master_of_coin = { emara-advisor-master_of_coin }
emara-board-adv-archivist = { emara-advisor-archivist }
emara-board-adv-goldsmith = { emara-advisor-goldsmith }
emara-board-adv-carpenter = { emara-advisor-carpenter }
emara-board-adv-baker = { emara-advisor-baker }
emara-board-adv-schoolmarm = { emara-advisor-schoolmarm }
emara-board-adv-bailiff = { emara-advisor-bailiff }
emara-board-adv-dressmaker = { emara-advisor-dressmaker }
emara-board-adv-landlord = { emara-advisor-landlord }
emara-board-adv-merchant = { emara-advisor-merchant }
emara-board-adv-chamberlain = { emara-advisor-chamberlain }
emara-board-adv-scholar = { emara-advisor-scholar }
emara-board-adv-mayoress = { emara-advisor-mayoress }
emara-board-adv-steward = { emara-advisor-steward }
emara-board-adv-abbess = { emara-advisor-abbess }
emara-board-adv-toolmaker = { emara-advisor-toolmaker }
emara-board-adv-sir_christiaan = { emara-advisor-sir_christiaan }
emara-board-adv-lady_marie = { emara-advisor-lady_marie }
emara-board-adv-sir_carl = { emara-advisor-sir_carl }
emara-board-adv-lady_frida = { emara-advisor-lady_frida }
emara-board-adv-sir_gustave = { emara-advisor-sir_gustave }
emara-board-adv-sir_antoni = { emara-advisor-sir_antoni }
emara-board-event-clear_old_forest = { emara-event-clear_old_forest }
emara-board-event-clear_old_forest-effect = cada jugador tomó 1 madera
emara-board-event-bountiful_harvest = { emara-event-bountiful_harvest }
emara-board-event-bountiful_harvest-effect = cada jugador tomó 1 grano
emara-board-event-stone_from_distant_shores = { emara-event-stone_from_distant_shores }
emara-board-event-stone_from_distant_shores-effect = cada jugador tomó 1 piedra
emara-board-event-fine_wool = { emara-event-fine_wool }
emara-board-event-fine_wool-effect = cada jugador tomó 1 tela
emara-board-event-great_famine = { emara-event-great_famine }
emara-board-event-great_famine-effect = fin de ronda: 1 grano → 3 PCi, o 2 granos / 1 anillo → 5 PCi
emara-board-event-alms_for_the_poor = { emara-event-alms_for_the_poor }
emara-board-event-alms_for_the_poor-effect = fin de ronda: 1 moneda o 1 anillo → 4 PCi
emara-board-event-new_lore = { emara-event-new_lore }
emara-board-event-new_lore-effect = fin de ronda: 1 libro o 1 anillo → 5 PCo
emara-board-event-early_winter = { emara-event-early_winter }
emara-board-event-early_winter-effect = en esta ronda, cada ganancia de PCo es 1 menor
emara-board-event-merchants_from_afar = { emara-event-merchants_from_afar }
emara-board-event-merchants_from_afar-effect = Mercado: hasta 2 monedas de oro (1 recurso cada una)
emara-board-event-long_summer = { emara-event-long_summer }
emara-board-event-long_summer-effect = en esta ronda, cada ganancia de PCo es 2 mayor
emara-board-event-pious_donation = { emara-event-pious_donation }
emara-board-event-pious_donation-effect = +3 PCi por cada donación en la catedral
emara-board-event-respected_at_court = { emara-event-respected_at_court }
emara-board-event-respected_at_court-effect = +2 PCi por cada ascenso de rango noble
emara-board-event-gift_from_the_people = { emara-event-gift_from_the_people }
emara-board-event-gift_from_the_people-effect = +3 PCi por cada regalo en el castillo
emara-board-event-good_labour_situation = { emara-event-good_labour_situation }
emara-board-event-good_labour_situation-effect = reclutar un asesor cuesta 1 recurso menos
