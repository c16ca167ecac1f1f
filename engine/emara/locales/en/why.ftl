### Crown of Emara: the rule behind each decision (the "?" of the panel, engine.core.why), one per Step,
### naming the rulebook's term and its section; the rules text follows.

emara-why-payment = **Paying a cost** (rulebook: A player's turn)
    { emara-rules-turn }
emara-why-location = **Using a location** (rulebook: Movement action)
    { emara-rules-movement }
emara-why-craft = **Craftsman** (rulebook: Countryside location actions)
    { emara-rules-countryside }
emara-why-keep_favor = **Favor tokens** (rulebook: Town location actions)
    { emara-rules-favors }
emara-why-hire = **Hire a craftsman** (rulebook: Bonus actions)
    { emara-rules-craftsmen }
emara-why-recruit = **Recruit an advisor** (rulebook: Bonus actions)
    { emara-rules-advisors }
emara-why-hire_recruit_card = **Hire or recruit, 1 cheaper** (rulebook: Card action)
    { emara-rules-bonus }
emara-why-merchant = **Merchant** (rulebook: Card action)
    { emara-rules-turn }
emara-why-pick_card = **Playing a card** (rulebook: A player's turn)
    { emara-rules-turn }
emara-why-split_page = **Final scoring: leftovers** (rulebook: End of the game)
    { emara-rules-scoring }
emara-why-relocate = **Councillor on the other board** (rulebook: Setup)
    { emara-rules-setup }
emara-why-play = **A player's turn** (rulebook: A player's turn)
    { emara-rules-turn }
emara-why-end_of_round = **End-of-round event** (rulebook: Course of play: end of a round)
    { emara-rules-end_of_round }
emara-why-final_scoring = **Final scoring: leftovers** (rulebook: End of the game)
    { emara-rules-scoring }
emara-why-setup = **Starting resource** (rulebook: Setup)
    { emara-rules-setup }
