### Desde tu último movimiento: como mucho cinco líneas al principio del panel.

core-since-title = Desde tu último movimiento
core-since-did = { $player }: { $lines }{ $more ->
    [0] {""}
   *[other] {" "}(+{ $more } más)
}
core-since-acted = { $player } ha jugado (nada público).
core-since-and_others = …y { $n } jugadores más han jugado.
core-since-mine = Para ti: { $changes }.
core-since-mine_same = Para ti: ninguno de tus valores ha cambiado.
core-since-asked = Ahora: { $prompt }
core-since-waiting = Ahora: aún no es tu turno.
core-since-over = Ahora: la partida ha terminado.
