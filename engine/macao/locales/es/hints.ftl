### Macao: los cambios que nombra una pista («+4 PP, −2 de oro este turno»). $sign es «+» o «−», $n el tamaño.

macao-hint-pp = { $sign }{ $n } PP
macao-hint-markers = { $sign }{ $n } { $n ->
    [one] marcador de penalización
   *[other] marcadores de penalización
}
macao-hint-delivered = { $sign }{ $n } { $n ->
    [one] mercancía entregada
   *[other] mercancías entregadas
}
macao-hint-cargo = { $sign }{ $n } { $n ->
    [one] mercancía a bordo
   *[other] mercancías a bordo
}
macao-hint-quarters = { $sign }{ $n } { $n ->
    [one] barrio
   *[other] barrios
}
macao-hint-active = { $sign }{ $n } { $n ->
    [one] carta activa
   *[other] cartas activas
}
macao-hint-jokers = { $sign }{ $n } { $n ->
    [one] comodín
   *[other] comodines
}
macao-hint-gold = { $sign }{ $n } de oro
macao-hint-tableau = { $sign }{ $n } { $n ->
    [one] carta en tu tablero personal
   *[other] cartas en tu tablero personal
}
macao-hint-rose = { $sign }{ $n } { $n ->
    [one] cubo en tu rosa de los vientos
   *[other] cubos en tu rosa de los vientos
}
macao-hint-wall = { $sign }{ $n } { $n ->
    [one] casilla en la muralla
   *[other] casillas en la muralla
}
macao-hint-supply = { $sign }{ $n } { $n ->
    [one] cubo de acción
   *[other] cubos de acción
}
