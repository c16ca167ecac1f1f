### A finished game's score breakdown as a bar chart (render/breakdown.py); the category names are the games' own (<game>.breakdown.*).

render-breakdown-title = De dónde salieron los puntos
render-breakdown-lower_counts = La puntuación es el menor de los dos marcadores.
render-breakdown-score = { $points } puntos
render-breakdown-counts = { $points } · cuenta
