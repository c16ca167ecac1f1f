### Private tables, rematches and resignations (bot.table: lobby, resign).

## Private tables and rematches

bot-invites-private = Private table: by invitation only. Invited: { $names }
bot-invites-err-not_invited = This table is by invitation: only its creator and { $names } may join.
bot-invites-err-not_a_player = Only the players of this game can ask for a rematch.
bot-invites-err-rematch_abandoned = This game was abandoned: an abandoned game has no rematch.
bot-invites-err-rematch_not_finished = This game is not over yet.

## Resigning

bot-invites-resign_confirm = Really resign? An AI will play your seat to the end, you cannot take it back, and your seat will rank last. Run the command again with confirm set to true to resign.
bot-invites-resigned = { $name } resigned: a { $level } AI plays the seat to the end, and it ranks last.
bot-invites-resigned_rated = The game stays rated.
bot-invites-resigned_abandoned = { $name } resigned and no other player is left: the game is abandoned.
bot-invites-resigned_seats = Resigned (an AI plays on, ranked last): { $names }
bot-invites-resigned_panel = You resigned: a { $level } AI plays your seat to the end.
bot-invites-err-already_resigned = You have already resigned from this game.
