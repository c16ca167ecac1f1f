### Crown of Emara: Rohstoffe, Orte, Gunst-Plättchen, was eine Wahl bringt oder kostet.
### Begriffe aus den deutschen Kurzspielregeln (KSR), siehe engine/emara/locales/GLOSSARY.md.

## Rohstoffe und Waren. Jeder Rohstoff bekommt die Anzahl $n und wählt danach seine Form
## (allein stehend, wie in „1 🪵 Holz zahlen“, ist $n = 1). Holz, Tuch und Getreide bleiben
## nach Zahlen unverändert („3 Holz“).

emara-stock_item = { $n } { $res }
emara-res-wood = { $n ->
    [one] 🪵 Holz
   *[other] 🪵 Holz
}
emara-res-stone = { $n ->
    [one] 🪨 Stein
   *[other] 🪨 Steine
}
emara-res-cloth = { $n ->
    [one] 🧵 Tuch
   *[other] 🧵 Tuch
}
emara-res-grain = { $n ->
    [one] 🌾 Getreide
   *[other] 🌾 Getreide
}
emara-res-bread = { $n ->
    [one] 🍞 Brot
   *[other] 🍞 Brote
}
emara-res-book = { $n ->
    [one] 📖 Buch
   *[other] 📖 Bücher
}
emara-res-ring = { $n ->
    [one] 💍 Siegelring
   *[other] 💍 Siegelringe
}
emara-res-gold = { $n ->
    [one] 🪙 Goldmünze
   *[other] 🪙 Goldmünzen
}
emara-res-any = { $n ->
    [one] beliebiger Rohstoff
   *[other] beliebige Rohstoffe
}

## Handwerker

emara-craftsmen = { $n ->
    [one] 1 Handwerker dort
   *[other] { $n } Handwerker dort
}

## Was eine Wahl bringt oder kostet (Teile von Buttons)

emara-gain-cp = +{ $n } BüP
emara-gain-bp = +{ $n } BaP
emara-gain-item = +{ $item }
emara-plus = { $a } + { $b }
emara-cost-less = { $cost }, −{ $n }
emara-income = +{ $item }
emara-income-crafts = +{ $item }, { $crafts }

## Orte

emara-loc-forest = 🌲 Wald
emara-loc-grainfield = 🌾 Getreidefeld
emara-loc-quarry = ⛏️ Steinbruch
emara-loc-weaving_mill = 🧵 Weberei
emara-loc-castle = 🏰 Burg
emara-loc-cathedral = ⛪ Kirche
emara-loc-construction_site = 🏗️ Baustelle
emara-loc-market = 🛒 Markt

## Gunst-Plättchen

emara-favor-castle_cp = 🏰 3 BüP
emara-favor-castle_bp = 🏰 5 BaP
emara-favor-castle_gold = 🏰 1 Goldmünze
emara-favor-cathedral_cp = ⛪ 3 BüP
emara-favor-cathedral_bp = ⛪ 5 BaP
emara-favor-cathedral_ring = ⛪ 1 Siegelring
emara-favor-construction_site_cp = 🏗️ 3 BüP
emara-favor-construction_site_book = 🏗️ 1 Buch
emara-favor-construction_site_gold = 🏗️ 1 Goldmünze
emara-favor-market_bp = 🛒 5 BaP
emara-favor-market_book = 🛒 1 Buch
emara-favor-market_ring = 🛒 1 Siegelring
