### Private tables, rematches, resigning and /games (bot.discord: lobby, rematch, game, my_games).

## Command and option names (Discord's rule: 1-32 lowercase letters, digits, - or _)

bot-cmd_name-play-invite = invite
bot-cmd_name-play-invite_2 = invite_2
bot-cmd_name-play-invite_3 = invite_3
bot-cmd_name-game-resign = resign
bot-cmd_name-game-resign-confirm = confirm
bot-cmd_name-games = games

## Command descriptions

bot-cmd-play-invite = Invite a player: the table becomes private (only the invited may join)
bot-cmd-play-invite_2 = Another player to invite
bot-cmd-play-invite_3 = A third player to invite
bot-cmd-game-resign-description = Leave this game for good: an AI plays your seat on and it ranks last
bot-cmd-game-resign-confirm = Set to true to really resign
bot-cmd-games-description = Your running tables on every server, those waiting for you first

## Private tables and rematches

bot-discord-invites-invitation = { $creator } invites { $mentions } to a private table: click Join to sit down.
bot-discord-invites-not_a_bot = { $name } is a bot and was not invited.
bot-discord-invites-not_yourself = You sit at your own table anyway: no need to invite yourself.
bot-discord-invites-rematch = Rematch
bot-discord-invites-rematch_open = A rematch of this game is already open: { $link }
bot-discord-invites-rematch_running = The rematch of this game is already being played: { $link }
bot-discord-invites-rematch_posted = Your rematch table is open: { $link }

## /games

bot-discord-games-title = Your tables
bot-discord-games-none = You have no running tables on the servers we share.
bot-discord-games-more = …and { $n } more.
