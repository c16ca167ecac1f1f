### Mesas privadas, revanchas, rendirse y /partidas (bot.discord: lobby, rematch, game, my_games).

## Nombres de comandos y opciones (regla de Discord: 1-32 minúsculas, dígitos, - o _)

bot-cmd_name-play-invite = invitar
bot-cmd_name-play-invite_2 = invitar_2
bot-cmd_name-play-invite_3 = invitar_3
bot-cmd_name-game-resign = rendirse
bot-cmd_name-game-resign-confirm = confirmar
bot-cmd_name-games = partidas

## Descripciones de comandos

bot-cmd-play-invite = Invita a un jugador: la mesa pasa a ser privada (solo pueden unirse los invitados)
bot-cmd-play-invite_2 = Otro jugador al que invitar
bot-cmd-play-invite_3 = Un tercer jugador al que invitar
bot-cmd-game-resign-description = Deja esta partida para siempre: una IA juega tu puesto y queda el último
bot-cmd-game-resign-confirm = Ponlo a true para rendirte de verdad
bot-cmd-games-description = Tus mesas en curso en todos los servidores, primero las que te esperan

## Mesas privadas y revanchas

bot-discord-invites-invitation = { $creator } invita a { $mentions } a una mesa privada: pulsad Unirse para sentaros.
bot-discord-invites-not_a_bot = { $name } es un bot y no se ha invitado.
bot-discord-invites-not_yourself = Ya te sientas en tu propia mesa: no hace falta que te invites.
bot-discord-invites-rematch = Revancha
bot-discord-invites-rematch_open = Ya hay una revancha abierta de esta partida: { $link }
bot-discord-invites-rematch_running = La revancha de esta partida ya se está jugando: { $link }
bot-discord-invites-rematch_posted = Tu mesa para la revancha está abierta: { $link }

## /partidas

bot-discord-games-title = Tus mesas
bot-discord-games-none = No tienes mesas en curso en los servidores que compartimos.
bot-discord-games-more = …y { $n } más.
