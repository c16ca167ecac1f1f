### Macao: button labels. Each says what the choice does now (its cost, the points it scores).

macao-btn-take = Take { $card } (costs { $cost })
macao-btn-decline = Take no card: +{ $gold } gold
macao-btn-discard = Discard { $card }
macao-btn-one = 1 { $colour } cube at face 1
macao-btn-two = 2 { $colour } cubes at face 2
macao-btn-dice = { $a } + { $b }
macao-btn-shift = { $colour } cubes to face { $face }
macao-btn-noshift = Leave the faces as rolled
macao-btn-activate = Activate { $card } (pay { $cost })
macao-btn-city = Take a city quarter…
macao-btn-quarter = { $quarter }: { $tile } (pay { $cost })
macao-btn-qpay = Pay { $cubes }{ $gold ->
    [0] {""}
   *[other] {" "}+ { $gold } gold
}
macao-btn-wall_menu = Advance on the wall…
macao-btn-wall = Wall { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
} → space { $space } ({ $n ->
    [0] free
    [one] 1 cube
   *[other] { $n } cubes
})
macao-btn-sail_menu = Sail…
macao-btn-sail = Sail to { $node } ({ $n ->
    [0] free
    [one] 1 cube
   *[other] { $n } cubes
})
macao-btn-deliver = Deliver { $good }: +{ $pp } PP{ $gold ->
    [0] {""}
   *[other] , +{ $gold } gold
}
macao-btn-buy = Buy prestige: { $gold } gold → { $pp } PP
macao-btn-use = { $card }: { $pay } → { $gain }
macao-btn-physician = { $card }: { $gold } gold → remove a punish marker
macao-btn-cards = Use a card…
macao-btn-joker = Use a joker ({ $n } left)…
macao-btn-jk_gold = Take { $n } gold
macao-btn-cube = Take 1 { $colour } cube
macao-btn-pay = Pay { $cubes }
macao-btn-back = Back
macao-btn-pass = End turn{ $n ->
    [0] {""}
    [one] {" "}(1 cube returns)
   *[other] {" "}({ $n } cubes return)
}
