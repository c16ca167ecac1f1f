### The terminal table's phone pictures (bot/terminal.py): the phone card beside the board file and
### the player's own area (their panel's picture).

bot-local-phone_written = (phone card written to { $path })
bot-local-panel_written = (your own area written to { $path })
bot-local-points_written = (where the points came from: picture written to { $path })
