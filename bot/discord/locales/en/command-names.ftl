### Slash command, group and option names as Discord shows them ("/play game:…").
### Discord's rule for every name here: 1-32 characters, lowercase, no spaces; only letters, digits,
### - and _. A translated name that breaks the rule is left out (Discord then shows the English name).
### Two options of one command must not get the same name.

bot-cmd_name-play = play
bot-cmd_name-play-game = game
bot-cmd_name-play-ai = ai
bot-cmd_name-play-level = level

bot-cmd_name-game = game
bot-cmd_name-game-status = status
bot-cmd_name-game-hand = hand
bot-cmd_name-game-log = log
bot-cmd_name-game-log-limit = limit
bot-cmd_name-game-undo = undo
bot-cmd_name-game-takeover = takeover
bot-cmd_name-game-takeback = takeback
bot-cmd_name-game-abandon = abandon
bot-cmd_name-game-abandon-confirm = confirm

bot-cmd_name-rules = rules
bot-cmd_name-rules-game = game
bot-cmd_name-rules-topic = topic

bot-cmd_name-card = card
bot-cmd_name-card-name = name

bot-cmd_name-solo = solo
bot-cmd_name-solo-game = game
bot-cmd_name-solo-mode = mode
bot-cmd_name-solo-start = start

bot-cmd_name-challenge = challenge
bot-cmd_name-challenge-game = game
bot-cmd_name-challenge-board = board

bot-cmd_name-leaderboard = leaderboard
bot-cmd_name-leaderboard-game = game
bot-cmd_name-leaderboard-kind = kind
bot-cmd_name-leaderboard-scope = scope
bot-cmd_name-leaderboard-start = start

bot-cmd_name-privacy = privacy
bot-cmd_name-privacy-forget_me = forget-me

bot-cmd_name-profile = profile
bot-cmd_name-profile-user = user
bot-cmd_name-learn = learn
bot-cmd_name-learn-game = game
