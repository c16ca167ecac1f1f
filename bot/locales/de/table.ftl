### Der Spieltisch: Tisch eröffnen, Züge, Ergebnisse (bot.i18n).

## Tisch

bot-lobby-opened = { $creator } hat einen Tisch für { $game } eröffnet. Macht mit ({ $min }–{ $max } Spieler).
bot-lobby-joined = { $name } sitzt jetzt mit am Tisch.
bot-lobby-left = { $name } hat den Tisch verlassen.
bot-lobby-players = Spieler ({ $count }/{ $max }): { $names }
bot-lobby-option_set = { $field } ist jetzt { $value }.
bot-lobby-seat_order-random = Sitzordnung: zufällig
bot-lobby-seat_order-joined = Sitzordnung: nach Beitritt
# $level is the level's code (random, easy, medium, hard) when a table seats an AI, so the stored seat
# name gets the German word; any other text is shown as it is.
bot-lobby-ai_name = KI { $n } ({ $level ->
    [random] zufällig
    [easy] leicht
    [medium] mittel
    [hard] schwer
   *[other] { $level }
})
bot-lobby-closed = Der Tisch wurde geschlossen.

## Züge

bot-turn-yours = Du bist am Zug.
bot-turn-of = { $name } ist am Zug.
bot-turn-waiting = Warten auf { $names }.
bot-turn-round = Runde { $round }
bot-turn-score = { $name }: { $scores }
bot-turn-seat = Du spielst Platz { $seat } ({ $name }).

## Die Partie

bot-game-started = Die Partie { $game } hat begonnen: { $names }.
bot-game-finished = Die Partie ist vorbei.
bot-game-winner = Gewinner: { $names }
bot-game-solo_won = { $name } schlägt { $opponent }: { $score } zu { $other }.
bot-game-solo_lost = { $opponent } gewinnt gegen { $name }: { $other } zu { $score }.
bot-game-yes = ja
bot-game-no = nein
bot-game-rank = { $rank }. { $name } — { $score }
bot-game-undone = Zurückgenommen: { $action }
bot-game-abandoned = Die Partie wurde abgebrochen.
bot-game-confirm_abandon = Diese Partie wirklich abbrechen? Führe den Befehl noch einmal mit der Option „bestätigen“ aus, um sie für alle zu beenden.
