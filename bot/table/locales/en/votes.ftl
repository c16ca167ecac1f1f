### Votes at a table: cancel by consent, replace an out-of-time or absent player, a stalled table (bot.table.votes).

bot-votes-table = { $game } #{ $id }
bot-votes-kind-cancel = a vote to cancel this game
bot-votes-kind-replace = a vote to replace a player

bot-votes-title-cancel = Vote: cancel { $table }?
bot-votes-title-replace = Vote: replace { $name } at { $table }?
bot-votes-title-stall = { $table } has had no move for { $days } days
bot-votes-about-cancel = { $by } asks. Every player must agree: the game then ends, abandoned and not rated.
bot-votes-about-replace = { $why } A majority of the other players ({ $needed } of { $voters }) decides: { $name }'s seat then goes to a medium AI and is open for a substitute (/games open), and the game is no longer rated.
bot-votes-about-stall = It will be closed on { $date }, abandoned and not rated, unless someone moves. Close it now? Every player must agree.
bot-votes-why-bank_out = { $name }'s clock has run out.
bot-votes-why-command = { $by } asks to replace { $name }, who is out of time or away.
bot-votes-tally = Yes: { $yes } · No: { $no } · Not voted yet: { $waiting }
bot-votes-until = Open until { $date }; you can change your vote until then.
bot-votes-yes-cancel = Yes, cancel the game
bot-votes-no-cancel = No, play on
bot-votes-yes-replace = Yes, replace { $name }
bot-votes-no-replace = No, wait for { $name }
bot-votes-yes-stall = Yes, close it now
bot-votes-no-stall = No, we play on

bot-votes-started = Your vote is open, with your yes. The other players are asked.
bot-votes-cast_yes = You voted yes. You can change your vote while the vote is open.
bot-votes-cast_no = You voted no. You can change your vote while the vote is open.

bot-votes-result-cancelled = Result: everyone agreed. The game is cancelled: abandoned, not rated.
bot-votes-result-stall_agreed = Result: everyone agreed. The table is closed: abandoned, not rated.
bot-votes-result-closed = Result: no move for { $days } days. The table is closed: abandoned, not rated.
bot-votes-result-replaced = Result: passed, { $yes } of { $voters } said yes. { $name }'s seat goes to a medium AI and is open for a substitute; the game is no longer rated.
bot-votes-result-refused = Result: { $names } said no. The game goes on.
bot-votes-result-not_all = Result: not everyone agreed by { $date } (not voted: { $waiting }). The game goes on.
bot-votes-result-kept = Result: no majority can be reached ({ $yes } of { $voters } said yes). { $name } keeps the seat.
bot-votes-result-kept_late = Result: no majority by { $date } ({ $yes } of { $voters } said yes). { $name } keeps the seat.
bot-votes-result-moved = Result: a move ended the stall. The table plays on.
bot-votes-result-back = Result: { $name } is back. The vote is over.
bot-votes-result-over = Result: the game ended before the vote did.
bot-votes-result-nobody = Result: nobody is left to vote.

bot-votes-closed-agreed = Everyone agreed: { $table } is cancelled. It is abandoned and not rated.
bot-votes-closed-stall = { $table } had no move for { $days } days: the table is closed. It is abandoned and not rated.

bot-votes-err-already_open = This table already has { $kind } open: vote there, or wait for its result.
bot-votes-err-not_a_voter = Only the players who hold a seat at this table vote here.
bot-votes-err-about_you = This vote is about you: the other players decide it. Your next move (or taking your seat back) ends it.
bot-votes-err-closed = This vote is over. { $result }
bot-votes-err-not_out_of_time = { $name } is neither out of time nor away: only a player whose clock has run out (or who keeps the table waiting past the takeover delay), or whose seat an AI plays, can be voted out.
bot-votes-err-not_at_table = That player has no seat at this table.
bot-votes-err-own = You cannot vote yourself out: /game seat offer offers your seat to a substitute.
bot-votes-err-no_voters = Nobody else at this table holds a seat to vote on that.
