### Záznam hry přehraný v příkazové řádce (python -m engine replay SOUBOR --out SLOŽKA).

core-replay-start = Začátek
core-replay-move = Tah { $index } z { $count }
core-replay-ranking = Konečné pořadí:
core-replay-rank = { $rank }. { $name }: { $score }
core-replay-opponent = { $name }: { $score }
core-replay-not_over = Hra v tomto souboru neskončila.
core-replay-gif = Animovaný souhrn: { $path }
