### Tipps (bot/table/hints.py, hint_policy.py): Vorschlag auf dem Panel, die Tisch-Option, die Markierungen.

bot-hints-off_by_creator = Tipps sind an diesem Tisch aus: Wer ihn eröffnet hat, hat sie nicht erlaubt.
bot-hints-off_rated = Tipps sind an diesem Tisch aus: Das Spiel wird gewertet, und ein Tipp würde es für alle aus der Wertung nehmen. Wer den Tisch eröffnet hat, kann Tipps in der Lobby erlauben.
bot-hints-confirm_rated = Ein Tipp nimmt dieses Spiel für alle am Tisch aus der Wertung. Tipp zeigen?
bot-hints-confirm_solo = Ein Spiel, in dem du einen Tipp nutzt, kommt nicht in die Bestenliste und bringt deine Kampagne nicht weiter. Tipp zeigen?
bot-hints-confirm_challenge = Ein Versuch, in dem du einen Tipp nutzt, kommt nicht in die heutige Tabelle der Herausforderung. Tipp zeigen?
bot-hints-suggested = 💡 Vorschlag: **{ $option }** — { $reason }
bot-hints-failed = Der Tipp ließ sich gerade nicht berechnen (nichts wurde gezählt). Bitte versuch es noch einmal.
bot-hints-used_by = { $name } ({ $n })
bot-hints-final = 💡 Tipps genutzt: { $names } (ein Spiel mit Tipps wird nicht gewertet).
bot-hints-lobby_on = Tipps: erlaubt
bot-hints-lobby_off = Tipps: nicht erlaubt
bot-hints-lobby_default = (Standard für diesen Tisch)
bot-hints-solo_unrecorded = 💡 Es wurden Tipps genutzt: Dieses Spiel kommt nicht in die Bestenliste und nicht in die Kampagne.
bot-hints-challenge_unrecorded = 💡 Es wurden Tipps genutzt: Dein Versuch vom { $day } ({ $score }) kommt nicht in die Tabelle des Tages.
