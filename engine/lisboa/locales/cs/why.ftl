### Lisboa: pravidlo každého rozhodnutí (tlačítko „?“ panelu), jedno na krok, s pojmem a oddílem pravidel.

lisboa-why-newcomer = **Karty cílů** (pravidla: Doplňky z Kickstarteru, rozšíření a varianty)
    { lisboa-rules-variants }
lisboa-why-clergy = **Církevní destička** (pravidla: Příprava hry)
    { lisboa-rules-church }
lisboa-why-draft = **Počáteční karty** (pravidla: Příprava hry)
    { lisboa-rules-turn }
lisboa-why-start_decree = **Počáteční dekret** (pravidla: Doplňky z Kickstarteru, rozšíření a varianty)
    { lisboa-rules-decree }
lisboa-why-main = **Hlavní krok** (pravidla: Váš tah)
    { lisboa-rules-turn }
lisboa-why-room = **Portfolio** (pravidla: Váš tah)
    { lisboa-rules-portfolio }
lisboa-why-sell_or_trade = **Prodej zboží nebo obchod se šlechtici** (pravidla: Váš tah)
    { lisboa-rules-portfolio }
lisboa-why-sell = **Prodej zboží** (pravidla: Akce 1: Prodej zboží)
    { lisboa-rules-sell }
lisboa-why-trade = **Obchod se šlechtici** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-trade }
lisboa-why-visit_payment = **Zaplacení audience** (pravidla: Akce 3: Audience u šlechtice)
    { lisboa-rules-visit }
lisboa-why-visit_state_action = **Státní akce audience** (pravidla: Akce 3: Audience u šlechtice)
    { lisboa-rules-state_actions }
lisboa-why-join = **Připojení k audienci** (pravidla: Akce 3: Audience u šlechtice)
    { lisboa-rules-join }
lisboa-why-join_action = **Připojení k audienci** (pravidla: Akce 3: Audience u šlechtice)
    { lisboa-rules-join }
lisboa-why-two_goods = **Produkce zboží** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-draw = **Dobrání politické karty** (pravidla: Dobrání politické karty)
    { lisboa-rules-turn }
lisboa-why-effect = **Účinek karty** (pravidla: Váš tah)
    { lisboa-rules-turn }
lisboa-why-pay = **Placení réis** (pravidla: Váš tah)
    { lisboa-rules-influence }
lisboa-why-hire_officials = **Zaměstnání úředníků** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-acquire_plan = **Získání plánu** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-build_ship = **Stavba lodi** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-produce_bonus = **Produkce zboží** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-meet_cardinal = **Setkání s kardinálem** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-earn_favor = **Získání královské přízně** (pravidla: Akce 2: Obchod se šlechtici)
    { lisboa-rules-state_actions }
lisboa-why-store = **Stavba obchodu** (pravidla: Šlechtické akce)
    { lisboa-rules-store }
lisboa-why-store_parcel = **Stavba obchodu: parcela** (pravidla: Šlechtické akce)
    { lisboa-rules-store }
lisboa-why-store_cube = **Stavba obchodu: kostička sutin** (pravidla: Šlechtické akce)
    { lisboa-rules-rubble }
lisboa-why-store_house = **Stavba obchodu: domek** (pravidla: Šlechtické akce)
    { lisboa-rules-store }
lisboa-why-decree = **Získání dekretu** (pravidla: Šlechtické akce)
    { lisboa-rules-decree }
lisboa-why-decree_more = **Druhý dekret** (pravidla: Šlechtické akce)
    { lisboa-rules-decree }
lisboa-why-public_building = **Otevření veřejné budovy** (pravidla: Šlechtické akce)
    { lisboa-rules-public_building }
lisboa-why-public_building_site = **Veřejná budova: místo** (pravidla: Šlechtické akce)
    { lisboa-rules-public_building }
lisboa-why-public_building_officials = **Veřejná budova: návrat úředníka** (pravidla: Šlechtické akce)
    { lisboa-rules-public_building }
lisboa-why-period_discard = **Konec období: odhození za odměny** (pravidla: Konec období)
    { lisboa-rules-periods }
lisboa-why-period_reward = **Konec období: odměna** (pravidla: Konec období)
    { lisboa-rules-periods }
lisboa-why-church = **Církevní bodování** (pravidla: Konec tahu)
    { lisboa-rules-church }
