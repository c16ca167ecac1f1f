## Puntuación final (engine/lisboa/scoring.py): las categorías de §17.4, en el orden del reglamento

lisboa-score-ships = pelucas por barcos
lisboa-score-sets = pelucas por conjuntos de escombros
lisboa-score-stores = pelucas por mayorías de tiendas
lisboa-score-money = pelucas por dinero
lisboa-score-decrees = pelucas por decretos
lisboa-score-officials = pelucas por la mayoría de funcionarios
lisboa-score-favors = pelucas por favores reales
lisboa-score-total = pelucas de la puntuación final

## Clasificación final: los detalles del resultado (etiquetas junto a cada puntuación)

lisboa-detail-ships = { lisboa-score-ships }
lisboa-detail-sets = { lisboa-score-sets }
lisboa-detail-stores = { lisboa-score-stores }
lisboa-detail-money = { lisboa-score-money }
lisboa-detail-decrees = { lisboa-score-decrees }
lisboa-detail-officials = { lisboa-score-officials }
lisboa-detail-favors = { lisboa-score-favors }
lisboa-detail-total = { lisboa-score-total }
lisboa-detail-opponent_score = pelucas de Rival
lisboa-detail-won = venció a Rival

## Desempates con las mismas pelucas ({ $a } queda por delante de { $b }, o comparte el puesto)

lisboa-tiebreak-rubble_sets = { $a } queda por delante de { $b }: más conjuntos de escombros completados.
lisboa-tiebreak-stores = { $a } queda por delante de { $b }: más tiendas.
lisboa-tiebreak-completed_plans = { $a } queda por delante de { $b }: más planos completados.
lisboa-tiebreak-reis = { $a } queda por delante de { $b }: más dinero.
lisboa-tiebreak-shared = { $a } y { $b } comparten el puesto.
