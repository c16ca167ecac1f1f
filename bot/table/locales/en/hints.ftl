### Hints (bot/table/hints.py, hint_policy.py): Suggest on a player's panel, the table option, the marks.

bot-hints-off_by_creator = Hints are off at this table: its creator did not allow them.
bot-hints-off_rated = Hints are off at this table: it is a rated game, and a hint would make it unrated for everyone. The table's creator can allow hints in the lobby.
bot-hints-confirm_rated = Using a hint makes this game unrated for everyone at the table. Show the hint?
bot-hints-confirm_solo = A game in which you use a hint stays off the high scores and does not move your campaign. Show the hint?
bot-hints-confirm_challenge = An attempt in which you use a hint stays off today's challenge table. Show the hint?
bot-hints-suggested = 💡 Suggested: **{ $option }** — { $reason }
bot-hints-failed = The hint could not be worked out just now (nothing was counted). Please try again.
bot-hints-used_by = { $name } ({ $n })
bot-hints-final = 💡 Hints used: { $names } (a game with hints is not rated).
bot-hints-lobby_on = Hints: allowed
bot-hints-lobby_off = Hints: not allowed
bot-hints-lobby_default = (the default for this table)
bot-hints-solo_unrecorded = 💡 Hints were used: this game stays off the high scores and the campaign.
bot-hints-challenge_unrecorded = 💡 Hints were used: your attempt of { $day } ({ $score }) stays off the day's table.
