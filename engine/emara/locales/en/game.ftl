### Crown of Emara: the game's name, options, seat lines, the board caption, results.

emara-name = Crown of Emara
emara-none = —
emara-victoria = Victoria

## Options

emara-opt-building_start = Building start
emara-opt-building_start-card = From the setup card
emara-opt-building_start-value = Start at { $value }
emara-opt-first_game = First game (everyone 35)
emara-opt-random_layout = Random location layout
emara-opt-full_selection = Full card selection
emara-opt-on = On
emara-opt-off = Off

## A seat's private lines

emara-line-hand = Hand: { $cards }
emara-line-stock = Stock: { $items }
emara-line-favors = Favor tokens: { $tokens }
emara-line-advisors = Advisors: { $advisors }
emara-line-points = CP { $cp } · BP { $bp }

## The board's caption

emara-summary-round = Round { $round }/{ $rounds } · pass { $turn }/3 · event: { $event }
emara-chapter = Round { $round }/{ $rounds }
emara-summary-seat = { $player }: CP { $cp } · BP { $bp }
emara-summary-victoria = Victoria: CP { $cp }

## Final ranking: details and tie-breaks

emara-tiebreak-0 = { $a } and { $b } share the place.
emara-tiebreak-1 = { $a } and { $b }: decided by the higher second track.
emara-tiebreak-2 = { $a } and { $b }: decided by the higher noble rank.
emara-tiebreak-3 = { $a } and { $b }: decided by the CP on the top noble card.
emara-detail-cp = CP
emara-detail-bp = BP
emara-detail-final = score
emara-detail-noble_rank = noble rank
emara-detail-noble_top_cp = top noble card CP
emara-detail-victoria_cp = Victoria CP
emara-detail-won = beat Victoria

## Solo

emara-solo-difficulty = building start { $start }
emara-solo-difficulty_setup = building start from the setup card

## Refused moves

emara-err-not_your_card = That card is not in your hand.
emara-err-already_played = You already played a card this turn.
emara-err-slot_taken = That slot is not free.
emara-err-must_move = You must move a councillor before ending your turn.
