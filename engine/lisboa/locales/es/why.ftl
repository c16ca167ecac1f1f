### Lisboa: la regla de cada decisión (el «?» del panel), una por paso, con el término y la sección del reglamento.

lisboa-why-newcomer = **Cartas de objetivo** (reglamento: Extras de Kickstarter y variantes)
    { lisboa-rules-variants }
lisboa-why-clergy = **Loseta de clero** (reglamento: Preparación)
    { lisboa-rules-church }
lisboa-why-draft = **Mano inicial** (reglamento: Preparación)
    { lisboa-rules-turn }
lisboa-why-start_decree = **Decreto inicial** (reglamento: Extras de Kickstarter y variantes)
    { lisboa-rules-decree }
lisboa-why-main = **Paso principal** (reglamento: Tu turno)
    { lisboa-rules-turn }
lisboa-why-room = **Portafolio** (reglamento: Tu turno)
    { lisboa-rules-portfolio }
lisboa-why-sell_or_trade = **Vender mercancías o comerciar con los nobles** (reglamento: Tu turno)
    { lisboa-rules-portfolio }
lisboa-why-sell = **Vender mercancías** (reglamento: Acción 1: Vender mercancías)
    { lisboa-rules-sell }
lisboa-why-trade = **Comerciar con los nobles** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-trade }
lisboa-why-visit_payment = **Pagar la visita** (reglamento: Acción 3: Visitar a un noble)
    { lisboa-rules-visit }
lisboa-why-visit_state_action = **Acción de Estado de la visita** (reglamento: Acción 3: Visitar a un noble)
    { lisboa-rules-state_actions }
lisboa-why-join = **Unirse a una visita** (reglamento: Acción 3: Visitar a un noble)
    { lisboa-rules-join }
lisboa-why-join_action = **Unirse a una visita** (reglamento: Acción 3: Visitar a un noble)
    { lisboa-rules-join }
lisboa-why-two_goods = **Producir mercancías** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-draw = **Robar una carta política** (reglamento: Robar una carta política)
    { lisboa-rules-turn }
lisboa-why-effect = **Efecto de una carta** (reglamento: Tu turno)
    { lisboa-rules-turn }
lisboa-why-pay = **Pagar reis** (reglamento: Tu turno)
    { lisboa-rules-influence }
lisboa-why-hire_officials = **Contratar funcionarios** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-acquire_plan = **Adquirir un plano** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-build_ship = **Construir un barco** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-produce_bonus = **Producir mercancías** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-meet_cardinal = **Reunirse con el cardenal** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-earn_favor = **Ganar un favor real** (reglamento: Acción 2: Comerciar con los nobles)
    { lisboa-rules-state_actions }
lisboa-why-store = **Construir una tienda** (reglamento: Acciones de los nobles)
    { lisboa-rules-store }
lisboa-why-store_parcel = **Construir una tienda: la parcela** (reglamento: Acciones de los nobles)
    { lisboa-rules-store }
lisboa-why-store_cube = **Construir una tienda: un cubo de escombros** (reglamento: Acciones de los nobles)
    { lisboa-rules-rubble }
lisboa-why-store_house = **Construir una tienda: una casa** (reglamento: Acciones de los nobles)
    { lisboa-rules-store }
lisboa-why-decree = **Tomar un decreto** (reglamento: Acciones de los nobles)
    { lisboa-rules-decree }
lisboa-why-decree_more = **Un segundo decreto** (reglamento: Acciones de los nobles)
    { lisboa-rules-decree }
lisboa-why-public_building = **Abrir un edificio público** (reglamento: Acciones de los nobles)
    { lisboa-rules-public_building }
lisboa-why-public_building_site = **Edificio público: el solar** (reglamento: Acciones de los nobles)
    { lisboa-rules-public_building }
lisboa-why-public_building_officials = **Edificio público: vuelve un funcionario** (reglamento: Acciones de los nobles)
    { lisboa-rules-public_building }
lisboa-why-period_discard = **Fin de un periodo: descartar por recompensas** (reglamento: Fin de un periodo)
    { lisboa-rules-periods }
lisboa-why-period_reward = **Fin de un periodo: la recompensa** (reglamento: Fin de un periodo)
    { lisboa-rules-periods }
lisboa-why-church = **Puntuación de la Iglesia** (reglamento: Fin del turno)
    { lisboa-rules-church }
