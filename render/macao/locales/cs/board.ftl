### Macao: všechna slova na obrázku desky (render/macao). Názvy karet, barev, zboží, přístavů, druhů
### karet a doby použití jsou zprávy samotné hry (engine/macao/locales): překládají se jednou, tam.
### Texty mají na obrázku většinou pevné místo: držte je nejvýš tak dlouhé jako anglické.
### Pojmy jako ve zprávách hry: BP (body prestiže), ZM (zlaté mince), žolík, žeton pokuty, podložka.

## Horní pruh (písmo 40 px, čte se na telefonu)

# Stav vpravo nahoře: „Kolo 5/12 · Akce“ (kolo, oddělovač, fáze)
macao-board-round = Kolo { $n }/{ $rounds }
# Mezi částmi jednoho řádku (stav, skóre, balíček a odložené karty)
macao-board-sep = { " " }·{ " " }
# Stav během dvou kroků před 1. kolem (první karta, počáteční kostičky)
macao-board-pregame = Před hrou
# Stav po skončení hry
macao-board-game_over = Konec hry
# Fáze za „Kolo 5/12 · “: výběr karty a počáteční kostičky před hrou, pak fáze kola podle pravidel
# (1. fáze: Karty, 2. fáze: Kostky, 3. fáze: Akce); poslední se neukazuje, stav zní „Konec hry“
macao-board-phase-pick = Výběr karty
macao-board-phase-cubes = První kostičky
macao-board-phase-draft = Karty
macao-board-phase-dice = Kostky
macao-board-phase-actions = Akce
macao-board-phase-over = Konec hry
# Za jménem hráče, který je na tahu
macao-board-to_move = je na tahu
# Před značkami hráčů, kteří ještě nevybrali kostky (všichni volí současně)
macao-board-choosing = Volí kostky:
# Za jmény vítězů; $count: kolik hráčů se o vítězství dělí
macao-board-win = { $count ->
    [one] vyhrává
    [few] vyhrávají
   *[other] vyhrávají
}
# Místo bez jména
macao-board-player = Hráč { $n }
# Skóre hráče v pruhu
macao-board-score = { $pp } BP · { $gold } ZM
# Třetí řádek: poplatek tohoto kola (koupě prestiže: zaplatit ZM, získat BP) ...
macao-board-tribute = Poplatek: { $gold } ZM → { $pp } BP
# ... nebo před 1. kolem
macao-board-no_tribute = Bez poplatku
# ... pak pořadí tahů (následují značky hráčů)
macao-board-order = Pořadí:

## Karty kola

# Nadpis řady karet, ze kterých si hráči vybírají
macao-board-offer = Vyložené karty
# Vedle nadpisu, když žádná karta není vyložena
macao-board-offer_none = žádné
# Dobírací balíček lícem dolů: ukazuje se jen počet karet
macao-board-deck = { $n ->
    [one] Balíček: 1 karta
    [few] Balíček: { $n } karty
   *[other] Balíček: { $n } karet
}
# Počet karet v odkládacím balíčku (lícem nahoru)
macao-board-discard = Odloženo: { $n }
# Před dvojicemi úřadů dalších kol (číslo kola, pak každý úřad jako kostička a počet)
macao-board-offices_coming = Příští úřady:

## Město

# Nadpis 30 městských čtvrtí
macao-board-city = Město
# Vedle nadpisu: co znamenají kostičky ve čtvrti, co skrývají tmavé čtvrti
macao-board-city_hint = cena v kostičkách · tmavé: žolík

## Moře a přístavy

# Nadpis mapy moře
macao-board-sea = Moře
# Vedle nadpisu: plavba stojí 1 kostičku za políčko; vyložené zboží jde na nejhodnotnější volné políčko
macao-board-sea_hint = 1 kostička za políčko · přístav: nejlepší volné
# Start všech lodí na mapě moře a v panelech hráčů
macao-board-harbour = Macao

## Zeď

# Nadpis 16 políček městské zdi
macao-board-wall = Městská zeď
# Jeden posun a jeho cena, „2 → 3“ (o 2 políčka za 3 kostičky); spojuje se do nápovědy níže
macao-board-wall_cost = { $n } → { $cubes }
# Vedle nadpisu: $costs vypisuje posuny („1 → 1 · 2 → 3 …“); z hromádky hraje první horní disk
macao-board-wall_hint = políčka → kostičky: { $costs } · horní disk hraje první

## Panely hráčů

# Šipka větrné růžice: akční kostičky tohoto kola (políčka 1–6 jsou čísla)
macao-board-rose_arrow = →
# Řada karet vzatých, ale ještě neaktivovaných
macao-board-tableau = Podložka
# Řada aktivovaných karet
macao-board-active = Aktivní
# Řada bez karet
macao-board-none = žádné
# Víc karet, než se do řady vejde
macao-board-more = +{ $n }
# Body prestiže, zlaté mince, žolíci a žetony pokuty vedle jména hráče
macao-board-pp = { $n } BP
macao-board-gold = { $n } ZM
macao-board-jokers = { $n ->
    [one] 1 žolík
    [few] { $n } žolíci
   *[other] { $n } žolíků
}
macao-board-markers = { $n ->
    [one] 1 žeton pokuty
    [few] { $n } žetony pokuty
   *[other] { $n } žetonů pokuty
}
# Odznak s konečným výsledkem
macao-board-total = Celkem { $n }
# Panel hráče na tahu: na co teď stačí jeho akční kostičky (zvýrazněno i na desce):
# karty k aktivaci, čtvrti k obsazení, nejvýš kolik políček na zdi, přístavy, kam loď dopluje
macao-board-affords = Kostičky stačí na: { $cards ->
    [one] 1 kartu
    [few] { $cards } karty
   *[other] { $cards } karet
} · { $quarters ->
    [one] 1 čtvrť
    [few] { $quarters } čtvrti
   *[other] { $quarters } čtvrtí
} · { $wall ->
    [one] 1 políčko zdi
    [few] { $wall } políčka zdi
   *[other] { $wall } políček zdi
} · { $ports ->
    [one] 1 přístav
    [few] { $ports } přístavy
   *[other] { $ports } přístavů
}
# Panel hráče, který smí hrát teď (mimo fázi akcí)
macao-board-to_move_tag = na tahu
# Kde je loď ($node: přístav, Macao nebo mořské políčko S1, N2 …); následuje náklad
macao-board-ship = Loď: { $node }
# Před dvěma kostkami, které hráč v tomto kole vybral (každá jako kostička své barvy a číslo)
macao-board-dice = Kostky:
# Vybrány současně s ostatními: ukážou se, až vyberou všichni
macao-board-dice_hidden = vybrány (skryté do volby všech)
# V tomto kole ještě nevybrány
macao-board-dice_none = nevybrány
# Obsazené městské čtvrti a doručené kartičky zboží
macao-board-holdings = { $quarters ->
    [one] 1 čtvrť
    [few] { $quarters } čtvrti
   *[other] { $quarters } čtvrtí
} · { $delivered } doručení

## Konečné bodování

# Nadpis pořadí na konci hry
macao-board-final = Konečné bodování
# Záhlaví sloupců rozpisu konce hry: karty zbylé na podložce, žetony pokuty, BP, které stojí,
# BP z karet konce hry, BP za největší řetězec čtvrtí, délka řetězce, celkový výsledek
macao-board-final-tableau = Zbylé karty
macao-board-final-markers = Žetony
macao-board-final-penalty = Pokuta
macao-board-final-cards = BP z karet
macao-board-final-city = BP město
macao-board-final-chain = Řetězec
macao-board-final-total = Celkem

## Legenda dole

# Před písmenem každé kostičky s názvem její barvy
macao-board-key_cubes = Kostičky:
# Vedle kartičky žolíka
macao-board-key_joker = žolík
# Před značkou každého zboží s jeho názvem
macao-board-key_goods = Zboží:

## Písmeno v každé kostičce (barva nikdy není jediné vodítko): po jednom, všechna různá

macao-board-cube-red = Č
macao-board-cube-blue = M
macao-board-cube-green = Z
# černá: K jako v tisku (Č je červená)
macao-board-cube-black = K
macao-board-cube-grey = Š
macao-board-cube-purple = F

## Značka na každé kartičce zboží: nejvýš 2 písmena, všechny různé

macao-board-good-lacquer = La
macao-board-good-rice = Rý
macao-board-good-tea = Ča
macao-board-good-jade = Ne
macao-board-good-silk = He
macao-board-good-paper = Pa
macao-board-good-porcelain = Po
macao-board-good-spices = Ko
