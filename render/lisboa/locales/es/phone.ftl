### Lisboa en las imágenes para móvil (render/phone.py, render/lisboa/phone.py): la tarjeta para
### móvil de cada tablero y la zona propia en el panel del jugador. Cada palabra mide al menos 27 px en
### la imagen de 1080 px; las palabras largas pasan a la línea siguiente.

lisboa-phone-last_turn = Último turno:
lisboa-phone-none = nada
lisboa-phone-portfolio_top = Portafolio: nobles y barcos
lisboa-phone-portfolio_bottom = Portafolio: cartas del Tesoro
lisboa-phone-hand = Mano (cartas políticas)
lisboa-phone-noble_card = { $noble } { $n }: { $effect }
lisboa-phone-treasury_card = Tesoro: { $advantage }
lisboa-phone-ship = Barco { $n }: { $cargo }
lisboa-phone-no_cargo = sin carga
lisboa-phone-count = { $n }× { $what }
