### Hints (engine.ai.hint): why the strongest level suggests a move, in one line.
## $sign is "+" or "−"; $n the size of the change (never negative).

core-hint-this_turn = { $changes } this turn
core-hint-lead = projected lead { $sign }{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } points
core-hint-lead_kept = keeps your projected lead
core-hint-no_reason = the strongest level's choice
