### Namen der Slash-Befehle, Befehlsgruppen und Optionen, wie Discord sie zeigt („/spielen spiel:…“).
### Discords Regel für jeden Namen hier: 1–32 Zeichen, klein geschrieben, ohne Leerzeichen; nur
### Buchstaben, Ziffern, - und _. Ein Name, der die Regel bricht, wird weggelassen (Discord zeigt dann
### den englischen). Zwei Optionen desselben Befehls dürfen nicht gleich heißen.

bot-cmd_name-play = spielen
bot-cmd_name-play-game = spiel
bot-cmd_name-play-ai = ki
bot-cmd_name-play-level = stufe

bot-cmd_name-game = partie
bot-cmd_name-game-status = status
bot-cmd_name-game-hand = hand
bot-cmd_name-game-log = verlauf
bot-cmd_name-game-log-limit = anzahl
bot-cmd_name-game-undo = rückgängig
bot-cmd_name-game-takeover = ki-übernahme
bot-cmd_name-game-takeback = zurückholen
bot-cmd_name-game-abandon = abbrechen
bot-cmd_name-game-abandon-confirm = bestätigen

bot-cmd_name-rules = regeln
bot-cmd_name-rules-game = spiel
bot-cmd_name-rules-topic = thema

bot-cmd_name-card = karte
bot-cmd_name-card-name = name

bot-cmd_name-solo = solo
bot-cmd_name-solo-game = spiel
bot-cmd_name-solo-mode = modus
bot-cmd_name-solo-start = startwert

bot-cmd_name-challenge = herausforderung
bot-cmd_name-challenge-game = spiel
bot-cmd_name-challenge-board = tabelle

bot-cmd_name-leaderboard = rangliste
bot-cmd_name-leaderboard-game = spiel
bot-cmd_name-leaderboard-kind = art
bot-cmd_name-leaderboard-scope = bereich
bot-cmd_name-leaderboard-start = startwert

bot-cmd_name-privacy = datenschutz
bot-cmd_name-privacy-forget_me = vergiss-mich

bot-cmd_name-profile = profil
bot-cmd_name-profile-user = spieler
bot-cmd_name-learn = lernen
bot-cmd_name-learn-game = spiel
