### Un reloj agotado al que nadie responde: el plazo de gracia, la IA en el puesto, la opción de la mesa; mesas sin jugadas (bot.table.grace, stalls).

bot-stalls-bank_out = El reloj de { $name } se ha agotado. Cualquier otro jugador de la mesa puede dejar que una IA media juegue este turno, o que juegue hasta que { $name } vuelva (la partida dejará de ser puntuada). Si nadie responde en { $grace }, una IA media jugará el puesto de { $name } hasta que vuelva.
bot-stalls-takeover_offer = { $name } lleva { $waited } ausente. Cualquier otra persona de la mesa puede ceder su puesto a una IA de nivel medio (la partida dejará entonces de ser puntuable). Si nadie lo hace en { $grace }, una IA media jugará el puesto de { $name } hasta que vuelva.
bot-stalls-stand_in = Nadie respondió en { $grace } tras agotarse el reloj de { $name }: una IA de nivel { $level } juega el puesto de { $name } hasta que vuelva (Recuperar mi puesto en el panel, o /partida recuperar). Esta partida ya no es puntuable.
bot-stalls-owner = Tu reloj se ha agotado. Juega ya, o los demás jugadores podrán ceder tu puesto a una IA.

bot-stalls-lobby-ai = Sin tiempo: si nadie responde en { $grace }, una IA juega el puesto hasta que su jugador vuelva
bot-stalls-lobby-ai_no_clock = Sin tiempo: si nadie responde a la oferta de cesión, una IA juega el puesto hasta que su jugador vuelva
bot-stalls-lobby-vote = Sin tiempo: la mesa espera una votación para sustituir al jugador

bot-stalls-err-by_vote = Esta mesa decide por votación cuando se agota un reloj: /partida votar sustituir jugador: pregunta a los demás jugadores.
