### Crown of Emara: nombre del juego, opciones, líneas de cada jugador, pie del tablero, resultados.

emara-name = Crown of Emara
emara-none = —
emara-victoria = Victoria

## Opciones

emara-opt-building_start = Inicio del edificio
emara-opt-building_start-card = Según la carta de evento inicial
emara-opt-building_start-value = Empezar en { $value }
emara-opt-first_game = Primera partida (todos en 35)
emara-opt-random_layout = Disposición aleatoria de ubicaciones
emara-opt-full_selection = Selección completa de cartas
emara-opt-on = Sí
emara-opt-off = No

## Las líneas privadas de un jugador

emara-line-hand = Mano: { $cards }
emara-line-stock = Reserva: { $items }
emara-line-favors = Fichas de favor: { $tokens }
emara-line-advisors = Asesores: { $advisors }
emara-line-points = PCi { $cp } · PCo { $bp }

## El pie de la imagen del tablero

emara-summary-round = Ronda { $round }/{ $rounds } · turno { $turn }/3 · evento: { $event }
emara-chapter = Ronda { $round }/{ $rounds }
emara-summary-seat = { $player }: PCi { $cp } · PCo { $bp }
emara-summary-victoria = Victoria: PCi { $cp }

## Clasificación final: detalles y desempates

emara-tiebreak-0 = { $a } y { $b } comparten el puesto.
emara-tiebreak-1 = { $a } y { $b }: desempata el segundo marcador, el más alto.
emara-tiebreak-2 = { $a } y { $b }: desempata el rango noble más alto.
emara-tiebreak-3 = { $a } y { $b }: desempatan los PCi de la carta de nobleza más alta.
emara-detail-cp = PCi
emara-detail-bp = PCo
emara-detail-final = puntuación
emara-detail-noble_rank = rango noble
emara-detail-noble_top_cp = PCi de la carta de nobleza más alta
emara-detail-victoria_cp = PCi de Victoria
emara-detail-won = venció a Victoria

## Solitario

emara-solo-difficulty = inicio del edificio en { $start }
emara-solo-difficulty_setup = inicio del edificio según la carta de evento inicial

## Jugadas rechazadas

emara-err-not_your_card = Esa carta no está en tu mano.
emara-err-already_played = Ya hay una carta jugada en este turno.
emara-err-slot_taken = Ese espacio no está libre.
emara-err-must_move = Debes mover un consejero antes de terminar tu turno.
