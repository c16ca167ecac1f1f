### Lisboa: the last move in the headline band's bottom row (render/lisboa/highlight.py), after the
### mover's marker and name; the same turn is outlined on the board in the mover's colour. And the
### next Public Building of each architect's stack, face up beside the one on offer.

# Before anyone has moved
lisboa-board-lt-none = No move yet
# Between the parts of one turn
lisboa-board-lt-sep = { " " }·{ " " }
# The main step: a card discarded for 1 gold, played to the portfolio, a Visit, an Event sponsored
lisboa-board-lt-gold = card → gold
lisboa-board-lt-folio = card to portfolio
lisboa-board-lt-visit = visited { $noble }
lisboa-board-lt-event = sponsored an Event
# Another player joined the Visit ($player: their name)
lisboa-board-lt-join = { $player } joined { $noble }
# A Store built; $parcel: the parcel's row and column (A3)
lisboa-board-lt-store = Store on { $parcel }
lisboa-board-lt-pb = opened a Public Building
lisboa-board-lt-decree = took a Decree
# Two Officials hired into the offices of $a and $b
lisboa-board-lt-hire = Officials → { $a }, { $b }
# A plan taken from the stack of architect $arch
lisboa-board-lt-plan = plan ({ $arch })
lisboa-board-lt-ship = built a Ship
lisboa-board-lt-cardinal = met the Cardinal
lisboa-board-lt-favor = favor of { $noble }
# A good paid to cover a state action ($action: its short name)
lisboa-board-lt-trade = traded: { $action }
lisboa-board-lt-sell = sold { $good }
lisboa-board-lt-produce = produced goods
# The card drawn at the end of the turn, from the pile of $pile
lisboa-board-lt-draw = drew from { $pile }
# Below the Public Building on offer: the next one of the stack, face up
lisboa-board-next_pb = next:
