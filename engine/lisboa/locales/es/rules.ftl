### Lisboa: ayuda de reglas, un mensaje por tema de /rules (con nuestras palabras, según el reglamento
### checo). Los números siguen engine/lisboa/data.py; los valores PROPUESTOS allí (no impresos en ninguna
### fuente que pudiéramos leer) se dan tal como los juega el bot. Términos: ../GLOSSARY.es.md.

lisboa-rules-overview = Lisboa: reconstruye Lisboa tras el terremoto de 1755. Gana **pelucas** (puntos); empiezas con 5.
    - Cada turno juegas una carta de tu mano de 5 y después robas una de la oferta política.
    - Construye tiendas y barcos, abre edificios públicos, reúne decretos, planos, favores reales y escombros.
    - Las cartas de las 4 pilas de la oferta (Maia, Pombal, Rey, Tesoro) marcan el ritmo: la partida tiene 2 periodos.
    - El dinero son los **reis** (empiezas con 10). La **influencia** (0-10; al empezar 4/5/6/7 según el orden de turno) paga las visitas y puede sustituir a los reis.
    - El marcador del Tesoro (empieza en la casilla 3) fija los precios: su valor en reis (el número de la casilla) es el costo del terreno, el precio de un funcionario, el costo de un evento y el dinero de una carta del Tesoro; su valor de influencia (4 menos la casilla, +1 al empezar) es el costo base de una visita.
    Gana quien tenga más pelucas tras la puntuación final.

lisboa-rules-turn = Tu turno:
    1. **Atracar:** tus barcos en el mar vuelven; sus mercancías vuelven a la reserva.
    2. **Paso principal**, uno de estos:
    - Descarta una carta de la mano y toma 1 de oro.
    - Juega una carta a tu **portafolio** y después vende mercancías o comercia con los nobles.
    - Juega una carta de noble a la corte: **visita** a ese noble (los demás pueden unirse).
    - Juega una carta del Tesoro a la corte: **patrocina su evento**.
    Solo puedes elegir lo que puedas hacer por completo.
    3. **Robar** una carta boca arriba de la oferta (vuelves a 5; si la oferta está vacía, no robas).
    4. **Mantenimiento:** puntuación de la Iglesia si el cardenal llegó al hueco de la influencia, nueva carta boca arriba en la pila de la que robaste, se reponen las losetas de ciudad, los huecos de la Iglesia y los decretos (8), y las mercancías de los espacios de acción de Estado vuelven a la reserva.
    Toda carta jugada o descartada sale de la partida.

lisboa-rules-portfolio = Tu portafolio admite 2 cartas + 1 por cada conjunto de escombros completado, como máximo 3 por fila (6 en total).
    - **Carta de noble** (fila superior): resuelve el símbolo de abajo (obtén la recompensa; paga la penalización entera si puedes, los reis pueden salir de la influencia; si no puedes pagarla, no pagas nada y aun así puedes jugarla). Colócala: su valor de influencia cuenta en cada ganancia de influencia normal.
    - **Carta del Tesoro** (fila inferior): obtén tantos reis como el valor del Tesoro y el marcador baja 1. Su ventaja (un descuento o una bonificación) funciona mientras siga ahí.
    - Portafolio o fila llenos: primero descarta una carta del portafolio (de esa fila si está llena). Un barco descartado deja su carga en el muelle hasta que otra carta ocupe su sitio; entonces las mercancías vuelven a la reserva.
    Después vende mercancías o comercia con los nobles; solo puedes jugar la carta si luego es posible una de las dos. Si un descarte quitó la última opción, el bot ofrece «Nada posible: seguir».

lisboa-rules-sell = **Vender mercancías** (tras una carta al portafolio): vende una o varias mercancías, de una en una.
    - Pon la mercancía en un espacio libre del muelle de cualquier barco atracado, tuyo o de otro jugador.
    - Cobra su precio en el marcador de precios más la bonificación del barco por mercancía (barco de tamaño 1/2/3/4: +0/+1/+2/+3 reis), más tus ventajas de venta.
    - Cuando el muelle de un barco se llena, zarpa en el acto: su dueño gana 1 peluca por mercancía (su capacidad). Vuelve a atracar al empezar el siguiente turno de su dueño y las mercancías vuelven a la reserva.
    Vender nunca mueve los precios. Los precios van de 1 a 8 (al empezar: libros 6, tela 5, oro 5, herramientas 4); producir una mercancía baja su precio 1, algunas cartas lo suben 2.

lisboa-rules-trade = **Comerciar con los nobles** (tras una carta al portafolio): haz 1 o 2 acciones de Estado. Para cada una, pon una mercancía en un espacio libre de acción de Estado de un noble que la acepte:
    - Maia: herramientas u oro
    - Pombal: libros u oro
    - Rey: tela u oro
    Un espacio ocupado no se puede volver a usar este turno; las dos acciones pueden ser del mismo noble. Las mercancías vuelven a la reserva al final del turno.

lisboa-rules-visit = **Visitar a un noble:** juega una carta de noble de tu mano a la Corte Real.
    - Paga el **costo de la visita** en influencia: el valor de influencia del Tesoro + los funcionarios de los demás jugadores en la oficina de ese noble (cuentan los neutrales, no los de los patios); nunca menos de 0.
    - Si te falta influencia: gástala toda y paga el resto en pelucas (1 cada una). Con las dos casas del grupo IZQUIERDO construidas puedes pagar cualquier parte en reis.
    - Después, si quieres, una de las dos acciones de Estado del noble, sin pagar mercancía, y luego su **acción de noble**, que es obligatoria: Maia construye una tienda, Pombal toma un decreto, el rey abre un edificio público. Si no puedes hacer la acción de noble, no puedes visitar.
    Luego los demás jugadores pueden unirse y después robas.

lisboa-rules-join = **Unirse a una visita:** tras una visita, cada otro jugador que tenga el **favor real** del noble visitado puede unirse, en orden de turno a partir de quien visita.
    - Devuelve la loseta de favor a la pila de su noble.
    - Paga el costo de la visita por tu cuenta (valor de influencia del Tesoro + funcionarios de otros en esa oficina, contados cuando pagas); las pelucas y los reis de las casas IZQUIERDAS ayudan como en una visita.
    - Haz exactamente una de las tres acciones de ese noble (la acción de noble o cualquiera de las dos de Estado), sin pagar mercancía.
    Quien no puede unirse se salta. Nadie se une a un evento.

lisboa-rules-event = **Patrocinar un evento:** juega una carta del Tesoro de tu mano a la Corte Real, paga tantos reis como el valor del Tesoro y realiza el evento de la carta.
    - Un evento que es una acción de noble (construir una tienda, tomar un decreto) cuesta además todo lo de siempre: el terreno de una tienda cuesta entonces el valor del Tesoro por segunda vez.
    - Nadie puede unirse a un evento, y no cuenta como visita para las cartas de objetivo.
    Después la carta sale de la partida.

lisboa-rules-state_actions = Las seis **acciones de Estado**:
    - **Contratar funcionarios** (Maia): 2 de tus funcionarios a 2 oficinas distintas (necesitas 2 en tu tablero). Una oficina llena (6 espacios) manda antes a su patio un funcionario de cada color con más funcionarios en ella, el tuyo incluido.
    - **Adquirir un plano** (Maia): el plano de arriba de cualquiera de los dos arquitectos.
    - **Construir un barco** (Pombal): paga tantas mercancías distintas como el tamaño del barco de arriba (al mejorar uno, solo la diferencia; su carga pasa al nuevo). El Tesoro sube 1 y luego haces una ganancia de influencia normal.
    - **Producir mercancías** (Pombal): 1 mercancía por cada tienda de su tipo, más las bonificaciones de las casas DERECHAS; cada tipo que recibes baja 1 de precio. Solo si recibirías al menos 1.
    - **Reunirse con el cardenal** (Rey): muévelo 1 o 2 huecos en el sentido de las agujas del reloj y toma una de las 2 losetas de clero de su lado (como máximo 4). Si pasa por el símbolo del Tesoro, el Tesoro sube 1; el símbolo de la influencia provoca una puntuación de la Iglesia.
    - **Obtener un favor real** (Rey): una loseta de favor de un noble del que no tengas ninguna.

lisboa-rules-store = **Construir una tienda** (acción de noble de Maia):
    1. Toma una loseta de ciudad de la oferta: el color de su espacio es la calle a la que da la tienda, y su mercancía (amarillo oro, rosa tela, marrón libros, azul herramientas; la loseta azul pequeña cabe en la media columna).
    2. Elige una parcela vacía de esa calle y toma su recompensa.
    3. Toma un cubo de escombros de la columna o de la fila de la parcela (obligatorio si queda alguno).
    4. Paga el terreno: valor en reis del Tesoro + los cubos que quedan en esa columna y esa fila (terremoto 3, incendio 2, maremoto 1), menos descuentos.
    5. Pon encima la casa más baja de uno de tus grupos: el IZQUIERDO permite pagar visitas en reis; el CENTRAL abarata los barcos en 1 mercancía, y luego los hace gratis; el DERECHO añade 1 mercancía a Producir, y luego 1 de cada tipo.
    6. Gana pelucas: el valor de la loseta de puntuación de la columna (2-5) × los edificios públicos abiertos que casan con la tienda.

lisboa-rules-decree = **Tomar un decreto** (acción de noble de Pombal): toma uno de los 8 decretos boca arriba y déjalo boca arriba ante ti.
    - Después puedes gastar uno de tus marcadores de conjunto de escombros del retrato del marqués para tomar un segundo decreto (como máximo uno por turno).
    - No hay límite de decretos. Cada decreto puntúa solo para quien lo tiene al final de la partida, según su propia fórmula (por ejemplo, pelucas por tienda de un color o por edificio público abierto de un arquitecto).

lisboa-rules-public_building = **Abrir un edificio público** (acción de noble del rey):
    1. Elige un solar vacío: el extremo oeste o este de una fila, o el extremo norte de una calle (el edificio debe mostrar el color de esa calle).
    2. Toma los 2 cubos de escombros del solar y su recompensa.
    3. Muestra un plano sin completar: el edificio disponible de ese arquitecto va al solar.
    4. Paga los funcionarios del plano: devuélvelos a tu tablero desde oficinas o patios; solo si te faltan, contrata cada uno que falte por el valor en reis del Tesoro.
    5. El plano queda completado (cuenta para la mayoría de funcionarios).
    Luego se **puntúa**: cada tienda que ahora casa con el edificio da a su dueño el valor de su columna; un solar oeste/este paga las tiendas de su fila de cualquiera de los dos colores del edificio, un solar norte las tiendas que dan a su calle.

lisboa-rules-influence = La **influencia** va de 0 a 10.
    - **Ganancia normal:** la suma de los valores de influencia de las cartas de tu fila superior (nobles y barcos) más las bonificaciones. La haces al construir un barco y al entregar losetas de clero en una puntuación de la Iglesia.
    - Lo que pase de 10 se pierde. Tras cualquier ganancia de al menos 1 que te deje en 10, ganas 1 peluca.
    - **Gastarla:** paga visitas y uniones; cualquier pago en reis puede salir de la influencia bajando hasta el siguiente símbolo de real (0, 1, 3, 5, 7, 9): 10 de influencia dan como máximo 6 reis, 0 no da nada.
    - Al final, los reis que tu influencia podría pagar cuentan como dinero.

lisboa-rules-church = La **puntuación de la Iglesia** ocurre cuando el cardenal pasa por el hueco de la influencia (donde empieza) o se detiene en él. Se resuelve una vez, al final de ese turno, tras robar.
    - Empezando por quien movió al cardenal y en el sentido de las agujas del reloj, cada jugador puede entregar 1 o más de sus losetas de clero.
    - Ganas las pelucas impresas en su reverso y haces **una** ganancia de influencia normal.
    - Quedarte todas tus losetas no da nada. Las losetas de clero no valen nada al final de la partida.
    Mientras las tienes, las losetas de clero dan su bonificación permanente (descuentos, influencia extra y similares).

lisboa-rules-rubble = **Escombros:** tu tablero tiene 3 filas (terremoto, incendio, maremoto) de 5 espacios. Un cubo nuevo va al espacio libre más a la izquierda de su fila; si no cabe, sale de la partida.
    - Una columna con los 3 tipos es un **conjunto** completado: su marcador va al retrato del marqués (lo gastas luego por un decreto extra).
    - Cada conjunto añade 1 espacio al portafolio (máximo 6) y 1 de almacén por mercancía (2 + conjuntos).
    - 3 pelucas por conjunto al final del periodo 1 y otra vez al final de la partida.
    - Tu 2.º conjunto termina el periodo 1; quien completa un 4.º conjunto en el periodo 2 inicia el final de la partida.
    Los cubos vienen de las tiendas, de los solares de edificios públicos y de algunas recompensas.

lisboa-rules-periods = El **periodo 1** termina cuando alguien completa su 2.º conjunto de escombros o 3 de las 4 pilas de la oferta quedan vacías. Se acaba el turno y entonces:
    - se retira la oferta; cada jugador gana 3 pelucas por conjunto;
    - el astillero recibe los barcos de tamaño 3 y 4;
    - desde quien provocó el final, en el sentido de las agujas del reloj, cada uno puede descartar cartas de la mano y ganar la recompensa de una carta descartada de cada noble (sin penalizaciones; las cartas del Tesoro no dan nada);
    - las manos vuelven a 5 desde el mazo morado; el mazo marrón forma la nueva oferta (4 pilas de 5).
    El juego sigue con el siguiente jugador.
    La partida termina en el **periodo 2** cuando alguien completa su 4.º conjunto o vuelven a quedar 3 pilas vacías: se acaba la ronda, se juega una ronda completa más y luego la puntuación final.

lisboa-rules-scoring = **Puntuación final**, que se suma a las pelucas que ganaste:
    - **Barcos:** su capacidad.
    - **Escombros:** 3 por conjunto completado.
    - **Tiendas** por mercancía (con al menos 1 tienda): oro 3/2/1, herramientas 6/4/2, libros y tela 9/6/3 (2 jugadores: los valores 1.º y 3.º).
    - **Dinero:** reis + lo que tu influencia podría pagar, 1 peluca por cada 5.
    - **Decretos:** los tuyos.
    - **Funcionarios** en planos completados (con al menos 1 plano): 15/10/5 (2 jugadores 15/5).
    - **Favores reales:** 2 cada uno.
    Las posiciones empatadas se reparten sus valores, redondeando hacia abajo. Empates en el total: más conjuntos de escombros, tiendas, planos completados, reis; si no, se comparte el puesto.

lisboa-rules-solo = **En solitario contra Rival.** No tuvimos el cuadernillo oficial de solitario: este Rival es PROPUESTO, diseño nuestro.
    - Preparación de 2 jugadores; empiezas tú. Rival no tiene cartas, dinero ni influencia, solo casas, funcionarios y pelucas; empieza con +40, +55, +70, +85 o +100 pelucas (niveles 1-5).
    - En cada turno, Rival saca de la partida la carta boca arriba de la siguiente pila no vacía (Maia, Pombal, Rey, Tesoro, por turnos), lo que hace avanzar el reloj:
      - Maia: construye una tienda gratis (en la calle con menos tiendas de Rival, la primera parcela vacía en orden de lectura, el mejor cubo a la caja), y puntúa pelucas como siempre; si no puede, 2 pelucas.
      - Pombal: el decreto de más a la izquierda sale de la oferta; 3 pelucas.
      - Rey: 1 funcionario a la oficina con más funcionarios tuyos; si no le quedan, 2 pelucas.
      - Tesoro: el marcador del Tesoro baja 1; 1 peluca.
    Sus tiendas y funcionarios cuentan en las mayorías y en los costos de visita. Ganas si tienes más pelucas.

lisboa-rules-variants = Opciones de la sala (módulos del Kickstarter):
    - **Cartas de objetivo:** antes de la partida cada jugador dice si es nuevo en Lisboa; un novato se queda la carta de objetivo A que recibió (el reglamento solo da cartas de objetivo a los jugadores nuevos). Se cumple visitando al noble indicado y haciendo su acción: roba 2 cartas B y quédate 1. Los objetivos B (contratar, plano, cardenal, favor, unirse, vender, producir, influencia en la Iglesia) dan funcionarios, reis, oro, influencia o pelucas. Un objetivo por turno, que se premia al final del turno.
    - **Decreto inicial:** antes de jugar, en orden de turno inverso, cada jugador toma 1 decreto.
    - **Mano inicial:** por elección de cartas: quédate 2 de 5 y pasa 3, quédate 1 y pasa 2, quédate 1 y pasa 1, quédate la última.
    - **Fichas de recompensa de la ciudad:** las recompensas de parcelas y solares se reparten al azar por el tablero (no conocemos las fichas reales: es una aproximación).

## Títulos de los temas (autocompletar de /rules)

lisboa-rules-overview-title = Resumen
lisboa-rules-turn-title = Tu turno
lisboa-rules-portfolio-title = Portafolio
lisboa-rules-sell-title = Vender mercancías
lisboa-rules-trade-title = Comerciar con los nobles
lisboa-rules-visit-title = Visitar a un noble
lisboa-rules-join-title = Unirse a una visita
lisboa-rules-event-title = Patrocinar un evento
lisboa-rules-state_actions-title = Acciones de Estado
lisboa-rules-store-title = Construir una tienda
lisboa-rules-decree-title = Decretos
lisboa-rules-public_building-title = Edificios públicos
lisboa-rules-influence-title = Influencia
lisboa-rules-church-title = Puntuación de la Iglesia
lisboa-rules-rubble-title = Conjuntos de escombros
lisboa-rules-periods-title = Periodos y final de la partida
lisboa-rules-scoring-title = Puntuación final
lisboa-rules-solo-title = Solitario (Rival)
lisboa-rules-variants-title = Variantes
