### The terminal table (python -m bot local).

bot-local-player = Player { $seat }
bot-local-ai = AI { $seat } ({ $level })
bot-local-started = seed { $seed }, database { $db }
bot-local-temporary = (temporary)
bot-local-resumed = Resuming the unfinished game of { $game } saved in { $db } ({ $names }); --new starts another.
bot-local-other_game = { $db } holds an unfinished game of { $other }: resume it with that game, or start another with --new.
bot-local-players_needed = --players is required to start a new game.
bot-local-board_written = (board written to { $path })
bot-local-hints = number{ $undo }, l = log, q = quit
bot-local-hint_undo = , u = undo
bot-local-type_number = Please type a number from 1 to { $n }.
bot-local-saved = The game is saved in { $db }: run the same command again to resume it.
bot-local-not_saved = This game was not saved (it ran in a temporary database; --db FILE keeps a game).
bot-local-confirm_quit = Leave the game? { $fate } [y/N]{ " " }
bot-local-quit_saved = It stays saved in { $db }.
bot-local-quit_lost = It is not saved and will be lost.
bot-local-end_of_input = End of input: leaving the game.
bot-local-interrupted = Interrupted: leaving the game.
