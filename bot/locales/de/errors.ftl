### Antworten auf Züge und Befehle, die nicht möglich sind.

bot-err-not_your_turn = Du bist nicht am Zug.
bot-err-outdated = Dieser Klick kam von einem älteren Spielstand: Die Partie ist schon weiter. Es wurde nichts geändert.
bot-err-game_over = Diese Partie ist vorbei.
bot-err-no_game = In diesem Kanal läuft keine Partie.
bot-err-no_lobby = In diesem Kanal gibt es keinen offenen Tisch.
bot-err-channel_busy = In diesem Kanal läuft schon eine Partie. Beende sie oder brich sie vorher ab.
bot-err-already_joined = Du sitzt schon an diesem Tisch.
bot-err-not_joined = Du sitzt nicht an diesem Tisch.
bot-err-not_seated = Du spielst in dieser Partie nicht mit.
bot-err-bad_action = Dieser Button ließ sich nicht lesen (fehlerhaft oder gefälscht).
bot-err-illegal = Dieser Zug ist nicht erlaubt: { $reason }
bot-err-not_creator = Das kann nur, wer den Tisch eröffnet hat.
bot-err-not_allowed_abandon = Abbrechen kann nur, wer den Tisch eröffnet hat oder den Kanal verwalten darf.
bot-err-table_full = Der Tisch ist voll ({ $max } Spieler).
bot-err-player_count = Dieses Spiel braucht { $min }–{ $max } Spieler; am Tisch { $count ->
    [one] sitzt 1
   *[other] sitzen { $count }
}.
bot-err-unknown_game = Unbekanntes Spiel: { $game }.
bot-err-bad_option = Ungültige Option { $field } = { $value }.
bot-err-lobby_not_started = Die Partie hat noch nicht begonnen.
bot-err-already_started = Die Partie hat schon begonnen.
bot-err-undo_nothing = In deinem aktuellen Zug gibt es nichts zurückzunehmen.
bot-err-undo_reveal = Das lässt sich nicht zurücknehmen: Dabei wurden verdeckte oder zufällige Informationen aufgedeckt.
bot-err-busy = Jemand anderes hat im selben Moment gezogen; versuch es noch einmal.

# A click on the message of an earlier table, whose game is over or never started
bot-err-lobby_closed = Dieser Tisch ist geschlossen: Die Partie wurde abgebrochen oder nie gestartet. Eröffne mit /spielen einen neuen.
# a game that declares no AI support (GameInfo.supports): the lobby, /play ai, the terminal's --ai
bot-err-no_ai = { $game } hat keine KI-Spieler: nur Menschen können Platz nehmen.
# a game that declares no hints: the lobby's hint option, Suggest
bot-err-no_hints = { $game } gibt keine Tipps.
