### Crown of Emara: rules help, one message per /rules topic (our own words).

emara-rules-overview = Crown of Emara: 6 rounds, 3 turns each. Earn citizen points (CP) and building points (BP); your score is the lower of the two.
emara-rules-setup = Each player starts with 0 CP and BP at the building start of the setup event card (35 in a first game), one councillor on each board, one resource from their countryside spot and 3 action cards.
emara-rules-turn = Play a card into an empty slot (1, 2 or 3 steps). Then in any order: the card action, the movement (required), and up to one of each bonus action. Then end your turn.
emara-rules-movement = Move one councillor clockwise exactly as many steps as the slot shows. You may use the location you arrive at.
emara-rules-countryside = Countryside: take 1 of its resource; each of your craftsmen there gives 1 more, or turns 1 grain into 1 bread.
emara-rules-castle = Castle: gift resources (the marker shows how many) for a signet ring, and/or turn 1 book into 5 BP.
emara-rules-cathedral = Cathedral: donate resources (the marker shows how many) for a book; draw 3 favor tokens and keep 1.
emara-rules-market = Market: buy 1 gold for 1 resource, and/or sell 1-5 books for 3/6/10/15/21 CP.
emara-rules-construction_site = Construction site: deliver a stone (5 BP + marker CP), 1-3 bread (marker CP each), and 1 wood (5 BP) or 3 wood (10 BP).
emara-rules-favors = Favor tokens: cash the tokens of a town location when a councillor arrives there or you use it with the town card. Unused tokens are worth 1 point at the end.
emara-rules-bonus = Bonus actions, each at most once per turn: raise your noble rank, hire a craftsman, recruit an advisor.
emara-rules-nobility = Ranks go Baron, Count, Prince, Marquess, Duke in order. Pay gold and rings, take the top card of that rank and its CP.
emara-rules-craftsmen = Hire a craftsman into a free hut where your countryside councillor stands; pay the hut cost, gain 1/2/3/4 CP. At most 3 of yours per location.
emara-rules-advisors = Recruit an advisor where your town councillor stands; pay its cost and gain its CP. Some act once, some once per turn, some always.
emara-rules-events = Each round reveals an event: an immediate gift, a rule change for the round, or an exchange at the end of the round.
emara-rules-end_of_round = After 3 turns each: end-of-round event, the statue passes on, slots are emptied, after round 3 decks are reshuffled, everyone draws 3.
emara-rules-scoring = At the end leftovers give points (ring 2; gold, book, bread, favor 1; 2 resources 1) split freely between CP and BP. Score = lower track. Ties: higher other track, higher noble rank, higher top noble card.
emara-rules-variants = Random layout mixes all 8 locations on the two boards. Full selection puts all 9 cards in hand.
emara-rules-solo = Solo: beat Victoria, who scores only CP from the construction site markers and a noble card after rounds 2-5.

## Topic titles (the /rules topic list)

emara-rules-overview-title = Overview
emara-rules-setup-title = Setup
emara-rules-turn-title = Turn
emara-rules-movement-title = Movement
emara-rules-countryside-title = Countryside
emara-rules-castle-title = Castle
emara-rules-cathedral-title = Cathedral
emara-rules-market-title = Market
emara-rules-construction_site-title = Construction site
emara-rules-favors-title = Favors
emara-rules-bonus-title = Bonus
emara-rules-nobility-title = Nobility
emara-rules-craftsmen-title = Craftsmen
emara-rules-advisors-title = Advisors
emara-rules-events-title = Events
emara-rules-end_of_round-title = End of round
emara-rules-scoring-title = Scoring
emara-rules-variants-title = Variants
emara-rules-solo-title = Solo
