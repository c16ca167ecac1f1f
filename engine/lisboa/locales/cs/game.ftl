### Lisboa: názvy herních věcí. Termíny jsou z českých pravidel (TLAMA games, seed 004);
### seznam s prameny je v engine/lisboa/locales/GLOSSARY.cs.md.
### Vložené šlechtice, zboží, barvy, architekty a ulice skloňují zprávy podle $…_id.

lisboa-name = Lisboa
lisboa-nothing = nic

## Šlechtici a hromádky nabídky politických karet

lisboa-noble-maia = Manuel da Maia
lisboa-noble-pombal = Markýz z Pombalu
lisboa-noble-king = Král Josef I.
# Krátké jméno na kartě šlechtice; pravidla: „karty Manuela, karty markýze, karty krále“.
lisboa-noble_short-maia = Manuel
lisboa-noble_short-pombal = Markýz
lisboa-noble_short-king = Král
lisboa-pile-maia = { lisboa-noble-maia }
lisboa-pile-pombal = { lisboa-noble-pombal }
lisboa-pile-king = { lisboa-noble-king }
lisboa-pile-treasury = Pokladnice
lisboa-deck-blue = modrý balíček
lisboa-deck-red = červený balíček
lisboa-deck-purple = fialový balíček
lisboa-deck-brown = hnědý balíček

## Zboží, barvy ulic a ulice
# Zboží v 1. pádě jednotného čísla („+1 kniha“); počty vybírá lisboa-goods_n.

lisboa-good-gold = zlato
lisboa-good-cloth = látka
lisboa-good-books = kniha
lisboa-good-tools = nářadí
lisboa-goods_n = { $good_id ->
    [lisboa-good-gold] { $n ->
        [one] 1 zlato
       *[other] { $n } zlata
    }
    [lisboa-good-cloth] { $n ->
        [one] 1 látka
        [few] { $n } látky
       *[other] { $n } látek
    }
    [lisboa-good-books] { $n ->
        [one] 1 kniha
        [few] { $n } knihy
       *[other] { $n } knih
    }
    [lisboa-good-tools] { $n } nářadí
   *[other] { $n } { $good }
}
# Barvy se vkládají k „budova“ (ženský rod).
lisboa-colour-yellow = žlutá
lisboa-colour-pink = růžová
lisboa-colour-brown = hnědá
lisboa-colour-blue = modrá
lisboa-street-yellow = Rua Áurea (žlutá)
lisboa-street-pink = Rua Augusta (růžová)
lisboa-street-brown = Rua Nova da Princesa (hnědá)
lisboa-street-blue = Rua Bela da Rainha (modrá)

## Akce (státní a šlechtické)

lisboa-action-hire_officials = Zaměstnání úředníků
lisboa-action-acquire_plan = Zisk plánu
lisboa-action-build_ship = Stavba lodi
lisboa-action-produce_goods = Produkce zboží
lisboa-action-meet_cardinal = Setkání s kardinálem
lisboa-action-earn_favor = Zisk přízně
lisboa-action-build_store = Stavba obchodu
lisboa-action-take_decree = Získání dekretu
lisboa-action-open_public_building = Otevření veřejné budovy

## Architekti, sutiny, domky, staveniště, parcely

lisboa-arch-arch_blue = modrý architekt
lisboa-arch-arch_green = zelený architekt
lisboa-rubble-earthquake = zemětřesení (3)
lisboa-rubble-fire = požár (2)
lisboa-rubble-tsunami = tsunami (1)
lisboa-house-left = levá skupinka (audience za réis)
lisboa-house-middle = prostřední skupinka (levnější lodě)
lisboa-house-right = pravá skupinka (vyšší produkce)
lisboa-site-w_a = na západ od řádku A
lisboa-site-w_b = na západ od řádku B
lisboa-site-w_c = na západ od řádku C
lisboa-site-w_d = na západ od řádku D
lisboa-site-w_e = na západ od řádku E
lisboa-site-e_a = na východ od řádku A
lisboa-site-e_b = na východ od řádku B
lisboa-site-e_c = na východ od řádku C
lisboa-site-e_d = na východ od řádku D
lisboa-site-e_e = na východ od řádku E
lisboa-site-n_yellow = na sever od Rua Áurea
lisboa-site-n_pink = na sever od Rua Augusta
lisboa-site-n_brown = na sever od Rua Nova da Princesa
lisboa-site-n_blue = na sever od Rua Bela da Rainha
lisboa-parcel = Parcela { $row }{ $column }
lisboa-plan = Plán { $arch_id ->
    [lisboa-arch-arch_blue] modrého architekta
    [lisboa-arch-arch_green] zeleného architekta
   *[other] ({ $arch })
} ({ $n ->
    [one] 1 úředník
    [few] { $n } úředníci
   *[other] { $n } úředníků
})
# Budova se vkládá za plán, který už architekta jmenuje („Plán zeleného architekta → budova žlutá/růžová“):
# známého architekta neopakujeme, aby se tlačítko vešlo do 80 znaků.
lisboa-pb = budova { $a }/{ $b }{ $arch_id ->
    [lisboa-arch-arch_blue] {""}
    [lisboa-arch-arch_green] {""}
   *[other] {" "}({ $arch })
}
lisboa-ship = Loď { $size } (+{ $bonus } za zboží, vliv { $influence })

## Politické karty

lisboa-card-noble = { $noble } { $influence }: { $bottom }
lisboa-card-treasury = Pokladnice: { $event } / { $advantage }

## Odměny a postihy (spodní části karet, parcely, staveniště)

lisboa-effect-gain_gold = +1 zlato
lisboa-effect-gain_good = +1 { $good }
lisboa-effect-gain_reis = { $n ->
    [one] +1 real
   *[other] +{ $n } réis
}
lisboa-effect-gain_plan = plán
lisboa-effect-gain_official = úředník na úřad
lisboa-effect-gain_cardinal1 = kardinál o 1 pole
lisboa-effect-gain_influence = zisk vlivu
lisboa-effect-gain_infl = { $n ->
    [one] +1 vliv
    [few] +{ $n } vlivy
   *[other] +{ $n } vlivu
}
lisboa-effect-gain_rubble = kostička sutin z hromádky
lisboa-effect-gain_wigs = { $n ->
    [one] +1 paruka
    [few] +{ $n } paruky
   *[other] +{ $n } paruk
}
lisboa-effect-gain_favor = destička přízně
lisboa-effect-gain_price_up = cena zboží +2
lisboa-effect-gain_goal_b = { $n ->
    [one] 1 karta úkolu B
    [few] { $n } karty úkolů B
   *[other] { $n } karet úkolů B
}
lisboa-effect-lose_official = −1 úředník
lisboa-effect-lose_good = −1 zboží
lisboa-effect-lose_reis = { $n ->
    [one] −1 real
   *[other] −{ $n } réis
}
lisboa-effect-lose_infl = { $n ->
    [one] −1 vliv
    [few] −{ $n } vlivy
   *[other] −{ $n } vlivu
}
lisboa-effect-lose_wigs = { $n ->
    [one] −1 paruka
    [few] −{ $n } paruky
   *[other] −{ $n } paruk
}

## Události karet pokladnice (financování události) a jejich slevy/výhody (v portfoliu)

lisboa-event-ev_hire = Zaměstnání úředníků
lisboa-event-ev_plan = Zisk plánu
lisboa-event-ev_ship = Stavba lodi
lisboa-event-ev_produce = Produkce zboží
lisboa-event-ev_cardinal = Setkání s kardinálem
lisboa-event-ev_favor = Zisk přízně
lisboa-event-ev_store = Stavba obchodu
lisboa-event-ev_decree = Získání dekretu
lisboa-event-ev_goods2 = 2 různá zboží
lisboa-event-ev_price = cena zboží +2
lisboa-event-ev_influence = zisk vlivu
lisboa-adv-adv_real1 = platby −1 real
lisboa-adv-adv_land2 = parcely −2 réis
lisboa-adv-adv_hire1 = zaměstnání −1 real
lisboa-adv-adv_plan1 = plány −1 úředník
lisboa-adv-adv_visit1 = audience −1 vliv
lisboa-adv-adv_sell1 = +1 real za prodej
lisboa-adv-adv_ship1 = lodě −1 zboží
lisboa-adv-adv_store1 = skladiště +1
lisboa-adv-adv_infl1 = zisk vlivu +1
lisboa-adv-adv_prod1 = produkce +1 zboží
lisboa-adv-adv_trade_any = obchod libovolným zbožím

## Církevní destičky

lisboa-clergy-tile = { $name } ({ $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
})
lisboa-clergy-cl_infl1 = zisk vlivu +1
lisboa-clergy-cl_land2 = parcely −2 réis
lisboa-clergy-cl_hire1 = zaměstnání −1 real
lisboa-clergy-cl_plan1 = plány −1 úředník
lisboa-clergy-cl_visit1 = audience −1 vliv
lisboa-clergy-cl_sell1 = +1 real za prodej
lisboa-clergy-cl_prod1 = produkce +1 zboží
lisboa-clergy-cl_ship1 = lodě −1 zboží
lisboa-clergy-cl_store1 = skladiště +1
lisboa-clergy-cl_storewig = +1 paruka za obchod
lisboa-clergy-cl_pbwig = +2 paruky za budovu
lisboa-clergy-cl_trade_any = obchod libovolným zbožím
lisboa-clergy-cl_reis3 = 3 réis
lisboa-clergytext-cl_infl1 = Každý váš zisk vlivu (za portfolio) je o 1 vyšší.
lisboa-clergytext-cl_land2 = Parcela pro každý obchod, který postavíte, stojí o 2 réis méně.
lisboa-clergytext-cl_hire1 = Každý úředník, kterého zaměstnáte při otevření veřejné budovy, stojí o 1 real méně.
lisboa-clergytext-cl_plan1 = Vaše plány vyžadují o 1 úředníka méně.
lisboa-clergytext-cl_visit1 = Audience u šlechtice i připojení k audienci vás stojí o 1 vliv méně.
lisboa-clergytext-cl_sell1 = +1 real za každé zboží, které prodáte.
lisboa-clergytext-cl_prod1 = Když produkujete zboží, smíte si od jednoho vyprodukovaného druhu vzít o 1 kus navíc (pokud se vejde do skladiště).
lisboa-clergytext-cl_ship1 = Loď vás stojí o 1 zboží méně.
lisboa-clergytext-cl_store1 = Kapacita vašeho skladiště je o 1 kus vyšší od každého druhu zboží.
lisboa-clergytext-cl_storewig = +1 paruka pokaždé, když postavíte obchod.
lisboa-clergytext-cl_pbwig = +2 paruky pokaždé, když otevřete veřejnou budovu.
lisboa-clergytext-cl_trade_any = Při obchodu se šlechtici se jakékoli zboží počítá jako to, které šlechtic vyžaduje.
lisboa-clergytext-cl_reis3 = 3 réis, když si destičku vezmete (bez trvalé schopnosti).

## Dekrety (na konci hry boduje jen jejich majitel)

lisboa-decree-per_store_street = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý váš obchod směřující do { $what_id ->
    [lisboa-street-yellow] Rua Áurea (žluté ulice)
    [lisboa-street-pink] Rua Augusta (růžové ulice)
    [lisboa-street-brown] Rua Nova da Princesa (hnědé ulice)
    [lisboa-street-blue] Rua Bela da Rainha (modré ulice)
   *[other] ulice { $what }
}
lisboa-decree-per_store_row = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý váš obchod v řádku { $what }
lisboa-decree-per_store_column = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý váš obchod ve sloupci { $what }
lisboa-decree-per_open_pb_architect = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou otevřenou veřejnou budovu { $what_id ->
    [lisboa-arch-arch_blue] od modrého architekta
    [lisboa-arch-arch_green] od zeleného architekta
   *[other] ({ $what })
}
lisboa-decree-per_completed_plan = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý dokončený plán
lisboa-decree-per_hull_space = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každé místo v nákladových prostorech vašich lodí
lisboa-decree-per_ship = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou loď ve vašem portfoliu
lisboa-decree-per_clergy = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou církevní destičku
lisboa-decree-per_favor = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou destičku přízně
lisboa-decree-per_official_in_office = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každého vašeho úředníka v úřadu { $what_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] ({ $what })
}
lisboa-decree-per_set = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou sadu sutin
lisboa-decree-per_good = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každé zboží ve skladišti
lisboa-decree-per_goodset = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou sadu 4 různých zboží
lisboa-decree-per_treasury_card = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou kartu pokladnice ve vašem portfoliu
lisboa-decree-per_noble_card = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou kartu šlechtice ve vašem portfoliu
lisboa-decree-per_decree = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý váš dekret
lisboa-decree-per_store = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý váš obchod
lisboa-decree-all_store_types = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za obchody všech 4 druhů
lisboa-decree-per_2_influence = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každé 2 vlivy
lisboa-decree-street_3_stores = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za 3 obchody směřující do { $what_id ->
    [lisboa-street-yellow] Rua Áurea (žluté ulice)
    [lisboa-street-pink] Rua Augusta (růžové ulice)
    [lisboa-street-brown] Rua Nova da Princesa (hnědé ulice)
    [lisboa-street-blue] Rua Bela da Rainha (modré ulice)
   *[other] ulice { $what }
}
lisboa-decree-per_row_with_store = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každý řádek s vaším obchodem
lisboa-decree-per_street_with_store = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou ulici s vaším obchodem
lisboa-decree-per_empty_house_group = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou vyprázdněnou skupinku domků
lisboa-decree-per_big_ship = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každou loď o velikosti 3 nebo 4
lisboa-decree-per_2_official_icons = { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} za každé 2 úředníky na vašich dokončených plánech

## Karty úkolů (Kickstarter; pravidla: „Balíček počátečních úkolů“)

lisboa-goal-a1 = A1: audience u Manuela a stavba obchodu, nebo audience u markýze a stavba lodi
lisboa-goal-a2 = A2: audience u krále a otevření veřejné budovy, nebo audience u markýze a získání dekretu
lisboa-goal-a3 = A3: audience u Manuela a stavba obchodu, nebo audience u markýze a získání dekretu
lisboa-goal-a4 = A4: audience u markýze a stavba lodi, nebo audience u krále a otevření veřejné budovy
lisboa-goal-b5 = B5: zaměstnání úředníků → 1 úředník na libovolný úřad
lisboa-goal-b6 = B6: zisk plánu → 1 úředník na libovolný úřad
lisboa-goal-b7 = B7: setkání s kardinálem → 3 réis
lisboa-goal-b8 = B8: zisk přízně → 2 vlivy
lisboa-goal-b9 = B9: připojení k audienci → 2 vlivy
lisboa-goal-b10 = B10: prodej zboží → 3 réis
lisboa-goal-b11 = B11: produkce zboží → 1 zlato
lisboa-goal-b12 = B12: zisk vlivu při církevním bodování → 2 paruky

## Texty /card

lisboa-cardtext-political = { $card } — { $deck } ({ $years })
lisboa-cardtext-ship = Karta lodi: nákladový prostor { $size } (když je plný, loď vypluje a její majitel získá { $size ->
    [one] 1 paruku
    [few] { $size } paruky
   *[other] { $size } paruk
}), { $bonus ->
    [one] +1 real
   *[other] +{ $bonus } réis
} za každé zboží na ni prodané, vliv { $influence } ve vašem portfoliu.
lisboa-cardtext-clergy = { $text } Paruky na rubu: { $wigs }.
lisboa-cardtext-decree = Dekret: { $decree }. Paruky za něj získá na konci hry jen jeho držitel.

## Řádky panelu a souhrny

lisboa-line-hand = Karty v ruce: { $cards }
lisboa-line-offer = Na výběr: { $items }
lisboa-line-draft = Draft: { $cards }
lisboa-line-stock = { $reis ->
    [one] 1 real
   *[other] { $reis } réis
} · vliv { $influence } · { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
} · { $goods }
lisboa-line-goal = Úkol: { $goal }
lisboa-summary-period = { $period }. období
lisboa-summary-seat = { $player }: { $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
}, { $reis ->
    [one] 1 real
   *[other] { $reis } réis
}, vliv { $influence }

## Volby v lobby

lisboa-optlabel-goal_cards = Karty úkolů (A/B)
lisboa-opt-goal_cards_off = Bez karet úkolů
lisboa-opt-goal_cards_on = Karty úkolů pro nováčky (každý hráč řekne)
lisboa-optlabel-starting_decree = Počáteční dekret
lisboa-opt-starting_decree_off = Bez počátečního dekretu
lisboa-opt-starting_decree_on = Každý hráč si před hrou vezme dekret
lisboa-optlabel-draft = Počáteční karty
lisboa-opt-draft_off = Rozdané
lisboa-opt-draft_on = Draftované (ponechat 2, 1, 1, 1)
lisboa-optlabel-reward_tokens = Městské žetony
lisboa-opt-reward_tokens_off = Odměny natištěné na herním plánu
lisboa-opt-reward_tokens_on = Náhodné městské žetony

## Sólo

lisboa-solo-rival = Rival
lisboa-solo-difficulty = Rival úrovně { $level } (+{ $wigs ->
    [one] 1 paruka
    [few] { $wigs } paruky
   *[other] { $wigs } paruk
})
