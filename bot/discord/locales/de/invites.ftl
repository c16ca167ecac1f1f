### Private Tische, Revanchen, Aufgeben und /partien (bot.discord: lobby, rematch, game, my_games).

## Befehls- und Optionsnamen (Discords Regel: 1-32 Kleinbuchstaben, Ziffern, - oder _)

bot-cmd_name-play-invite = einladen
bot-cmd_name-play-invite_2 = einladen_2
bot-cmd_name-play-invite_3 = einladen_3
bot-cmd_name-game-resign = aufgeben
bot-cmd_name-game-resign-confirm = bestätigen
bot-cmd_name-games = partien

## Befehlsbeschreibungen

bot-cmd-play-invite = Lade jemanden ein: Der Tisch wird privat (nur Eingeladene können beitreten)
bot-cmd-play-invite_2 = Noch jemand zum Einladen
bot-cmd-play-invite_3 = Eine dritte Person zum Einladen
bot-cmd-game-resign-description = Verlasse diese Partie endgültig: Eine KI spielt deinen Platz weiter, er wird Letzter
bot-cmd-game-resign-confirm = Auf true setzen, um wirklich aufzugeben
bot-cmd-games-description = Deine laufenden Tische auf allen Servern, die auf dich wartenden zuerst

## Private Tische und Revanchen

bot-discord-invites-invitation = { $creator } lädt { $mentions } an einen privaten Tisch ein: Klickt auf Beitreten, um Platz zu nehmen.
bot-discord-invites-not_a_bot = { $name } ist ein Bot und wurde nicht eingeladen.
bot-discord-invites-not_yourself = An deinem eigenen Tisch sitzt du ohnehin: Du musst dich nicht selbst einladen.
bot-discord-invites-rematch = Revanche
bot-discord-invites-rematch_open = Eine Revanche dieser Partie ist schon eröffnet: { $link }
bot-discord-invites-rematch_running = Die Revanche dieser Partie läuft schon: { $link }
bot-discord-invites-rematch_posted = Dein Tisch für die Revanche ist eröffnet: { $link }

## /partien

bot-discord-games-title = Deine Tische
bot-discord-games-none = Auf den Servern, die wir teilen, hast du keine laufenden Tische.
bot-discord-games-more = …und { $n } weitere.
