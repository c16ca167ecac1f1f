### Macao: poslední tah v dolním řádku záhlaví (render/macao/highlight.py), za značkou a jménem
### hráče; tentýž tah je na plánu orámován barvou hráče. Části tahu spojuje macao-board-sep.

macao-board-lt-none = Zatím žádný tah
macao-board-lt-take = bere { $card }
macao-board-lt-discard = odhazuje { $card }
macao-board-lt-act = aktivuje { $card }
macao-board-lt-use = používá { $card }
macao-board-lt-quarter = čtvrť { $n }
macao-board-lt-wall = zeď → { $space }
macao-board-lt-sail = pluje do { $node }
macao-board-lt-deliver = vykládá { $good } v { $port }
macao-board-lt-buy = kupuje prestiž
macao-board-lt-dice = volí { $a } a { $b }
