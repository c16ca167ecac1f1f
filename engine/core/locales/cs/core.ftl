### Zprávy společné všem hrám (engine.core).

core-illegal = Tento tah teď není povolen.
core-not_your_turn = Nejste na tahu.
core-game_over = Hra už skončila.
core-bad_action = Tuto akci se nepodařilo přečíst.
core-seat = Hráč { $seat }
core-player = (hráč, zobrazí se jeho jméno)
core-list_sep = { ", " }
core-chapter-setup = Příprava
core-chapter-moves = Tahy { $first }–{ $last }
