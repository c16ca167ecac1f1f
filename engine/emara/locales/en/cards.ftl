### Crown of Emara: action cards and noble ranks (names and texts for /card).

## Action cards

emara-card-wood = Wood
emara-card-wood-text = Take 1 wood.
emara-card-stone = Stone
emara-card-stone-text = Take 1 stone.
emara-card-cloth = Cloth
emara-card-cloth-text = Take 1 cloth.
emara-card-grain = Grain
emara-card-grain-text = Take 1 grain.
emara-card-ring = Signet Ring
emara-card-ring-text = Take 1 signet ring.
emara-card-gold_trade = Gold Trade
emara-card-gold_trade-text = Pay 1 resource for 1 gold coin, or any 3 resources for 2 gold coins.
emara-card-step = Step
emara-card-step-text = Move one of your councillors 1 step clockwise and use that location, like a movement.
emara-card-hire_recruit = Hire / Recruit
emara-card-hire_recruit-text = Hire a craftsman or recruit an advisor where one of your councillors stands, paying 1 resource less.
emara-card-town = Town Action
emara-card-town-text = Use the action of any one town location without moving.

## Noble ranks

emara-rank-baron = Baron
emara-rank-count = Count
emara-rank-prince = Prince
emara-rank-marquess = Marquess
emara-rank-duke = Duke
emara-rank-baron-text = First noble rank. Cost 1 gold. Cards 5/4/3/2 CP (provisional numbers).
emara-rank-count-text = Second rank. Cost 1 gold + 1 ring. Cards 7/6/5/4 CP (provisional numbers).
emara-rank-prince-text = Third rank. Cost 2 gold + 1 ring. Cards 9/8/7/6 CP (provisional numbers).
emara-rank-marquess-text = Fourth rank. Cost 2 gold + 2 rings. Cards 12/11/10/9 CP (provisional numbers).
emara-rank-duke-text = Highest rank. Cost 3 gold + 2 rings. Cards 15/14/13/12 CP (provisional numbers).
