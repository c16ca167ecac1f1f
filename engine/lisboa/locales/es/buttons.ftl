### Lisboa: preguntas y textos de los botones. Los botones van en infinitivo («Vender mercancías»), como
### en Crown of Emara y Macao: se leen igual en el registro («Ana: Vender mercancías»). Cada uno dice lo
### que hace ahora. Máximo 80 caracteres. Las preguntas tutean al jugador.
# Un noble insertado tras «a», «de» o «para» elige su forma con $noble_id («al marqués de Pombal»).

## Preguntas

lisboa-prompt-main = Tu turno: juega una carta (portafolio, visita, evento) o toma 1 de oro
lisboa-prompt-room = Tu portafolio está lleno: descarta una carta
lisboa-prompt-sell_or_trade = Ahora vende mercancías o comercia con los nobles
lisboa-prompt-sell = Vende una mercancía a un barco atracado
lisboa-prompt-trade = Da una mercancía a un noble a cambio de una acción de Estado
lisboa-prompt-hire_officials = Contrata 2 funcionarios: ¿en qué oficinas?
lisboa-prompt-acquire_plan = ¿De qué arquitecto tomas el plano superior?
lisboa-prompt-build_ship = Construye el barco del astillero: ¿dónde, y con qué mercancías pagas?
lisboa-prompt-produce_bonus = ¿De qué tipo tomas 1 mercancía más?
lisboa-prompt-meet_cardinal = Mueve al cardenal y toma una loseta de clero
lisboa-prompt-earn_favor = ¿De qué noble tomas un favor real?
lisboa-prompt-effect = Elige: { $effect }
lisboa-prompt-pay = Paga { $cost } { $cost ->
    [one] real
   *[other] reis
} ({ $why }): ¿cómo?
lisboa-why-land = terreno
lisboa-why-hire = contratar funcionarios
lisboa-why-sponsor = patrocinar el evento
lisboa-why-cost = costo
lisboa-prompt-visit_payment = Paga la visita
lisboa-prompt-visit_state_action = Acción de Estado de la visita (opcional)
lisboa-prompt-join = ¿Te unes a la visita con tu favor real?
lisboa-prompt-join_action = Tu acción en la visita
lisboa-prompt-two_goods = Toma 2 mercancías distintas
lisboa-prompt-draw = Roba una carta política boca arriba
lisboa-prompt-store = Construye una tienda: toma una loseta de ciudad
lisboa-prompt-store_parcel = ¿En qué parcela construyes la tienda?
lisboa-prompt-store_cube = Toma un cubo de escombros de la columna o de la fila de la parcela
lisboa-prompt-store_house = ¿De qué grupo colocas una casa?
lisboa-prompt-decree = Toma un decreto
lisboa-prompt-decree_more = ¿Gastas un marcador de conjunto por un 2.º decreto?
lisboa-prompt-public_building = Abre un edificio público: ¿qué plano completas?
lisboa-prompt-public_building_site = ¿En qué solar?
lisboa-prompt-public_building_officials = ¿Qué funcionario vuelve?
lisboa-prompt-church = Puntuación de la Iglesia: ¿entregas losetas de clero (sus pelucas y luego una ganancia de influencia)?
lisboa-prompt-period_discard = Fin del periodo: descarta cartas por sus recompensas (una por noble)
lisboa-prompt-period_reward = ¿Qué recompensa?
lisboa-prompt-clergy = ¿Qué loseta de clero te quedas?
lisboa-prompt-draft = Quédate una carta de tu mano de elección
lisboa-prompt-start_decree = Toma un decreto inicial
lisboa-prompt-over = La partida ha terminado

## Opciones

lisboa-opt-gold = Descartar { $card } → 1 de oro
lisboa-opt-folio = Portafolio: { $card }
lisboa-opt-visit = Visitar { $noble_id ->
    [lisboa-noble-maia] a Maia
    [lisboa-noble-pombal] a Pombal
    [lisboa-noble-king] al rey
   *[other] a { $noble }
} ({ $cost } de influencia) con { $card }
lisboa-opt-event = Evento: { $event } ({ $fee } { $fee ->
    [one] real
   *[other] reis
})
lisboa-opt-pass = Pasar (sin cartas)
lisboa-opt-drop = Descartar { $card }
lisboa-opt-sell = Vender mercancías
lisboa-opt-trade = Comerciar con los nobles
lisboa-opt-none = Nada posible: seguir
lisboa-opt-stop = Terminar
lisboa-opt-skip = Sin acción de Estado
lisboa-opt-keep = Quedarse todas las losetas (sin influencia)
lisboa-opt-decline = Rechazar
lisboa-opt-done = Terminar
lisboa-opt-prw = Recompensa
lisboa-opt-sell_good = { $good } → { $reis } { $reis ->
    [one] real
   *[other] reis
} ({ $own ->
    [yes] tu barco { $size }
   *[no] barco { $size } de { $owner }
})
lisboa-opt-sellto = Vender { $own ->
    [yes] a tu barco { $size }
   *[no] al barco { $size } de { $owner }
}…
lisboa-opt-trade_good = { $good } { $noble_id ->
    [lisboa-noble-maia] a Maia
    [lisboa-noble-pombal] a Pombal
    [lisboa-noble-king] al rey
   *[other] a { $noble }
}: { $action }
lisboa-opt-hire = Funcionarios { $a_id ->
    [lisboa-noble-maia] a Maia
    [lisboa-noble-pombal] a Pombal
    [lisboa-noble-king] al rey
   *[other] a { $a }
} y { $b_id ->
    [lisboa-noble-maia] a Maia
    [lisboa-noble-pombal] a Pombal
    [lisboa-noble-king] al rey
   *[other] a { $b }
}
lisboa-opt-plan = Plano del { $arch } ({ $n ->
    [one] 1 funcionario
   *[other] { $n } funcionarios
})
lisboa-opt-ship_new = Barco nuevo { $size }, pagando { $goods }
lisboa-opt-ship_upgrade = Barco { $old } → { $size }, pagando { $goods }
lisboa-opt-bonus = +1 { $good_id ->
    [lisboa-good-gold] de oro
    [lisboa-good-books] libro
    [lisboa-good-tools] herramienta
   *[other] { $good }
}
lisboa-opt-cardinal = Cardenal { $steps } { $steps ->
    [one] paso
   *[other] pasos
}: { $tile }
lisboa-opt-favor = Favor { $noble_id ->
    [lisboa-noble-maia] de Maia
    [lisboa-noble-pombal] de Pombal
    [lisboa-noble-king] del rey
   *[other] de { $noble }
}
lisboa-opt-office = Funcionario { $noble_id ->
    [lisboa-noble-maia] a Maia
    [lisboa-noble-pombal] a Pombal
    [lisboa-noble-king] al rey
   *[other] a { $noble }
}
lisboa-opt-rubble = { $rubble }
lisboa-opt-price = Precio { $good_id ->
    [lisboa-good-gold] del oro
    [lisboa-good-cloth] de la tela
    [lisboa-good-books] de los libros
    [lisboa-good-tools] de las herramientas
   *[other] de { $good }
} +{ $n }
lisboa-opt-goal = Quedarse el objetivo { $goal }
lisboa-opt-ret = Funcionario { $where ->
    [o] de la oficina
   *[c] del patio
} { $noble_id ->
    [lisboa-noble-maia] de Maia
    [lisboa-noble-pombal] de Pombal
    [lisboa-noble-king] del rey
   *[other] de { $noble }
}
lisboa-opt-lose = Perder 1 { $good_id ->
    [lisboa-good-gold] de oro
    [lisboa-good-books] libro
    [lisboa-good-tools] herramienta
   *[other] { $good }
}
lisboa-opt-pay = { $funded ->
    [0] Pagar { $reis } { $reis ->
        [one] real
       *[other] reis
    }
   *[other] Pagar { $reis } { $reis ->
        [one] real
       *[other] reis
    } + { $funded } con influencia
}
lisboa-opt-vpay = Pagar { $reis } { $reis ->
    [one] real
   *[other] reis
}, { $influence } de influencia{ $wigs ->
    [0] {""}
    [one] , 1 peluca
   *[other] , { $wigs } pelucas
}
lisboa-opt-join = Unirse: { $noble } ({ $cost } de influencia)
lisboa-opt-goods2 = { $a } y { $b }
lisboa-opt-draw = Robar { $card }
lisboa-opt-space = { $small ->
    [yes] Loseta pequeña: { $street }
   *[no] Loseta: { $street }
}
lisboa-opt-parcel = { $parcel }: terreno { $cost }, { $reward }
lisboa-opt-cube = { $rubble } de la { $where ->
    [c] columna
   *[r] fila
} (terreno: { $cost } { $cost ->
    [one] real
   *[other] reis
})
lisboa-opt-house = Casa: { $group }
lisboa-opt-decree = { $decree }
lisboa-opt-pbplan = { $plan } → { $pb }
lisboa-opt-site = { $site }: { $reward }
lisboa-opt-church = Entregar { $tile }
lisboa-opt-pd = Descartar { $card }
lisboa-opt-clergy = Quedarse { $tile }
lisboa-opt-draft = Quedarse { $card }

## Goal cards for newcomers (before the game)

lisboa-prompt-newcomer = ¿Nuevo en Lisboa? Las cartas de objetivo guían a los nuevos: ¿te quedas la tuya?
lisboa-opt-newcomer_yes = Soy nuevo: quedarme la carta de objetivo { $goal }
lisboa-opt-newcomer_no = Jugar sin carta de objetivo
