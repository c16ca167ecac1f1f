### Lisboa: the guided first game (/learn). One message per rule (engine/lisboa/learn.py): two or three
### sentences on the rule in play, and its term as the rulebook writes it (the -term message).

lisboa-learn-setup = Before the first turn you keep 1 of the 2 Clergy tiles drawn for you: its bonus works while you hold it, and its wigs come only when you give it up in a Church scoring. With the lobby's options you also say whether you are new to Lisboa (a newcomer keeps a goal card A), draft your starting hand (keep 2 of 5, then 1, 1 and 1) and take a starting decree in reverse turn order.
lisboa-learn-setup-term = Setup
lisboa-learn-main = Each turn you do exactly one main step: discard a hand card for 1 gold, play a card to your portfolio and then Sell Goods or Trade with the Nobles, play a Noble card to the Royal Court to visit that noble, or play a Treasury card there to sponsor its event. You may only choose what you can carry out completely, and every card played or discarded leaves the game.
lisboa-learn-main-term = Your turn
lisboa-learn-portfolio = Your portfolio holds 2 cards plus 1 per completed rubble set, at most 3 in a row: Noble cards and Ships on top, Treasury cards below. To play a card into a full portfolio or a full row, first discard a portfolio card (from that row if the row is full); it leaves the game, so keep the cards whose Influence value or advantage you still use.
lisboa-learn-portfolio-term = Your portfolio
lisboa-learn-sell = After a card to your portfolio you Sell Goods or Trade with the Nobles. To sell, put a good on a free dock space of any docked Ship, yours or another player's, and take its price plus the Ship's bonus; a Ship whose dock is full sets sail at once and its owner gains 1 wig per good. Selling never moves prices.
lisboa-learn-sell-term = Action 1: Sell Goods
lisboa-learn-trade = Trade with the Nobles: do 1 or 2 state actions, each by putting a good on a free state-action space of a noble who accepts it (Maia: tools or gold, Pombal: books or gold, the King: cloth or gold). A covered space cannot be used again this turn, and the goods go back to the supply at the end of the turn.
lisboa-learn-trade-term = Action 2: Trade with the Nobles
lisboa-learn-visit = To visit a noble, play a Noble card to the Royal Court and pay the visit cost in Influence: the treasury's Influence value plus the other players' Officials in that noble's office (short of Influence, pay the rest in wigs). Then you may do one of the noble's two state actions without a good, and you must do its noble action: Maia builds a Store, Pombal gives a Decree, the King opens a Public Building. Afterwards each other player holding that noble's Royal Favor may return it to join, pay the cost for themselves and do one of the noble's three actions.
lisboa-learn-visit-term = Action 3: Visit a Noble
lisboa-learn-court_end = When the visit with its joins, or the event, is over, the card played to the Royal Court leaves the game; after a visit your Courtier returns to the edge of the court. Your turn then goes on with the draw.
lisboa-learn-court_end-term = The Royal Court
lisboa-learn-event = To sponsor an event, play a Treasury card to the Royal Court, pay reis equal to the treasury value and carry out the card's event (for example 2 different goods of your choice). An event that is a noble action costs all that action's usual costs on top, and nobody can join an event.
lisboa-learn-event-term = Action 4: Sponsor an Event
lisboa-learn-state_action = The six state actions: Maia's Hire Officials (2 Officials into 2 different offices) and Acquire a Plan, Pombal's Build a Ship and Produce Goods, the King's Meet the Cardinal and Earn a Royal Favor. Your Officials make the others' visits dearer and staff Public Buildings, a Ship adds its Influence value to your Influence gains, and producing lowers the price of every good you receive.
lisboa-learn-state_action-term = State actions
lisboa-learn-store = Build a Store (Maia's noble action): take a City tile, whose space colour fixes the street and the good of the Store, choose an empty parcel on that street, take its reward and one rubble cube from its column or row, then pay the land: the treasury value plus the cubes still in that column and row. Put the lowest wooden house of one group on the Store to unlock that group's ability, and gain wigs for the open Public Buildings that match it.
lisboa-learn-store-term = Build a Store
lisboa-learn-decree = Take a Decree (Pombal's noble action): take any one of the 8 face-up decrees. You may then spend one of your rubble-set markers from the Marquis portrait on a second one, once a turn; each decree scores only for its holder at the end of the game, by its own formula.
lisboa-learn-decree-term = Take a Decree
lisboa-learn-public_building = Open a Public Building (the King's noble action): choose an empty site, take its 2 rubble cubes and its reward, and show an uncompleted plan: that architect's available building goes on the site. Pay the plan's Officials by bringing them back from offices and courtyards to your board (only the missing ones are hired for reis); then every Store that matches the building pays its owner its column's value in wigs.
lisboa-learn-public_building-term = Open a Public Building
lisboa-learn-effect = Rewards and penalties of cards, parcels and sites sometimes ask you to choose (a plan, an office, a good ...); a penalty you can pay must be paid in full. Any payment in reis may be funded partly with Influence: each real moves your Influence marker down to the next real symbol, so 10 Influence funds at most 6 reis.
lisboa-learn-effect-term = Rewards, penalties and paying reis
lisboa-learn-draw = After your main step you take any one face-up card of the political display, back to 5 in hand, and the pile you drew from shows its next card. The display is the game's clock: when 3 of its 4 piles are empty, period 1 ends (in period 2 the game end begins).
lisboa-learn-draw-term = Drawing a political card
lisboa-learn-period = At the end of each turn comes Church scoring if the Cardinal reached the Influence gap (each player may give up Clergy tiles for their wigs and one Influence gain), then the display, City tiles, church and decrees are refilled. Period 1 ends when someone completes a 2nd rubble set or 3 display piles are empty: everyone gains 3 wigs per set, and each player may discard hand cards to gain the reward of one discarded card of each noble before refilling to 5.
lisboa-learn-period-term = End of the turn and of a period
