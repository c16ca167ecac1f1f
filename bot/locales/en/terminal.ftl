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

## Replays (python -m bot local --replay ID): the keys stay n, p, f, l, c, q in every language.
bot-local-replay_opened = { $game }, game { $id }: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} after the start.
bot-local-replay_hints = n/Enter = next, p = previous, f/l = first/last, 0-{ $last } = that board, c = chapters, q = quit
bot-local-replay_chapters = Chapters (the number of their first board):
bot-local-replay_type = Type n, p, f, l, c, q or a board number from 0 to { $last }.
bot-local-replay_at_last = This is the last board: p goes back, f to the start, q quits.
bot-local-replay_at_first = This is the first board: n or Enter goes on.
bot-local-replay_closed = Replay closed.
bot-local-replay_interrupted = Interrupted: replay closed.
bot-local-replay_no_database = There is no database { $db } (--db FILE names another).
bot-local-replay_hint = This was game { $id }; step through it again with: python -m bot local --replay { $id } --db { $db }

# the terminal's "?": the decision's rule and what each option changes (service.why)
bot-local-why_key = , ? = why
