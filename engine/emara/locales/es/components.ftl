### Crown of Emara: recursos, ubicaciones, fichas de favor, lo que da o cuesta una opción.
### Términos del reglamento en español (véase engine/emara/locales/GLOSSARY.md).

## Recursos y bienes. Cada recurso recibe la cantidad $n y elige su forma plural
## (un nombre suelto, como en «Pagar 🪵 madera», tiene $n = 1).

emara-stock_item = { $n } { $res }
emara-res-wood = { $n ->
    [one] 🪵 madera
   *[other] 🪵 maderas
}
emara-res-stone = { $n ->
    [one] 🪨 piedra
   *[other] 🪨 piedras
}
emara-res-cloth = { $n ->
    [one] 🧵 tela
   *[other] 🧵 telas
}
emara-res-grain = { $n ->
    [one] 🌾 grano
   *[other] 🌾 granos
}
emara-res-bread = { $n ->
    [one] 🍞 pan
   *[other] 🍞 panes
}
emara-res-book = { $n ->
    [one] 📖 libro
   *[other] 📖 libros
}
emara-res-ring = { $n ->
    [one] 💍 anillo de sello
   *[other] 💍 anillos de sello
}
emara-res-gold = { $n ->
    [one] 🪙 moneda de oro
   *[other] 🪙 monedas de oro
}
emara-res-any = { $n ->
    [one] recurso a elegir
   *[other] recursos a elegir
}

## Artesanos

emara-craftsmen = { $n ->
    [one] 1 artesano allí
   *[other] { $n } artesanos allí
}

## Lo que da o cuesta una opción (partes de botones). PCi = puntos de ciudadano,
## PCo = puntos de construcción (nunca «PC» a secas: sería ambiguo).

emara-gain-cp = +{ $n } PCi
emara-gain-bp = +{ $n } PCo
emara-gain-item = +{ $item }
emara-plus = { $a } + { $b }
emara-cost-less = { $cost }, { $n } menos
emara-income = +{ $item }
emara-income-crafts = +{ $item }, { $crafts }

## Ubicaciones

emara-loc-forest = 🌲 Bosque
emara-loc-grainfield = 🌾 Campo de cereales
emara-loc-quarry = ⛏️ Cantera
emara-loc-weaving_mill = 🧵 Fábrica de tejidos
emara-loc-castle = 🏰 Castillo
emara-loc-cathedral = ⛪ Catedral
emara-loc-construction_site = 🏗️ Sitio de construcción
emara-loc-market = 🛒 Mercado

## Fichas de favor

emara-favor-castle_cp = 🏰 3 PCi
emara-favor-castle_bp = 🏰 5 PCo
emara-favor-castle_gold = 🏰 1 moneda de oro
emara-favor-cathedral_cp = ⛪ 3 PCi
emara-favor-cathedral_bp = ⛪ 5 PCo
emara-favor-cathedral_ring = ⛪ 1 anillo
emara-favor-construction_site_cp = 🏗️ 3 PCi
emara-favor-construction_site_book = 🏗️ 1 libro
emara-favor-construction_site_gold = 🏗️ 1 moneda de oro
emara-favor-market_bp = 🛒 5 PCo
emara-favor-market_book = 🛒 1 libro
emara-favor-market_ring = 🛒 1 anillo
