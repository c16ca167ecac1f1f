### Tische in Threads, die Zeile im Kanal, Hinweise und wie man benachrichtigt wird (Issue 19).

bot-discord-asked = { $mention }: { $question }
bot-discord-thread_name = { $game } #{ $id } · { $names }
bot-discord-no_thread = Ich darf in diesem Kanal keine Threads eröffnen (Öffentliche Threads erstellen, Nachrichten in Threads senden), daher bleibt dieser Tisch hier.
bot-discord-live_title = { $game } #{ $id }
bot-discord-live_to_move = Am Zug: { $names }
bot-discord-live_finished = Beendet. Sieger: { $winners }
bot-discord-tables_in_threads = Die hier begonnenen Tische spielen in ihren Threads: { $threads }. Nutze den Befehl dort.
bot-discord-live_where = Tisch: { $table }

bot-notify-dm = { $game } #{ $id }: { $question }
    { $link }
bot-notify-dm_refused = { $mention }, ich konnte dir keine Direktnachricht schicken (deine DMs sind für diesen Server geschlossen), daher erwähne ich dich hier. Mit /notify änderst du, wie du benachrichtigt wirst.
bot-notify-set = Ab jetzt: { $how }.
bot-notify-current = So erfährst du, dass ein Tisch auf dich wartet: { $how }. Ändern mit der Option von /notify.

bot-cmd-notify-description = Wie du erfährst, dass ein Tisch auf dich wartet (alle Server)
bot-cmd-notify-how = Erwähnung im Thread des Tisches, Direktnachricht, tägliche Übersicht oder nichts
bot-cmd-notify-how-mention = Erwähne mich im Thread des Tisches
bot-cmd-notify-how-dm = Schick mir eine Direktnachricht
bot-cmd-notify-how-none = Benachrichtige mich nicht
bot-cmd_name-notify = benachrichtigen
bot-cmd_name-notify-how = wie
bot-notify-dm_reminder = { $text }
    { $link }
bot-notify-dm_invited = Du bist an einen Tisch von { $game } eingeladen: hier kannst du beitreten.
    { $link }
