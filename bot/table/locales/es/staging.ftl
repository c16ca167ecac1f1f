### The staging clock (bot/clock.py: CLOCK_SCALE with STAGING=1), named on every board and lobby.

bot-staging-footer = ⚠ Reloj de pruebas: aquí el tiempo corre { $scale } veces más rápido que el real (un servidor de pruebas).
