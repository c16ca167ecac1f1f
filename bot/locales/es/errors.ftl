### Respuestas a jugadas y comandos que no se pueden hacer.

bot-err-not_your_turn = No es tu turno.
bot-err-outdated = Ese clic venía de un tablero anterior: la partida ya ha avanzado. No se ha cambiado nada.
bot-err-game_over = Esta partida ha terminado.
bot-err-no_game = No hay ninguna partida en este canal.
bot-err-no_lobby = No hay ninguna mesa abierta en este canal.
bot-err-channel_busy = Este canal ya tiene una partida. Termínala o abandónala antes.
bot-err-already_joined = Ya estás en esta mesa.
bot-err-not_joined = No estás en esta mesa.
bot-err-not_seated = No juegas en esta partida.
bot-err-bad_action = No se ha podido leer ese botón (está mal formado o es falso).
bot-err-illegal = Esa jugada no está permitida: { $reason }
bot-err-not_creator = Solo quien abrió la mesa puede hacer eso.
bot-err-not_allowed_abandon = Solo quien abrió la mesa o alguien que gestione el canal puede abandonar la partida.
bot-err-table_full = La mesa está llena ({ $max } jugadores).
bot-err-player_count = Este juego necesita de { $min } a { $max } jugadores; { $count ->
    [one] se ha unido { $count }
   *[other] se han unido { $count }
}.
bot-err-unknown_game = Juego desconocido: { $game }.
bot-err-bad_option = Opción no válida: { $field } = { $value }.
bot-err-lobby_not_started = La partida aún no ha empezado.
bot-err-already_started = La partida ya ha empezado.
bot-err-undo_nothing = No hay nada de tu turno actual que deshacer.
bot-err-undo_reveal = Eso no se puede deshacer: reveló información oculta o aleatoria.
bot-err-busy = Otra persona ha jugado en ese mismo momento; inténtalo de nuevo.

# A click on the message of an earlier table, whose game is over or never started
bot-err-lobby_closed = Esa mesa está cerrada: su partida se abandonó o nunca empezó. Abre una nueva con /jugar.
# a game that declares no AI support (GameInfo.supports): the lobby, /play ai, the terminal's --ai
bot-err-no_ai = { $game } no tiene jugadores de IA: solo pueden sentarse personas.
# a game that declares no hints: the lobby's hint option, Suggest
bot-err-no_hints = { $game } no da pistas.
