### A game file replayed at the command line (python -m engine replay FILE --out DIR).

core-replay-start = Start
core-replay-move = Move { $index } of { $count }
core-replay-ranking = Final ranking:
core-replay-rank = { $rank }. { $name }: { $score }
core-replay-opponent = { $name }: { $score }
core-replay-not_over = The game of this file had not ended.
core-replay-gif = Animated summary: { $path }
