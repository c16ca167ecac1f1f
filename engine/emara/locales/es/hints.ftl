### Crown of Emara: los cambios que nombra una pista («+3 PCi, −1 🪵 madera este turno»). $sign es «+» o «−», $n el tamaño.

emara-hint-cp = { $sign }{ $n } PCi
emara-hint-bp = { $sign }{ $n } PCo
emara-hint-rank = { $sign }{ $n } { $n ->
    [one] rango noble
   *[other] rangos nobles
}
emara-hint-advisors = { $sign }{ $n } { $n ->
    [one] asesor
   *[other] asesores
}
emara-hint-craftsmen = { $sign }{ $n } { $n ->
    [one] artesano contratado
   *[other] artesanos contratados
}
emara-hint-favors = { $sign }{ $n } { $n ->
    [one] ficha de favor
   *[other] fichas de favor
}
emara-hint-res = { $sign }{ $n } { $res }
