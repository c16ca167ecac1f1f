### Macao: odkud se vzaly body prestiže (engine.core.breakdown).

macao-score-play = BP během hry
macao-score-cards = Karty na konci hry
macao-score-city = Největší skupina čtvrtí
macao-score-penalty = Trestné žetony
