### Macao: the rule behind each decision (the "?" of the panel, engine.core.why), one per Step,
### naming the rulebook's term and its section; the rules text follows.

macao-why-pick = **Starting card** (rulebook: Setup)
    { macao-rules-cards }
macao-why-cubes = **Starting cubes on the wind rose** (rulebook: Setup)
    { macao-rules-dice }
macao-why-draft = **Taking a card** (rulebook: Course of play, phase 1: cards)
    { macao-rules-cards }
macao-why-dice = **Choosing dice** (rulebook: Course of play, phase 2: dice)
    { macao-rules-dice }
macao-why-actions = **Your actions** (rulebook: Course of play, phase 3: actions)
    { macao-rules-actions }
macao-why-overflow = **Sixth card: punish marker** (rulebook: Course of play, phase 1: cards)
    { macao-rules-cards }
macao-why-city = **City quarter** (rulebook: Course of play, phase 3: actions)
    { macao-rules-city }
macao-why-quarter_payment = **Paying for a city quarter** (rulebook: Course of play, phase 3: actions)
    { macao-rules-city }
macao-why-payment = **Activating a card** (rulebook: Course of play, phase 3: actions)
    { macao-rules-cards }
macao-why-gain = **Card effect: a cube of your choice** (rulebook: Each card)
    { macao-rules-cards }
macao-why-swap = **Card effect: exchange a cube** (rulebook: Each card)
    { macao-rules-cards }
macao-why-rose_aid = **Midwife** (rulebook: Each card)
    { macao-rules-cards }
macao-why-joker = **Joker** (rulebook: Course of play, phase 3: actions)
    { macao-rules-jokers }
macao-why-sail = **Ship and ports** (rulebook: Course of play, phase 3: actions)
    { macao-rules-ship }
macao-why-cards = **Using active cards** (rulebook: Course of play, phase 3: actions)
    { macao-rules-cards }
macao-why-wall = **City wall** (rulebook: Course of play, phase 3: actions)
    { macao-rules-wall }
