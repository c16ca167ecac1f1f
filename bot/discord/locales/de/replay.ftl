### Wiederholungen in Discord: /partie wiederholung, /partie export, die Wiederholungsnachricht und ihre Knöpfe.

bot-cmd_name-game-replay = wiederholung
bot-cmd_name-game-replay-game = partie
bot-cmd_name-game-export = export
bot-cmd_name-game-export-game = partie
bot-cmd-game-replay-description = Eine beendete Partie Zug für Zug durchgehen (sonst die letzte dieses Kanals)
bot-cmd-game-replay-game = Die Nummer der Partie (/profil listet deine letzten Partien mit Nummer)
bot-cmd-game-export-description = Eine beendete Partie als kleine Datei herunterladen, die jedes Spielbrett neu zeichnet
bot-cmd-game-export-game = Die Nummer der Partie (sonst die letzte beendete Partie dieses Kanals)

bot-discord-replay_title = { $game } · Wiederholung Nr. { $id }
bot-discord-replay_chapters = Zu einem Abschnitt der Partie springen…
bot-discord-replay_moves = Zu einem Zug springen…
bot-discord-replay_animation = 🎞️ Animierte Zusammenfassung
bot-discord-replay_file = 💾 Partiedatei
bot-discord-replay_file_sent = Partiedatei { $file }: `python -m engine replay { $file } --out DIR` zeichnet jedes Spielbrett der Partie neu, auf jedem Rechner.
bot-discord-replay_no_animation = Die animierte Zusammenfassung kann hier nicht gezeichnet werden.
bot-discord-replay_animation_caption = 🎞️ { $game }, Partie Nr. { $id }, vom ersten bis zum letzten Spielbrett. Zug für Zug: /partie wiederholung partie:{ $id }
