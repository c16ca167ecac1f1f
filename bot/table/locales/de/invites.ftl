### Private Tische, Revanchen und Aufgeben (bot.table: lobby, resign).

## Private Tische und Revanchen

bot-invites-private = Privater Tisch: nur mit Einladung. Eingeladen: { $names }
bot-invites-err-not_invited = An diesem Tisch spielt nur, wer eingeladen ist: nur wer ihn eröffnet hat und { $names } können beitreten.
bot-invites-err-not_a_player = Nur wer diese Partie gespielt hat, kann eine Revanche verlangen.
bot-invites-err-rematch_abandoned = Diese Partie wurde abgebrochen: Eine abgebrochene Partie hat keine Revanche.
bot-invites-err-rematch_not_finished = Diese Partie ist noch nicht zu Ende.

## Aufgeben

bot-invites-resign_confirm = Wirklich aufgeben? Eine KI spielt deinen Platz bis zum Ende, du kannst ihn nicht zurückholen, und dein Platz wird Letzter. Führe den Befehl noch einmal mit der Option „bestätigen“ aus, um aufzugeben.
bot-invites-resigned = { $name } gibt auf: Eine KI (Stufe { $level }) spielt den Platz bis zum Ende, und er wird Letzter.
bot-invites-resigned_rated = Die Partie bleibt gewertet.
bot-invites-resigned_abandoned = { $name } gibt auf, und sonst spielt niemand mehr: Die Partie ist abgebrochen.
bot-invites-resigned_seats = Aufgegeben (eine KI spielt weiter, Letzter): { $names }
bot-invites-resigned_panel = Du hast aufgegeben: Eine KI (Stufe { $level }) spielt deinen Platz bis zum Ende.
bot-invites-err-already_resigned = Du hast diese Partie schon aufgegeben.
