### Macao: rules help, one message per /rules topic (our own words, after the rulebook).

macao-rules-overview = Macao: 12 rounds. Collect action cubes on your wind rose, activate cards, take city quarters, sail goods to Europe and buy prestige. Most prestige points (PP) wins; ties go to whoever is furthest on the wall.
macao-rules-round = Each round has three phases. Cards: 2 offices + 4 cards are shown, they set the tribute rate, and everyone takes one in wall order. Dice: everyone chooses two, then turns the rose. Actions: each player's whole turn, in wall order.
macao-rules-cards = Take one display card per round onto your tableau (at most 5; a sixth means discarding one and a punish marker). Activate a card by paying exactly its printed cubes; active cards work once per round unless they say otherwise.
macao-rules-dice = Six dice are rolled. Choose two different ones: each gives as many cubes of its colour as it shows, placed at that face of your rose. Then the rose turns: cubes at the arrow are this round's action cubes. An empty arrow costs a punish marker. From round 8 high dice count as 1. If the table chose to choose dice all at once, everyone chooses at the same time, hidden until all have chosen; but any player who has not chosen may first ask to see the others' dice: the rest of that round's choice is then made in wall order (choices already made stand and are shown).
macao-rules-actions = On your turn, in any order: activate cards, take one city quarter, advance on the wall once, sail and deliver, buy prestige once, use active cards and jokers. Unused action cubes return to the supply when you end your turn.
macao-rules-city = Take one free quarter per round by paying exactly its cubes. Its goods tile goes onto your ship; a joker tile to your reserve. At the end your largest connected group of quarters scores 2 PP per quarter.
macao-rules-wall = The wall sets turn order: further ahead acts first, the top of a stack before the discs below. 1/2/3/4 spaces cost 1/3/5/7 cubes of any colours, once per round. On the last space newcomers go under.
macao-rules-ship = Sailing costs 1 cube of any colour per space, ports included. In a port you may deliver goods it asks for, free: each tile covers the most valuable empty space and scores its PP.
macao-rules-prestige = Once per round pay the tribute rate in gold for its PP. The rate is the sum of the six drawn cards' yellow (gold) and red (PP) numbers.
macao-rules-jokers = A joker gives 1 cube of any colour or 3 gold, once, on your turn.
macao-rules-end = After round 12: each card still on your tableau is a punish marker (not with the Abbot), each punish marker costs 3 PP, game-end cards score, then your largest city group 2 PP per quarter.

## Topic titles (the /rules autocomplete)

macao-rules-overview-title = Overview
macao-rules-round-title = The round
macao-rules-cards-title = Cards
macao-rules-dice-title = Dice and the wind rose
macao-rules-actions-title = Actions
macao-rules-city-title = City quarters
macao-rules-wall-title = The city wall
macao-rules-ship-title = Ship and ports
macao-rules-prestige-title = Prestige (tribute)
macao-rules-jokers-title = Jokers
macao-rules-end-title = Game end
