### Lisboa: el último turno en la fila inferior de la cabecera (render/lisboa/highlight.py), tras el
### marcador y el nombre del jugador; el mismo turno se resalta en el tablero con su color. Y el
### siguiente edificio público de cada pila, boca arriba junto al disponible.

lisboa-board-lt-none = Aún no hay jugadas
lisboa-board-lt-sep = { " " }·{ " " }
lisboa-board-lt-gold = carta → oro
lisboa-board-lt-folio = carta al portafolio
lisboa-board-lt-visit = visita a { $noble }
lisboa-board-lt-event = patrocina un evento
lisboa-board-lt-join = { $player } se une: { $noble }
lisboa-board-lt-store = tienda en { $parcel }
lisboa-board-lt-pb = abre un edificio público
lisboa-board-lt-decree = toma un decreto
lisboa-board-lt-hire = funcionarios → { $a }, { $b }
lisboa-board-lt-plan = plano ({ $arch })
lisboa-board-lt-ship = bota un barco
lisboa-board-lt-cardinal = ve al cardenal
lisboa-board-lt-favor = favor de { $noble }
lisboa-board-lt-trade = comercia: { $action }
lisboa-board-lt-sell = vende { $good }
lisboa-board-lt-produce = produce mercancías
lisboa-board-lt-draw = roba de { $pile }
lisboa-board-next_pb = siguiente:
