### A poll for the next game (issue 33): /play poll:, its result opening the lobby.

bot-cmd_name-play-poll = poll
bot-cmd-play-poll = Let the channel vote for the next game: the poll stays open this many hours, then the winner's table opens
bot-polls-question = Which game shall we play next? When the poll ends, the table of the game that won opens here.
bot-polls-posted = The poll is open until { $when }; then the table of the game that won opens in this channel, with you as its creator.
bot-polls-either = Choose a game to open its table, or give poll: (hours) to let the channel vote for one, not both.
bot-polls-perm = Create Polls
bot-polls-nobody = Nobody voted in the poll, so no table opens. /play opens one any time.
bot-polls-result = The poll chose { $game } ({ $votes } of { $total } votes): its table is open, join it below.
bot-polls-busy = The poll chose { $game }, but its table cannot open here: { $why }
