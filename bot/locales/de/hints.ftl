### Die Tipp-Taste am Terminal-Tisch (bot/terminal.py).

bot-local-hint_key = , h = Tipp
bot-local-hint_confirm = { $question } [y/N]{ " " }
bot-local-hint_line = 💡 Vorschlag: { $option } — { $reason }
