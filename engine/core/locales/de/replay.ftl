### Eine Partiedatei, auf der Kommandozeile nachgespielt (python -m engine replay DATEI --out ORDNER).

core-replay-start = Spielbeginn
core-replay-move = Zug { $index } von { $count }
core-replay-ranking = Endstand:
core-replay-rank = { $rank }. { $name }: { $score }
core-replay-opponent = { $name }: { $score }
core-replay-not_over = Die Partie dieser Datei war nicht beendet.
core-replay-gif = Animierte Zusammenfassung: { $path }
