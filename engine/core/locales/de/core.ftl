### Nachrichten, die alle Spiele teilen (engine.core).

core-illegal = Dieser Zug ist jetzt nicht erlaubt.
core-not_your_turn = Du bist nicht am Zug.
core-game_over = Das Spiel ist vorbei.
core-bad_action = Diese Aktion wurde nicht verstanden.
core-seat = Spieler { $seat }
core-player = (ein Spieler, mit Namen angezeigt)
core-list_sep = { ", " }
core-chapter-setup = Spielaufbau
core-chapter-moves = Züge { $first }–{ $last }
