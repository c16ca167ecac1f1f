### The staging clock (bot/clock.py: CLOCK_SCALE with STAGING=1), named on every board and lobby.

bot-staging-footer = ⚠ Staging clock: time here runs { $scale }× faster than real time (a test server).
