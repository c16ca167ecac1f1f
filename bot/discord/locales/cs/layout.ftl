### Jedna zpráva na tah (issue 33): texty zprávy tahu.

bot-layout-title = { $game } #{ $id }
bot-layout-asked_names = { $names }: { $question }
bot-layout-to_move = Na tahu: { $names }
