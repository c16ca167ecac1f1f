### La Corona de Emara en las imágenes para móvil (render/phone.py, render/emara/phone.py): la tarjeta
### para móvil de cada tablero y la zona propia en el panel del jugador. Cada palabra mide al menos
### 27 px en la imagen de 1080 px; las palabras largas pasan a la línea siguiente.

emara-phone-last_turn = Último turno:
emara-phone-none = ninguno
emara-phone-empty = vacía
emara-phone-rank = Rango: { $rank }
emara-phone-no_rank = ninguno
emara-phone-event = Evento: { $event } — { $effect }
emara-phone-hand = Mano (cartas de acción)
emara-phone-stock = Reserva
emara-phone-slots = Jugadas esta ronda (casillas 1-3)
emara-phone-favors = Fichas de favor
emara-phone-advisors = Asesores
emara-phone-craftsmen = Artesanos
emara-phone-stock_item = { $n } { $res }
emara-phone-slot = { $n }: { $card }
emara-phone-craftsmen_left = { $n ->
    [one] 1 artesano en tu tablero de jugador
   *[other] { $n } artesanos en tu tablero de jugador
}
emara-phone-res-wood = madera
emara-phone-res-stone = piedra
emara-phone-res-cloth = tela
emara-phone-res-grain = grano
emara-phone-res-bread = pan
emara-phone-res-book = { $n ->
    [one] libro
   *[other] libros
}
emara-phone-res-ring = { $n ->
    [one] anillo de sello
   *[other] anillos de sello
}
emara-phone-res-gold = { $n ->
    [one] moneda de oro
   *[other] monedas de oro
}
