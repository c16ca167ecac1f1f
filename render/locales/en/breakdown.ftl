### A finished game's score breakdown as a bar chart (render/breakdown.py); the category names are the games' own (<game>.breakdown.*).

render-breakdown-title = Where the points came from
render-breakdown-lower_counts = The lower of the two tracks is the score.
render-breakdown-score = { $points } points
render-breakdown-counts = { $points } · counts
