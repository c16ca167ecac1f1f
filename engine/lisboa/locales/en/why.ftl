### Lisboa: the rule behind each decision (the "?" of the panel, engine.core.why), one per Step,
### naming the rulebook's term and its section; the rules text follows.

lisboa-why-newcomer = **Goal cards** (rulebook: Kickstarter extras and variants)
    { lisboa-rules-variants }
lisboa-why-clergy = **Clergy tile** (rulebook: Setup)
    { lisboa-rules-church }
lisboa-why-draft = **Starting hand** (rulebook: Setup)
    { lisboa-rules-turn }
lisboa-why-start_decree = **Starting decree** (rulebook: Kickstarter extras and variants)
    { lisboa-rules-decree }
lisboa-why-main = **Main step** (rulebook: Your turn)
    { lisboa-rules-turn }
lisboa-why-room = **Portfolio** (rulebook: Your turn)
    { lisboa-rules-portfolio }
lisboa-why-sell_or_trade = **Sell Goods or Trade with the Nobles** (rulebook: Your turn)
    { lisboa-rules-portfolio }
lisboa-why-sell = **Sell Goods** (rulebook: Action 1: Sell Goods)
    { lisboa-rules-sell }
lisboa-why-trade = **Trade with the Nobles** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-trade }
lisboa-why-visit_payment = **Paying the visit** (rulebook: Action 3: Visit a Noble)
    { lisboa-rules-visit }
lisboa-why-visit_state_action = **The visit's state action** (rulebook: Action 3: Visit a Noble)
    { lisboa-rules-state_actions }
lisboa-why-join = **Joining a visit** (rulebook: Action 3: Visit a Noble)
    { lisboa-rules-join }
lisboa-why-join_action = **Joining a visit** (rulebook: Action 3: Visit a Noble)
    { lisboa-rules-join }
lisboa-why-two_goods = **Produce Goods** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-draw = **Drawing a political card** (rulebook: Drawing a political card)
    { lisboa-rules-turn }
lisboa-why-effect = **A card's effect** (rulebook: Your turn)
    { lisboa-rules-turn }
lisboa-why-pay = **Paying reis** (rulebook: Your turn)
    { lisboa-rules-influence }
lisboa-why-hire_officials = **Hire Officials** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-acquire_plan = **Acquire a Plan** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-build_ship = **Build a Ship** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-produce_bonus = **Produce Goods** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-meet_cardinal = **Meet the Cardinal** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-earn_favor = **Earn a Royal Favor** (rulebook: Action 2: Trade with the Nobles)
    { lisboa-rules-state_actions }
lisboa-why-store = **Build a Store** (rulebook: Noble actions)
    { lisboa-rules-store }
lisboa-why-store_parcel = **Build a Store: the parcel** (rulebook: Noble actions)
    { lisboa-rules-store }
lisboa-why-store_cube = **Build a Store: a rubble cube** (rulebook: Noble actions)
    { lisboa-rules-rubble }
lisboa-why-store_house = **Build a Store: a house** (rulebook: Noble actions)
    { lisboa-rules-store }
lisboa-why-decree = **Take a Decree** (rulebook: Noble actions)
    { lisboa-rules-decree }
lisboa-why-decree_more = **A second decree** (rulebook: Noble actions)
    { lisboa-rules-decree }
lisboa-why-public_building = **Open a Public Building** (rulebook: Noble actions)
    { lisboa-rules-public_building }
lisboa-why-public_building_site = **Public Building: the site** (rulebook: Noble actions)
    { lisboa-rules-public_building }
lisboa-why-public_building_officials = **Public Building: an Official returns** (rulebook: Noble actions)
    { lisboa-rules-public_building }
lisboa-why-period_discard = **End of a period: discarding for rewards** (rulebook: End of a period)
    { lisboa-rules-periods }
lisboa-why-period_reward = **End of a period: the reward** (rulebook: End of a period)
    { lisboa-rules-periods }
lisboa-why-church = **Church scoring** (rulebook: End of the turn)
    { lisboa-rules-church }
