### Eine Nachricht pro Zug (issue 33): die Texte der Zugnachricht.

bot-layout-title = { $game } #{ $id }
bot-layout-asked_names = { $names }: { $question }
bot-layout-to_move = Am Zug: { $names }
bot-layout-breakdown_alt = Woher die Punkte kamen: die Endwertung jedes Spielers nach Wertungskategorie
