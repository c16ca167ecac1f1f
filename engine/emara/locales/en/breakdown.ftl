### Crown of Emara: the two tracks after the final scoring (engine.core.breakdown); the score is the lower one.

emara-score-cp = Citizen points (CP)
emara-score-bp = Building points (BP)
