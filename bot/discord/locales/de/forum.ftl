### Ein Forum der Tische (Issue 33): /setup tische, der Beitrag eines Tisches, seine Tags.

bot-cmd-setup-tables-description = Ein Forum, dessen Beiträge die Tische dieses Servers sind, getaggt nach Spiel und Stand
bot-cmd-setup-tables-channel = Das Forum (weglassen: Tische in Threads unter dem Kanal, in dem sie öffnen)
bot-cmd_name-setup-tables = tische
bot-cmd_name-setup-tables-channel = kanal
bot-forum-state-lobby = Wartet auf Spieler
bot-forum-state-running = Läuft
bot-forum-state-finished = Beendet
bot-forum-post_name = { $game } · { $name }
bot-forum-opening = Der Tisch wird geöffnet…
bot-forum-opened = Ein Tisch { $game } ist offen: { $table }
bot-forum-set = Ab jetzt ist jeder mit /play geöffnete Tisch ein Beitrag in { $channel }, getaggt mit seinem Spiel und seinem Stand ({ $states }): filtere das Forum nach Tag, um einen offenen Tisch oder eine beendete Partie zu finden.
bot-forum-tags_refused = Diese Tags konnte ich dem Forum nicht hinzufügen (ein Forum fasst 20 Tags; dafür brauche ich dort Kanäle verwalten): { $tags }. Die Tische werden trotzdem gepostet.
bot-forum-cleared = Ab jetzt spielen die Tische in Threads unter dem Kanal, in dem sie geöffnet werden.
bot-forum-not_a_forum = { $channel } kann ich nicht für Tische nutzen: wähle einen Forumskanal, den ich sehen darf.
bot-forum-show_forum = Tische sind Beiträge in { $channel }, getaggt nach Spiel und Stand.
bot-forum-show_threads = Tische spielen in Threads unter dem Kanal, in dem sie geöffnet werden.
