### Abstimmungen, Ersatzspieler und abgelaufene Uhren in Discord: /partie abstimmen, /partie platz, der Zeit-Knopf im Tisch (bot.discord: votes, seats, lobby).

bot-discord-votes-dm = **{ $table }** · { $text }
    { $link }

bot-discord-oot-ai = Zeit abgelaufen: KI nach { $grace }
bot-discord-oot-ai_no_clock = Zeit abgelaufen: KI nach dem Angebot
bot-discord-oot-vote = Zeit abgelaufen: auf Abstimmung warten

bot-discord-seats-claim = Platz von { $name } übernehmen
bot-discord-seats-open_line = 🪑 Freier Platz: { $names } (ein Ersatz kann ihn übernehmen)

bot-cmd-game-vote-description = Abstimmung am Tisch: die Partie abbrechen oder einen Spieler ersetzen
bot-cmd-game-vote-cancel-description = Die Partie abbrechen, wenn alle Spieler zustimmen (abgebrochen, nicht gewertet)
bot-cmd-game-vote-replace-description = Einen Spieler ohne Zeit oder abwesend ersetzen, per Mehrheit der anderen
bot-cmd-game-vote-replace-player = Der Spieler, der ersetzt werden soll
bot-cmd-game-seat-description = Deinen Platz einem Ersatz anbieten oder einen freien Platz übernehmen
bot-cmd-game-seat-offer-description = Deinen Platz anbieten: wer ihn übernimmt, spielt von dort weiter
bot-cmd-game-seat-withdraw-description = Deinen Platz behalten: das Angebot zurückziehen
bot-cmd-game-seat-claim-description = Den freien Platz an diesem Tisch übernehmen

bot-cmd_name-game-vote = abstimmen
bot-cmd_name-game-vote-cancel = abbrechen
bot-cmd_name-game-vote-replace = ersetzen
bot-cmd_name-game-vote-replace-player = spieler
bot-cmd_name-game-seat = platz
bot-cmd_name-game-seat-offer = anbieten
bot-cmd_name-game-seat-withdraw = zurückziehen
bot-cmd_name-game-seat-claim = übernehmen
