### Crown of Emara: pravidlo každého rozhodnutí (tlačítko „?“ panelu), jedno na krok, s pojmem a oddílem pravidel.

emara-why-payment = **Zaplacení ceny** (pravidla: Tah hráče)
    { emara-rules-turn }
emara-why-location = **Využití místa** (pravidla: Akce pohybu)
    { emara-rules-movement }
emara-why-craft = **Řemeslník** (pravidla: Akce ve venkovských lokalitách)
    { emara-rules-countryside }
emara-why-keep_favor = **Žetony přízně** (pravidla: Akce v městských lokalitách)
    { emara-rules-favors }
emara-why-hire = **Najmout řemeslníka** (pravidla: Bonusové akce)
    { emara-rules-craftsmen }
emara-why-recruit = **Získat poradce** (pravidla: Bonusové akce)
    { emara-rules-advisors }
emara-why-hire_recruit_card = **Najmout řemeslníka nebo poradce o 1 levněji** (pravidla: Akce karty)
    { emara-rules-bonus }
emara-why-merchant = **Obchodník** (pravidla: Akce karty)
    { emara-rules-turn }
emara-why-pick_card = **Zahrání karty** (pravidla: Tah hráče)
    { emara-rules-turn }
emara-why-split_page = **Závěrečné bodování: zbytky** (pravidla: Závěrečné bodování)
    { emara-rules-scoring }
emara-why-relocate = **Radní na druhou desku** (pravidla: Příprava hry)
    { emara-rules-setup }
emara-why-play = **Tah hráče** (pravidla: Tah hráče)
    { emara-rules-turn }
emara-why-end_of_round = **Událost na konci kola** (pravidla: Konec kola)
    { emara-rules-end_of_round }
emara-why-final_scoring = **Závěrečné bodování: zbytky** (pravidla: Závěrečné bodování)
    { emara-rules-scoring }
emara-why-setup = **Počáteční surovina** (pravidla: Příprava hry)
    { emara-rules-setup }
