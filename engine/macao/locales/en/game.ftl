### Macao: the game's name, options, solo, seat lines, the board caption, shared phrases.

macao-name = Macao
macao-nothing = nothing
macao-plus = { $a } + { $b }
macao-cubes = { $n } { $colour }
macao-any_cubes = { $n ->
    [one] 1 cube of your choice
   *[other] { $n } cubes of your choice
}
macao-other_cube = 1 cube of another colour
macao-gold = { $n } gold
macao-pp = { $n } PP
macao-die = { $colour } { $face }
macao-joker = joker
macao-harbour = Macao harbour
macao-sea = sea space { $id }
macao-pay-any = { $n ->
    [one] 1 cube
   *[other] { $n } cubes
}
macao-pay-one_colour = { $n } cubes of one colour
macao-pay-different = { $n } cubes of different colours
macao-pay-gold = { $n } gold
macao-card_face = { $type } · cost { $cost } · tribute { $gold }/{ $pp } · { $timing }
    { $text }
macao-tiebreak = { $winner } is ahead of { $other } on the wall and wins the tie.

## Options

macao-opt-simultaneous_dice = Dice choice
macao-opt-dice_in_order = In turn order, each choice seen
macao-opt-dice_at_once = All at once, hidden until all chose

## Solo

macao-solo-opponents = AI
macao-solo-difficulty = { $level ->
    [1] level 1 (one easy AI)
    [2] level 2 (one medium AI)
    [3] level 3 (one hard AI)
    [4] level 4 (two medium AIs)
    [5] level 5 (two hard AIs)
   *[other] level { $level } (three hard AIs)
}

## A seat's panel lines

macao-line-supply = Action cubes: { $cubes }
macao-line-tableau = Tableau: { $cards }
macao-line-active = Active: { $cards }
macao-line-cargo = On board: { $goods }
macao-line-points = { $pp } PP · { $gold } gold · { $jokers ->
    [one] 1 joker
   *[other] { $jokers } jokers
} · { $markers ->
    [one] 1 punish marker
   *[other] { $markers } punish markers
}

## The board's caption

macao-summary-round = Round { $round }/{ $rounds } · tribute: { $gold } gold → { $pp } PP
macao-chapter = Round { $round }/{ $rounds }
macao-summary-seat = { $player }: { $pp } PP · { $gold } gold · { $markers ->
    [one] 1 punish marker
   *[other] { $markers } punish markers
}

## What the game asks

macao-prompt-pick = Before the game: take one card for your tableau.
macao-prompt-cubes_one = Before the game: take 1 cube of any colour for face 1 of your wind rose.
macao-prompt-cubes_two = Before the game: take 2 cubes of one colour for face 2 of your wind rose.
macao-prompt-draft = Take one card for your tableau.
macao-prompt-overflow = Six cards: discard one (you take a punish marker).
macao-prompt-dice = Choose two different dice: their cubes go on your wind rose.
macao-prompt-shift = Observatory: move one die's cubes one face up or down?
macao-prompt-actions = Your turn: activate cards, take a quarter, advance on the wall, sail, buy prestige, use cards, then end your turn.
macao-prompt-city = Which city quarter?
macao-prompt-qpay = How do you pay for the quarter?
macao-prompt-pay = Which cubes do you pay?
macao-prompt-gain = Which colour do you take?
macao-prompt-swap = Which colour do you take in exchange?
macao-prompt-aid = Midwife: take 1 cube of any colour.
macao-prompt-joker = Joker: what do you take?
macao-prompt-sail = Sail where?
macao-prompt-cards = Use which card?
macao-prompt-wall = How far along the wall?

## Final ranking: the result details

macao-detail-tableau = cards left on the tableau
macao-detail-markers = punish markers
macao-detail-penalty = PP lost to punish markers
macao-detail-cards = PP from game-end cards
macao-detail-city = PP for the city
macao-detail-chain = largest city group
macao-detail-total = PP
macao-detail-wall = place on the wall
macao-detail-gold = gold left
macao-detail-won = first place
macao-detail-best_other = best rival PP
