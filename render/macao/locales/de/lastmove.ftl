### Macao: der letzte Zug in der untersten Zeile des Kopfbands (render/macao/highlight.py), nach
### Marker und Name; derselbe Zug ist auf dem Plan in der Farbe des Spielers umrandet. Teile eines
### Zugs verbindet macao-board-sep.

macao-board-lt-none = Noch kein Zug
macao-board-lt-take = nimmt { $card }
macao-board-lt-discard = wirft { $card } ab
macao-board-lt-act = aktiviert { $card }
macao-board-lt-use = nutzt { $card }
macao-board-lt-quarter = Stadtteil { $n }
macao-board-lt-wall = Mauer → { $space }
macao-board-lt-sail = segelt nach { $node }
macao-board-lt-deliver = liefert { $good } nach { $port }
macao-board-lt-buy = kauft Prestige
macao-board-lt-dice = wählt { $a } und { $b }
