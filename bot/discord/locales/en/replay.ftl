### Replays in Discord: /game replay, /game export, the replay message and its buttons.

bot-cmd_name-game-replay = replay
bot-cmd_name-game-replay-game = game
bot-cmd_name-game-export = export
bot-cmd_name-game-export-game = game
bot-cmd-game-replay-description = Step through a finished game board by board (default: this channel's last)
bot-cmd-game-replay-game = The game's number (/profile lists your recent games with their numbers)
bot-cmd-game-export-description = Download a finished game as a small file that redraws every board
bot-cmd-game-export-game = The game's number (default: this channel's last finished game)

bot-discord-replay_title = { $game } · replay #{ $id }
bot-discord-replay_chapters = Jump to a part of the game…
bot-discord-replay_moves = Jump to a move…
bot-discord-replay_animation = 🎞️ Animated summary
bot-discord-replay_file = 💾 Game file
bot-discord-replay_file_sent = Game file { $file }: `python -m engine replay { $file } --out DIR` draws every board of the game again, on any computer.
bot-discord-replay_no_animation = The animated summary cannot be drawn here.
bot-discord-replay_animation_caption = 🎞️ { $game }, game #{ $id }, from the first board to the last. Step through it with /game replay game:{ $id }
