### Seit deinem letzten Zug: höchstens fünf Zeilen oben im Panel.

core-since-title = Seit deinem letzten Zug
core-since-did = { $player }: { $lines }{ $more ->
    [0] {""}
   *[other] {" "}(+{ $more } weitere)
}
core-since-acted = { $player } hat gezogen (nichts Öffentliches).
core-since-and_others = …und { $n } weitere Spieler haben gezogen.
core-since-mine = Für dich: { $changes }.
core-since-mine_same = Für dich: keiner deiner Werte hat sich geändert.
core-since-asked = Jetzt: { $prompt }
core-since-waiting = Jetzt: du bist noch nicht am Zug.
core-since-over = Jetzt: das Spiel ist vorbei.
