### Macao: colores de cubos y dados, mercancías, puertos, colores de jugador, tipos de carta y
### momentos de uso, barrios de la ciudad.

## Colores de cubos y dados, en minúscula y en masculino singular: se insertan en frases
## («paga 1 cubo rojo», «el dado rojo»). Los cubos y los dados son masculinos; donde hace falta el
## plural («2 rojos»), el mensaje que los usa elige la forma con $colour_id.

macao-colour-red = rojo
macao-colour-blue = azul
macao-colour-green = verde
macao-colour-black = negro
macao-colour-grey = gris
macao-colour-purple = morado

## Mercancías (las losetas de mercancía de los barrios claros). En minúscula, como en el resto del
## texto español («A bordo: té, seda», «entrega arroz en Lisboa», «Almacén de especias»).

macao-good-lacquer = laca
macao-good-rice = arroz
macao-good-tea = té
macao-good-jade = jade
macao-good-silk = seda
macao-good-paper = papel
macao-good-porcelain = porcelana
macao-good-spices = especias

## Los ocho puertos europeos, con su nombre en español

macao-port-lis = Lisboa
macao-port-bar = Barcelona
macao-port-lon = Londres
macao-port-mar = Marsella
macao-port-gen = Génova
macao-port-ant = Amberes
macao-port-ams = Ámsterdam
macao-port-ham = Hamburgo

## Colores de jugador

macao-player_colour-orange = Naranja
macao-player_colour-white = Blanco
macao-player_colour-yellow = Amarillo
macao-player_colour-brown = Marrón

## Tipos de carta y cuándo actúa una carta (impreso entre sus dos números de tributo)

macao-type-office = Oficina
macao-type-building = Edificio
macao-type-person = Personaje
macao-timing-p1 = Fase 1
macao-timing-p2 = Fase 2
macao-timing-p3 = Tu turno
macao-timing-end = Final

## Barrios de la ciudad (Q01-Q30)

macao-quarter = Barrio { $id }

## An office card's name with its colour

# Los cuatro nombres de oficina son femeninos: el color concuerda (Aduana roja).
macao-office = { $name } ({ $colour_id ->
    [macao-colour-red] roja
    [macao-colour-black] negra
    [macao-colour-purple] morada
   *[other] { $colour }
})
