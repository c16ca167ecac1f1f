### Lisboa: otázky a popisky tlačítek. Každý popisek říká, co volba právě teď udělá.
### Vložené názvy karet stojí za dvojtečkou v 1. pádě; šlechtici a zboží se skloňují podle $…_id.

## Otázky

lisboa-prompt-main = Jste na tahu: zahrajte kartu (portfolio, audience, událost), nebo získejte 1 zlato
lisboa-prompt-room = Vaše portfolio je plné: odhoďte z něj kartu
lisboa-prompt-sell_or_trade = Nyní prodejte zboží, nebo obchodujte se šlechtici
lisboa-prompt-sell = Prodejte zboží na zakotvenou loď
lisboa-prompt-trade = Nabídněte šlechtici zboží výměnou za státní akci
lisboa-prompt-hire_officials = Zaměstnání 2 úředníků: na které úřady?
lisboa-prompt-acquire_plan = Vrchní plán kterého architekta si vezmete?
lisboa-prompt-build_ship = Stavba lodi z loděnice: na které místo a kterým zbožím zaplatíte?
lisboa-prompt-produce_bonus = Od kterého druhu zboží si vezmete 1 kus navíc?
lisboa-prompt-meet_cardinal = Posuňte kardinála a vezměte si církevní destičku
lisboa-prompt-earn_favor = Destičku přízně kterého šlechtice si vezmete?
lisboa-prompt-effect = Vyberte: { $effect }
lisboa-prompt-pay = Zaplaťte { $cost ->
    [one] 1 real
   *[other] { $cost } réis
} ({ $why }): jak?
lisboa-why-land = parcela
lisboa-why-hire = zaměstnání úředníků
lisboa-why-sponsor = financování události
lisboa-why-cost = cena
lisboa-prompt-visit_payment = Zaplaťte audienci
lisboa-prompt-visit_state_action = Státní akce při audienci (nepovinná)
lisboa-prompt-join = Připojíte se k audienci se svou destičkou přízně?
lisboa-prompt-join_action = Vaše akce při audienci
lisboa-prompt-two_goods = Vezměte si 2 různá zboží
lisboa-prompt-draw = Vezměte si politickou kartu lícem vzhůru
lisboa-prompt-store = Stavba obchodu: vezměte si městskou destičku
lisboa-prompt-store_parcel = Na kterou parcelu obchod postavíte?
lisboa-prompt-store_cube = Vezměte si kostičku sutin ze sloupce nebo z řádku parcely
lisboa-prompt-store_house = Domek ze které skupinky postavíte?
lisboa-prompt-decree = Vezměte si dekret
lisboa-prompt-decree_more = Odstraníte žeton sady sutin a vezmete si 2. dekret?
lisboa-prompt-public_building = Otevření veřejné budovy: který plán dokončíte?
lisboa-prompt-public_building_site = Na kterém staveništi?
lisboa-prompt-public_building_officials = Který úředník se vrátí na vaši desku?
lisboa-prompt-church = Církevní bodování: odhodíte církevní destičky (jejich paruky, pak jeden zisk vlivu)?
lisboa-prompt-period_discard = Konec období: odhoďte karty za jejich odměny (jedna odměna za každého šlechtice)
lisboa-prompt-period_reward = Kterou odměnu?
lisboa-prompt-clergy = Kterou církevní destičku si ponecháte?
lisboa-prompt-draft = Ponechte si kartu z draftovaných karet
lisboa-prompt-start_decree = Vezměte si počáteční dekret
lisboa-prompt-over = Hra skončila

## Volby

lisboa-opt-gold = Odhodit: { $card } → 1 zlato
lisboa-opt-folio = Portfolio: { $card }
lisboa-opt-visit = Audience u { $noble_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] { $noble }
} ({ $cost ->
    [one] 1 vliv
    [few] { $cost } vlivy
   *[other] { $cost } vlivu
}): { $card }
lisboa-opt-event = Událost: { $event } ({ $fee ->
    [one] 1 real
   *[other] { $fee } réis
})
lisboa-opt-pass = Pasovat (žádné karty)
lisboa-opt-drop = Odhodit: { $card }
lisboa-opt-sell = Prodej zboží
lisboa-opt-trade = Obchod se šlechtici
lisboa-opt-none = Nic nelze provést: pokračovat
lisboa-opt-stop = Hotovo
lisboa-opt-skip = Bez státní akce
lisboa-opt-keep = Ponechat si všechny destičky (bez vlivu)
lisboa-opt-decline = Odmítnout
lisboa-opt-done = Hotovo
lisboa-opt-prw = Odměna
lisboa-opt-sell_good = { $good_id ->
    [lisboa-good-gold] Zlato
    [lisboa-good-cloth] Látka
    [lisboa-good-books] Kniha
    [lisboa-good-tools] Nářadí
   *[other] { $good }
} → { $reis ->
    [one] 1 real
   *[other] { $reis } réis
} ({ $own ->
    [yes] vaše loď { $size }
   *[no] { $owner }, loď { $size }
})
lisboa-opt-sellto = Prodat na { $own ->
    [yes] vaši loď { $size }
   *[no] loď { $size } ({ $owner })
}…
lisboa-opt-trade_good = Dát { $good_id ->
    [lisboa-good-gold] zlato
    [lisboa-good-cloth] látku
    [lisboa-good-books] knihu
    [lisboa-good-tools] nářadí
   *[other] { $good }
} { $noble_id ->
    [lisboa-noble-maia] Manuelu da Maiovi
    [lisboa-noble-pombal] markýzovi z Pombalu
    [lisboa-noble-king] králi
   *[other] ({ $noble })
}: { $action }
lisboa-opt-hire = Úředníci na úřady { $a_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] { $a }
} a { $b_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] { $b }
}
lisboa-opt-plan = Plán { $arch_id ->
    [lisboa-arch-arch_blue] modrého architekta
    [lisboa-arch-arch_green] zeleného architekta
   *[other] ({ $arch })
} ({ $n ->
    [one] 1 úředník
    [few] { $n } úředníci
   *[other] { $n } úředníků
})
lisboa-opt-ship_new = Nová loď { $size }, platba: { $goods }
lisboa-opt-ship_upgrade = Loď { $old } → { $size }, platba: { $goods }
lisboa-opt-bonus = +1 { $good }
lisboa-opt-cardinal = Kardinál o { $steps ->
    [one] 1 pole
    [few] { $steps } pole
   *[other] { $steps } polí
}: { $tile }
lisboa-opt-favor = Přízeň { $noble_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] ({ $noble })
}
lisboa-opt-office = Úředník na úřad { $noble_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] ({ $noble })
}
lisboa-opt-rubble = { $rubble }
lisboa-opt-price = Cena { $good_id ->
    [lisboa-good-gold] zlata
    [lisboa-good-cloth] látek
    [lisboa-good-books] knih
    [lisboa-good-tools] nářadí
   *[other] ({ $good })
} +{ $n }
lisboa-opt-goal = Ponechat si úkol { $goal }
lisboa-opt-ret = Úředník { $where ->
    [o] z úřadu
   *[c] z nádvoří
} { $noble_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] ({ $noble })
}
lisboa-opt-lose = Ztratit 1 { $good_id ->
    [lisboa-good-gold] zlato
    [lisboa-good-cloth] látku
    [lisboa-good-books] knihu
    [lisboa-good-tools] nářadí
   *[other] { $good }
}
lisboa-opt-pay = Zaplatit { $reis ->
    [one] 1 real
   *[other] { $reis } réis
}{ $funded ->
    [0] {""}
   *[other] {" "}+ { $funded } z vlivu
}
lisboa-opt-vpay = Zaplatit { $reis ->
    [one] 1 real
   *[other] { $reis } réis
}, { $influence ->
    [one] 1 vliv
    [few] { $influence } vlivy
   *[other] { $influence } vlivu
}{ $wigs ->
    [0] {""}
    [one] , 1 paruku
    [few] , { $wigs } paruky
   *[other] , { $wigs } paruk
}
lisboa-opt-join = Připojit se k audienci u { $noble_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] { $noble }
} ({ $cost ->
    [one] 1 vliv
    [few] { $cost } vlivy
   *[other] { $cost } vlivu
})
lisboa-opt-goods2 = Vzít si: { $a } a { $b }
lisboa-opt-draw = Vzít si: { $card }
lisboa-opt-space = { $small ->
    [yes] Malá destička: { $street }
   *[no] Městská destička: { $street }
}
lisboa-opt-parcel = { $parcel }: cena { $cost ->
    [one] 1 real
   *[other] { $cost } réis
}, { $reward }
lisboa-opt-cube = { $where ->
    [c] Ze sloupce
   *[r] Z řádku
}: { $rubble }, cena parcely { $cost ->
    [one] 1 real
   *[other] { $cost } réis
}
lisboa-opt-house = Domek: { $group }
lisboa-opt-decree = { $decree }
lisboa-opt-pbplan = { $plan } → { $pb }
lisboa-opt-site = Staveniště { $site }: { $reward }
lisboa-opt-church = Odhodit: { $tile }
lisboa-opt-pd = Odhodit: { $card }
lisboa-opt-clergy = Ponechat si: { $tile }
lisboa-opt-draft = Ponechat si: { $card }

## Goal cards for newcomers (before the game)

lisboa-prompt-newcomer = Hrajete Lisboa poprvé? Karty cílů vedou nové hráče: ponecháte si svou?
lisboa-opt-newcomer_yes = Jsem nováček: ponechat kartu cíle { $goal }
lisboa-opt-newcomer_no = Hrát bez karty cíle
