### Klávesa nápovědy u stolu v terminálu (bot/terminal.py).

bot-local-hint_key = , h = nápověda
bot-local-hint_confirm = { $question } [y/N]{ " " }
bot-local-hint_line = 💡 Doporučeno: { $option } — { $reason }
