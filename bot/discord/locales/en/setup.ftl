### /setup (a server's settings) and /leaderboard's season option.

bot-cmd-setup-description = Server settings (needs Manage Server)
bot-cmd-setup-season-description = How long this server's seasons last
bot-cmd-setup-season-length = Season length (applies from the next season on)
bot-cmd-setup-season-months-1 = 1 month
bot-cmd-setup-season-months-2 = 2 months
bot-cmd-setup-season-months-3 = 3 months (the calendar quarters)
bot-cmd-setup-season-months-4 = 4 months
bot-cmd-setup-season-months-6 = 6 months
bot-cmd-setup-season-months-12 = 12 months (the calendar year)
bot-cmd-setup-announcements-description = Where each season's champions are announced
bot-cmd-setup-announcements-channel = The channel (leave out: the server's system messages channel)
bot-cmd-setup-show-description = This server's settings
bot-cmd-leaderboard-season = A season of this server (leave out: all-time)

bot-cmd_name-setup = setup
bot-cmd_name-setup-season = season
bot-cmd_name-setup-season-length = length
bot-cmd_name-setup-announcements = announcements
bot-cmd_name-setup-announcements-channel = channel
bot-cmd_name-setup-show = show
bot-cmd_name-leaderboard-season = season
