### Živé stoly jako události serveru (issue 33): /play … kdy:, začátek v lobby, událost, připomenutí.

bot-cmd_name-play-when = kdy
bot-cmd-play-when = Živý stůl v tento čas, s událostí serveru: 20:00 Europe/Prague, nebo 2026-03-01 20:00 Europe/Prague
bot-live-err-form = Tento čas začátku nedokážu přečíst. Napište ho jako 20:00, 20:00 Europe/Prague nebo 2026-03-01 20:00 Europe/Prague (samotný čas je jeho nejbližší výskyt; bez časového pásma UTC).
bot-live-err-past = Ten čas už minul. Zadejte začátek, který teprve přijde.
bot-live-err-far = To je víc než { $days } dní dopředu. Naplánujte stůl blíž k termínu.
bot-live-lobby_line = 🗓 Živý stůl: začíná { $when } ({ $relative })
bot-live-event_reason = Živý stůl naplánovaný příkazem /play
bot-live-event_description = Živý stůl hry { $game }: přidejte se do lobby před začátkem a hrajte živým tempem ({ $start } na hodinách, { $increment } navíc za každý tah). { $link }
bot-live-event_created = Stůl začíná { $when }: jeho událost je mezi událostmi serveru a hráčům to v tu chvíli připomenu.
bot-live-no_event = Stůl začíná { $when }. Nesmím tu vytvářet události serveru (Vytvářet události), proto žádnou nemá; hráčům to přesto připomenu.
bot-live-event_refused = Stůl začíná { $when }. Discord jeho událost serveru odmítl; hráčům to přesto připomenu.
bot-live-starts_lobby = { $table } začíná: přidejte se ke stolu zde; jeho zakladatel spustí hru tlačítkem Začít.
bot-live-starts_running = { $table } začíná a jeho hra už běží.
