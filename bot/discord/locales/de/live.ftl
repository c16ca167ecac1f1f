### Live-Tische als Server-Events (Issue 33): /play … wann:, der Beginn in der Lobby, das Event, die Erinnerung.

bot-cmd_name-play-when = wann
bot-cmd-play-when = Ein Live-Tisch zu dieser Zeit, mit Server-Event: 20:00 Europe/Berlin oder 2026-03-01 20:00 Europe/Berlin
bot-live-err-form = Diese Startzeit kann ich nicht lesen. Schreib sie als 20:00, 20:00 Europe/Berlin oder 2026-03-01 20:00 Europe/Berlin (eine Uhrzeit allein ist ihr nächstes Vorkommen; ohne Zeitzone UTC).
bot-live-err-past = Diese Zeit ist vorbei. Gib eine Startzeit an, die noch kommt.
bot-live-err-far = Das ist mehr als { $days } Tage voraus. Plane den Tisch näher am Tag.
bot-live-lobby_line = 🗓 Live-Tisch: beginnt { $when } ({ $relative })
bot-live-event_reason = Ein mit /play geplanter Live-Tisch
bot-live-event_description = Ein Live-Tisch { $game }: tritt der Lobby vor Beginn bei und spiele im Live-Tempo ({ $start } auf der Uhr, { $increment } mehr pro Zug). { $link }
bot-live-event_created = Der Tisch beginnt { $when }: sein Server-Event steht bei den Events des Servers, und seine Spieler werden dann erinnert.
bot-live-no_event = Der Tisch beginnt { $when }. Ich darf hier keine Server-Events erstellen (Events erstellen), daher hat er keins; seine Spieler werden trotzdem erinnert.
bot-live-event_refused = Der Tisch beginnt { $when }. Discord hat sein Server-Event abgelehnt; seine Spieler werden trotzdem erinnert.
bot-live-starts_lobby = { $table } beginnt jetzt: tritt dem Tisch hier bei; sein Ersteller startet die Partie mit Starten.
bot-live-starts_running = { $table } beginnt jetzt, und seine Partie läuft schon.
