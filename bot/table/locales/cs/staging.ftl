### The staging clock (bot/clock.py: CLOCK_SCALE with STAGING=1), named on every board and lobby.

bot-staging-footer = ⚠ Zkušební hodiny: čas tu běží { $scale }× rychleji než skutečný (testovací server).
