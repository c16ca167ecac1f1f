### Lisboa: každé slovo obrázku herního plánu (render/lisboa). Texty mají pevné místo:
### parcela ~110 px, dekret ~210 px při písmu 18–20 px. Držte je stejně krátké jako anglické.
### Termíny z českých pravidel: paruky, réis (1 real), vliv, úředníci, obchody, sutiny, dekrety.
### Obrázek vkládá jména jako hotový text (bez $…_id), proto vložené názvy stojí v 1. pádě.

## Horní pruh (písmo 45 px, čte se na telefonu)

lisboa-board-period = { $n }. období
lisboa-board-game_over = Konec hry
lisboa-board-phase-draft = Draft počátečních karet
lisboa-board-phase-start_decree = Počáteční dekrety
# Za jménem hráče, který je na tahu
lisboa-board-to_move = je na tahu
# Za jménem hráče, kterého se hra ptá mimo jeho tah (připojení k audienci)
lisboa-board-to_answer = odpovídá
lisboa-board-waiting = Čeká se na:
lisboa-board-win = { $count ->
    [one] vítězí
   *[other] vítězí
}
lisboa-board-player = Hráč { $n }
lisboa-board-rival = Rival
lisboa-board-score = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} · { $reis ->
    [one] 1 real
   *[other] { $reis } réis
}
# $infl: vliv audience se znaménkem (+1, −2)
lisboa-board-treasury_line = Pokladnice { $reis } réis · audience { $infl } vl.
lisboa-board-church_due = V tomto tahu církevní bodování
lisboa-board-period_due = Po tomto tahu končí období
lisboa-board-end_due = { $n ->
    [one] Poslední tah
    [few] Hra končí za { $n } tahy
   *[other] Hra končí za { $n } tahů
}

## Nadpisy částí a nápovědy

lisboa-board-city = Centrum Lisabonu
lisboa-board-city_hint = obchod: majitel + zboží; kostičky: sutiny
lisboa-board-treasury = Pokladnice (réis / vliv audience)
lisboa-board-prices = Ceny zboží
lisboa-board-church = Církev
lisboa-board-offices = Úřady šlechticů
lisboa-board-political = Politické karty
lisboa-board-buildings = Veřejné budovy a plány
lisboa-board-decrees = Dekrety ({ $n } v balíčku)
lisboa-board-supply = Zásoba
lisboa-board-final = Závěrečné bodování
lisboa-board-key = Legenda:

## Centrum

# Řádek E ve hře 2 hráčů (nebo sólo)
lisboa-board-covered = zakryto (2 hráči)
# Pod sutinami sloupce: bodovací destička (paruky za každou odpovídající veřejnou budovu)
lisboa-board-scoring = ×{ $n }
lisboa-board-scoring_hint = za budovu
lisboa-board-arch-arch_blue = modrý arch.
lisboa-board-arch-arch_green = zelený arch.
lisboa-board-arch_short-arch_blue = Modrý
lisboa-board-arch_short-arch_green = Zelený

## Stupnice

lisboa-board-reis_value = { $n } r
# $n: vliv audience se znaménkem (+1, −2)
lisboa-board-infl_value = { $n } vl.
lisboa-board-price = { $n }

## Církev

lisboa-board-cardinal = Kardinál
lisboa-board-cardinal_letter = K
lisboa-board-gap-influence = Vliv
lisboa-board-gap-treasury = Pokl.
lisboa-board-bag = Pytlík církve: { $n }
lisboa-board-empty = prázdné

## Úřady

lisboa-board-courtyard = Nádvoří
lisboa-board-neutral_letter = N
lisboa-board-office_full = { $n }/6

## Politické karty a zásoba

lisboa-board-pile = { $n ->
    [one] 1 karta
    [few] { $n } karty
   *[other] { $n } karet
}
lisboa-board-face_down = lícem dolů
lisboa-board-court = Královský dvůr
lisboa-board-shipyard = Loděnice: { $n }
lisboa-board-stack = sloupek { $n }
lisboa-board-plans_left = { $n ->
    [one] 1 plán
    [few] { $n } plány
   *[other] { $n } plánů
}
lisboa-board-plan = Plán: { $n } úř.
lisboa-board-favors = Přízeň
lisboa-board-city_tiles = Městské destičky
lisboa-board-tiles_left = { $large } velké · { $small } malé
lisboa-board-decks = Fialový { $purple } · Hnědý { $brown } · Úkoly B { $goal }
lisboa-board-reserve = Hromádka sutin
lisboa-board-treasury_card = Pokladnice
lisboa-board-influence_card = Vliv { $n }
lisboa-board-advantage = Výhoda: { $text }

## Hráči

lisboa-board-wigs = { $n ->
    [one] 1 paruka
    [few] { $n } paruky
   *[other] { $n } paruk
}
lisboa-board-reis = { $n ->
    [one] 1 real
   *[other] { $n } réis
}
lisboa-board-influence = Vliv { $n }
lisboa-board-hand = Ruka { $n }
lisboa-board-decree_count = Dekrety { $n }
lisboa-board-goal = Úkol { $id }
lisboa-board-portfolio = Portfolio
lisboa-board-slot_empty = volné
lisboa-board-slot_closed = zavřené
lisboa-board-at_sea = na moři
lisboa-board-ship = Loď { $n }
lisboa-board-ship_bonus = +{ $bonus } r/zboží · vliv { $infl }
lisboa-board-goods = Zboží
lisboa-board-rubble = Sutiny
lisboa-board-sets = Sady { $n }
lisboa-board-markers = Žetony { $n }
lisboa-board-clergy = Církev
lisboa-board-plans = Plány
lisboa-board-done = dokončené
lisboa-board-houses = Zbývající domky
# Skupinky domků: levá, prostřední (střední), pravá
lisboa-board-house-left = L{ $n }
lisboa-board-house-middle = S{ $n }
lisboa-board-house-right = P{ $n }
lisboa-board-none = nic
lisboa-board-total = Celkem { $n }

## Závěrečné bodování: části rozpisu hráče

lisboa-board-final-wigs = Paruky
lisboa-board-final-sets = Sady
lisboa-board-final-favors = Přízeň
lisboa-board-final-reis = Réis
lisboa-board-final-money = Peníze
lisboa-board-final-stores = Obchody
lisboa-board-final-officials = Úředníci
lisboa-board-final-decrees = Dekrety
lisboa-board-final-ships = Lodě
lisboa-board-final-clergy = Církev
lisboa-board-final-total = Přičteno

## Názvy (krátké jako na kartách: „karty Manuela, markýze, krále“)

lisboa-board-noble-maia = Manuel
lisboa-board-noble-pombal = Markýz
lisboa-board-noble-king = Král
lisboa-board-noble-treasury = Pokladnice
lisboa-board-good-gold = zlato
lisboa-board-good-cloth = látka
lisboa-board-good-books = kniha
lisboa-board-good-tools = nářadí
# Písmeno na žetonu zboží (barva nikdy není jediné vodítko)
lisboa-board-good_letter-gold = Z
lisboa-board-good_letter-cloth = L
lisboa-board-good_letter-books = K
lisboa-board-good_letter-tools = N
lisboa-board-colour-yellow = žlutá
lisboa-board-colour-pink = růžová
lisboa-board-colour-brown = hnědá
lisboa-board-colour-blue = modrá
# Písmeno na kostičce sutin: zemětřesení, požár, tsunami
lisboa-board-rubble_letter-earthquake = Z
lisboa-board-rubble_letter-fire = P
lisboa-board-rubble_letter-tsunami = T
lisboa-board-rubble_name-earthquake = zemětřesení
lisboa-board-rubble_name-fire = požár
lisboa-board-rubble_name-tsunami = tsunami
lisboa-board-street-s_yellow = Rua Áurea
lisboa-board-street-s_pink = Rua Augusta
lisboa-board-street-s_brown = Rua Nova da Princesa
lisboa-board-street-s_blue = Rua Bela da Rainha

## Odměny a postihy parcel, stavenišť a karet (krátce)

lisboa-board-fx-gain_gold = +1 zlato
lisboa-board-fx-gain_good = +1 { $good }
lisboa-board-fx-gain_reis = { $n ->
    [one] +1 real
   *[other] +{ $n } réis
}
lisboa-board-fx-gain_plan = +plán
lisboa-board-fx-gain_official = +úředník
lisboa-board-fx-gain_cardinal1 = kardinál +1
# běžný zisk vlivu (součet horní řady portfolia)
lisboa-board-fx-gain_influence = +vliv
lisboa-board-fx-gain_infl = +{ $n } vl.
lisboa-board-fx-gain_rubble = +sutiny
lisboa-board-fx-gain_wigs = { $n ->
    [one] +1 paruka
    [few] +{ $n } paruky
   *[other] +{ $n } paruk
}
lisboa-board-fx-gain_favor = +přízeň
lisboa-board-fx-gain_price_up = cena +{ $n }
lisboa-board-fx-gain_goal_b = +{ $n } úkol B
lisboa-board-fx-lose_official = −úředník
lisboa-board-fx-lose_good = −1 zboží
lisboa-board-fx-lose_reis = { $n ->
    [one] −1 real
   *[other] −{ $n } réis
}
lisboa-board-fx-lose_infl = −{ $n } vl.
lisboa-board-fx-lose_wigs = { $n ->
    [one] −1 paruka
    [few] −{ $n } paruky
   *[other] −{ $n } paruk
}

## Karty pokladnice: události uprostřed a slevy/výhody dole (krátce)

lisboa-board-event-ev_hire = Zaměstnání úředníků
lisboa-board-event-ev_plan = Zisk plánu
lisboa-board-event-ev_ship = Stavba lodi
lisboa-board-event-ev_produce = Produkce zboží
lisboa-board-event-ev_cardinal = Setkání s kardinálem
lisboa-board-event-ev_favor = Zisk přízně
lisboa-board-event-ev_store = Stavba obchodu
lisboa-board-event-ev_decree = Získání dekretu
lisboa-board-event-ev_goods2 = 2 různá zboží
lisboa-board-event-ev_price = Cena +{ $n }
lisboa-board-event-ev_influence = +vliv
lisboa-board-adv-adv_real1 = platby −1 r
lisboa-board-adv-adv_land2 = parcela −2 r
lisboa-board-adv-adv_hire1 = úředník −1 r
lisboa-board-adv-adv_plan1 = plány −1 úř.
lisboa-board-adv-adv_visit1 = audience −1 vl.
lisboa-board-adv-adv_sell1 = prodej +1 r/zboží
lisboa-board-adv-adv_ship1 = loď −1 zboží
lisboa-board-adv-adv_store1 = sklad +1
lisboa-board-adv-adv_infl1 = vliv +1
lisboa-board-adv-adv_prod1 = produkce +1
lisboa-board-adv-adv_trade_any = obchod: cokoli

## Církevní destičky (krátce)

lisboa-board-clergy-cl_infl1 = vliv +1
lisboa-board-clergy-cl_land2 = parcela −2 r
lisboa-board-clergy-cl_hire1 = úředník −1 r
lisboa-board-clergy-cl_plan1 = plány −1 úř.
lisboa-board-clergy-cl_visit1 = audience −1 vl.
lisboa-board-clergy-cl_sell1 = prodej +1 r
lisboa-board-clergy-cl_prod1 = produkce +1
lisboa-board-clergy-cl_ship1 = loď −1 zboží
lisboa-board-clergy-cl_store1 = sklad +1
lisboa-board-clergy-cl_storewig = obchod +1 par.
lisboa-board-clergy-cl_pbwig = budova +2 par.
lisboa-board-clergy-cl_trade_any = obchod: cokoli
lisboa-board-clergy-cl_reis3 = +3 réis

## Státní akce (šest polí v úřadech)

lisboa-board-action-hire_officials = +2 úředníci
lisboa-board-action-acquire_plan = Zisk plánu
lisboa-board-action-build_ship = Stavba lodi
lisboa-board-action-produce_goods = Prod. zboží
lisboa-board-action-meet_cardinal = Kardinál
lisboa-board-action-earn_favor = Zisk přízně

## Dekrety: krátký řádek na vzorec ($wigs paruk za jednotku; $arg barva ulice, řádek, sloupec,
## architekt nebo šlechtic, vždy v 1. pádě)

lisboa-board-decree-per_store_street = { $wigs }/obchod ({ $arg } ul.)
lisboa-board-decree-per_store_row = { $wigs }/obchod v řádku { $arg }
lisboa-board-decree-per_store_column = { $wigs }/obchod ve sl. { $arg }
lisboa-board-decree-per_open_pb_architect = { $wigs }/budova ({ $arg })
lisboa-board-decree-per_completed_plan = { $wigs }/dokončený plán
lisboa-board-decree-per_hull_space = { $wigs }/místo v lodi
lisboa-board-decree-per_ship = { $wigs }/loď
lisboa-board-decree-per_clergy = { $wigs }/církevní destička
lisboa-board-decree-per_favor = { $wigs }/přízeň
lisboa-board-decree-per_official_in_office = { $wigs }/úředník ({ $arg })
lisboa-board-decree-per_set = { $wigs }/sada sutin
lisboa-board-decree-per_good = { $wigs }/zboží
lisboa-board-decree-per_goodset = { $wigs }/sada 4 zboží
lisboa-board-decree-per_treasury_card = { $wigs }/karta pokladnice
lisboa-board-decree-per_noble_card = { $wigs }/karta šlechtice
lisboa-board-decree-per_decree = { $wigs }/dekret
lisboa-board-decree-per_store = { $wigs }/obchod
lisboa-board-decree-all_store_types = { $wigs } za obchody 4 druhů
lisboa-board-decree-per_2_influence = { $wigs }/2 vlivy
lisboa-board-decree-street_3_stores = { $wigs } za 3 obchody ({ $arg } ul.)
lisboa-board-decree-per_row_with_store = { $wigs }/řádek s obchodem
lisboa-board-decree-per_street_with_store = { $wigs }/ulice s obchodem
lisboa-board-decree-per_empty_house_group = { $wigs }/prázdná skupinka
lisboa-board-decree-per_big_ship = { $wigs }/loď 3+
lisboa-board-decree-per_2_official_icons = { $wigs }/2 úředníci na plánech
