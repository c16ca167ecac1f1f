### Macao: "let me see the others' dice first" (seed 2.2): while the dice are chosen all at once, any
### player may ask for the rest of the round's choice in wall order.

macao-btn-seefirst = Let me see the others' dice first
macao-prompt-dice_at_once = Choose two different dice: their cubes go on your wind rose. The others see your choice once all have chosen, unless you ask to see theirs first: this round's dice are then chosen in wall order.
macao-prompt-dice_wall_order = { $player } asks to see the others' dice first: this round's dice are chosen in wall order. Choose two different dice: their cubes go on your wind rose.
macao-log-see_first = { $player } asks to see the others' dice first: this round's dice are chosen in wall order.
