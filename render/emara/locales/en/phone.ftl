### Crown of Emara on the phone pictures (render/phone.py, render/emara/phone.py): the phone card
### posted with every board and a player's own area on their panel. Every word here is drawn at least
### 27 px on a 1080 px picture; long words wrap, so no fixed room applies.

# Before the latest turn: "Last turn: Anna: played Stone · to Castle"
emara-phone-last_turn = Last turn:
# A row with nothing in it
emara-phone-none = none
emara-phone-empty = empty
# A seat's noble rank beside its CP and BP; $rank is a rank's name, or no_rank
emara-phone-rank = Noble: { $rank }
emara-phone-no_rank = none
# The round's event and its effect in a few words
emara-phone-event = Event: { $event } — { $effect }
# The own area's rows (titles)
emara-phone-hand = Hand (action cards)
emara-phone-stock = Stock
emara-phone-slots = Played this round (slots 1-3)
emara-phone-favors = Favor tokens
emara-phone-advisors = Advisors
emara-phone-craftsmen = Craftsmen
# One resource in the stock: its count and name
emara-phone-stock_item = { $n } { $res }
# A played slot: its number (steps the councillor moves) and the card in it
emara-phone-slot = { $n }: { $card }
emara-phone-craftsmen_left = { $n ->
    [one] 1 craftsman on your player board
   *[other] { $n } craftsmen on your player board
}
# Resource names in the stock row (plural forms by count)
emara-phone-res-wood = wood
emara-phone-res-stone = stone
emara-phone-res-cloth = cloth
emara-phone-res-grain = grain
emara-phone-res-bread = bread
emara-phone-res-book = { $n ->
    [one] book
   *[other] books
}
emara-phone-res-ring = { $n ->
    [one] signet ring
   *[other] signet rings
}
emara-phone-res-gold = { $n ->
    [one] gold coin
   *[other] gold coins
}
