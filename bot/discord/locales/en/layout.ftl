### One message a turn (issue 33): the turn message's texts.

bot-layout-title = { $game } #{ $id }
bot-layout-asked_names = { $names }: { $question }
bot-layout-to_move = To move: { $names }
bot-layout-breakdown_alt = Where the points came from: each player's final score by scoring category
