### Macao: every word on the board picture (render/macao). The names of cards, colours, goods,
### ports, card types and timings are the game's own messages (engine/macao/locales): translate
### them there, once. Keep these texts short: most of them have a fixed room on the picture.

## The headline band (40 px text, read on a phone)

# The status at the top right: round and phase
macao-board-round = Round { $n }/{ $rounds }
macao-board-sep = { " " }·{ " " }
macao-board-pregame = Before the game
macao-board-game_over = Game over
macao-board-phase-pick = Card pick
macao-board-phase-cubes = Starting cubes
macao-board-phase-draft = Cards
macao-board-phase-dice = Dice
macao-board-phase-actions = Actions
macao-board-phase-over = Game over
# After the name of the player whose turn it is
macao-board-to_move = to move
# Before the markers of the players who have not chosen their dice yet (all choose at once)
macao-board-choosing = Choosing dice:
# After the winners' names; $count: how many share the win
macao-board-win = { $count ->
    [one] wins
   *[other] win
}
# A seat without a name
macao-board-player = Player { $n }
# A player's score in the band
macao-board-score = { $pp } PP · { $gold } gold
# The third row: this round's tribute rate, then the turn order (markers follow)
macao-board-tribute = Tribute: { $gold } gold → { $pp } PP
macao-board-no_tribute = No tribute yet
macao-board-order = Order:

## The round's cards

macao-board-offer = Cards on offer
# Beside the title while no card is on offer
macao-board-offer_none = none now
macao-board-deck = { $n ->
    [one] Deck: 1 card
   *[other] Deck: { $n } cards
}
macao-board-discard = Discard pile: { $n }
# Before the office pairs of the later rounds (round number, then each office as a cube and its count)
macao-board-offices_coming = Coming offices:

## The city

macao-board-city = City
macao-board-city_hint = cost in cubes · dark: joker
## The sea and the ports

macao-board-sea = Sea
macao-board-sea_hint = 1 cube per space · ports: best free space first
# The start of every ship on the sea graph and in the panels
macao-board-harbour = Macao

## The wall

macao-board-wall = City wall
# One advance and its cost, as in "2 → 3" (2 spaces for 3 cubes); joined into the hint below
macao-board-wall_cost = { $n } → { $cubes }
macao-board-wall_hint = spaces → cubes: { $costs } · top of a stack moves first

## The player panels

# The arrow of the wind rose: this round's action cubes
macao-board-rose_arrow = →
macao-board-tableau = Tableau
macao-board-active = Active
macao-board-none = none
# More cards than fit in the row
macao-board-more = +{ $n }
macao-board-pp = { $n } PP
macao-board-gold = { $n } gold
macao-board-jokers = { $n ->
    [one] 1 joker
   *[other] { $n } jokers
}
macao-board-markers = { $n ->
    [one] 1 punish marker
   *[other] { $n } punish markers
}
# The final score badge
macao-board-total = Total { $n }
# The active player's panel: what their action cubes pay for now (also lit on the board)
macao-board-affords = Cubes pay for: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $quarters ->
    [one] 1 quarter
   *[other] { $quarters } quarters
} · wall { $wall } · { $ports ->
    [one] 1 port
   *[other] { $ports } ports
}
# A panel of a player who may act now (outside the action phase)
macao-board-to_move_tag = to move
# $node: a port, Macao, or a sea space id (S1, N2 …)
macao-board-ship = Ship: { $node }
macao-board-dice = Dice:
# Chosen at the same time as the others: shown once everyone chose
macao-board-dice_hidden = chosen (hidden until all chose)
macao-board-dice_none = not chosen
macao-board-holdings = { $quarters ->
    [one] 1 quarter
   *[other] { $quarters } quarters
} · { $delivered ->
    [one] 1 delivery
   *[other] { $delivered } deliveries
}

## The final scoring

macao-board-final = Final scoring
# Column headings, one per part of the end-game breakdown
macao-board-final-tableau = Cards left
macao-board-final-markers = Markers
macao-board-final-penalty = Penalty
macao-board-final-cards = Card PP
macao-board-final-city = City PP
macao-board-final-chain = Chain
macao-board-final-total = Total

## The key at the bottom

macao-board-key_cubes = Cubes:
macao-board-key_joker = joker
macao-board-key_goods = Goods:

## The letter in each cube (colour is never the only cue): one letter, all different

macao-board-cube-red = R
macao-board-cube-blue = B
macao-board-cube-green = G
macao-board-cube-black = K
macao-board-cube-grey = E
macao-board-cube-purple = P

## The mark on each goods tile: at most 2 letters, all different

macao-board-good-lacquer = La
macao-board-good-rice = Ri
macao-board-good-tea = Te
macao-board-good-jade = Ja
macao-board-good-silk = Si
macao-board-good-paper = Pa
macao-board-good-porcelain = Po
macao-board-good-spices = Sp
