### Live tables as server events (issue 33): /play … when:, the lobby's start, the event, the reminder.

bot-cmd_name-play-when = when
bot-cmd-play-when = A live table at this time, with a server event: 20:00 Europe/Prague, or 2026-03-01 20:00 Europe/Prague
bot-live-err-form = I cannot read that start time. Write it as 20:00, 20:00 Europe/Prague or 2026-03-01 20:00 Europe/Prague (a time alone is its next occurrence; without a time zone, UTC).
bot-live-err-past = That time has passed. Give a start time still to come.
bot-live-err-far = That is more than { $days } days ahead. Schedule the table nearer the day.
bot-live-lobby_line = 🗓 Live table: starts { $when } ({ $relative })
bot-live-event_reason = A live table scheduled with /play
bot-live-event_description = A live table of { $game }: join its lobby before the start, play at the live pace ({ $start } on the clock, { $increment } more per move). { $link }
bot-live-event_created = The table starts { $when }: its server event is in the server's Events, and its players are reminded then.
bot-live-no_event = The table starts { $when }. I may not create server events here (Create Events), so it has none; its players are reminded all the same.
bot-live-event_refused = The table starts { $when }. Discord refused its server event; its players are reminded all the same.
bot-live-starts_lobby = { $table } starts now: join its table here; its creator starts the game with Start.
bot-live-starts_running = { $table } starts now, and its game already runs.
