### Macao: odkud se vzaly body prestiže (engine.core.breakdown).

macao-breakdown-play = BP během hry
macao-breakdown-cards = Karty na konci hry
macao-breakdown-city = Největší skupina čtvrtí
macao-breakdown-penalty = Trestné žetony
