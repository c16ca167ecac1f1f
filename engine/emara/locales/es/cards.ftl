### Crown of Emara: cartas de acción y rangos nobles (nombres y textos de /card).

## Cartas de acción (el reglamento no imprime sus títulos: son propuestas)

emara-card-wood = Madera
emara-card-wood-text = Toma 1 madera.
emara-card-stone = Piedra
emara-card-stone-text = Toma 1 piedra.
emara-card-cloth = Tela
emara-card-cloth-text = Toma 1 tela.
emara-card-grain = Grano
emara-card-grain-text = Toma 1 grano.
emara-card-ring = Anillo de sello
emara-card-ring-text = Toma 1 anillo de sello.
emara-card-gold_trade = Cambio por oro
emara-card-gold_trade-text = Paga 1 recurso para obtener 1 moneda de oro, o 3 recursos a elegir para obtener 2 monedas de oro.
emara-card-step = Paso
emara-card-step-text = Mueve uno de tus consejeros 1 paso en el sentido de las agujas del reloj y usa esa ubicación, como en un movimiento.
emara-card-hire_recruit = Contratar / Reclutar
emara-card-hire_recruit-text = Contrata a un artesano o recluta a un asesor donde esté uno de tus consejeros, pagando 1 recurso menos.
emara-card-town = Acción de ciudad
emara-card-town-text = Usa la acción de cualquier ubicación de la ciudad sin moverte.

## Rangos nobles

emara-rank-baron = Barón
emara-rank-count = Conde
emara-rank-prince = Príncipe
emara-rank-marquess = Marqués
emara-rank-duke = Duque
emara-rank-baron-text = Primer rango noble. Costo: 1 moneda de oro. Cartas de 5/4/3/2 PCi (cifras provisionales).
emara-rank-count-text = Segundo rango. Costo: 1 moneda de oro + 1 anillo. Cartas de 7/6/5/4 PCi (cifras provisionales).
emara-rank-prince-text = Tercer rango. Costo: 2 monedas de oro + 1 anillo. Cartas de 9/8/7/6 PCi (cifras provisionales).
emara-rank-marquess-text = Cuarto rango. Costo: 2 monedas de oro + 2 anillos. Cartas de 12/11/10/9 PCi (cifras provisionales).
emara-rank-duke-text = Rango más alto. Costo: 3 monedas de oro + 2 anillos. Cartas de 15/14/13/12 PCi (cifras provisionales).
