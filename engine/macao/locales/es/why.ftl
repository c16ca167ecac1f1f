### Macao: la regla de cada decisión (el «?» del panel), una por paso, con el término y la sección del reglamento.

macao-why-pick = **Carta inicial** (reglamento: Preparación)
    { macao-rules-cards }
macao-why-cubes = **Cubos iniciales en la rosa de los vientos** (reglamento: Preparación)
    { macao-rules-dice }
macao-why-draft = **Tomar una carta** (reglamento: Desarrollo, fase 1: cartas)
    { macao-rules-cards }
macao-why-dice = **Elegir dados** (reglamento: Desarrollo, fase 2: dados)
    { macao-rules-dice }
macao-why-actions = **Tus acciones** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-actions }
macao-why-overflow = **Sexta carta: marcador de castigo** (reglamento: Desarrollo, fase 1: cartas)
    { macao-rules-cards }
macao-why-city = **Barrio de la ciudad** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-city }
macao-why-quarter_payment = **Pagar un barrio** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-city }
macao-why-payment = **Activar una carta** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-cards }
macao-why-gain = **Efecto de carta: un cubo a elegir** (reglamento: Cada carta)
    { macao-rules-cards }
macao-why-swap = **Efecto de carta: cambiar un cubo** (reglamento: Cada carta)
    { macao-rules-cards }
macao-why-rose_aid = **Comadrona** (reglamento: Cada carta)
    { macao-rules-cards }
macao-why-joker = **Comodín** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-jokers }
macao-why-sail = **Barco y puertos** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-ship }
macao-why-cards = **Usar cartas activas** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-cards }
macao-why-wall = **Muralla** (reglamento: Desarrollo, fase 3: acciones)
    { macao-rules-wall }
