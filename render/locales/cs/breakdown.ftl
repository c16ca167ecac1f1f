### A finished game's score breakdown as a bar chart (render/breakdown.py); the category names are the games' own (<game>.breakdown.*).

render-breakdown-title = Odkud se vzaly body
render-breakdown-lower_counts = Skóre je nižší z obou stupnic.
render-breakdown-score = { $points } b.
render-breakdown-counts = { $points } · platí
