### Macao: the last move in the headline band's bottom row (render/macao/highlight.py), after the
### mover's marker and name; the same turn is outlined on the board in the mover's colour. Parts
### of one turn are joined with macao-board-sep. Terms as in the game's log.

# Before anyone has moved
macao-board-lt-none = No move yet
# A card taken into the tableau (the pre-game pick or the round's draft)
macao-board-lt-take = took { $card }
# A sixth card discarded from the tableau (a punish marker)
macao-board-lt-discard = discarded { $card }
# A card of the tableau activated
macao-board-lt-act = activated { $card }
# An active card used
macao-board-lt-use = used { $card }
# A city quarter taken; $n: its number
macao-board-lt-quarter = quarter { $n }
# Advanced on the city wall to space $space
macao-board-lt-wall = wall → { $space }
# The ship sailed; $node: where it ended (a port, Macao or a sea space)
macao-board-lt-sail = sailed to { $node }
# A goods tile delivered to a port
macao-board-lt-deliver = delivered { $good } to { $port }
# Prestige bought at the round's tribute rate
macao-board-lt-buy = bought prestige
# The two dice chosen (their colours)
macao-board-lt-dice = chose { $a } and { $b }
