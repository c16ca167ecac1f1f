### Lisboa: names of the game's things (reference §2; the rulebook's English terms).

lisboa-name = Lisboa
lisboa-nothing = nothing

## Nobles and the political display's piles

lisboa-noble-MAIA = Manuel da Maia
lisboa-noble-POMBAL = Marquis of Pombal
lisboa-noble-KING = King José I
lisboa-pile-MAIA = { lisboa-noble-MAIA }
lisboa-pile-POMBAL = { lisboa-noble-POMBAL }
lisboa-pile-KING = { lisboa-noble-KING }
lisboa-pile-TREASURY = Treasury
lisboa-deck-BLUE = blue deck
lisboa-deck-RED = red deck
lisboa-deck-PURPLE = purple deck
lisboa-deck-BROWN = brown deck

## Goods, street colours and streets

lisboa-good-GOLD = gold
lisboa-good-CLOTH = cloth
lisboa-good-BOOKS = books
lisboa-good-TOOLS = tools
lisboa-goods_n = { $n } { $good }
lisboa-colour-YELLOW = yellow
lisboa-colour-PINK = pink
lisboa-colour-BROWN = brown
lisboa-colour-BLUE = blue
lisboa-street-YELLOW = Rua Áurea (yellow)
lisboa-street-PINK = Rua Augusta (pink)
lisboa-street-BROWN = Rua Nova da Princesa (brown)
lisboa-street-BLUE = Rua Bela da Rainha (blue)

## Actions

lisboa-action-HIRE_OFFICIALS = Hire Officials
lisboa-action-ACQUIRE_PLAN = Acquire a Plan
lisboa-action-BUILD_SHIP = Build a Ship
lisboa-action-PRODUCE_GOODS = Produce Goods
lisboa-action-MEET_CARDINAL = Meet the Cardinal
lisboa-action-EARN_FAVOR = Earn a Royal Favor
lisboa-action-BUILD_STORE = Build a Store
lisboa-action-TAKE_DECREE = Take a Decree
lisboa-action-OPEN_PUBLIC_BUILDING = Open a Public Building

## Architects, rubble, houses, sites, parcels

lisboa-arch-ARCH_BLUE = blue architect
lisboa-arch-ARCH_GREEN = green architect
lisboa-rubble-EARTHQUAKE = earthquake (3)
lisboa-rubble-FIRE = fire (2)
lisboa-rubble-TSUNAMI = tsunami (1)
lisboa-house-LEFT = left (visits in reis)
lisboa-house-MIDDLE = middle (cheaper Ships)
lisboa-house-RIGHT = right (more production)
lisboa-site-W_A = west of row A
lisboa-site-W_B = west of row B
lisboa-site-W_C = west of row C
lisboa-site-W_D = west of row D
lisboa-site-W_E = west of row E
lisboa-site-E_A = east of row A
lisboa-site-E_B = east of row B
lisboa-site-E_C = east of row C
lisboa-site-E_D = east of row D
lisboa-site-E_E = east of row E
lisboa-site-N_YELLOW = north of Rua Áurea
lisboa-site-N_PINK = north of Rua Augusta
lisboa-site-N_BROWN = north of Rua Nova da Princesa
lisboa-site-N_BLUE = north of Rua Bela da Rainha
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

lisboa-event-EV_HIRE = Hire Officials
lisboa-event-EV_PLAN = Acquire a Plan
lisboa-event-EV_SHIP = Build a Ship
lisboa-event-EV_PRODUCE = Produce Goods
lisboa-event-EV_CARDINAL = Meet the Cardinal
lisboa-event-EV_FAVOR = Earn a Royal Favor
lisboa-event-EV_STORE = Build a Store
lisboa-event-EV_DECREE = Take a Decree
lisboa-event-EV_GOODS2 = 2 different goods
lisboa-event-EV_PRICE = a price +2
lisboa-event-EV_INFLUENCE = an Influence gain
lisboa-adv-ADV_REAL1 = −1 real per payment
lisboa-adv-ADV_LAND2 = land −2
lisboa-adv-ADV_HIRE1 = hiring −1
lisboa-adv-ADV_PLAN1 = plans −1 Official
lisboa-adv-ADV_VISIT1 = visits −1
lisboa-adv-ADV_SELL1 = +1 real per sale
lisboa-adv-ADV_SHIP1 = Ships −1 good
lisboa-adv-ADV_STORE1 = +1 storage
lisboa-adv-ADV_INFL1 = +1 Influence gain
lisboa-adv-ADV_PROD1 = +1 produced good
lisboa-adv-ADV_TRADE_ANY = any good for trade

## Clergy tiles

lisboa-clergy-tile = { $name } ({ $wigs } wigs)
lisboa-clergy-CL_INFL1 = +1 Influence
lisboa-clergy-CL_LAND2 = land −2
lisboa-clergy-CL_HIRE1 = hiring −1
lisboa-clergy-CL_PLAN1 = plans −1 Official
lisboa-clergy-CL_VISIT1 = visits −1
lisboa-clergy-CL_SELL1 = +1 real per sale
lisboa-clergy-CL_PROD1 = +1 produced good
lisboa-clergy-CL_SHIP1 = Ships −1 good
lisboa-clergy-CL_STORE1 = +1 storage
lisboa-clergy-CL_STOREWIG = +1 wig per Store
lisboa-clergy-CL_PBWIG = +2 wigs per building
lisboa-clergy-CL_TRADE_ANY = any good for trade
lisboa-clergy-CL_REIS3 = 3 reis
lisboa-clergytext-CL_INFL1 = Every Influence gain of yours (from your portfolio) gives 1 more.
lisboa-clergytext-CL_LAND2 = Land for each Store you build costs 2 reis less.
lisboa-clergytext-CL_HIRE1 = Each Official you hire when opening a Public Building costs 1 real less.
lisboa-clergytext-CL_PLAN1 = Your plans need 1 Official fewer.
lisboa-clergytext-CL_VISIT1 = Visiting or joining a visit costs 1 Influence less.
lisboa-clergytext-CL_SELL1 = +1 real for each good you sell.
lisboa-clergytext-CL_PROD1 = When you produce, 1 more good of one type you produced (if it fits).
lisboa-clergytext-CL_SHIP1 = A Ship costs 1 good fewer.
lisboa-clergytext-CL_STORE1 = +1 storage for each type of good.
lisboa-clergytext-CL_STOREWIG = +1 wig each time you build a Store.
lisboa-clergytext-CL_PBWIG = +2 wigs each time you open a Public Building.
lisboa-clergytext-CL_TRADE_ANY = When trading with the nobles, any good counts as the one they accept.
lisboa-clergytext-CL_REIS3 = 3 reis when you take it (no lasting ability).

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

lisboa-goal-A1 = A1: visit Maia and build a Store, or visit Pombal and build a Ship
lisboa-goal-A2 = A2: visit the King and open a Public Building, or visit Pombal and take a Decree
lisboa-goal-A3 = A3: visit Maia and build a Store, or visit Pombal and take a Decree
lisboa-goal-A4 = A4: visit Pombal and build a Ship, or visit the King and open a Public Building
lisboa-goal-B5 = B5: hire Officials → 1 Official into an office
lisboa-goal-B6 = B6: acquire a plan → 1 Official into an office
lisboa-goal-B7 = B7: meet the Cardinal → 3 reis
lisboa-goal-B8 = B8: earn a Royal Favor → 2 Influence
lisboa-goal-B9 = B9: join a visit → 2 Influence
lisboa-goal-B10 = B10: sell goods → 3 reis
lisboa-goal-B11 = B11: produce goods → 1 gold
lisboa-goal-B12 = B12: gain Influence in a Church scoring → 2 wigs

## /card texts

lisboa-cardtext-political = { $card } — { $deck } ({ $years })
lisboa-cardtext-ship = Ship card: hull { $size } (sets sail when full: { $size } wigs to its owner), +{ $bonus } reis per good sold to it, Influence { $influence } in your portfolio.
lisboa-cardtext-clergy = { $text } Wigs on the back: { $wigs }.
lisboa-cardtext-decree_title = Decree

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
lisboa-opt-goal_cards_on = Goal cards for every player
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

lisboa-solo-rival = the Rival
lisboa-solo-difficulty = Rival level { $level } (+{ $wigs } wigs)
