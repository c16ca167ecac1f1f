### Votes, substitutes and a run-out clock in Discord: /game vote, /game seat, the lobby's out-of-time button (bot.discord: votes, seats, lobby).

bot-discord-votes-dm = **{ $table }** · { $text }
    { $link }

bot-discord-oot-ai = Out of time: AI after { $grace }
bot-discord-oot-ai_no_clock = Out of time: AI after the offer
bot-discord-oot-vote = Out of time: wait for a vote

bot-discord-seats-claim = Take { $name }'s seat
bot-discord-seats-open_line = 🪑 Open seat: { $names } (a substitute may take it)

bot-cmd-game-vote-description = Vote at this table: cancel the game, or replace a player
bot-cmd-game-vote-cancel-description = Cancel this game if every player agrees (abandoned, not rated)
bot-cmd-game-vote-replace-description = Replace an out-of-time or absent player, by a majority of the others
bot-cmd-game-vote-replace-player = The player to replace
bot-cmd-game-seat-description = Offer your seat to a substitute, or take an open seat
bot-cmd-game-seat-offer-description = Offer your seat: whoever claims it plays on from there
bot-cmd-game-seat-withdraw-description = Keep your seat: withdraw your offer
bot-cmd-game-seat-claim-description = Take this table's open seat

bot-cmd_name-game-vote = vote
bot-cmd_name-game-vote-cancel = cancel
bot-cmd_name-game-vote-replace = replace
bot-cmd_name-game-vote-replace-player = player
bot-cmd_name-game-seat = seat
bot-cmd_name-game-seat-offer = offer
bot-cmd_name-game-seat-withdraw = withdraw
bot-cmd_name-game-seat-claim = claim
