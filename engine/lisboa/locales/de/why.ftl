### Lisboa: die Regel jeder Entscheidung (das „?“ des Panels), eine je Schritt, mit Begriff und Abschnitt der Spielregel.

lisboa-why-newcomer = **Zielkarten** (Spielregel: Kickstarter-Extras und Varianten)
    { lisboa-rules-variants }
lisboa-why-clergy = **Klerikerplättchen** (Spielregel: Spielvorbereitung)
    { lisboa-rules-church }
lisboa-why-draft = **Starthand** (Spielregel: Spielvorbereitung)
    { lisboa-rules-turn }
lisboa-why-start_decree = **Startdekret** (Spielregel: Kickstarter-Extras und Varianten)
    { lisboa-rules-decree }
lisboa-why-main = **Hauptschritt** (Spielregel: Dein Zug)
    { lisboa-rules-turn }
lisboa-why-room = **Portfolio** (Spielregel: Dein Zug)
    { lisboa-rules-portfolio }
lisboa-why-sell_or_trade = **Waren verkaufen oder mit den Adligen handeln** (Spielregel: Dein Zug)
    { lisboa-rules-portfolio }
lisboa-why-sell = **Waren verkaufen** (Spielregel: Aktion 1: Waren verkaufen)
    { lisboa-rules-sell }
lisboa-why-trade = **Mit den Adligen handeln** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-trade }
lisboa-why-visit_payment = **Den Besuch bezahlen** (Spielregel: Aktion 3: Einen Adligen besuchen)
    { lisboa-rules-visit }
lisboa-why-visit_state_action = **Staatsaktion des Besuchs** (Spielregel: Aktion 3: Einen Adligen besuchen)
    { lisboa-rules-state_actions }
lisboa-why-join = **Einem Besuch anschließen** (Spielregel: Aktion 3: Einen Adligen besuchen)
    { lisboa-rules-join }
lisboa-why-join_action = **Einem Besuch anschließen** (Spielregel: Aktion 3: Einen Adligen besuchen)
    { lisboa-rules-join }
lisboa-why-two_goods = **Waren produzieren** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-draw = **Eine Politikkarte ziehen** (Spielregel: Eine Politikkarte ziehen)
    { lisboa-rules-turn }
lisboa-why-effect = **Wirkung einer Karte** (Spielregel: Dein Zug)
    { lisboa-rules-turn }
lisboa-why-pay = **Réis bezahlen** (Spielregel: Dein Zug)
    { lisboa-rules-influence }
lisboa-why-hire_officials = **Beamte berufen** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-acquire_plan = **Einen Plan erwerben** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-build_ship = **Ein Schiff bauen** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-produce_bonus = **Waren produzieren** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-meet_cardinal = **Den Kardinal treffen** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-earn_favor = **Königliche Gunst erlangen** (Spielregel: Aktion 2: Mit den Adligen handeln)
    { lisboa-rules-state_actions }
lisboa-why-store = **Geschäft bauen** (Spielregel: Adelsaktionen)
    { lisboa-rules-store }
lisboa-why-store_parcel = **Geschäft bauen: die Parzelle** (Spielregel: Adelsaktionen)
    { lisboa-rules-store }
lisboa-why-store_cube = **Geschäft bauen: ein Schuttwürfel** (Spielregel: Adelsaktionen)
    { lisboa-rules-rubble }
lisboa-why-store_house = **Geschäft bauen: ein Haus** (Spielregel: Adelsaktionen)
    { lisboa-rules-store }
lisboa-why-decree = **Ein Dekret nehmen** (Spielregel: Adelsaktionen)
    { lisboa-rules-decree }
lisboa-why-decree_more = **Ein zweites Dekret** (Spielregel: Adelsaktionen)
    { lisboa-rules-decree }
lisboa-why-public_building = **Ein öffentliches Gebäude eröffnen** (Spielregel: Adelsaktionen)
    { lisboa-rules-public_building }
lisboa-why-public_building_site = **Öffentliches Gebäude: der Bauplatz** (Spielregel: Adelsaktionen)
    { lisboa-rules-public_building }
lisboa-why-public_building_officials = **Öffentliches Gebäude: ein Beamter kehrt zurück** (Spielregel: Adelsaktionen)
    { lisboa-rules-public_building }
lisboa-why-period_discard = **Ende einer Epoche: Abwerfen für Belohnungen** (Spielregel: Ende einer Epoche)
    { lisboa-rules-periods }
lisboa-why-period_reward = **Ende einer Epoche: die Belohnung** (Spielregel: Ende einer Epoche)
    { lisboa-rules-periods }
lisboa-why-church = **Kirchenwertung** (Spielregel: Zugende)
    { lisboa-rules-church }
