### Macao: pravidlo každého rozhodnutí (tlačítko „?“ panelu), jedno na krok, s pojmem a oddílem pravidel.

macao-why-pick = **Počáteční karta** (pravidla: Příprava)
    { macao-rules-cards }
macao-why-cubes = **Počáteční kostičky na větrné růžici** (pravidla: Příprava)
    { macao-rules-dice }
macao-why-draft = **Vzetí karty** (pravidla: Průběh hry, fáze 1: karty)
    { macao-rules-cards }
macao-why-dice = **Výběr kostek** (pravidla: Průběh hry, fáze 2: kostky)
    { macao-rules-dice }
macao-why-actions = **Vaše akce** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-actions }
macao-why-overflow = **Šestá karta: trestný žeton** (pravidla: Průběh hry, fáze 1: karty)
    { macao-rules-cards }
macao-why-city = **Městská čtvrť** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-city }
macao-why-quarter_payment = **Zaplacení čtvrti** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-city }
macao-why-payment = **Aktivace karty** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-cards }
macao-why-gain = **Účinek karty: kostička dle volby** (pravidla: Každá karta)
    { macao-rules-cards }
macao-why-swap = **Účinek karty: výměna kostičky** (pravidla: Každá karta)
    { macao-rules-cards }
macao-why-rose_aid = **Porodní bába** (pravidla: Každá karta)
    { macao-rules-cards }
macao-why-joker = **Žolík** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-jokers }
macao-why-sail = **Loď a přístavy** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-ship }
macao-why-cards = **Použití aktivních karet** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-cards }
macao-why-wall = **Městská zeď** (pravidla: Průběh hry, fáze 3: akce)
    { macao-rules-wall }
