### Lisboa on the phone pictures (render/phone.py, render/lisboa/phone.py): the phone card posted with
### every board and a player's own area on their panel. Every word here is drawn at least 27 px on a
### 1080 px picture; long words wrap, so no fixed room applies.

# Before the latest turn: "Last turn: Anna: played Maia 2 · built a store"
lisboa-phone-last_turn = Last turn:
# A row with nothing in it
lisboa-phone-none = none
# The own area's rows: the portfolio's top row (noble cards and ships), its bottom row (treasury
# cards), the hand of political cards
lisboa-phone-portfolio_top = Portfolio: nobles and ships
lisboa-phone-portfolio_bottom = Portfolio: treasury cards
lisboa-phone-hand = Hand (political cards)
# A noble card: the noble, its Influence, its reward or penalty
lisboa-phone-noble_card = { $noble } { $n }: { $effect }
# A treasury card and its advantage
lisboa-phone-treasury_card = Treasury: { $advantage }
# A ship card: its hull spaces and its cargo
lisboa-phone-ship = Ship { $n }: { $cargo }
lisboa-phone-no_cargo = no cargo
# Goods and rubble: how many, of what
lisboa-phone-count = { $n } { $what }
