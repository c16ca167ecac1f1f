### Since your last move (engine.core.since): at most five lines at the top of a player's panel.
## $player: who moved; $lines: their newest public log lines (each without the name again); $more: how many older ones are not quoted.

core-since-title = Since your last move
core-since-did = { $player }: { $lines }{ $more ->
    [0] {""}
   *[other] {" "}(+{ $more } more)
}
core-since-acted = { $player } moved (nothing public).
core-since-and_others = …and { $n } more players moved.
core-since-mine = For you: { $changes }.
core-since-mine_same = For you: none of your numbers changed.
core-since-asked = Now: { $prompt }
core-since-waiting = Now: it is not your turn yet.
core-since-over = Now: the game is over.
