### Für Nutzer installierbar (Issue 33): wo ein Befehl nicht gehen kann, und der Tisch eines Spielers in den Direktnachrichten.

bot-install-needs_server = Dafür muss der Bot auf dem Server sein: Tische für mehrere Spieler, ihre Threads und die Zeile jedes Tisches im Kanal. Wer den Server verwalten darf, fügt ihn hier hinzu: { $link }
bot-install-solo_in_dm = Deine Partie läuft in unseren Direktnachrichten: { $link }
bot-install-dm_closed = Ich kann dir keine Direktnachrichten schicken (sie sind für mich geschlossen), daher kann deine Partie dort nicht beginnen. Erlaube Direktnachrichten vom Bot (Privatsphäre-Einstellungen) oder spiele auf einem Server mit dem Bot.
