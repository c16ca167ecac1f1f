### Crown of Emara: asesores (nombres, textos de /card y sus habilidades duraderas en pocas palabras).
### El reglamento en español no trae la lista de asesores: los nombres son propuestas del glosario.

## Asesores

emara-advisor-master_of_coin = Tesorero
emara-advisor-master_of_coin-text = Al instante: toma 1 moneda de oro. (6 PCi)
emara-advisor-archivist = Archivero
emara-advisor-archivist-text = Al instante: toma 2 libros. (2 PCi)
emara-advisor-goldsmith = Orfebre
emara-advisor-goldsmith-text = Al instante: toma 1 anillo de sello. (5 PCi)
emara-advisor-carpenter = Carpintero
emara-advisor-carpenter-text = Al instante: obtén 10 PCo. (1 PCi)
emara-advisor-baker = Panadero
emara-advisor-baker-text = Una vez por turno: 1 tela + 1 grano → 1 pan, o 1 tela + 2 granos → 2 panes. (3 PCi)
emara-advisor-schoolmarm = Maestra
emara-advisor-schoolmarm-text = Una vez por turno: 2 recursos a elegir → 1 libro. (3 PCi)
emara-advisor-bailiff = Alguacil
emara-advisor-bailiff-text = Una vez por turno: 1 anillo de sello → 5 PCo. (5 PCi)
emara-advisor-dressmaker = Costurera
emara-advisor-dressmaker-text = Una vez por turno: 1 tela → 2 PCi. (5 PCi)
emara-advisor-landlord = Casero
emara-advisor-landlord-text = Una vez por turno: 1 tela y 1 PCi → 5 PCo. (3 PCi)
emara-advisor-merchant = Mercader
emara-advisor-merchant-text = Una vez por turno: cambia 1 recurso por 1 recurso de otro tipo. (2 PCi)
emara-advisor-chamberlain = Chambelán
emara-advisor-chamberlain-text = En tus turnos: cambia anillos de sello por monedas de oro, o al revés, 1 por 1. (6 PCi)
emara-advisor-scholar = Erudito
emara-advisor-scholar-text = Al contratar y reclutar: paga con cualquier recurso; solo cuenta la cantidad. (3 PCi)
emara-advisor-mayoress = Alcaldesa
emara-advisor-mayoress-text = +2 PCi por cada regalo en el castillo. (5 PCi)
emara-advisor-steward = Mayordomo
emara-advisor-steward-text = Contrata y recluta en cualquier ubicación donde estén tus consejeros. (5 PCi)
emara-advisor-abbess = Abadesa
emara-advisor-abbess-text = +1 libro por cada donación en la catedral. (2 PCi)
emara-advisor-toolmaker = Herrero
emara-advisor-toolmaker-text = +2 PCo cada vez que obtengas PCo durante la partida. (2 PCi)
emara-advisor-sir_christiaan = Sir Christiaan
emara-advisor-sir_christiaan-text = Al instante: obtén 8 PCi.
emara-advisor-lady_marie = Lady Marie
emara-advisor-lady_marie-text = Al instante: obtén 8 PCi.
emara-advisor-sir_carl = Sir Carl
emara-advisor-sir_carl-text = Al instante: obtén 10 PCi.
emara-advisor-lady_frida = Lady Frida
emara-advisor-lady_frida-text = Al instante: obtén 12 PCi.
emara-advisor-sir_gustave = Sir Gustave
emara-advisor-sir_gustave-text = Al instante: obtén 12 PCo.
emara-advisor-sir_antoni = Sir Antoni
emara-advisor-sir_antoni-text = Al instante: obtén 12 PCo.

## Habilidades duraderas en pocas palabras (el botón de reclutar)

emara-effect-baker = hornea pan
emara-effect-schoolmarm = 2 recursos → 1 libro
emara-effect-bailiff = 1 anillo → { $bp } PCo
emara-effect-dressmaker = 1 tela → 2 PCi
emara-effect-landlord = 1 tela + 1 PCi → { $bp } PCo
emara-effect-merchant = cambia recursos
emara-effect-chamberlain = anillos ↔ oro
emara-effect-scholar = paga con cualquier recurso
emara-effect-mayoress = +2 PCi por regalo
emara-effect-steward = contrata/recluta donde sea
emara-effect-abbess = +1 libro por donación
emara-effect-toolmaker = +2 PCo por ganancia de PCo
