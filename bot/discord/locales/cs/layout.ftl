### Jedna zpráva na tah (issue 33): texty zprávy tahu.

bot-layout-title = { $game } #{ $id }
bot-layout-asked_names = { $names }: { $question }
bot-layout-to_move = Na tahu: { $names }
bot-layout-breakdown_alt = Odkud se vzaly body: konečné skóre každého hráče podle kategorií bodování
