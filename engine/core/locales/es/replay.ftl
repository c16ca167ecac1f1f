### Un archivo de partida repetido en la línea de órdenes (python -m engine replay ARCHIVO --out CARPETA).

core-replay-start = Inicio
core-replay-move = Jugada { $index } de { $count }
core-replay-ranking = Clasificación final:
core-replay-rank = { $rank }. { $name }: { $score }
core-replay-opponent = { $name }: { $score }
core-replay-not_over = La partida de este archivo no había terminado.
core-replay-gif = Resumen animado: { $path }
