### Macao: el último turno en la fila inferior de la cabecera (render/macao/highlight.py), tras el
### marcador y el nombre del jugador; el mismo turno se resalta en el tablero con su color. Las partes
### de un turno se unen con macao-board-sep.

macao-board-lt-none = Aún no hay jugadas
macao-board-lt-take = toma { $card }
macao-board-lt-discard = descarta { $card }
macao-board-lt-act = activa { $card }
macao-board-lt-use = usa { $card }
macao-board-lt-quarter = barrio { $n }
macao-board-lt-wall = muralla → { $space }
macao-board-lt-sail = navega a { $node }
macao-board-lt-deliver = entrega { $good } en { $port }
macao-board-lt-buy = compra prestigio
macao-board-lt-dice = elige { $a } y { $b }
