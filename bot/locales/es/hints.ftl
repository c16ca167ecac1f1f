### La tecla de pista de la mesa en la terminal (bot/terminal.py).

bot-local-hint_key = , h = pista
bot-local-hint_confirm = { $question } [y/N]{ " " }
bot-local-hint_line = 💡 Sugerencia: { $option } — { $reason }
