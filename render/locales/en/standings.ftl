### A tournament's standings picture: its column headers (the rest comes from the bot, in words).

render-standings-player = Player
render-standings-points = Points
render-standings-buchholz = Buchholz
render-standings-score = Score
render-standings-round = R{ $n }
render-standings-more = … and { $n } more (/tournament status lists everyone)
