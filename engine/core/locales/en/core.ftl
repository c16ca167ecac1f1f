### Messages shared by every game (engine.core).

core-illegal = That move is not allowed now.
core-not_your_turn = It is not your turn.
core-game_over = The game is over.
core-bad_action = That action could not be read.
core-seat = Player { $seat }
core-player = (a player, shown by name)
core-list_sep = { ", " }
core-chapter-setup = Setup
core-chapter-moves = Moves { $first }–{ $last }
