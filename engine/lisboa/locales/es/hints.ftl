### Lisboa: los cambios que nombra una pista («+3 pelucas, −6 reis este turno»). $sign es «+» o «−», $n el tamaño.

lisboa-hint-wigs = { $sign }{ $n } { $n ->
    [one] peluca
   *[other] pelucas
}
lisboa-hint-stores = { $sign }{ $n } { $n ->
    [one] tienda
   *[other] tiendas
}
lisboa-hint-ships = { $sign }{ $n } { $n ->
    [one] barco
   *[other] barcos
}
lisboa-hint-done_plans = { $sign }{ $n } { $n ->
    [one] plano completado
   *[other] planos completados
}
lisboa-hint-officials = { $sign }{ $n } { $n ->
    [one] funcionario
   *[other] funcionarios
}
lisboa-hint-decrees = { $sign }{ $n } { $n ->
    [one] decreto
   *[other] decretos
}
lisboa-hint-favors = { $sign }{ $n } { $n ->
    [one] favor real
   *[other] favores reales
}
lisboa-hint-plans = { $sign }{ $n } { $n ->
    [one] plano
   *[other] planos
}
lisboa-hint-clergy = { $sign }{ $n } { $n ->
    [one] loseta de clero
   *[other] losetas de clero
}
lisboa-hint-influence = { $sign }{ $n } de influencia
lisboa-hint-goods = { $sign }{ $n } { $n ->
    [one] mercancía
   *[other] mercancías
}
lisboa-hint-cards = { $sign }{ $n } { $n ->
    [one] carta en la mano
   *[other] cartas en la mano
}
lisboa-hint-reis = { $sign }{ $n } { $n ->
    [one] real
   *[other] reis
}
