### The terminal table's hint key (bot/terminal.py).

bot-local-hint_key = , h = hint
bot-local-hint_confirm = { $question } [y/N]{ " " }
bot-local-hint_line = 💡 Suggested: { $option } — { $reason }
