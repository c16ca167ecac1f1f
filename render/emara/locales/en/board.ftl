### Crown of Emara: every word on the board picture (render/emara). Names of advisors, noble ranks
### and events are the game's own messages, referenced here ({ emara-advisor-baker }): translate them
### once, in engine/emara/locales. Keep the picture's texts short: most of them have a fixed room.

## The headline band

emara-board-to_move = to move
emara-board-round_pass = Round { $n }/6 · Pass { $p }/3
emara-board-round_end = Round { $n }/6 · end of round
emara-board-final_scoring = Final scoring
emara-board-game_over = Game over
# $count: how many players share the win
emara-board-win = { $count ->
    [one] wins
   *[other] win
}
emara-board-and = { " " }&{ " " }
emara-board-victoria_wins = Victoria wins
emara-board-score_cp = CP{ " " }
emara-board-score_bp = BP{ " " }
emara-board-score_sep = { " " }·{ " " }
emara-board-last_none = No move yet
emara-board-last_sep = { " " }·{ " " }
emara-board-lt-played = played { $card }
emara-board-lt-to = to { $loc }
emara-board-lt-at = at { $loc }
emara-board-lt-hut = craftsman at { $loc }
emara-board-lt-adv = recruited { $adv }
emara-board-lt-rank = became { $rank }
emara-board-deed-gift = gift → ring
emara-board-deed-bookbp = book → BP
emara-board-deed-donate = donation → book
emara-board-deed-buy = bought { $n } gold
emara-board-deed-sell = { $n ->
    [one] sold 1 book
   *[other] sold { $n } books
}
emara-board-deed-stone = delivered stone
emara-board-deed-bread = delivered { $n } bread
emara-board-deed-wood = delivered { $n } wood
emara-board-deed-cash = cashed a favor
emara-board-deed-eor = event exchange
emara-board-deed-eor-great_famine-grain1 = 1 grain → 3 CP
emara-board-deed-eor-great_famine-grain2 = 2 grain → 5 CP
emara-board-deed-eor-great_famine-ring = 1 ring → 5 CP
emara-board-deed-eor-alms_for_the_poor-gold = 1 gold → 4 CP
emara-board-deed-eor-alms_for_the_poor-ring = 1 ring → 4 CP
emara-board-deed-eor-new_lore-book = 1 book → 5 BP
emara-board-deed-eor-new_lore-ring = 1 ring → 5 BP

## The event of the round

emara-board-event = Event:
emara-board-no_event = No event yet
emara-board-events_left = { $n ->
    [one] 1 event left
   *[other] { $n } events left
}

## The scoring track

emara-board-track = SCORING TRACK
emara-board-track_key = filled = Citizen (CP)   outlined = Building (BP)
emara-board-lap = beyond 104 (+105):
# one marker beyond 104: its player's letter, the track, the value
emara-board-lap-cp = { $letter } CP { $n }
emara-board-lap-bp = { $letter } BP { $n }
emara-board-lap-victoria = { emara-board-victoria_letter } CP { $n }

## The two boards and their locations
emara-board-board = BOARD { $n }  (clockwise)
emara-board-produces = +1; per craftsman:
emara-board-or = or
emara-board-free = free
emara-board-gift = Gift: pay →
emara-board-donation = Donation: pay → 1 Book + favor
emara-board-fixed = fixed
emara-board-then = →{ $seq }
emara-board-last = last
emara-board-book_bp = 1 Book → 5 BP
emara-board-favor_pile = favors face down: { $n }
emara-board-stone_row = → 5 BP + { $cp } CP
emara-board-bread_row = → { $cp } CP each
emara-board-wood_row = 1 → 5 BP, 3 → 10 BP
emara-board-market_gold = Buy gold: 1 resource → 1
emara-board-market_books = Sell books → CP
emara-board-empty_space = — empty —

## Nobility, advisor pile B, favor tokens, Victoria

emara-board-nobility = NOBILITY
# a noble rank's number and name
emara-board-rank_line = { $n }. { $rank }
emara-board-rank_cost = cost
emara-board-none_left = none left
emara-board-pile_b = ADVISOR PILE B
emara-board-pile_b_count = { $n } left, top:
emara-board-pile_empty = empty
emara-board-favors = FAVOR TOKENS
emara-board-favor_draw = face down: { $n }
emara-board-favor_discard = discard ({ $n }), newest:
emara-board-favor_discard_none = discard: none
emara-board-victoria = { emara-victoria }
# Victoria's marker on the track
emara-board-victoria_letter = V
emara-board-victoria_cards = nobility cards: { $cards }
emara-board-victoria_last = end of round { $round }: site +{ $site }{ $noble }
emara-board-victoria_last_noble = , { $rank } +{ $cp }

## One strip per player

emara-board-player = Player { $n }
emara-board-cp = CP { $n }
emara-board-bp = BP { $n }
emara-board-score = Score { $n }
emara-board-active = TO MOVE
emara-board-statue_chip = STATUE
emara-board-slots = Played:
emara-board-slot = { $n }:
emara-board-craftsmen = Craftsmen:
emara-board-hand_deck = Hand { $h } · Deck { $d }
emara-board-noble = Noble:
emara-board-advisors = Advisors:
emara-board-favors_held = Favors:
emara-board-nothing = —

## The final ranking

emara-board-ranking = FINAL RANKING
# a place in the ranking
emara-board-place = { $n }.
emara-board-rank_col = #
emara-board-player_col = Player
emara-board-score_col = Score
emara-board-cp_col = CP (citizens)
emara-board-bp_col = BP (buildings)

## Resources: the letters on the resource icons (one or two characters), and the key at the bottom

emara-board-chip-wood = W
emara-board-chip-stone = S
emara-board-chip-cloth = C
emara-board-chip-grain = G
emara-board-chip-bread = Br
emara-board-chip-book = Bk
emara-board-chip-ring = R
emara-board-chip-gold = $
emara-board-key = { emara-board-chip-wood } wood · { emara-board-chip-stone } stone · { emara-board-chip-cloth } cloth · { emara-board-chip-grain } grain · { emara-board-chip-bread } bread · { emara-board-chip-book } book · { emara-board-chip-ring } signet ring · { emara-board-chip-gold } gold coin

## Names on the board: locations (their tiles), short town names (favor tokens), action cards (the
## played slots), favor rewards, what recruiting an advisor scores at once

emara-board-loc-forest = Forest
emara-board-loc-grainfield = Grainfield
emara-board-loc-quarry = Quarry
emara-board-loc-weaving_mill = Weaving Mill
emara-board-loc-castle = Castle
emara-board-loc-cathedral = Cathedral
emara-board-loc-construction_site = Construction Site
emara-board-loc-market = Market
emara-board-short-castle = Castle
emara-board-short-cathedral = Cathedral
emara-board-short-construction_site = Site
emara-board-short-market = Market
emara-board-rank-baron = { emara-rank-baron }
emara-board-rank-count = { emara-rank-count }
emara-board-rank-prince = { emara-rank-prince }
emara-board-rank-marquess = { emara-rank-marquess }
emara-board-rank-duke = { emara-rank-duke }
emara-board-card-wood = Wood
emara-board-card-stone = Stone
emara-board-card-cloth = Cloth
emara-board-card-grain = Grain
emara-board-card-ring = Ring
emara-board-card-gold_trade = Gold trade
emara-board-card-step = Step
emara-board-card-hire_recruit = Hire/Recr.
emara-board-card-town = Town
emara-board-reward-cp = { $n } CP
emara-board-reward-bp = { $n } BP
emara-board-reward-book = Book
emara-board-reward-ring = Ring
emara-board-reward-gold = Gold
# a favor token: the short town name and the reward
emara-board-favor = { $loc }: { $reward }
emara-board-gain-cp = +{ $n } CP
emara-board-gain-bp = +{ $n } BP

## Advisors, noble ranks, events (names from the game's catalog; the events' effects in a few words)

emara-board-adv-master_of_coin = { emara-advisor-master_of_coin }
emara-board-adv-archivist = { emara-advisor-archivist }
emara-board-adv-goldsmith = { emara-advisor-goldsmith }
emara-board-adv-carpenter = { emara-advisor-carpenter }
emara-board-adv-baker = { emara-advisor-baker }
emara-board-adv-schoolmarm = { emara-advisor-schoolmarm }
emara-board-adv-bailiff = { emara-advisor-bailiff }
emara-board-adv-dressmaker = { emara-advisor-dressmaker }
emara-board-adv-landlord = { emara-advisor-landlord }
emara-board-adv-merchant = { emara-advisor-merchant }
emara-board-adv-chamberlain = { emara-advisor-chamberlain }
emara-board-adv-scholar = { emara-advisor-scholar }
emara-board-adv-mayoress = { emara-advisor-mayoress }
emara-board-adv-steward = { emara-advisor-steward }
emara-board-adv-abbess = { emara-advisor-abbess }
emara-board-adv-toolmaker = { emara-advisor-toolmaker }
emara-board-adv-sir_christiaan = { emara-advisor-sir_christiaan }
emara-board-adv-lady_marie = { emara-advisor-lady_marie }
emara-board-adv-sir_carl = { emara-advisor-sir_carl }
emara-board-adv-lady_frida = { emara-advisor-lady_frida }
emara-board-adv-sir_gustave = { emara-advisor-sir_gustave }
emara-board-adv-sir_antoni = { emara-advisor-sir_antoni }
emara-board-event-clear_old_forest = { emara-event-clear_old_forest }
emara-board-event-clear_old_forest-effect = each player took 1 Wood
emara-board-event-bountiful_harvest = { emara-event-bountiful_harvest }
emara-board-event-bountiful_harvest-effect = each player took 1 Grain
emara-board-event-stone_from_distant_shores = { emara-event-stone_from_distant_shores }
emara-board-event-stone_from_distant_shores-effect = each player took 1 Stone
emara-board-event-fine_wool = { emara-event-fine_wool }
emara-board-event-fine_wool-effect = each player took 1 Cloth
emara-board-event-great_famine = { emara-event-great_famine }
emara-board-event-great_famine-effect = end of round: 1 Grain → 3 CP, or 2 Grain / 1 Ring → 5 CP
emara-board-event-alms_for_the_poor = { emara-event-alms_for_the_poor }
emara-board-event-alms_for_the_poor-effect = end of round: 1 Gold or 1 Ring → 4 CP
emara-board-event-new_lore = { emara-event-new_lore }
emara-board-event-new_lore-effect = end of round: 1 Book or 1 Ring → 5 BP
emara-board-event-early_winter = { emara-event-early_winter }
emara-board-event-early_winter-effect = every BP gain this round is 1 less
emara-board-event-merchants_from_afar = { emara-event-merchants_from_afar }
emara-board-event-merchants_from_afar-effect = Market: buy up to 2 gold (1 resource each)
emara-board-event-long_summer = { emara-event-long_summer }
emara-board-event-long_summer-effect = every BP gain this round is 2 more
emara-board-event-pious_donation = { emara-event-pious_donation }
emara-board-event-pious_donation-effect = +3 CP for each Cathedral donation
emara-board-event-respected_at_court = { emara-event-respected_at_court }
emara-board-event-respected_at_court-effect = +2 CP for each noble-rank increase
emara-board-event-gift_from_the_people = { emara-event-gift_from_the_people }
emara-board-event-gift_from_the_people-effect = +3 CP for each Castle gift
emara-board-event-good_labour_situation = { emara-event-good_labour_situation }
emara-board-event-good_labour_situation-effect = recruiting an advisor costs 1 resource less
