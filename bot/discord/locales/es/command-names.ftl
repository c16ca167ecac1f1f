### Nombres de comandos de barra, grupos y opciones tal como los muestra Discord («/jugar juego:…»).
### La regla de Discord para cada nombre: de 1 a 32 caracteres, en minúsculas, sin espacios; solo letras,
### cifras, - y _. Un nombre que la incumpla se descarta (Discord muestra entonces el nombre inglés).
### Dos opciones de un mismo comando no pueden llamarse igual.

bot-cmd_name-play = jugar
bot-cmd_name-play-game = juego
bot-cmd_name-play-ai = ia
bot-cmd_name-play-level = nivel

bot-cmd_name-game = partida
bot-cmd_name-game-status = estado
bot-cmd_name-game-hand = mano
bot-cmd_name-game-log = registro
bot-cmd_name-game-log-limit = líneas
bot-cmd_name-game-undo = deshacer
bot-cmd_name-game-takeover = sustituir
bot-cmd_name-game-takeback = recuperar
bot-cmd_name-game-abandon = abandonar
bot-cmd_name-game-abandon-confirm = confirmar

bot-cmd_name-rules = reglas
bot-cmd_name-rules-game = juego
bot-cmd_name-rules-topic = tema

bot-cmd_name-card = carta
bot-cmd_name-card-name = nombre

bot-cmd_name-solo = solitario
bot-cmd_name-solo-game = juego
bot-cmd_name-solo-mode = modo
bot-cmd_name-solo-start = inicio

bot-cmd_name-challenge = reto
bot-cmd_name-challenge-game = juego
bot-cmd_name-challenge-board = clasificación

bot-cmd_name-leaderboard = clasificación
bot-cmd_name-leaderboard-game = juego
bot-cmd_name-leaderboard-kind = tipo
bot-cmd_name-leaderboard-scope = alcance
bot-cmd_name-leaderboard-start = inicio

bot-cmd_name-privacy = privacidad
bot-cmd_name-privacy-forget_me = olvidarme

bot-cmd_name-profile = perfil
bot-cmd_name-profile-user = usuario
bot-cmd_name-learn = aprender
bot-cmd_name-learn-game = juego
