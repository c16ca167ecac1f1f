### Crown of Emara: suroviny, lokality, žetony přízně, co volba přináší nebo stojí.

## Suroviny a zboží. Každá surovina dostává počet $n a podle něj volí tvar:
## 1 (one), 2–4 (few), 0 a 5+ (other). Samotný název („Zaplatit: 🪵 dřevo“) má $n = 1.

emara-stock_item = { $n } { $res }
emara-res-wood = { $n ->
    [one] 🪵 dřevo
    [few] 🪵 dřeva
   *[other] 🪵 dřev
}
emara-res-stone = { $n ->
    [one] 🪨 kámen
    [few] 🪨 kameny
   *[other] 🪨 kamenů
}
emara-res-cloth = { $n ->
    [one] 🧵 látka
    [few] 🧵 látky
   *[other] 🧵 látek
}
emara-res-grain = { $n ->
    [one] 🌾 obilí
    [few] 🌾 obilí
   *[other] 🌾 obilí
}
emara-res-bread = { $n ->
    [one] 🍞 chléb
    [few] 🍞 chleby
   *[other] 🍞 chlebů
}
emara-res-book = { $n ->
    [one] 📖 kniha
    [few] 📖 knihy
   *[other] 📖 knih
}
emara-res-ring = { $n ->
    [one] 💍 pečetní prsten
    [few] 💍 pečetní prsteny
   *[other] 💍 pečetních prstenů
}
emara-res-gold = { $n ->
    [one] 🪙 zlatá mince
    [few] 🪙 zlaté mince
   *[other] 🪙 zlatých mincí
}
emara-res-any = { $n ->
    [one] libovolná surovina
    [few] libovolné suroviny
   *[other] libovolných surovin
}

## Řemeslníci

emara-craftsmen = { $n ->
    [one] tam 1 řemeslník
    [few] tam { $n } řemeslníci
   *[other] tam { $n } řemeslníků
}

## Co volba přináší nebo stojí (části tlačítek). OB = občanské body, SB = stavební body.

emara-gain-cp = +{ $n } OB
emara-gain-bp = +{ $n } SB
emara-gain-item = +{ $item }
emara-plus = { $a } + { $b }
emara-cost-less = { $cost }, −{ $n }
emara-income = +{ $item }
emara-income-crafts = +{ $item }, { $crafts }

## Lokality

emara-loc-forest = 🌲 Les
emara-loc-grainfield = 🌾 Obilné pole
emara-loc-quarry = ⛏️ Lom
emara-loc-weaving_mill = 🧵 Tkalcovna
emara-loc-castle = 🏰 Hrad
emara-loc-cathedral = ⛪ Katedrála
emara-loc-construction_site = 🏗️ Staveniště
emara-loc-market = 🛒 Trh

## Žetony přízně

emara-favor-castle_cp = 🏰 3 OB
emara-favor-castle_bp = 🏰 5 SB
emara-favor-castle_gold = 🏰 1 zlatá mince
emara-favor-cathedral_cp = ⛪ 3 OB
emara-favor-cathedral_bp = ⛪ 5 SB
emara-favor-cathedral_ring = ⛪ 1 pečetní prsten
emara-favor-construction_site_cp = 🏗️ 3 OB
emara-favor-construction_site_book = 🏗️ 1 kniha
emara-favor-construction_site_gold = 🏗️ 1 zlatá mince
emara-favor-market_bp = 🛒 5 SB
emara-favor-market_book = 🛒 1 kniha
emara-favor-market_ring = 🛒 1 pečetní prsten
