### Die Tipp-Taste am Terminal-Tisch (bot/terminal.py).

bot-local-hint_key = , h = Tipp
bot-local-hint_confirm = { $question } [y/N]{ " " }
