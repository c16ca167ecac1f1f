### Lisboa: el registro de la partida. Tercera persona del presente («Ana construye una tienda…»).

lisboa-log-act = { $player }: { $action }
lisboa-log-influence_wig = { $player } llega a 10 de influencia: +1 peluca
lisboa-log-set_done = { $player } completa su conjunto de escombros n.º { $sets }
lisboa-log-displaced = Un funcionario de { $player } pasa al patio { $noble_id ->
    [lisboa-noble-maia] de Maia
    [lisboa-noble-pombal] de Pombal
    [lisboa-noble-king] del rey
   *[other] de { $noble }
}
lisboa-log-clergy = { $player } toma la loseta de clero «{ $tile }»
lisboa-log-store = { $player } construye una tienda en la parcela { $parcel }: +{ $wigs } { $wigs ->
    [one] peluca
   *[other] pelucas
}
lisboa-log-pb = { $player } abre un edificio público { $site }; { $stores } { $stores ->
    [one] tienda puntúa
   *[other] tiendas puntúan
}
lisboa-log-sail = Un barco de { $player } zarpa: +{ $wigs } { $wigs ->
    [one] peluca
   *[other] pelucas
}
lisboa-log-church_scoring = Puntuación de la Iglesia: cada jugador puede entregar losetas de clero
lisboa-log-revealed = { $count ->
    [one] 1 elemento nuevo revelado
   *[other] { $count } elementos nuevos revelados
} (cartas políticas, losetas de clero, decretos)
lisboa-log-goal = { $player } cumple la carta de objetivo { $goal }
lisboa-log-period_end = Fin del periodo 1: 3 pelucas por conjunto de escombros, barcos nuevos, descartes por recompensas
lisboa-log-period2 = Empieza el periodo 2: el mazo marrón está a la vista
lisboa-log-end_triggered = Se activa el final de la partida: { $turns ->
    [one] queda 1 turno más
   *[other] quedan { $turns } turnos más
}
lisboa-log-game_over = Puntuación final
lisboa-log-clergy_kept = Todos se han quedado una loseta de clero
lisboa-log-rival = Rival toma una carta de la pila { $pile_id ->
    [lisboa-pile-maia] de Maia
    [lisboa-pile-pombal] de Pombal
    [lisboa-pile-king] del rey
    [lisboa-pile-treasury] del Tesoro
   *[other] { $pile }
} y actúa
lisboa-log-rival_idle = Rival no encuentra ninguna carta que tomar
lisboa-log-goal_drawn = { $player } roba { $n ->
    [one] 1 carta de objetivo B y se la queda
   *[other] { $n } cartas de objetivo B y se queda una
}
lisboa-log-pb_next = Hay un nuevo edificio público disponible: { $arch }
