### Crown of Emara: the guided first game (/learn). One message per rule (engine/emara/learn.py): two or
### three sentences on the rule in play, and its term as the rulebook writes it (the -term message).

emara-learn-turn = Each round you play your 3 cards, one a turn. Put a card into an empty slot: the card gives its card action, the slot (1, 2 or 3) how far one councillor moves; then, in any order, do the card action, the movement and up to three bonus actions. You end the turn yourself when you are done.
emara-learn-turn-term = The player's turn
emara-learn-town = A councillor who arrives in a town location (Castle, Cathedral, Market, Construction site) may use each of its sub-actions once, in any order. Gifts and donations there earn citizen points (CP) and building points (BP) as the marker shows.
emara-learn-town-term = Town locations
emara-learn-countryside = In a countryside location you take 1 of its resource. Each of your craftsmen there adds one more, or turns 1 grain into 1 bread.
emara-learn-countryside-term = Countryside location actions
emara-learn-payment = A cost is paid in resources of your choice where the rule allows it. Choose which of your resources to give: keep those you will need for the next gift or bonus action.
emara-learn-payment-term = Paying resources
emara-learn-favor = Favor tokens of a town location are cashed when your councillor arrives there or you use its action with the Town action card. Unused tokens still score at the end of the game.
emara-learn-favor-term = Favor tokens
emara-learn-hire = Hire a craftsman into a free hut of the countryside location where your councillor stands: pay the hut's cost and score its citizen points. Each craftsman then yields more at that location every time you use it.
emara-learn-hire-term = Hire a craftsman
emara-learn-recruit = Recruit an advisor where your town councillor stands: pay its cost and score its citizen points. Some advisors act once at once, others once a turn or at the end.
emara-learn-recruit-term = Recruit an advisor
emara-learn-advisor = An advisor you recruited offers its ability now. Use it when it brings you closer to your next gift, donation or bonus action.
emara-learn-advisor-term = Advisors
emara-learn-end_of_round = After every player's third turn the round ends: an end-of-round event may be used once, the statue moves on, and everyone draws 3 new cards.
emara-learn-end_of_round-term = End of the round
emara-learn-scoring = At the end leftover resources score points and the lower of your two tracks counts: citizen points or building points. So keep both tracks close together.
emara-learn-scoring-term = Final scoring
emara-learn-setup = Before the first round you take your starting resources and place your councillors as the setup says.
emara-learn-setup-term = Setup
