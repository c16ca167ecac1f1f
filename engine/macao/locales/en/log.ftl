### Macao: the game log.

macao-log-act = { $player }: { $action }
macao-log-setup = Turn order on the wall: { $order }.
macao-log-revealed = Cards revealed: { $cards }.
macao-log-round = Round { $round }: tribute { $gold } gold → { $pp } PP; cards drawn: { $cards }.
macao-log-removed = Removed for the number of players: { $cards }.
macao-log-overflow = { $player } takes a punish marker for a sixth card.
macao-log-income = { $player } receives { $gold } gold and { $pp } PP from { $card }.
macao-log-dice = Dice: { $faces }.
macao-log-chose = { $player } chooses { $a } and { $b }{ $gold ->
    [0] {""}
   *[other] {" "}(+{ $gold } gold)
}.
macao-log-empty_arrow = { $player }'s arrow points at an empty face: a punish marker.
macao-log-quarter = { $player } takes quarter { $quarter } ({ $tile }).
macao-log-wall = { $player } moves to wall space { $space }.
macao-log-sail = { $player } sails to { $node }.
macao-log-deliver = { $player } delivers { $good } to { $port }: +{ $pp } PP.
macao-log-buy = { $player } pays { $gold } gold for { $pp } PP.
macao-log-final = { $player }: { $tableau ->
    [one] 1 card
   *[other] { $tableau } cards
} left on the tableau, -{ $penalty } for punish markers, +{ $cards } from cards, +{ $city } for the city: { $total } PP.
