### Macao: popisky tlačítek. Každé říká, co volba právě teď udělá (co stojí, kolik bodů přinese).
### Tlačítka mají většinou tvar „Sloveso: { věc }“, takže vložený název zůstává v 1. pádě.

macao-btn-take = Vzít si: { $card } (aktivace { $cost })
macao-btn-decline = Nebrat kartu: +{ $gold } ZM
macao-btn-discard = Vyřadit: { $card }
macao-btn-one = 1 { $colour } kostička na políčko 1
macao-btn-two = 2 { $colour_id ->
    [macao-colour-red] červené
    [macao-colour-blue] modré
    [macao-colour-green] zelené
    [macao-colour-black] černé
    [macao-colour-grey] šedé
    [macao-colour-purple] fialové
   *[other] { $colour }
} kostičky na políčko 2
macao-btn-dice = { $a } + { $b }
macao-btn-shift = { $colour_id ->
    [macao-colour-red] Červené
    [macao-colour-blue] Modré
    [macao-colour-green] Zelené
    [macao-colour-black] Černé
    [macao-colour-grey] Šedé
    [macao-colour-purple] Fialové
   *[other] { $colour }
} kostičky na políčko { $face }
macao-btn-noshift = Ponechat hozené hodnoty
macao-btn-activate = Aktivovat: { $card } ({ $cost })
macao-btn-city = Obsadit městskou čtvrť…
macao-btn-quarter = { $quarter }: { $tile } ({ $cost })
macao-btn-qpay = Zaplatit: { $cubes }{ $gold ->
    [0] {""}
   *[other] {" "}+ { $gold } ZM
}
macao-btn-wall_menu = Posun na zdi…
macao-btn-wall = Posun na zdi o { $spaces ->
    [one] 1 políčko
    [few] { $spaces } políčka
   *[other] { $spaces } políček
} → políčko { $space } ({ $n ->
    [0] zdarma
    [one] 1 kostička
    [few] { $n } kostičky
   *[other] { $n } kostiček
})
macao-btn-sail_menu = Pohyb lodi…
macao-btn-sail = Plout { $node_id ->
    [macao-port-lis] do Lisabonu
    [macao-port-bar] do Barcelony
    [macao-port-lon] do Londýna
    [macao-port-mar] do Marseille
    [macao-port-gen] do Janova
    [macao-port-ant] do Antverp
    [macao-port-ams] do Amsterdamu
    [macao-port-ham] do Hamburku
    [macao-harbour] do přístavu Macao
   *[other] na { $node }
} ({ $n ->
    [0] zdarma
    [one] 1 kostička
    [few] { $n } kostičky
   *[other] { $n } kostiček
})
macao-btn-deliver = Vyložit { $good_id ->
    [macao-good-rice] rýži
   *[other] { $good }
}: +{ $pp } BP{ $gold ->
    [0] {""}
   *[other] , +{ $gold } ZM
}
macao-btn-buy = Koupit prestiž: { $gold } ZM → { $pp } BP
macao-btn-use = { $card }: { $pay } → { $gain }
macao-btn-physician = { $card }: { $gold } ZM → odstranit žeton pokuty
macao-btn-cards = Použít kartu…
macao-btn-joker = Použít žolíka ({ $n ->
    [one] zbývá 1
    [few] zbývají { $n }
   *[other] zbývá { $n }
})…
macao-btn-jk_gold = Vzít si { $n } ZM
macao-btn-cube = Vzít si 1 { $colour_id ->
    [macao-colour-red] červenou
    [macao-colour-blue] modrou
    [macao-colour-green] zelenou
    [macao-colour-black] černou
    [macao-colour-grey] šedou
    [macao-colour-purple] fialovou
   *[other] { $colour }
} kostičku
macao-btn-pay = Zaplatit: { $cubes }
macao-btn-back = Zpět
macao-btn-pass = Ukončit tah{ $n ->
    [0] {""}
    [one] {" "}(1 kostička se vrací)
    [few] {" "}({ $n } kostičky se vracejí)
   *[other] {" "}({ $n } kostiček se vrací)
}
