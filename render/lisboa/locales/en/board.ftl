### Lisboa: every word on the board picture (render/lisboa). Keep these texts short: most of them
### have a fixed room on the picture (a parcel is ~110 px wide, a decree ~210 px, at 18-20 px text).
### Terms: wigs (victory points), reis (money), influence, officials, stores, rubble, decrees.
### Until the game's own catalog names nobles, goods, colours and cards, they are here too.

## The headline band (45 px text, read on a phone)

# The status at the top right: "Period 1" (+ a note when the end is near)
lisboa-board-period = Period { $n }
lisboa-board-game_over = Game over
lisboa-board-phase-draft = Drafting the hand
lisboa-board-phase-start_decree = Starting decrees
# After the name of the player whose turn it is
lisboa-board-to_move = to move
# After the name of a player asked out of turn (joining a Visit)
lisboa-board-to_answer = to answer
# Before the markers of several players who may act now
lisboa-board-waiting = Waiting for:
# After the winners' names; $count: how many share the win
lisboa-board-win = { $count ->
    [one] wins
   *[other] win
}
# A seat without a name; the solo Rival
lisboa-board-player = Player { $n }
lisboa-board-rival = Rival
# A player's score in the band
lisboa-board-score = { $wigs } wigs · { $reis } reis
# The third row: the treasury and what ends the period or the game
# $infl: the visit's influence value with its sign (+1, −2)
lisboa-board-treasury_line = Treasury { $reis } reis · visit { $infl } infl.
lisboa-board-church_due = Church scoring this turn
lisboa-board-period_due = Period ends after this turn
lisboa-board-end_due = { $n ->
    [one] Last turn
   *[other] Game ends in { $n } turns
}

## Section titles and hints

lisboa-board-city = Downtown Lisbon
lisboa-board-city_hint = store: owner + good; cubes: rubble
lisboa-board-treasury = Treasury (reis / visit influence)
lisboa-board-prices = Goods prices
lisboa-board-church = Church
lisboa-board-offices = Offices of the nobles
lisboa-board-political = Political cards
lisboa-board-buildings = Public buildings and plans
lisboa-board-decrees = Decrees ({ $n } in the deck)
lisboa-board-supply = Supply
lisboa-board-final = Final scoring
lisboa-board-key = Key:

## The city

# Row E of a 2-player (or solo) game
lisboa-board-covered = covered (2 players)
# Under the column rubble: the column's scoring tile (wigs per matching public building)
lisboa-board-scoring = ×{ $n }
lisboa-board-scoring_hint = wigs per PB
# A site's public building: its architect's side
lisboa-board-arch-arch_blue = blue arch.
lisboa-board-arch-arch_green = green arch.
lisboa-board-arch_short-arch_blue = Blue
lisboa-board-arch_short-arch_green = Green

## Tracks

lisboa-board-reis_value = { $n } r
# $n: the visit's influence value with its sign (+1, −2)
lisboa-board-infl_value = { $n } inf
lisboa-board-price = { $n }

## Church

lisboa-board-cardinal = Cardinal
lisboa-board-cardinal_letter = C
lisboa-board-gap-influence = Infl.
lisboa-board-gap-treasury = Treas.
lisboa-board-bag = Clergy bag: { $n }
lisboa-board-empty = empty

## Offices

lisboa-board-courtyard = Courtyard
lisboa-board-neutral_letter = N
lisboa-board-office_full = { $n }/6

## Political cards and supply

lisboa-board-pile = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
lisboa-board-face_down = face down
lisboa-board-court = Royal Court
lisboa-board-shipyard = Shipyard: { $n }
lisboa-board-stack = stack { $n }
lisboa-board-plans_left = { $n } plans
lisboa-board-plan = Plan: { $n } off.
lisboa-board-favors = Favors
lisboa-board-city_tiles = City tiles
lisboa-board-tiles_left = { $large } large · { $small } small
lisboa-board-decks = Purple { $purple } · Brown { $brown } · Goal B { $goal }
lisboa-board-reserve = Rubble pile
lisboa-board-treasury_card = Treasury
lisboa-board-influence_card = Infl. { $n }
lisboa-board-advantage = Adv.: { $text }

## Players

lisboa-board-wigs = { $n } wigs
lisboa-board-reis = { $n } reis
lisboa-board-influence = Infl. { $n }
lisboa-board-hand = Hand { $n }
lisboa-board-decree_count = Decrees { $n }
lisboa-board-goal = Goal { $id }
lisboa-board-portfolio = Portfolio
lisboa-board-slot_empty = empty
lisboa-board-slot_closed = closed
lisboa-board-at_sea = at sea
lisboa-board-ship = Ship { $n }
lisboa-board-ship_bonus = +{ $bonus } r/good · infl. { $infl }
lisboa-board-goods = Goods
lisboa-board-rubble = Rubble
lisboa-board-sets = Sets { $n }
lisboa-board-markers = Markers { $n }
lisboa-board-clergy = Clergy
lisboa-board-plans = Plans
lisboa-board-done = done
lisboa-board-houses = Houses left
lisboa-board-house-left = L{ $n }
lisboa-board-house-middle = M{ $n }
lisboa-board-house-right = R{ $n }
lisboa-board-none = none
lisboa-board-total = Total { $n }

## Final scoring: the parts of a player's breakdown (scoring.py keys)

lisboa-board-final-wigs = Wigs
lisboa-board-final-sets = Sets
lisboa-board-final-favors = Favors
lisboa-board-final-reis = Reis
lisboa-board-final-money = Money
lisboa-board-final-stores = Stores
lisboa-board-final-officials = Officials
lisboa-board-final-decrees = Decrees
lisboa-board-final-ships = Ships
lisboa-board-final-clergy = Clergy
lisboa-board-final-total = Added

## Names (until the game's own catalog has them)

lisboa-board-noble-maia = Maia
lisboa-board-noble-pombal = Pombal
lisboa-board-noble-king = King
lisboa-board-noble-treasury = Treasury
lisboa-board-good-gold = gold
lisboa-board-good-cloth = cloth
lisboa-board-good-books = books
lisboa-board-good-tools = tools
# The letter printed on a good (colour is never the only cue)
lisboa-board-good_letter-gold = G
lisboa-board-good_letter-cloth = C
lisboa-board-good_letter-books = B
lisboa-board-good_letter-tools = T
lisboa-board-colour-yellow = yellow
lisboa-board-colour-pink = pink
lisboa-board-colour-brown = brown
lisboa-board-colour-blue = blue
# The letter printed on a rubble cube
lisboa-board-rubble_letter-earthquake = E
lisboa-board-rubble_letter-fire = F
lisboa-board-rubble_letter-tsunami = T
lisboa-board-rubble_name-earthquake = earthquake
lisboa-board-rubble_name-fire = fire
lisboa-board-rubble_name-tsunami = tsunami
# A street's short name on the board: (Rua) Aurea ...
lisboa-board-street-s_yellow = Rua Áurea
lisboa-board-street-s_pink = Rua Augusta
lisboa-board-street-s_brown = Rua Nova da Princesa
lisboa-board-street-s_blue = Rua Bela da Rainha

## Effects: rewards and penalties of parcels, sites and cards (short)

lisboa-board-fx-gain_gold = +1 gold
lisboa-board-fx-gain_good = +1 { $good }
lisboa-board-fx-gain_reis = +{ $n } reis
lisboa-board-fx-gain_plan = +plan
lisboa-board-fx-gain_official = +official
lisboa-board-fx-gain_cardinal1 = Cardinal +1
# a standard influence gain (the sum over the portfolio's top row)
lisboa-board-fx-gain_influence = +infl.
lisboa-board-fx-gain_infl = +{ $n } infl.
lisboa-board-fx-gain_rubble = +rubble
lisboa-board-fx-gain_wigs = +{ $n } wigs
lisboa-board-fx-gain_favor = +favor
lisboa-board-fx-gain_price_up = price +{ $n }
lisboa-board-fx-gain_goal_b = +{ $n } goal B
lisboa-board-fx-lose_official = −official
lisboa-board-fx-lose_good = −1 good
lisboa-board-fx-lose_reis = −{ $n } reis
lisboa-board-fx-lose_infl = −{ $n } infl.
lisboa-board-fx-lose_wigs = −{ $n } wigs

## Treasury cards: centre events and bottom advantages (short)

lisboa-board-event-ev_hire = Hire officials
lisboa-board-event-ev_plan = Acquire a plan
lisboa-board-event-ev_ship = Build a ship
lisboa-board-event-ev_produce = Produce goods
lisboa-board-event-ev_cardinal = Meet the Cardinal
lisboa-board-event-ev_favor = Earn a favor
lisboa-board-event-ev_store = Build a store
lisboa-board-event-ev_decree = Take a decree
lisboa-board-event-ev_goods2 = 2 different goods
lisboa-board-event-ev_price = A price +{ $n }
lisboa-board-event-ev_influence = +influence
lisboa-board-adv-adv_real1 = payments −1 r
lisboa-board-adv-adv_land2 = land −2 r
lisboa-board-adv-adv_hire1 = hire −1 r
lisboa-board-adv-adv_plan1 = plans −1 off.
lisboa-board-adv-adv_visit1 = visit −1 infl.
lisboa-board-adv-adv_sell1 = sell +1 r/good
lisboa-board-adv-adv_ship1 = ship −1 good
lisboa-board-adv-adv_store1 = storage +1
lisboa-board-adv-adv_infl1 = influence +1
lisboa-board-adv-adv_prod1 = produce +1
lisboa-board-adv-adv_trade_any = trade any good

## Clergy tiles (short)

lisboa-board-clergy-cl_infl1 = infl. +1
lisboa-board-clergy-cl_land2 = land −2 r
lisboa-board-clergy-cl_hire1 = hire −1 r
lisboa-board-clergy-cl_plan1 = plans −1 off.
lisboa-board-clergy-cl_visit1 = visit −1 infl.
lisboa-board-clergy-cl_sell1 = sell +1 r
lisboa-board-clergy-cl_prod1 = produce +1
lisboa-board-clergy-cl_ship1 = ship −1 good
lisboa-board-clergy-cl_store1 = storage +1
lisboa-board-clergy-cl_storewig = store +1 wig
lisboa-board-clergy-cl_pbwig = PB +2 wigs
lisboa-board-clergy-cl_trade_any = trade any
lisboa-board-clergy-cl_reis3 = +3 reis

## State actions (the six spaces of the offices)

lisboa-board-action-hire_officials = Hire officials
lisboa-board-action-acquire_plan = Acquire plan
lisboa-board-action-build_ship = Build ship
lisboa-board-action-produce_goods = Produce goods
lisboa-board-action-meet_cardinal = Meet Cardinal
lisboa-board-action-earn_favor = Earn favor

## Decrees: a compact line per scoring formula ($wigs per unit; $arg a street colour, row, column,
## architect or noble)

lisboa-board-decree-per_store_street = { $wigs }/store on { $arg } st.
lisboa-board-decree-per_store_row = { $wigs }/store in row { $arg }
lisboa-board-decree-per_store_column = { $wigs }/store in col. { $arg }
lisboa-board-decree-per_open_pb_architect = { $wigs }/PB of { $arg }
lisboa-board-decree-per_completed_plan = { $wigs }/completed plan
lisboa-board-decree-per_hull_space = { $wigs }/hull space
lisboa-board-decree-per_ship = { $wigs }/ship
lisboa-board-decree-per_clergy = { $wigs }/clergy tile
lisboa-board-decree-per_favor = { $wigs }/favor
lisboa-board-decree-per_official_in_office = { $wigs }/official at { $arg }
lisboa-board-decree-per_set = { $wigs }/rubble set
lisboa-board-decree-per_good = { $wigs }/good
lisboa-board-decree-per_goodset = { $wigs }/set of 4 goods
lisboa-board-decree-per_treasury_card = { $wigs }/treasury card
lisboa-board-decree-per_noble_card = { $wigs }/noble card
lisboa-board-decree-per_decree = { $wigs }/decree
lisboa-board-decree-per_store = { $wigs }/store
lisboa-board-decree-all_store_types = { $wigs } for stores of 4 goods
lisboa-board-decree-per_2_influence = { $wigs }/2 influence
lisboa-board-decree-street_3_stores = { $wigs } for 3 stores on { $arg } st.
lisboa-board-decree-per_row_with_store = { $wigs }/row with a store
lisboa-board-decree-per_street_with_store = { $wigs }/street with a store
lisboa-board-decree-per_empty_house_group = { $wigs }/empty house group
lisboa-board-decree-per_big_ship = { $wigs }/ship of 3+
lisboa-board-decree-per_2_official_icons = { $wigs }/2 official icons
