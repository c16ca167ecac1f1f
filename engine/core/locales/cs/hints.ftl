### Nápovědy (engine.ai.hint): proč nejsilnější úroveň radí tento tah, na jeden řádek.
## $sign je „+“ nebo „−“; $n velikost změny (nikdy záporná).

core-hint-this_turn = { $changes } v tomto tahu
core-hint-lead = odhadovaný náskok { $sign }{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } bodu
core-hint-lead_kept = udrží váš odhadovaný náskok
core-hint-no_reason = volba nejsilnější úrovně
