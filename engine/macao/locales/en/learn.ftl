### Macao: the guided first game (/learn). One message per rule (engine/macao/learn.py): two or three
### sentences on the rule in play, and its term as the rulebook writes it (the -term message).

macao-learn-first_card = Before the game each player takes one of the shown cards onto their tableau, in reverse wall order. A card that gives cubes or gold every round pays off from round 1.
macao-learn-first_card-term = The two pre-game steps
macao-learn-start_cubes = Before the game you put 1 cube of any colour on face 1 of your wind rose and 2 cubes of one colour on face 2. Face 1 arrives first: choose the colour your first card or quarter will need.
macao-learn-start_cubes-term = The two pre-game steps
macao-learn-cards = Phase 1: each round you take one card of the display onto your tableau. A tableau holds at most 5 cards; a sixth means discarding one and a punish marker, so activate cards before it fills.
macao-learn-cards-term = Phase 1: Cards
macao-learn-dice = Phase 2: choose two different dice; each puts as many cubes of its colour as it shows on that face of your wind rose. Then the rose turns: the cubes at the arrow are this round's action cubes, and an empty arrow costs a punish marker.
macao-learn-dice-term = Phase 2: Dice
macao-learn-actions = Phase 3: on your turn, in any order, activate cards, take one city quarter, advance on the wall, sail and deliver, and buy prestige once. Unused action cubes go back to the supply when you end your turn.
macao-learn-actions-term = Phase 3: Actions
macao-learn-city = Take one free city quarter a round by paying exactly its cubes. Its goods tile goes onto your ship; at the end your largest group of connected quarters scores 2 PP per quarter.
macao-learn-city-term = City quarters
macao-learn-cubes = Cards and quarters are paid with action cubes of the printed colours. Pay with the colours you will not need later this round.
macao-learn-cubes-term = Action cubes
macao-learn-joker = A joker gives 1 cube of any colour or 3 gold, once, on your turn. Keep it for the cube you miss.
macao-learn-joker-term = Jokers
macao-learn-ship = Sailing costs 1 cube of any colour per space. In a port you may deliver the goods it asks for: each tile scores the PP of the most valuable free space.
macao-learn-ship-term = The ship
macao-learn-wall = The wall sets the turn order: further ahead acts first. Advancing 1, 2, 3 or 4 spaces costs 1, 3, 5 or 7 cubes, once a round; at the end the wall breaks ties.
macao-learn-wall-term = The city wall
