### Macao: cube and die colours, goods, ports, player colours, card types and timings, city quarters.

## Cube and die colours, in lower case: they stand inside sentences ("pay 1 red cube").

macao-colour-red = red
macao-colour-blue = blue
macao-colour-green = green
macao-colour-black = black
macao-colour-grey = grey
macao-colour-purple = purple

## Goods (the goods tiles on the light quarters)

macao-good-lacquer = Lacquerware
macao-good-rice = Rice
macao-good-tea = Tea
macao-good-jade = Jade
macao-good-silk = Silk
macao-good-paper = Paper
macao-good-porcelain = Porcelain
macao-good-spices = Spices

## The eight European ports, by their sea node code (in lower case: message ids are lower case)

macao-port-lis = Lisboa
macao-port-bar = Barcelona
macao-port-lon = London
macao-port-mar = Marseille
macao-port-gen = Genova
macao-port-ant = Antwerpen
macao-port-ams = Amsterdam
macao-port-ham = Hamburg

## Player colours

macao-player_colour-orange = Orange
macao-player_colour-white = White
macao-player_colour-yellow = Yellow
macao-player_colour-brown = Brown

## Card types and when a card works (printed between its two tribute numbers)

macao-type-office = Office
macao-type-building = Building
macao-type-person = Person
macao-timing-p1 = Phase 1
macao-timing-p2 = Phase 2
macao-timing-p3 = Your turn
macao-timing-end = Game end

## City quarters (Q01-Q30)

macao-quarter = Quarter { $id }

## An office card's name with its colour

macao-office = { $name } ({ $colour })
