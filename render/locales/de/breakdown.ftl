### A finished game's score breakdown as a bar chart (render/breakdown.py); the category names are the games' own (<game>.breakdown.*).

render-breakdown-title = Woher die Punkte kamen
render-breakdown-lower_counts = Die niedrigere der beiden Leisten ist die Wertung.
render-breakdown-score = { $points } Punkte
render-breakdown-counts = { $points } · zählt
