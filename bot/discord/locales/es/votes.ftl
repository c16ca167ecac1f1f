### Votaciones, sustitutos y un reloj agotado en Discord: /partida votar, /partida puesto, el botón de tiempo de la mesa (bot.discord: votes, seats, lobby).

bot-discord-votes-dm = **{ $table }** · { $text }
    { $link }

bot-discord-oot-ai = Sin tiempo: IA tras { $grace }
bot-discord-oot-ai_no_clock = Sin tiempo: IA tras la oferta
bot-discord-oot-vote = Sin tiempo: esperar una votación

bot-discord-seats-claim = Ocupar el puesto de { $name }
bot-discord-seats-open_line = 🪑 Puesto libre: { $names } (un sustituto puede ocuparlo)

bot-cmd-game-vote-description = Votar en esta mesa: cancelar la partida o sustituir a un jugador
bot-cmd-game-vote-cancel-description = Cancelar la partida si todos están de acuerdo (abandonada, sin puntuar)
bot-cmd-game-vote-replace-description = Sustituir a un jugador sin tiempo o ausente, por mayoría de los demás
bot-cmd-game-vote-replace-player = El jugador a sustituir
bot-cmd-game-seat-description = Ofrecer tu puesto a un sustituto, u ocupar un puesto libre
bot-cmd-game-seat-offer-description = Ofrecer tu puesto: quien lo ocupe sigue jugando desde ahí
bot-cmd-game-seat-withdraw-description = Conservar tu puesto: retirar tu oferta
bot-cmd-game-seat-claim-description = Ocupar el puesto libre de esta mesa

bot-cmd_name-game-vote = votar
bot-cmd_name-game-vote-cancel = cancelar
bot-cmd_name-game-vote-replace = sustituir
bot-cmd_name-game-vote-replace-player = jugador
bot-cmd_name-game-seat = puesto
bot-cmd_name-game-seat-offer = ofrecer
bot-cmd_name-game-seat-withdraw = retirar
bot-cmd_name-game-seat-claim = ocupar
