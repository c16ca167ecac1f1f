## Final scoring (engine/lisboa/scoring.py): the categories of §17.4, in the rulebook's order

lisboa-score-ships = wigs for Ships
lisboa-score-sets = wigs for rubble sets
lisboa-score-stores = wigs for Store majorities
lisboa-score-money = wigs for money
lisboa-score-decrees = wigs for decrees
lisboa-score-officials = wigs for the Officials majority
lisboa-score-favors = wigs for Royal Favors
lisboa-score-total = wigs from the final scoring

## Final ranking: the result's details (labels the bot shows beside each score)

lisboa-detail-ships = { lisboa-score-ships }
lisboa-detail-sets = { lisboa-score-sets }
lisboa-detail-stores = { lisboa-score-stores }
lisboa-detail-money = { lisboa-score-money }
lisboa-detail-decrees = { lisboa-score-decrees }
lisboa-detail-officials = { lisboa-score-officials }
lisboa-detail-favors = { lisboa-score-favors }
lisboa-detail-total = { lisboa-score-total }
lisboa-detail-opponent_score = the Rival's wigs
lisboa-detail-won = beat the Rival

## Tie-breaks after equal wigs ({ $a } is ranked ahead of { $b }, or shares the place with them)

lisboa-tiebreak-rubble_sets = { $a } is ahead of { $b }: more completed rubble sets.
lisboa-tiebreak-stores = { $a } is ahead of { $b }: more Stores.
lisboa-tiebreak-completed_plans = { $a } is ahead of { $b }: more completed plans.
lisboa-tiebreak-reis = { $a } is ahead of { $b }: more money.
lisboa-tiebreak-shared = { $a } and { $b } share the place.
