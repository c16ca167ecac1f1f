## Závěrečné bodování (engine/lisboa/scoring.py): kategorie v pořadí pravidel

lisboa-score-ships = paruky za lodě
lisboa-score-sets = paruky za sady sutin
lisboa-score-stores = paruky za převahu v počtu obchodů
lisboa-score-money = paruky za peníze
lisboa-score-decrees = paruky za dekrety
lisboa-score-officials = paruky za úředníky ve veřejných budovách
lisboa-score-favors = paruky za destičky přízně
lisboa-score-total = paruky ze závěrečného bodování

## Konečné pořadí: podrobnosti výsledku (popisky vedle každého skóre)

lisboa-detail-ships = { lisboa-score-ships }
lisboa-detail-sets = { lisboa-score-sets }
lisboa-detail-stores = { lisboa-score-stores }
lisboa-detail-money = { lisboa-score-money }
lisboa-detail-decrees = { lisboa-score-decrees }
lisboa-detail-officials = { lisboa-score-officials }
lisboa-detail-favors = { lisboa-score-favors }
lisboa-detail-total = { lisboa-score-total }
lisboa-detail-opponent_score = paruky Rivala
lisboa-detail-won = vítězství nad Rivalem

## Rozhodnutí shody ({ $a } je v pořadí před { $b }, nebo se s ním dělí o místo).
## „než“ a „a“ nechávají jména v 1. pádě.

lisboa-tiebreak-rubble_sets = { $a } je v pořadí výš než { $b }: více dokončených sad sutin.
lisboa-tiebreak-stores = { $a } je v pořadí výš než { $b }: více obchodů.
lisboa-tiebreak-completed_plans = { $a } je v pořadí výš než { $b }: více dokončených plánů.
lisboa-tiebreak-reis = { $a } je v pořadí výš než { $b }: více peněz.
lisboa-tiebreak-shared = { $a } a { $b } se dělí o místo.
