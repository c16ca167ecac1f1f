### Lisboa: rules help, one message per /rules topic (our own words, after the Czech rulebook).
### Numbers follow engine/lisboa/data.py; values marked PROPOSED there (not printed in any source we
### could read) are given as the bot plays them.

lisboa-rules-overview = Lisboa: rebuild Lisbon after the 1755 earthquake. Earn **wigs** (points); you start with 5.
    - Each turn you play one card from your hand of 5, then draw one from the political display.
    - Build Stores, Ships, Public Buildings, collect decrees, plans, Royal Favors and rubble.
    - Cards from the 4 display piles (MAIA, POMBAL, KING, Treasury) drive the clock: the game has 2 periods.
    - Money is **reis** (start 10). **Influence** (0-10, start 4/5/6/7 in turn order) pays visits and can stand in for reis.
    - The treasury marker (start on space 3) sets prices: its reis value (the space number) is land cost, Official price, event fee and the money from a Treasury card; its Influence value (4 minus the space, so +1 at start) is the base visit cost.
    Most wigs after final scoring wins.

lisboa-rules-turn = Your turn:
    1. **Dock:** your Ships at sea come back; their goods return to the supply.
    2. **Main step**, one of:
    - Discard a hand card and take 1 gold.
    - Play a card to your **portfolio**, then Sell Goods or Trade with the Nobles.
    - Play a Noble card to the court: **visit** that noble (others may join).
    - Play a Treasury card to the court: **sponsor its event**.
    You may only choose what you can carry out completely.
    3. **Draw** one face-up card of the display (back to 5; an empty display means no draw).
    4. **Upkeep:** Church scoring if the Cardinal reached the Influence gap, new face-up card on the pile you drew from, refill City tiles, church slots and decrees (8), goods on the state-action spaces go back.
    Every card played or discarded leaves the game.

lisboa-rules-portfolio = Your portfolio holds 2 cards + 1 per completed rubble set, at most 3 per row (6 in all).
    - **Noble card** (top row): resolve its bottom symbol (gain the reward; pay the penalty in full if you can, reis may be funded with Influence; if you cannot pay it, you pay nothing and may still play). Tuck it: its Influence value counts in every standard Influence gain.
    - **Treasury card** (bottom row): gain reis equal to the treasury value, then the marker moves down 1. Its advantage (a discount or bonus) works while it stays.
    - Full portfolio or row: first discard a portfolio card (from that row if the row is full). A Ship discarded keeps its cargo on the dock until a new card is tucked there, then the goods go back.
    Then Sell Goods or Trade with the Nobles; you may play the card only if one of them is possible afterwards. If a discard took away the last option, the bot offers "Nothing possible: go on".

lisboa-rules-sell = **Sell Goods** (after a portfolio card): sell one or more goods, one at a time.
    - Put the good on a free dock space of any docked Ship, yours or another player's.
    - Take its price from the price track plus the Ship's bonus per good (size 1/2/3/4 Ship: +0/+1/+2/+3 reis), plus any sale advantages.
    - When a Ship's dock is full it sets sail at once: its owner gains 1 wig per good (its hull size). It docks again at the start of its owner's next turn and the goods go back.
    Selling never moves prices. Prices run from 1 to 8 (start: books 6, cloth 5, gold 5, tools 4); producing a good lowers its price by 1, a few cards raise one by 2.

lisboa-rules-trade = **Trade with the Nobles** (after a portfolio card): do 1 or 2 state actions. For each, put a good on a free state-action space of a noble who accepts it:
    - MAIA: tools or gold
    - POMBAL: books or gold
    - KING: cloth or gold
    A covered space cannot be used again this turn; both actions may be of the same noble. The goods go back to the supply at the end of the turn.

lisboa-rules-visit = **Visit a Noble:** play a Noble card from your hand to the Royal Court.
    - Pay the **visit cost** in Influence: the treasury's Influence value + the other players' Officials in that noble's office (neutral ones count, courtyards do not), never below 0.
    - Short of Influence: spend it all, then pay the rest in wigs (1 each). With both LEFT houses built you may pay any part in reis instead.
    - Then optionally one of the noble's two state actions, free of goods, and then its **noble action**, which is mandatory: MAIA builds a Store, POMBAL takes a Decree, KING opens a Public Building. If you cannot do the noble action, you cannot visit.
    Afterwards other players may join, then you draw.

lisboa-rules-join = **Joining a visit:** after a visit, each other player holding the visited noble's **Royal Favor** tile may join, in turn order from the visitor.
    - Return the Favor tile to its noble's stack.
    - Pay the visit cost for yourself (treasury Influence value + Officials of others in that office, counted when you pay); wigs and LEFT-house reis help as for a visit.
    - Do exactly one of that noble's three actions (the noble action or either state action), free of goods.
    A player who cannot join is skipped. Nobody joins an event.

lisboa-rules-event = **Sponsor an Event:** play a Treasury card from your hand to the Royal Court, pay reis equal to the treasury value, then carry out the card's event.
    - An event that is a noble action (build a Store, take a Decree) costs all its usual costs on top: a Store's land then costs the treasury value a second time.
    - Nobody can join an event, and it does not count as a visit for goal cards.
    The card then leaves the game.

lisboa-rules-state_actions = The six **state actions**:
    - **Hire Officials** (MAIA): 2 of your Officials into 2 different offices (you need 2 on your board). A full office (6 spaces) first sends one Official of each most numerous colour, yours included, to its courtyard.
    - **Acquire a Plan** (MAIA): the top plan of either architect.
    - **Build a Ship** (POMBAL): pay as many different goods as the top Ship's size (an upgrade only the difference; its cargo moves over). Treasury up 1, then a standard Influence gain.
    - **Produce Goods** (POMBAL): 1 good per Store of its type, plus RIGHT-house bonuses; each type you received drops 1 in price. Only if you would receive at least 1.
    - **Meet the Cardinal** (KING): move it 1 or 2 gaps clockwise, take one of the 2 Clergy tiles beside it (at most 4). Passing the treasury symbol moves the treasury up 1; the Influence symbol triggers Church scoring.
    - **Earn a Royal Favor** (KING): a Favor tile of a noble you have none of.

lisboa-rules-store = **Build a Store** (MAIA's noble action):
    1. Take a City tile from the display: its space's colour is the street the Store faces and its good (yellow gold, pink cloth, brown books, blue tools; the small blue tile fits the half column).
    2. Choose an empty parcel on that street and take its reward.
    3. Take one rubble cube from the parcel's column or row (mandatory if any is left).
    4. Pay the land: treasury reis value + the cubes still in that column and row (earthquake 3, fire 2, tsunami 1), less discounts.
    5. Put the lowest wooden house of one group on it: LEFT unlocks paying visits in reis; MIDDLE makes Ships 1 good cheaper, then free; RIGHT adds 1 good to Produce, then 1 of each type.
    6. Gain wigs: the column's scoring-tile value (2-5) x the open Public Buildings matching the Store.

lisboa-rules-decree = **Take a Decree** (POMBAL's noble action): take any one of the 8 face-up decrees and keep it face up.
    - You may then spend one of your rubble-set markers from the Marquis portrait to take a second decree (at most one per turn).
    - There is no limit on decrees. Each decree scores only for its holder at the game end, by its own formula (for example wigs per Store of a colour or per open Public Building of an architect).

lisboa-rules-public_building = **Open a Public Building** (KING's noble action):
    1. Choose an empty site: west or east end of a row, or the north end of a street (the building must show that street's colour).
    2. Take the site's 2 rubble cubes and its reward.
    3. Show an uncompleted plan: that architect's available building goes on the site.
    4. Pay the plan's Officials: return them from offices or courtyards to your board; only if you lack some, hire each missing one for the treasury reis value.
    5. The plan is completed (it counts for the Officials majority).
    Then **scoring**: every Store that now matches the building pays its owner its column value: a west/east site pays the Stores of its row of either building colour, a north site the Stores facing its street.

lisboa-rules-influence = **Influence** runs 0-10.
    - **Standard gain:** the sum of the Influence values of the cards in your top row (Nobles and Ships) plus bonuses. You make one when you build a Ship and when you give up Clergy tiles in a Church scoring.
    - Above 10 is lost. After any gain of at least 1 that leaves you on 10, you gain 1 wig.
    - **Spending:** visit and join costs; any reis payment can be funded by stepping down to the next real symbol (0, 1, 3, 5, 7, 9): 10 Influence funds at most 6 reis, 0 funds nothing.
    - At the end the reis your Influence could fund count as money.

lisboa-rules-church = **Church scoring** happens when the Cardinal passes or stops on the Influence gap (where it starts). It is resolved once, at the end of that turn, after the draw.
    - Starting with the player who moved the Cardinal and going clockwise, each player may give up 1 or more of their Clergy tiles.
    - You gain the wigs printed on their backs and make **one** standard Influence gain.
    - Keeping all your tiles gives nothing. Clergy tiles are worth nothing at the game end.
    While you hold them, Clergy tiles give their lasting bonus (discounts, extra Influence and the like).

lisboa-rules-rubble = **Rubble:** your board has 3 rows (earthquake, fire, tsunami) of 5 spaces. A new cube goes leftmost in its row; with no room it leaves the game.
    - A column holding all 3 types is a completed **set**: its marker goes to the Marquis portrait (spend it later for an extra decree).
    - Each set adds 1 portfolio slot (max 6) and 1 storage per good (2 + sets).
    - 3 wigs per set at the end of period 1 and again at the game end.
    - Your 2nd set ends period 1; anyone completing a 4th set in period 2 starts the game end.
    You get cubes from Stores, Public Building sites and some rewards.

lisboa-rules-periods = **Period 1** ends when someone completes a 2nd rubble set or 3 of the 4 display piles are empty. The turn is finished, then:
    - the display is cleared; everyone gains 3 wigs per set;
    - the shipyard gets the size 3 and 4 Ships;
    - from the player who caused the end, clockwise, each may discard hand cards and gain the reward of one discarded card of each noble (no penalties, Treasury cards nothing);
    - hands refill to 5 from the purple deck; the brown deck makes the new display (4 piles of 5).
    Play goes on with the next player.
    The game ends in **period 2** when someone completes a 4th set or 3 piles are empty again: finish the round, play one more full round, then final scoring.

lisboa-rules-scoring = **Final scoring**, added to the wigs you earned:
    - **Ships:** their hull sizes.
    - **Rubble:** 3 per completed set.
    - **Stores** by good (at least 1 Store): gold 3/2/1, tools 6/4/2, books and cloth 9/6/3 (2 players: 1st and 3rd values).
    - **Money:** reis + what your Influence could fund, 1 wig per 5.
    - **Decrees:** your own.
    - **Officials** on completed plans (at least 1 plan): 15/10/5 (2 players 15/5).
    - **Royal Favors:** 2 each.
    Tied positions share their values, rounded down. Ties overall: more rubble sets, Stores, completed plans, reis; then shared.

lisboa-rules-solo = **Solo against the Rival.** The official solo booklet was not available to us: this Rival is PROPOSED, our own design.
    - 2-player setup; you start. The Rival has no cards, money or Influence, only houses, Officials and wigs; it starts with +40, +55, +70, +85 or +100 wigs (levels 1-5).
    - Each Rival turn takes the face-up card of the next non-empty pile (MAIA, POMBAL, KING, Treasury in turn) out of the game, which drives the clock:
      - MAIA: it builds a Store free (street with fewest Rival Stores, first empty parcel in reading order, best cube to the box), scoring wigs as usual; if it cannot, 2 wigs.
      - POMBAL: the leftmost decree leaves the display; 3 wigs.
      - KING: 1 Official into the office with most of yours; none left, 2 wigs.
      - Treasury: the treasury marker moves down 1; 1 wig.
    Its Stores and Officials count in majorities and visit costs. You win with more wigs.

lisboa-rules-variants = Lobby options (Kickstarter modules):
    - **Goal cards:** before the game each player says whether they are new to Lisboa; a newcomer keeps the goal A card dealt to them (the rulebook gives goal cards to new players only). Fulfil it by visiting the named noble and doing its action: draw 2 B cards, keep 1. B goals (hire, plan, Cardinal, favor, join, sell, produce, Church Influence) give Officials, reis, gold, Influence or wigs. One goal per turn, rewarded at the end of the turn.
    - **Starting decree:** before play, in reverse turn order, each player takes 1 decree.
    - **Starting hand:** drafted: keep 2 of 5 and pass 3, keep 1 and pass 2, keep 1 and pass 1, keep the last.
    - **City reward tokens:** the parcel and site rewards are shuffled onto the board (the real token faces are unknown: approximate).

## Topic titles (the /rules topic list)

lisboa-rules-overview-title = Overview
lisboa-rules-turn-title = Your turn
lisboa-rules-portfolio-title = Portfolio
lisboa-rules-sell-title = Sell Goods
lisboa-rules-trade-title = Trade with the Nobles
lisboa-rules-visit-title = Visit a Noble
lisboa-rules-join-title = Joining a visit
lisboa-rules-event-title = Sponsor an Event
lisboa-rules-state_actions-title = State actions
lisboa-rules-store-title = Build a Store
lisboa-rules-decree-title = Decrees
lisboa-rules-public_building-title = Public Buildings
lisboa-rules-influence-title = Influence
lisboa-rules-church-title = Church scoring
lisboa-rules-rubble-title = Rubble sets
lisboa-rules-periods-title = Periods and game end
lisboa-rules-scoring-title = Final scoring
lisboa-rules-solo-title = Solo (Rival)
lisboa-rules-variants-title = Variants
