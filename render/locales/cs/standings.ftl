### Obrázek pořadí turnaje: záhlaví sloupců (zbytek dodá bot, ve slovech).

render-standings-player = Hráč
render-standings-points = Body
render-standings-buchholz = Buchholz
render-standings-score = Skóre
render-standings-round = K{ $n }
render-standings-more = … a { $n } dalších (všechny vypíše /tournament status)
