### Tipps (engine.ai.hint): warum die stärkste Stufe einen Zug vorschlägt, in einer Zeile.
## $sign ist „+“ oder „−“; $n die Größe der Änderung (nie negativ).

core-hint-this_turn = { $changes } in diesem Zug
core-hint-lead = voraussichtlicher Vorsprung { $sign }{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte
core-hint-lead_kept = hält deinen voraussichtlichen Vorsprung
core-hint-no_reason = die Wahl der stärksten Stufe
