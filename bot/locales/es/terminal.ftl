### La mesa en la terminal (python -m bot local).
### Las teclas (u, l, q, y/N) no se traducen: la terminal lee esas letras en todos los idiomas.

bot-local-player = Jugador { $seat }
bot-local-ai = IA { $seat } ({ $level })
bot-local-started = semilla { $seed }, base de datos { $db }
bot-local-temporary = (temporal)
bot-local-resumed = Se reanuda la partida sin terminar de { $game } guardada en { $db } ({ $names }); --new empieza otra.
bot-local-other_game = { $db } contiene una partida sin terminar de { $other }: reanúdala con ese juego o empieza otra con --new.
bot-local-players_needed = Para empezar una partida nueva hace falta --players.
bot-local-board_written = (tablero guardado en { $path })
bot-local-hints = número{ $undo }, l = registro, q = salir
bot-local-hint_undo = , u = deshacer
bot-local-type_number = Escribe un número del 1 al { $n }.
bot-local-saved = La partida está guardada en { $db }: ejecuta el mismo comando otra vez para reanudarla.
bot-local-not_saved = Esta partida no se ha guardado (se jugó en una base de datos temporal; --db ARCHIVO guarda la partida).
bot-local-confirm_quit = ¿Salir de la partida? { $fate } [y/N]{ " " }
bot-local-quit_saved = Queda guardada en { $db }.
bot-local-quit_lost = No está guardada y se perderá.
bot-local-end_of_input = Fin de la entrada: saliendo de la partida.
bot-local-interrupted = Interrumpido: saliendo de la partida.

## Repeticiones (python -m bot local --replay ID): las teclas n, p, f, l, c, q son las mismas en todos los idiomas.
bot-local-replay_opened = { $game }, partida { $id }: { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} tras el inicio.
bot-local-replay_hints = n/Enter = siguiente, p = anterior, f/l = primero/último, 0-{ $last } = ese tablero, c = capítulos, q = salir
bot-local-replay_chapters = Capítulos (el número de su primer tablero):
bot-local-replay_type = Escribe n, p, f, l, c, q o un número de tablero del 0 al { $last }.
bot-local-replay_at_last = Este es el último tablero: p vuelve atrás, f al inicio, q sale.
bot-local-replay_at_first = Este es el primer tablero: n o Enter avanza.
bot-local-replay_closed = Repetición cerrada.
bot-local-replay_interrupted = Interrumpido: repetición cerrada.
bot-local-replay_no_database = No existe la base de datos { $db } (--db ARCHIVO indica otra).
bot-local-replay_hint = Esta fue la partida { $id }; vuelve a recorrerla con: python -m bot local --replay { $id } --db { $db }

# the terminal's "?": the decision's rule and what each option changes (service.why)
bot-local-why_key = , ? = por qué
