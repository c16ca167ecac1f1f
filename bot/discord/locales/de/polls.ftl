### Eine Umfrage für das nächste Spiel (Issue 33): /play umfrage:, ihr Ergebnis öffnet die Lobby.

bot-cmd_name-play-poll = umfrage
bot-cmd-play-poll = Lass den Kanal über das nächste Spiel abstimmen: die Umfrage läuft so viele Stunden, dann öffnet der Tisch des Siegers
bot-polls-question = Welches Spiel spielen wir als Nächstes? Wenn die Umfrage endet, öffnet hier der Tisch des Spiels, das gewonnen hat.
bot-polls-posted = Die Umfrage läuft bis { $when }; dann öffnet in diesem Kanal der Tisch des Spiels, das gewonnen hat, mit dir als Ersteller.
bot-polls-either = Wähle ein Spiel, um seinen Tisch zu öffnen, oder gib umfrage: (Stunden) an, damit der Kanal abstimmt; nicht beides.
bot-polls-perm = Umfragen erstellen
bot-polls-nobody = Niemand hat in der Umfrage abgestimmt, daher öffnet kein Tisch. /play öffnet jederzeit einen.
bot-polls-result = Die Umfrage hat { $game } gewählt ({ $votes } von { $total } Stimmen): sein Tisch ist offen, tritt unten bei.
bot-polls-busy = Die Umfrage hat { $game } gewählt, aber sein Tisch kann hier nicht öffnen: { $why }
