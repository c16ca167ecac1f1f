### La imagen de la clasificación de un torneo: los encabezados (el resto lo pone el bot, en palabras).

render-standings-player = Jugador
render-standings-points = Puntos
render-standings-buchholz = Buchholz
render-standings-score = Tanteo
render-standings-round = R{ $n }
render-standings-more = … y { $n } más (/tournament status los nombra a todos)
