### AI seats, turn reminders, absent players and their stand-ins (bot.table).

## AI seats

bot-ai-level-random = random
bot-ai-level-easy = easy
bot-ai-level-medium = medium
bot-ai-level-hard = hard
bot-ai-name = AI { $n } ({ $level })
bot-ai-played = { $name } played.
bot-ai-minutes = { $n } min
bot-ai-hours = { $h } h { $m } min
bot-ai-reminder = it is your turn in { $game } (the table has waited { $waited }).
bot-ai-takeover_offer = { $name } has been away for { $waited }. Any other player at the table may hand their seat to a medium AI (the game will then not be rated).
bot-ai-taken_over = { $by } handed { $name }'s seat to a { $level } AI. This game is no longer rated. { $name } can take the seat back with /game takeback.
bot-ai-taken_back = { $name } is back and plays their own seat again.
bot-ai-response_declined = { $name } did not answer within { $waited } and is taken to decline.
bot-ai-stand_in = A { $level } AI plays your seat while you are away. Take it back to play yourself.

## Refused takeovers

bot-err-takeover_too_early = { $name } may still come back: the seat can be handed to an AI in { $left }.
bot-err-takeover_not_needed = Nobody is keeping this game waiting any more.
bot-err-own_seat = You cannot hand your own seat to an AI.
bot-err-nothing_to_take_back = No AI is standing in for you in this game.
