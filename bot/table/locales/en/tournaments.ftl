### Tournaments the bot runs: the sign-up message, rounds, standings, status (bot.table.tournaments).

bot-tn-title = { $game } tournament #{ $id } · { $format }
bot-tn-format-swiss = Swiss
bot-tn-format-round_robin = round robin
bot-tn-format-knockout = knockout
bot-tn-format_text-swiss = Swiss system at tables of { $seats }: each round seats players of the same score together, never the same opponents twice where that can be avoided.
bot-tn-format_text-round_robin = Round robin at tables of { $seats }: everyone meets everyone (at tables of more than two, as many new opponents each round as the seating finds).
bot-tn-format_text-knockout = Knockout at tables of { $seats }: each table's winner goes on, until one player is left.
bot-tn-rounds = Rounds: { $rounds }
bot-tn-rounds_round_robin = until everyone has met everyone
bot-tn-rounds_knockout = until one player is left
bot-tn-pace = Pace: { $pace }
bot-tn-points = Points per place: { $points } (a bye, and each seat of an abandoned table: { $bye })
bot-tn-tiebreaks = Ties: Buchholz (the points of everyone you met), then total score, then seed (the server rating at the start).
bot-tn-rated = Its tables are rated like any other table.
bot-tn-gate = Open to players rated { $gate } or more on this server.
bot-tn-players = Players ({ $count }/{ $max }): { $names }
bot-tn-organiser = Organiser: { $mention }
bot-tn-state_signup = Sign-up open until { $until }.
bot-tn-state_running = Round { $round } of { $rounds } is being played ({ $players } players).
bot-tn-state_finished = Finished. Champion: { $champion }
bot-tn-state-signup = signing up
bot-tn-state-running = running
bot-tn-state-finished = finished
bot-tn-state-cancelled = cancelled
bot-tn-note-cancelled = The organiser cancelled this tournament: no further round is paired, and tables still being played go on as ordinary tables.
bot-tn-note-too_few = Cancelled: too few players had signed up by the deadline.
bot-tn-err-not_found = There is no such tournament on this server.
bot-tn-err-closed = This tournament is not signing up any more (it started or ended).
bot-tn-err-full = This tournament is full ({ $max } players).
bot-tn-err-rating = This tournament is for players rated { $gate } or more in { $game } on this server; your rating here is { $rating }.
bot-tn-err-not_organiser = Only the tournament's organiser (or a member with Manage Server) may do that.
bot-tn-err-too_few = At least { $min } players must sign up before the tournament can start.
bot-tn-err-deadline = “{ $value }” is not a sign-up deadline: give a span such as 2d, 12h or 90m, or a UTC date and time such as 2026-05-01 18:00, within the next 30 days.
bot-tn-err-seats = { $game } tournaments seat { $min } to { $max } players per table.
bot-tn-err-limit = A tournament takes 2 to { $max } players.
bot-tn-round_tables = **Round { $round }**
bot-tn-round_starts = **Round { $round } of { $rounds }** begins: each table plays in its own thread.
bot-tn-table_line = Table { $table }: { $names } · { $where }
bot-tn-table_state-finished = finished
bot-tn-table_state-abandoned = abandoned
bot-tn-opening = opening…
bot-tn-bye_line = Bye: { $names } ({ $points } points)
bot-tn-more_tables = … and { $n } more tables (/tournament status)
bot-tn-more_players = … and { $n } more players
bot-tn-standings_title = **Standings**
bot-tn-standing_line = { $place }. { $name } — { $points } points (Buchholz { $buchholz }, score { $score })
bot-tn-status_you = You: place { $place } of { $count }, { $points } points.
bot-tn-standings_after = Standings after round { $round }
bot-tn-final_standings = Final standings
bot-tn-champion = 🏆 Champion: { $name }
bot-tn-champion_picture = Champion: { $name }
bot-tn-leaders = Leading: { $names }
bot-tn-tables_ready = your tables are ready, each in its thread.
bot-tn-out_in = out in round { $round }
bot-tn-picture_footer = Points per place: 6 / 4 / 2 / 0 at four seats, 6 / 3 / 0 at three, 6 / 0 at two; a bye { $bye }. Ties: Buchholz, then total score, then seed.
bot-tn-thread_name = { $game } T{ $id } · round { $round } · table { $table } · { $names }
bot-tn-table_header = { $game } tournament #{ $id } ({ $format }) · round { $round } of { $rounds } · table { $table }
bot-tn-table_over = { $title }: round { $round }, table { $table } is over. { $playing ->
    [0] It was the round's last table: the next round opens shortly.
    [one] One table of this round is still being played.
   *[other] { $playing } tables of this round are still being played.
}
