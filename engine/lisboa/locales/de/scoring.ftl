## Schlusswertung (engine/lisboa/scoring.py): die Kategorien aus §17.4 in der Reihenfolge der Regel

lisboa-score-ships = Perücken für Schiffe
lisboa-score-sets = Perücken für Schuttsätze
lisboa-score-stores = Perücken für Mehrheiten bei Geschäften
lisboa-score-money = Perücken für Geld
lisboa-score-decrees = Perücken für Dekrete
lisboa-score-officials = Perücken für die Mehrheit bei Beamten
lisboa-score-favors = Perücken für Gunstplättchen
lisboa-score-total = Perücken aus der Schlusswertung

## Endstand: Beschriftungen neben jedem Wert

lisboa-detail-ships = { lisboa-score-ships }
lisboa-detail-sets = { lisboa-score-sets }
lisboa-detail-stores = { lisboa-score-stores }
lisboa-detail-money = { lisboa-score-money }
lisboa-detail-decrees = { lisboa-score-decrees }
lisboa-detail-officials = { lisboa-score-officials }
lisboa-detail-favors = { lisboa-score-favors }
lisboa-detail-total = { lisboa-score-total }
lisboa-detail-opponent_score = Perücken des Rivalen
lisboa-detail-won = Rivale geschlagen

## Gleichstand bei Perücken: wer vorn liegt ({ $a } vor { $b }, oder beide teilen sich den Platz)

lisboa-tiebreak-rubble_sets = { $a } liegt vor { $b }: mehr vervollständigte Schuttsätze.
lisboa-tiebreak-stores = { $a } liegt vor { $b }: mehr Geschäfte.
lisboa-tiebreak-completed_plans = { $a } liegt vor { $b }: mehr erfüllte Pläne.
lisboa-tiebreak-reis = { $a } liegt vor { $b }: mehr Geld.
lisboa-tiebreak-shared = { $a } und { $b } teilen sich den Platz.
