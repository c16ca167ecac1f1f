### Die Handybilder am Terminal-Tisch (bot/terminal.py): die Handykarte neben dem Spielbrett und der
### eigene Bereich (das Bild im eigenen Panel).

bot-local-phone_written = (Handykarte gespeichert: { $path })
bot-local-panel_written = (dein eigener Bereich gespeichert: { $path })
bot-local-points_written = (woher die Punkte kamen: Bild gespeichert: { $path })
