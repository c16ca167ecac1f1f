### Macao on the phone pictures (render/phone.py, render/macao/phone.py): the phone card posted with
### every board and a player's own area on their panel. Every word here is drawn at least 27 px on a
### 1080 px picture; long words wrap, so no fixed room applies.

# Before the latest turn: "Last turn: Anna: took quarter 12 · sailed to Lisboa"
macao-phone-last_turn = Last turn:
# A row with nothing in it
macao-phone-none = none
# The space of the seat's disc on the city wall (the wall gives the turn order)
macao-phone-wall = wall space { $n }
# The own area's rows
macao-phone-rose = Wind rose (action cubes; it turns once a round)
# A face of the wind rose: the arrow (this round's action supply) ...
macao-phone-rose_now = Now
# ... or a face whose cubes reach the arrow after $n turns of the rose (one turn each round's dice phase)
macao-phone-rose_in = { $n ->
    [one] After 1 turn
   *[other] After { $n } turns
}
# Cubes of one colour on a face: how many, which colour
macao-phone-cubes = { $n }× { $colour }
macao-phone-dice = Dice chosen this round
# A chosen die: its colour and the face it shows
macao-phone-die = { $colour } die: { $face }
