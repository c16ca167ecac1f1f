### Záznamy her v Discordu: /hra záznam, /hra export, zpráva se záznamem a její tlačítka.

bot-cmd_name-game-replay = záznam
bot-cmd_name-game-replay-game = hra
bot-cmd_name-game-export = export
bot-cmd_name-game-export-game = hra
bot-cmd-game-replay-description = Projít dohranou hru tah po tahu (výchozí: poslední hra tohoto kanálu)
bot-cmd-game-replay-game = Číslo hry (/profil vypíše vaše poslední hry s jejich čísly)
bot-cmd-game-export-description = Stáhnout dohranou hru jako malý soubor, ze kterého se znovu vykreslí každá deska
bot-cmd-game-export-game = Číslo hry (výchozí: poslední dohraná hra tohoto kanálu)

bot-discord-replay_title = { $game } · záznam č. { $id }
bot-discord-replay_chapters = Přejít na část hry…
bot-discord-replay_moves = Přejít na tah…
bot-discord-replay_animation = 🎞️ Animovaný přehled
bot-discord-replay_file = 💾 Soubor hry
bot-discord-replay_file_sent = Soubor hry { $file }: `python -m engine replay { $file } --out DIR` znovu vykreslí každou desku hry, na jakémkoli počítači.
bot-discord-replay_no_animation = Animovaný přehled zde nelze vykreslit.
bot-discord-replay_animation_caption = 🎞️ { $game }, hra č. { $id }, od první desky po poslední. Projděte ji tah po tahu: /hra záznam hra:{ $id }
