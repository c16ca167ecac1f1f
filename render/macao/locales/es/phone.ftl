### Macao en las imágenes para móvil (render/phone.py, render/macao/phone.py): la tarjeta para móvil
### de cada tablero y la zona propia en el panel del jugador. Cada palabra mide al menos 27 px en la
### imagen de 1080 px; las palabras largas pasan a la línea siguiente.

macao-phone-last_turn = Último turno:
macao-phone-none = ninguno
macao-phone-wall = casilla { $n } de la muralla
macao-phone-rose = Rosa de los vientos (cubos de acción; gira una vez por ronda)
macao-phone-rose_now = Ahora
macao-phone-rose_in = { $n ->
    [one] Tras 1 giro
   *[other] Tras { $n } giros
}
macao-phone-cubes = { $n }× { $colour }
macao-phone-dice = Dados elegidos esta ronda
macao-phone-die = dado { $colour }: { $face }
