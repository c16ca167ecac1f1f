### Puestos de IA, recordatorios de turno, jugadores ausentes y sus sustitutos (bot.table).

## Puestos de IA

# Niveles: se insertan en «IA 1 (medio)» y «una IA de nivel medio» (masculino, concuerdan con «nivel»).
bot-ai-level-random = aleatorio
bot-ai-level-easy = fácil
bot-ai-level-medium = medio
bot-ai-level-hard = difícil
bot-ai-name = IA { $n } ({ $level })
bot-ai-played = { $name } ha jugado.
bot-ai-minutes = { $n } min
bot-ai-hours = { $h } h { $m } min
# Va detrás de la mención: «@Ana, es tu turno en …».
bot-ai-reminder = es tu turno en { $game } (la mesa lleva { $waited } esperando).
bot-ai-takeover_offer = { $name } lleva { $waited } ausente. Cualquier otra persona de la mesa puede ceder su puesto a una IA de nivel medio (la partida dejará entonces de ser puntuable).
bot-ai-taken_over = { $by } ha cedido el puesto de { $name } a una IA de nivel { $level }. Esta partida ya no es puntuable. { $name } puede recuperar su puesto con /partida recuperar.
bot-ai-taken_back = { $name } ha vuelto y juega de nuevo en su puesto.
bot-ai-stand_in = Una IA de nivel { $level } juega en tu puesto mientras no estás. Recupéralo para volver a jugar tú.

## Sustituciones rechazadas

bot-err-takeover_too_early = { $name } aún puede volver: su puesto se podrá ceder a una IA dentro de { $left }.
bot-err-takeover_not_needed = Ya nadie está haciendo esperar a esta partida.
bot-err-own_seat = No puedes ceder tu propio puesto a una IA.
bot-err-nothing_to_take_back = Ninguna IA te está sustituyendo en esta partida.
bot-ai-response_declined = { $name } no respondió en { $waited } y se considera que rechaza.
