### Das Bild der Turniertabelle: die Spaltenköpfe (den Rest liefert der Bot, in Worten).

render-standings-player = Spieler
render-standings-points = Punkte
render-standings-buchholz = Buchholz
render-standings-score = Wertung
render-standings-round = R{ $n }
render-standings-more = … und { $n } weitere (/tournament status nennt alle)
