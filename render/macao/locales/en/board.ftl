### Macao: every word on the board picture (render/macao). The names of cards, colours, goods,
### ports, card types and timings are the game's own messages (engine/macao/locales): translate
### them there, once. Keep these texts short: most of them have a fixed room on the picture.
### Terms as in the game's messages: PP (prestige points), gold, joker, punish marker, tableau.

## The headline band (40 px text, read on a phone)

# The status at the top right: "Round 5/12 · Actions" (round, separator, phase)
macao-board-round = Round { $n }/{ $rounds }
# Between parts of one line (status, score, deck and discard)
macao-board-sep = { " " }·{ " " }
# The status during the two steps before round 1 (first card, starting cubes)
macao-board-pregame = Before the game
# The status once the game has ended
macao-board-game_over = Game over
# Phases after "Round 5/12 · ": the pre-game card pick and starting cubes, then the round's card
# draft, dice choice and action turns (the last one is not shown: the status says "Game over")
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
# The third row: this round's tribute rate (buy prestige: pay the gold, gain the PP) ...
macao-board-tribute = Tribute: { $gold } gold → { $pp } PP
# ... or before round 1
macao-board-no_tribute = No tribute yet
# ... then the turn order (the players' markers follow)
macao-board-order = Order:

## The round's cards

# The title of the row of cards the players draft from
macao-board-offer = Cards on offer
# Beside the title while no card is on offer
macao-board-offer_none = none now
# The face-down draw pile: only its size is shown
macao-board-deck = { $n ->
    [one] Deck: 1 card
   *[other] Deck: { $n } cards
}
# The face-up discard pile's size
macao-board-discard = Discard pile: { $n }
# Before the office pairs of the later rounds (round number, then each office as a cube and its count)
macao-board-offices_coming = Coming offices:

## The city

# The title of the city's 30 quarters
macao-board-city = City
# Beside the title: what the cubes in a quarter are, what the dark quarters hold
macao-board-city_hint = cost in cubes · dark: joker

## The sea and the ports

# The title of the sea map
macao-board-sea = Sea
# Beside the title: sailing costs 1 cube per space; a delivery fills the port's best free space
macao-board-sea_hint = 1 cube per space · ports: best free space first
# The start of every ship on the sea graph and in the panels
macao-board-harbour = Macao

## The wall

# The title of the 16 wall spaces
macao-board-wall = City wall
# One advance and its cost, as in "2 → 3" (2 spaces for 3 cubes); joined into the hint below
macao-board-wall_cost = { $n } → { $cubes }
# Beside the title: $costs lists the advances ("1 → 1 · 2 → 3 …"); the top disc of a stack plays first
macao-board-wall_hint = spaces → cubes: { $costs } · top of a stack moves first

## The player panels

# The arrow of the wind rose: this round's action cubes (the faces 1-6 are numbers)
macao-board-rose_arrow = →
# The row of cards taken but not yet activated
macao-board-tableau = Tableau
# The row of activated cards
macao-board-active = Active
# A row without cards
macao-board-none = none
# More cards than fit in the row
macao-board-more = +{ $n }
# Prestige points, gold, jokers and punish markers beside the player's name
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
# The active player's panel: what their action cubes pay for now (also lit on the board):
# cards to activate, quarters to take, how many wall spaces at most, ports the ship reaches
macao-board-affords = Cubes pay for: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $quarters ->
    [one] 1 quarter
   *[other] { $quarters } quarters
} · { $wall ->
    [one] 1 wall space
   *[other] { $wall } wall spaces
} · { $ports ->
    [one] 1 port
   *[other] { $ports } ports
}
# A panel of a player who may act now (outside the action phase)
macao-board-to_move_tag = to move
# Where the ship is ($node: a port, Macao, or a sea space id: S1, N2 …); its cargo follows
macao-board-ship = Ship: { $node }
# Before the two dice the player chose this round (each a cube of its colour and its number)
macao-board-dice = Dice:
# Chosen at the same time as the others: shown once everyone chose
macao-board-dice_hidden = chosen (hidden until all chose)
# Not chosen yet this round
macao-board-dice_none = not chosen
# City quarters owned and goods tiles delivered
macao-board-holdings = { $quarters ->
    [one] 1 quarter
   *[other] { $quarters } quarters
} · { $delivered ->
    [one] 1 delivery
   *[other] { $delivered } deliveries
}

## The final scoring

# The title of the ranking at the end
macao-board-final = Final scoring
# Column headings, one per part of the end-game breakdown: cards left on the tableau, punish
# markers, the PP they cost, PP from end-game cards, PP from the largest chain of quarters, the
# chain's length, the final total
macao-board-final-tableau = Cards left
macao-board-final-markers = Markers
macao-board-final-penalty = Penalty
macao-board-final-cards = Card PP
macao-board-final-city = City PP
macao-board-final-chain = Chain
macao-board-final-total = Total

## The key at the bottom

# Before every cube letter with its colour's name
macao-board-key_cubes = Cubes:
# Beside the joker tile
macao-board-key_joker = joker
# Before every goods mark with its good's name
macao-board-key_goods = Goods:

## The letter in each cube (colour is never the only cue): one letter each, all different

macao-board-cube-red = R
macao-board-cube-blue = B
macao-board-cube-green = G
# black: K, as in printing (B is blue)
macao-board-cube-black = K
# grey: E, the second letter (G is green)
macao-board-cube-grey = E
macao-board-cube-purple = P

## The mark on each goods tile: at most 2 letters each, all different

macao-board-good-lacquer = La
macao-board-good-rice = Ri
macao-board-good-tea = Te
macao-board-good-jade = Ja
macao-board-good-silk = Si
macao-board-good-paper = Pa
macao-board-good-porcelain = Po
macao-board-good-spices = Sp
