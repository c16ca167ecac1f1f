### A run-out clock that nobody answers: the grace, the AI playing the seat, the lobby option; stalled tables (bot.table.grace, stalls).

bot-stalls-bank_out = { $name }'s clock has run out. Any other player at the table may let a medium AI play this move, or play until { $name } returns (the game will then not be rated). If nobody answers within { $grace }, a medium AI plays { $name }'s seat until { $name } returns.
bot-stalls-takeover_offer = { $name } has been away for { $waited }. Any other player at the table may hand their seat to a medium AI (the game will then not be rated). If nobody does within { $grace }, a medium AI plays { $name }'s seat until { $name } returns.
bot-stalls-stand_in = Nobody answered within { $grace } after { $name }'s clock ran out: a { $level } AI plays { $name }'s seat until { $name } returns (Take my seat back on the panel, or /game takeback). This game is no longer rated.
bot-stalls-owner = Your clock has run out. Move now, or the other players may hand your seat to an AI.

bot-stalls-lobby-ai = Out of time: if nobody answers within { $grace }, an AI plays the seat until its player returns
bot-stalls-lobby-ai_no_clock = Out of time: if nobody answers the takeover offer, an AI plays the seat until its player returns
bot-stalls-lobby-vote = Out of time: the table waits for a vote to replace the player

bot-stalls-err-by_vote = This table decides by a vote when a clock runs out: /game vote replace player: asks the other players.
