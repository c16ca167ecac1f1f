### Mensajes comunes a todos los juegos (engine.core).

core-illegal = Esa jugada no está permitida ahora.
core-not_your_turn = No es tu turno.
core-game_over = La partida ha terminado.
core-bad_action = No se pudo leer esa acción.
core-seat = Jugador { $seat }
core-player = (un jugador, se muestra por su nombre)
core-list_sep = { ", " }
core-chapter-setup = Preparación
core-chapter-moves = Jugadas { $first }–{ $last }
