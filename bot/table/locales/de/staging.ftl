### The staging clock (bot/clock.py: CLOCK_SCALE with STAGING=1), named on every board and lobby.

bot-staging-footer = ⚠ Testuhr: Die Zeit läuft hier { $scale }-mal schneller als in Wirklichkeit (ein Testserver).
