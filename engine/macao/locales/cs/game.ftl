### Macao: název hry, volby, sólo, řádky hráče, popisek desky, společné obraty.
### Zkratky pravidel: AK = akční kostička, ZM = zlatá mince, BP = bod prestiže.

macao-name = Macao
macao-nothing = nic
macao-plus = { $a } + { $b }
# „2 červené“: počet a barva akčních kostiček (podstatné jméno „kostička“ se domýšlí, proto ženský rod).
macao-cubes = { $n ->
    [one] 1 { $colour }
    [few] { $n } { $colour_id ->
        [macao-colour-red] červené
        [macao-colour-blue] modré
        [macao-colour-green] zelené
        [macao-colour-black] černé
        [macao-colour-grey] šedé
        [macao-colour-purple] fialové
       *[other] { $colour }
    }
   *[other] { $n } { $colour_id ->
        [macao-colour-red] červených
        [macao-colour-blue] modrých
        [macao-colour-green] zelených
        [macao-colour-black] černých
        [macao-colour-grey] šedých
        [macao-colour-purple] fialových
       *[other] { $colour }
    }
}
macao-any_cubes = { $n ->
    [one] 1 kostička libovolné barvy
    [few] { $n } kostičky libovolné barvy
   *[other] { $n } kostiček libovolné barvy
}
macao-other_cube = 1 kostička jiné barvy
macao-gold = { $n } ZM
macao-pp = { $n } BP
# Kostka (hrací kostka) je ženského rodu: „červená 5“.
macao-die = { $colour } { $face }
macao-joker = žolík
macao-harbour = přístav Macao
macao-sea = mořské políčko { $id }
macao-pay-any = { $n ->
    [one] 1 kostička
    [few] { $n } kostičky
   *[other] { $n } kostiček
}
macao-pay-one_colour = { $n ->
    [one] 1 kostička
    [few] { $n } kostičky jedné barvy
   *[other] { $n } kostiček jedné barvy
}
macao-pay-different = { $n ->
    [one] 1 kostička
    [few] { $n } kostičky různých barev
   *[other] { $n } kostiček různých barev
}
macao-pay-gold = { $n } ZM
macao-card_face = { $type } · aktivace: { $cost } · poplatek { $gold }/{ $pp } · { $timing }
    { $text }
macao-tiebreak = { $winner } vyhrává shodu: na zdi je dál než { $other }.

## Volby

macao-opt-simultaneous_dice = Výběr kostek
macao-opt-dice_in_order = Postupně podle pořadí, volby ostatních jsou vidět
macao-opt-dice_at_once = Všichni současně, skrytě, dokud nevyberou všichni

## Sólo

macao-solo-opponents = AI
macao-solo-difficulty = { $level ->
    [1] úroveň 1 (jedna snadná AI)
    [2] úroveň 2 (jedna střední AI)
    [3] úroveň 3 (jedna těžká AI)
    [4] úroveň 4 (dvě střední AI)
    [5] úroveň 5 (dvě těžké AI)
   *[other] úroveň { $level } (tři těžké AI)
}

## Řádky panelu hráče

macao-line-supply = Akční zásoba: { $cubes }
macao-line-tableau = Na podložce: { $cards }
macao-line-active = Aktivní karty: { $cards }
macao-line-cargo = Na lodi: { $goods }
macao-line-points = { $pp } BP · { $gold } ZM · { $jokers ->
    [one] 1 žolík
    [few] { $jokers } žolíci
   *[other] { $jokers } žolíků
} · { $markers ->
    [one] 1 žeton pokuty
    [few] { $markers } žetony pokuty
   *[other] { $markers } žetonů pokuty
}

## Popisek desky

macao-summary-round = Kolo { $round }/{ $rounds } · poplatek: { $gold } ZM → { $pp } BP
macao-chapter = Kolo { $round }/{ $rounds }
macao-summary-seat = { $player }: { $pp } BP · { $gold } ZM · { $markers ->
    [one] 1 žeton pokuty
    [few] { $markers } žetony pokuty
   *[other] { $markers } žetonů pokuty
}

## Výzvy

macao-prompt-pick = Před hrou: vezměte si jednu kartu na svou podložku.
macao-prompt-cubes_one = Před hrou: vezměte si 1 akční kostičku libovolné barvy na políčko 1 své větrné růžice.
macao-prompt-cubes_two = Před hrou: vezměte si 2 akční kostičky stejné barvy na políčko 2 své větrné růžice.
macao-prompt-draft = Vezměte si jednu kartu na svou podložku.
macao-prompt-overflow = Šest karet: jednu vyřaďte (dostanete žeton pokuty).
macao-prompt-dice = Vyberte dvě různé kostky: jejich akční kostičky půjdou na vaši větrnou růžici.
macao-prompt-shift = Hvězdárna: posunout akční kostičky jedné kostky o jedno políčko výš nebo níž?
macao-prompt-actions = Váš tah: aktivujte karty, obsaďte čtvrť, posuňte se na zdi, plujte lodí, kupte prestiž, použijte karty a pak ukončete tah.
macao-prompt-city = Kterou městskou čtvrť obsadíte?
macao-prompt-qpay = Jak čtvrť zaplatíte?
macao-prompt-pay = Které kostičky zaplatíte?
macao-prompt-gain = Kterou barvu si vezmete?
macao-prompt-swap = Kterou barvu si vezmete výměnou?
macao-prompt-aid = Porodní bába: vezměte si 1 kostičku libovolné barvy.
macao-prompt-joker = Žolík: co si vezmete?
macao-prompt-sail = Kam poplujete?
macao-prompt-cards = Kterou kartu použijete?
macao-prompt-wall = O kolik políček se posunete na zdi?

## Konečné pořadí: podrobnosti výsledku

macao-detail-tableau = karty zbylé na podložce
macao-detail-markers = žetony pokuty
macao-detail-penalty = BP ztracené za žetony pokuty
macao-detail-cards = BP z karet konce hry
macao-detail-city = BP za město
macao-detail-chain = největší řetězec čtvrtí
macao-detail-total = BP
macao-detail-wall = pořadí na zdi
macao-detail-gold = zbylé ZM
macao-detail-won = první místo
macao-detail-best_other = BP nejlepšího soupeře
