### Názvy slash příkazů, skupin a voleb, jak je ukazuje Discord („/hrát hra:…“).
### Pravidlo Discordu pro každý název: 1–32 znaků, malá písmena, bez mezer; jen písmena, číslice,
### - a _. Název, který pravidlo poruší, se vynechá (Discord pak ukáže anglický název).
### Dvě volby jednoho příkazu nesmějí mít stejný název.

bot-cmd_name-play = hrát
bot-cmd_name-play-game = hra
bot-cmd_name-play-ai = ai
bot-cmd_name-play-level = obtížnost

bot-cmd_name-game = hra
bot-cmd_name-game-status = stav
bot-cmd_name-game-hand = moje-karty
bot-cmd_name-game-log = tahy
bot-cmd_name-game-log-limit = počet
bot-cmd_name-game-undo = zpět
bot-cmd_name-game-takeover = předat-ai
bot-cmd_name-game-takeback = vrátit-se
bot-cmd_name-game-abandon = zrušit
bot-cmd_name-game-abandon-confirm = potvrdit

bot-cmd_name-rules = pravidla
bot-cmd_name-rules-game = hra
bot-cmd_name-rules-topic = téma

bot-cmd_name-card = karta
bot-cmd_name-card-name = název

bot-cmd_name-solo = sólo
bot-cmd_name-solo-game = hra
bot-cmd_name-solo-mode = režim
bot-cmd_name-solo-start = výchozí

bot-cmd_name-challenge = výzva
bot-cmd_name-challenge-game = hra
bot-cmd_name-challenge-board = pořadí

bot-cmd_name-leaderboard = žebříček
bot-cmd_name-leaderboard-game = hra
bot-cmd_name-leaderboard-kind = druh
bot-cmd_name-leaderboard-scope = rozsah
bot-cmd_name-leaderboard-start = výchozí

bot-cmd_name-privacy = soukromí
bot-cmd_name-privacy-forget_me = smazat-data

bot-cmd_name-profile = profil
bot-cmd_name-profile-user = hráč
bot-cmd_name-learn = naučit
bot-cmd_name-learn-game = hra
