### Crown of Emara: the two tracks after the final scoring (engine.core.breakdown); the score is the lower one.

emara-breakdown-cp = Citizen points (CP)
emara-breakdown-bp = Building points (BP)
