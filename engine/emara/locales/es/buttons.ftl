### Crown of Emara: indicaciones y botones de las decisiones.
### Los botones van en infinitivo («Tomar 1 madera»): se leen igual en el botón y en el registro
### («Ana: 🪵 Tomar 1 madera»). Las indicaciones tutean al jugador.

## Indicaciones

emara-prompt-play = Juega una carta en un espacio vacío.
emara-prompt-turn = Elige tu siguiente acción.
emara-prompt-pay = ¿Cómo pagas?
emara-prompt-location = Usa la ubicación.
emara-prompt-craft = Tu artesano aquí: ¿recurso o pan?
emara-prompt-keep = Quédate con una ficha de favor.
emara-prompt-hire = Elige una cabaña.
emara-prompt-recruit = Elige un asesor.
emara-prompt-card8 = Contrata o recluta pagando 1 recurso menos.
emara-prompt-merchant = Mercader: ¿qué cambias?
emara-prompt-split = Puntuación final: reparte los puntos sobrantes.
emara-prompt-reloc = Mueve un consejero al otro tablero.
emara-prompt-end_of_round = Evento de fin de ronda: ¿usarlo?
emara-prompt-start_resource = Elige tu recurso inicial.

## Botones

emara-btn-play = { $card } → espacio { $steps } (mover { $steps })
emara-btn-pick = Jugar { $card }
emara-btn-card-wood = 🪵 Tomar 1 madera
emara-btn-card-stone = 🪨 Tomar 1 piedra
emara-btn-card-cloth = 🧵 Tomar 1 tela
emara-btn-card-grain = 🌾 Tomar 1 grano
emara-btn-card-ring = 💍 Tomar 1 anillo de sello
emara-btn-card-hire_recruit = 🃏 Contratar/reclutar con 1 recurso menos
emara-btn-card-gold_trade = 🪙 Cambio por oro
emara-btn-card-step = 👣 Paso
emara-btn-card-town = 🏰 Acción de ciudad
emara-btn-gold_trade = 🪙 Cambiar { $cost } por { $coins ->
    [one] 1 moneda de oro
   *[other] { $coins } monedas de oro
}
emara-btn-step = 👣 1 paso { $loc_id ->
    [emara-loc-quarry] a la
    [emara-loc-weaving_mill] a la
    [emara-loc-cathedral] a la
   *[other] al
} { $loc }
emara-btn-step-income = 👣 1 paso { $loc_id ->
    [emara-loc-quarry] a la
    [emara-loc-weaving_mill] a la
    [emara-loc-cathedral] a la
   *[other] al
} { $loc } ({ $income })
emara-btn-move = 🚶 Mover { $steps } { $loc_id ->
    [emara-loc-quarry] a la
    [emara-loc-weaving_mill] a la
    [emara-loc-cathedral] a la
   *[other] al
} { $loc }
emara-btn-move-income = 🚶 Mover { $steps } { $loc_id ->
    [emara-loc-quarry] a la
    [emara-loc-weaving_mill] a la
    [emara-loc-cathedral] a la
   *[other] al
} { $loc } ({ $income })
emara-btn-town = 🃏 Acción de ciudad: { $loc }
emara-btn-noble = 👑 Ascender a { $rank_id ->
    [emara-rank-baron] barón
    [emara-rank-count] conde
    [emara-rank-prince] príncipe
    [emara-rank-marquess] marqués
    [emara-rank-duke] duque
   *[other] { $rank }
} ({ $cost }) → +{ $cp } PCi
emara-btn-hire = 🔨 Contratar un artesano
emara-btn-recruit = 🎩 Reclutar un asesor
emara-btn-end = ✅ Terminar turno
emara-btn-bookbp = 📖 1 libro → { $bp } PCo
emara-btn-stone = 🪨 Entregar 1 piedra → { $bp } PCo + { $cp } PCi
emara-btn-done = ✅ Listo aquí
emara-btn-skip = ⏭️ Omitir
emara-btn-schoolmarm = 📖 Maestra: 2 recursos → 1 libro
emara-btn-bailiff = 💍 Alguacil: 1 anillo → { $bp } PCo
emara-btn-dressmaker = 🧵 Costurera: 1 tela → 2 PCi
emara-btn-landlord = 🏠 Casero: 1 tela + 1 PCi → { $bp } PCo
emara-btn-merchant = 🔄 Mercader: cambiar 1 recurso por otro
emara-btn-baker = 🍞 Panadero: { $cost } → { $bread }
emara-btn-chamber-ring = 🔄 Chambelán: 1 anillo → 1 moneda de oro
emara-btn-chamber-gold = 🔄 Chambelán: 1 moneda de oro → 1 anillo
emara-btn-pay = Pagar { $res_id ->
    [emara-res-any] 1 recurso a elegir
   *[other] con { $res }
}
emara-btn-payall = Pagar { $items }
emara-btn-waive = No pagar { $res_id ->
    [emara-res-any] 1 recurso
   *[other] { $res }
}
emara-btn-keep = Quedarse con { $token }
emara-btn-cash = Canjear ficha de favor ({ $loc }) → { $gain }
emara-btn-gift = 🎁 Regalar { $cost } → 💍 anillo
emara-btn-gift-cp = 🎁 Regalar { $cost } → 💍 anillo, +{ $cp } PCi
emara-btn-donate = 🙏 Donar { $cost } → { $books }, robar fichas de favor
emara-btn-donate-cp = 🙏 Donar { $cost } → { $books }, robar fichas de favor, +{ $cp } PCi
emara-btn-buy = 🪙 Pagar { $cost } → { $n ->
    [one] 1 moneda de oro
   *[other] { $n } monedas de oro
}
emara-btn-sell = 📖 Entregar { $books } → { $cp } PCi
emara-btn-bread = 🍞 Entregar { $n ->
    [one] 1 pan
   *[other] { $n } panes
} → { $cp } PCi
emara-btn-wood = 🪵 Entregar { $n ->
    [one] 1 madera
   *[other] { $n } maderas
} → { $bp } PCo
emara-btn-craft-take = Artesano { $i }/{ $k }: tomar 1 { $res_id ->
    [emara-res-any] recurso
   *[other] { $res }
} más
emara-btn-craft-bread = Artesano { $i }/{ $k }: 🌾 1 grano → 🍞 1 pan
emara-btn-hut = { $loc }, cabaña { $n } ({ $cost }) → +{ $cp } PCi
emara-btn-adv = { $adv } ({ $cost }) → { $gains }
emara-btn-adv-effect = { $adv } ({ $cost }) → { $gains }; { $effect }
emara-btn-trade = { $src } → { $dst }
emara-btn-eor-great_famine-grain1 = 🌾 1 grano → { $cp } PCi
emara-btn-eor-great_famine-grain2 = 🌾 2 granos → { $cp } PCi
emara-btn-eor-great_famine-ring = 💍 1 anillo → { $cp } PCi
emara-btn-eor-alms_for_the_poor-gold = 🪙 1 moneda de oro → { $cp } PCi
emara-btn-eor-alms_for_the_poor-ring = 💍 1 anillo → { $cp } PCi
emara-btn-eor-new_lore-book = 📖 1 libro → { $bp } PCo
emara-btn-eor-new_lore-ring = 💍 1 anillo → { $bp } PCo
emara-btn-split_best = ⭐ Mejor: +{ $cp } PCi / +{ $bp } PCo → { $score }
emara-btn-split = +{ $cp } PCi / +{ $bp } PCo
emara-btn-splitp = Reparto PCi { $lo }–{ $hi }…
emara-btn-reloc = Mover { $loc_id ->
    [emara-loc-quarry] a la
    [emara-loc-weaving_mill] a la
    [emara-loc-cathedral] a la
   *[other] al
} { $loc }
emara-btn-start = Tomar { $res }
