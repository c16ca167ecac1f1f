### Macao: „erst die Würfel der anderen sehen“ (Regel 2.2): Wählen alle gleichzeitig, darf jeder
### verlangen, dass der Rest der Würfelwahl dieser Runde in der Reihenfolge auf der Stadtmauer gespielt wird.

macao-btn-seefirst = Erst die Würfel der anderen sehen
macao-prompt-dice_at_once = Wähle zwei verschiedene Würfel: Ihre Steine kommen an deine Windrose. Die anderen sehen deine Wahl, sobald alle gewählt haben, außer du willst ihre Würfel zuerst sehen: Dann wird in dieser Runde in der Reihenfolge auf der Stadtmauer gewählt.
macao-prompt-dice_wall_order = { $player } will die Würfel der anderen zuerst sehen: In dieser Runde wird in der Reihenfolge auf der Stadtmauer gewählt. Wähle zwei verschiedene Würfel: Ihre Steine kommen an deine Windrose.
macao-log-see_first = { $player } will die Würfel der anderen zuerst sehen: In dieser Runde wird in der Reihenfolge auf der Stadtmauer gewählt.
