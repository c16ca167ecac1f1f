### Abstimmungen am Tisch: Abbruch mit Zustimmung aller, Ersatz für einen Spieler ohne Zeit oder abwesend, ein Tisch ohne Züge (bot.table.votes).

bot-votes-table = { $game } #{ $id }
bot-votes-kind-cancel = eine Abstimmung über den Abbruch dieser Partie
bot-votes-kind-replace = eine Abstimmung über den Ersatz eines Spielers

bot-votes-title-cancel = Abstimmung: { $table } abbrechen?
bot-votes-title-replace = Abstimmung: { $name } an { $table } ersetzen?
bot-votes-title-stall = An { $table } gab es seit { $days } Tagen keinen Zug
bot-votes-about-cancel = { $by } fragt. Alle Spieler müssen zustimmen: die Partie endet dann abgebrochen und wird nicht gewertet.
bot-votes-about-replace = { $why } Die Mehrheit der anderen Spieler ({ $needed } von { $voters }) entscheidet: der Platz von { $name } geht dann an eine mittlere KI und ist frei für einen Ersatz (/partien offen:True), und die Partie wird nicht mehr gewertet.
bot-votes-about-stall = Der Tisch wird am { $date } abgebrochen und nicht gewertet, wenn bis dahin niemand zieht. Jetzt schließen? Alle Spieler müssen zustimmen.
bot-votes-why-bank_out = Die Uhr von { $name } ist abgelaufen.
bot-votes-why-command = { $by } möchte { $name } ersetzen, dessen Zeit abgelaufen ist oder der abwesend ist.
bot-votes-tally = Ja: { $yes } · Nein: { $no } · Noch nicht abgestimmt: { $waiting }
bot-votes-until = Offen bis { $date }; bis dahin kannst du deine Stimme ändern.
bot-votes-yes-cancel = Ja, Partie abbrechen
bot-votes-no-cancel = Nein, weiterspielen
bot-votes-yes-replace = Ja, { $name } ersetzen
bot-votes-no-replace = Nein, auf { $name } warten
bot-votes-yes-stall = Ja, jetzt schließen
bot-votes-no-stall = Nein, wir spielen weiter

bot-votes-started = Deine Abstimmung ist offen, mit deinem Ja. Die anderen Spieler sind gefragt.
bot-votes-cast_yes = Du hast mit Ja gestimmt. Solange die Abstimmung offen ist, kannst du deine Stimme ändern.
bot-votes-cast_no = Du hast mit Nein gestimmt. Solange die Abstimmung offen ist, kannst du deine Stimme ändern.

bot-votes-result-cancelled = Ergebnis: alle haben zugestimmt. Die Partie ist abgebrochen und wird nicht gewertet.
bot-votes-result-stall_agreed = Ergebnis: alle haben zugestimmt. Der Tisch ist geschlossen: abgebrochen, nicht gewertet.
bot-votes-result-closed = Ergebnis: { $days } Tage ohne Zug. Der Tisch ist geschlossen: abgebrochen, nicht gewertet.
bot-votes-result-replaced = Ergebnis: angenommen, { $yes } von { $voters } sagten Ja. Der Platz von { $name } geht an eine mittlere KI und ist frei für einen Ersatz; die Partie wird nicht mehr gewertet.
bot-votes-result-refused = Ergebnis: { $names } sagten Nein. Die Partie geht weiter.
bot-votes-result-not_all = Ergebnis: bis { $date } haben nicht alle zugestimmt (nicht abgestimmt: { $waiting }). Die Partie geht weiter.
bot-votes-result-kept = Ergebnis: eine Mehrheit ist nicht mehr möglich ({ $yes } von { $voters } sagten Ja). { $name } behält den Platz.
bot-votes-result-kept_late = Ergebnis: bis { $date } keine Mehrheit ({ $yes } von { $voters } sagten Ja). { $name } behält den Platz.
bot-votes-result-moved = Ergebnis: ein Zug hat den Stillstand beendet. Der Tisch spielt weiter.
bot-votes-result-back = Ergebnis: { $name } ist zurück. Die Abstimmung ist vorbei.
bot-votes-result-over = Ergebnis: die Partie war vor der Abstimmung zu Ende.
bot-votes-result-nobody = Ergebnis: niemand ist mehr da, der abstimmen könnte.

bot-votes-closed-agreed = Alle haben zugestimmt: { $table } ist abgebrochen und wird nicht gewertet.
bot-votes-closed-stall = An { $table } gab es { $days } Tage keinen Zug: der Tisch ist geschlossen, abgebrochen und nicht gewertet.

bot-votes-err-already_open = An diesem Tisch läuft schon { $kind }: stimme dort ab oder warte auf das Ergebnis.
bot-votes-err-not_a_voter = Hier stimmen nur die Spieler ab, die an diesem Tisch einen Platz haben.
bot-votes-err-about_you = Diese Abstimmung betrifft dich: die anderen Spieler entscheiden. Dein nächster Zug (oder das Zurückholen deines Platzes) beendet sie.
bot-votes-err-closed = Diese Abstimmung ist vorbei. { $result }
bot-votes-err-not_out_of_time = { $name } hat weder keine Zeit mehr noch ist er oder sie abwesend: ersetzt werden kann nur, wessen Uhr abgelaufen ist (oder wer den Tisch länger als die Frist für die KI-Übernahme warten lässt) oder wessen Platz eine KI spielt.
bot-votes-err-not_at_table = Dieser Spieler hat keinen Platz an diesem Tisch.
bot-votes-err-own = Du kannst dich nicht selbst abwählen: /partie platz anbieten bietet deinen Platz einem Ersatz an.
bot-votes-err-no_voters = An diesem Tisch hat sonst niemand einen Platz, um darüber abzustimmen.
