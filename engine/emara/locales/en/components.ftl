### Crown of Emara: resources, locations, favor tokens, what a choice gives or costs.

## Resources and goods. Every resource takes the count $n and picks its plural form by it
## (a name alone, as in "Pay 🪵 wood", has $n = 1).

emara-stock_item = { $n } { $res }
emara-res-wood = { $n ->
    [one] 🪵 wood
   *[other] 🪵 wood
}
emara-res-stone = { $n ->
    [one] 🪨 stone
   *[other] 🪨 stone
}
emara-res-cloth = { $n ->
    [one] 🧵 cloth
   *[other] 🧵 cloth
}
emara-res-grain = { $n ->
    [one] 🌾 grain
   *[other] 🌾 grain
}
emara-res-bread = { $n ->
    [one] 🍞 bread
   *[other] 🍞 bread
}
emara-res-book = { $n ->
    [one] 📖 book
   *[other] 📖 books
}
emara-res-ring = { $n ->
    [one] 💍 signet ring
   *[other] 💍 signet rings
}
emara-res-gold = { $n ->
    [one] 🪙 gold
   *[other] 🪙 gold
}
emara-res-any = { $n ->
    [one] resource of any kind
   *[other] resources of any kind
}

## Craftsmen

emara-craftsmen = { $n ->
    [one] 1 craftsman there
   *[other] { $n } craftsmen there
}

## What a choice gives or costs (parts of buttons)

emara-gain-cp = +{ $n } CP
emara-gain-bp = +{ $n } BP
emara-gain-item = +{ $item }
emara-plus = { $a } + { $b }
emara-cost-less = { $cost }, { $n } less
emara-income = +{ $item }
emara-income-crafts = +{ $item }, { $crafts }

## Locations

emara-loc-forest = 🌲 Forest
emara-loc-grainfield = 🌾 Grainfield
emara-loc-quarry = ⛏️ Quarry
emara-loc-weaving_mill = 🧵 Weaving Mill
emara-loc-castle = 🏰 Castle
emara-loc-cathedral = ⛪ Cathedral
emara-loc-construction_site = 🏗️ Construction Site
emara-loc-market = 🛒 Market

## Favor tokens

emara-favor-castle_cp = 🏰 3 CP
emara-favor-castle_bp = 🏰 5 BP
emara-favor-castle_gold = 🏰 1 gold
emara-favor-cathedral_cp = ⛪ 3 CP
emara-favor-cathedral_bp = ⛪ 5 BP
emara-favor-cathedral_ring = ⛪ 1 ring
emara-favor-construction_site_cp = 🏗️ 3 CP
emara-favor-construction_site_book = 🏗️ 1 book
emara-favor-construction_site_gold = 🏗️ 1 gold
emara-favor-market_bp = 🛒 5 BP
emara-favor-market_book = 🛒 1 book
emara-favor-market_ring = 🛒 1 ring
