### Regelversionen (bot.table.versions): eine gespeicherte Partie nach Regeln, die dieser Bot weder spielt noch überführt.

bot-versions-refused = Die Partie { $id } lässt sich nicht mehr lesen: sie wurde nach den Regeln von { $game } in Version { $played } gespielt, und dieser Bot spielt Version { $plays } (er spielt eine Partie nie nach anderen Regeln nach). Jeder ihrer Spieler kann sie mit /game abandon beenden, und /play eröffnet einen neuen Tisch.
bot-versions-replay_refused = Die Partie { $id } wurde nach den Regeln von { $game } in Version { $played } gespielt, und dieser Bot spielt Version { $plays }: es gibt keine Wiederholung und keine Spieldatei (dieser Bot spielt eine Partie nie nach anderen Regeln nach).
