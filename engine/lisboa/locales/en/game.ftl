### Lisboa: names of the game's things (reference §2; the rulebook's English terms).

lisboa-name = Lisboa
lisboa-nothing = nothing

## Nobles and the political display's piles

lisboa-noble-maia = Manuel da Maia
lisboa-noble-pombal = Marquis of Pombal
lisboa-noble-king = King José I
lisboa-noble_short-maia = Maia
lisboa-noble_short-pombal = Pombal
lisboa-noble_short-king = King
lisboa-pile-maia = { lisboa-noble-maia }
lisboa-pile-pombal = { lisboa-noble-pombal }
lisboa-pile-king = { lisboa-noble-king }
lisboa-pile-treasury = Treasury
lisboa-deck-blue = blue deck
lisboa-deck-red = red deck
lisboa-deck-purple = purple deck
lisboa-deck-brown = brown deck

## Goods, street colours and streets

lisboa-good-gold = gold
lisboa-good-cloth = cloth
lisboa-good-books = books
lisboa-good-tools = tools
lisboa-goods_n = { $n } { $good }
lisboa-colour-yellow = yellow
lisboa-colour-pink = pink
lisboa-colour-brown = brown
lisboa-colour-blue = blue
lisboa-street-yellow = Rua Áurea (yellow)
lisboa-street-pink = Rua Augusta (pink)
lisboa-street-brown = Rua Nova da Princesa (brown)
lisboa-street-blue = Rua Bela da Rainha (blue)

## Actions

lisboa-action-hire_officials = Hire Officials
lisboa-action-acquire_plan = Acquire a Plan
lisboa-action-build_ship = Build a Ship
lisboa-action-produce_goods = Produce Goods
lisboa-action-meet_cardinal = Meet the Cardinal
lisboa-action-earn_favor = Earn a Royal Favor
lisboa-action-build_store = Build a Store
lisboa-action-take_decree = Take a Decree
lisboa-action-open_public_building = Open a Public Building

## Architects, rubble, houses, sites, parcels

lisboa-arch-arch_blue = blue architect
lisboa-arch-arch_green = green architect
lisboa-rubble-earthquake = earthquake (3)
lisboa-rubble-fire = fire (2)
lisboa-rubble-tsunami = tsunami (1)
lisboa-house-left = left (visits in reis)
lisboa-house-middle = middle (cheaper Ships)
lisboa-house-right = right (more production)
lisboa-site-w_a = west of row A
lisboa-site-w_b = west of row B
lisboa-site-w_c = west of row C
lisboa-site-w_d = west of row D
lisboa-site-w_e = west of row E
lisboa-site-e_a = east of row A
lisboa-site-e_b = east of row B
lisboa-site-e_c = east of row C
lisboa-site-e_d = east of row D
lisboa-site-e_e = east of row E
lisboa-site-n_yellow = north of Rua Áurea
lisboa-site-n_pink = north of Rua Augusta
lisboa-site-n_brown = north of Rua Nova da Princesa
lisboa-site-n_blue = north of Rua Bela da Rainha
lisboa-parcel = parcel { $row }{ $column }
lisboa-plan = { $arch } plan ({ $n } Officials)
lisboa-pb = { $a }/{ $b } building ({ $arch })
lisboa-ship = Ship { $size } (+{ $bonus } per good, Influence { $influence })

## Political cards

lisboa-card-noble = { $noble } { $influence }: { $bottom }
lisboa-card-treasury = Treasury: { $event } / { $advantage }

## Rewards and penalties (card bottoms, parcels, sites)

lisboa-effect-gain_gold = +1 gold
lisboa-effect-gain_good = +1 { $good }
lisboa-effect-gain_reis = +{ $n } reis
lisboa-effect-gain_plan = a plan
lisboa-effect-gain_official = an Official into an office
lisboa-effect-gain_cardinal1 = the Cardinal 1 step
lisboa-effect-gain_influence = an Influence gain
lisboa-effect-gain_infl = +{ $n } Influence
lisboa-effect-gain_rubble = a rubble cube from the reserve
lisboa-effect-gain_wigs = +{ $n } wigs
lisboa-effect-gain_favor = a Royal Favor
lisboa-effect-gain_price_up = a price +2
lisboa-effect-gain_goal_b = { $n } goal cards B
lisboa-effect-lose_official = −1 Official
lisboa-effect-lose_good = −1 good
lisboa-effect-lose_reis = −{ $n } reis
lisboa-effect-lose_infl = −{ $n } Influence
lisboa-effect-lose_wigs = −{ $n } wigs

## Treasury events (Sponsor an Event) and advantages (in the portfolio)

lisboa-event-ev_hire = Hire Officials
lisboa-event-ev_plan = Acquire a Plan
lisboa-event-ev_ship = Build a Ship
lisboa-event-ev_produce = Produce Goods
lisboa-event-ev_cardinal = Meet the Cardinal
lisboa-event-ev_favor = Earn a Royal Favor
lisboa-event-ev_store = Build a Store
lisboa-event-ev_decree = Take a Decree
lisboa-event-ev_goods2 = 2 different goods
lisboa-event-ev_price = a price +2
lisboa-event-ev_influence = an Influence gain
lisboa-adv-adv_real1 = −1 real per payment
lisboa-adv-adv_land2 = land −2
lisboa-adv-adv_hire1 = hiring −1
lisboa-adv-adv_plan1 = plans −1 Official
lisboa-adv-adv_visit1 = visits −1
lisboa-adv-adv_sell1 = +1 real per sale
lisboa-adv-adv_ship1 = Ships −1 good
lisboa-adv-adv_store1 = +1 storage
lisboa-adv-adv_infl1 = +1 Influence gain
lisboa-adv-adv_prod1 = +1 produced good
lisboa-adv-adv_trade_any = any good for trade

## Clergy tiles

lisboa-clergy-tile = { $name } ({ $wigs } wigs)
lisboa-clergy-cl_infl1 = +1 Influence
lisboa-clergy-cl_land2 = land −2
lisboa-clergy-cl_hire1 = hiring −1
lisboa-clergy-cl_plan1 = plans −1 Official
lisboa-clergy-cl_visit1 = visits −1
lisboa-clergy-cl_sell1 = +1 real per sale
lisboa-clergy-cl_prod1 = +1 produced good
lisboa-clergy-cl_ship1 = Ships −1 good
lisboa-clergy-cl_store1 = +1 storage
lisboa-clergy-cl_storewig = +1 wig per Store
lisboa-clergy-cl_pbwig = +2 wigs per building
lisboa-clergy-cl_trade_any = any good for trade
lisboa-clergy-cl_reis3 = 3 reis
lisboa-clergytext-cl_infl1 = Every Influence gain of yours (from your portfolio) gives 1 more.
lisboa-clergytext-cl_land2 = Land for each Store you build costs 2 reis less.
lisboa-clergytext-cl_hire1 = Each Official you hire when opening a Public Building costs 1 real less.
lisboa-clergytext-cl_plan1 = Your plans need 1 Official fewer.
lisboa-clergytext-cl_visit1 = Visiting or joining a visit costs 1 Influence less.
lisboa-clergytext-cl_sell1 = +1 real for each good you sell.
lisboa-clergytext-cl_prod1 = When you produce, 1 more good of one type you produced (if it fits).
lisboa-clergytext-cl_ship1 = A Ship costs 1 good fewer.
lisboa-clergytext-cl_store1 = +1 storage for each type of good.
lisboa-clergytext-cl_storewig = +1 wig each time you build a Store.
lisboa-clergytext-cl_pbwig = +2 wigs each time you open a Public Building.
lisboa-clergytext-cl_trade_any = When trading with the nobles, any good counts as the one they accept.
lisboa-clergytext-cl_reis3 = 3 reis when you take it (no lasting ability).

## Decrees (only their holder scores them at the end)

lisboa-decree-per_store_street = { $wigs } wigs per Store of yours facing { $what }
lisboa-decree-per_store_row = { $wigs } wigs per Store of yours in row { $what }
lisboa-decree-per_store_column = { $wigs } wigs per Store of yours in column { $what }
lisboa-decree-per_open_pb_architect = { $wigs } wig per open Public Building of the { $what }
lisboa-decree-per_completed_plan = { $wigs } wigs per completed plan
lisboa-decree-per_hull_space = { $wigs } wig per hull space of your Ships
lisboa-decree-per_ship = { $wigs } wigs per Ship in your portfolio
lisboa-decree-per_clergy = { $wigs } wigs per Clergy tile
lisboa-decree-per_favor = { $wigs } wigs per Royal Favor
lisboa-decree-per_official_in_office = { $wigs } wigs per Official of yours in the office of { $what }
lisboa-decree-per_set = { $wigs } wigs per rubble set
lisboa-decree-per_good = { $wigs } wig per good in storage
lisboa-decree-per_goodset = { $wigs } wigs per set of 4 different goods
lisboa-decree-per_treasury_card = { $wigs } wigs per Treasury card in your portfolio
lisboa-decree-per_noble_card = { $wigs } wigs per Noble card in your portfolio
lisboa-decree-per_decree = { $wigs } wigs per decree you hold
lisboa-decree-per_store = { $wigs } wig per Store
lisboa-decree-all_store_types = { $wigs } wigs for Stores of all 4 types
lisboa-decree-per_2_influence = { $wigs } wig per 2 Influence
lisboa-decree-street_3_stores = { $wigs } wigs for 3 Stores facing { $what }
lisboa-decree-per_row_with_store = { $wigs } wigs per row with a Store of yours
lisboa-decree-per_street_with_store = { $wigs } wigs per street with a Store of yours
lisboa-decree-per_empty_house_group = { $wigs } wigs per house group you emptied
lisboa-decree-per_big_ship = { $wigs } wigs per Ship of size 3 or 4
lisboa-decree-per_2_official_icons = { $wigs } wig per 2 Officials on your completed plans

## Goal cards (Kickstarter)

lisboa-goal-a1 = A1: visit Maia and build a Store, or visit Pombal and build a Ship
lisboa-goal-a2 = A2: visit the King and open a Public Building, or visit Pombal and take a Decree
lisboa-goal-a3 = A3: visit Maia and build a Store, or visit Pombal and take a Decree
lisboa-goal-a4 = A4: visit Pombal and build a Ship, or visit the King and open a Public Building
lisboa-goal-b5 = B5: hire Officials → 1 Official into an office
lisboa-goal-b6 = B6: acquire a plan → 1 Official into an office
lisboa-goal-b7 = B7: meet the Cardinal → 3 reis
lisboa-goal-b8 = B8: earn a Royal Favor → 2 Influence
lisboa-goal-b9 = B9: join a visit → 2 Influence
lisboa-goal-b10 = B10: sell goods → 3 reis
lisboa-goal-b11 = B11: produce goods → 1 gold
lisboa-goal-b12 = B12: gain Influence in a Church scoring → 2 wigs

## /card texts

lisboa-cardtext-political = { $card } — { $deck } ({ $years })
lisboa-cardtext-ship = Ship card: hull { $size } (sets sail when full: { $size } wigs to its owner), +{ $bonus } reis per good sold to it, Influence { $influence } in your portfolio.
lisboa-cardtext-clergy = { $text } Wigs on the back: { $wigs }.
lisboa-cardtext-decree = Decree: { $decree }. Only its holder scores it, at the game end.

## Panel lines and summaries

lisboa-line-hand = Hand: { $cards }
lisboa-line-offer = To choose from: { $items }
lisboa-line-draft = Draft: { $cards }
lisboa-line-stock = { $reis } reis · Influence { $influence } · { $wigs } wigs · { $goods }
lisboa-line-goal = Goal: { $goal }
lisboa-summary-period = Period { $period }
lisboa-summary-seat = { $player }: { $wigs } wigs, { $reis } reis, Influence { $influence }

## Lobby options

lisboa-optlabel-goal_cards = Goal cards (A/B)
lisboa-opt-goal_cards_off = No goal cards
lisboa-opt-goal_cards_on = Goal cards for newcomers (each player says)
lisboa-optlabel-starting_decree = Starting decree
lisboa-opt-starting_decree_off = No starting decree
lisboa-opt-starting_decree_on = Each player takes a decree before the game
lisboa-optlabel-draft = Starting hand
lisboa-opt-draft_off = Dealt
lisboa-opt-draft_on = Drafted (keep 2, 1, 1, 1)
lisboa-optlabel-reward_tokens = City reward tokens
lisboa-opt-reward_tokens_off = Printed rewards
lisboa-opt-reward_tokens_on = Random reward tokens

## Solo

lisboa-solo-rival = Rival
lisboa-solo-difficulty = Rival level { $level } (+{ $wigs } wigs)
