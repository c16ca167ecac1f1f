### Lisboa: questions and button labels. Each label says what the choice does now.

## Questions

lisboa-prompt-main = Your turn: play a card (portfolio, visit, event) or take 1 gold
lisboa-prompt-room = Your portfolio is full: discard a card
lisboa-prompt-sell_or_trade = Now sell goods or trade with the nobles
lisboa-prompt-sell = Sell a good to a docked ship
lisboa-prompt-trade = Trade a good with a noble for a state action
lisboa-prompt-hire_officials = Hire 2 Officials: into which offices?
lisboa-prompt-acquire_plan = Take the top plan of which architect?
lisboa-prompt-build_ship = Build the shipyard's Ship: where, paying which goods?
lisboa-prompt-produce_bonus = Take 1 more good of which type?
lisboa-prompt-meet_cardinal = Move the Cardinal and take a Clergy tile
lisboa-prompt-earn_favor = Take a Royal Favor of which noble?
lisboa-prompt-effect = Choose: { $effect }
lisboa-prompt-pay = Pay { $cost } reis ({ $why }): how?
lisboa-why-land = land
lisboa-why-hire = hiring Officials
lisboa-why-sponsor = sponsoring the event
lisboa-why-cost = cost
lisboa-prompt-visit_payment = Pay the visit
lisboa-prompt-visit_state_action = The visit's state action (optional)
lisboa-prompt-join = Join the visit with your Royal Favor?
lisboa-prompt-join_action = Your action in the visit
lisboa-prompt-two_goods = Take 2 different goods
lisboa-prompt-draw = Draw a face-up political card
lisboa-prompt-store = Build a Store: take a City tile
lisboa-prompt-store_parcel = Build the Store on which parcel?
lisboa-prompt-store_cube = Take a rubble cube from the parcel's column or row
lisboa-prompt-store_house = Place a house from which group?
lisboa-prompt-decree = Take a decree
lisboa-prompt-decree_more = Spend a set marker for a 2nd decree?
lisboa-prompt-public_building = Open a Public Building: complete which plan?
lisboa-prompt-public_building_site = On which site?
lisboa-prompt-public_building_officials = Which Official comes back?
lisboa-prompt-church = Church scoring: surrender Clergy tiles (their wigs, then one Influence gain)?
lisboa-prompt-period_discard = End of period: discard cards for their rewards (one per noble)
lisboa-prompt-period_reward = Which reward?
lisboa-prompt-clergy = Keep which Clergy tile?
lisboa-prompt-draft = Keep a card from your draft hand
lisboa-prompt-start_decree = Take a starting decree
lisboa-prompt-over = The game is over

## Options

lisboa-opt-gold = Discard { $card } → 1 gold
lisboa-opt-folio = Portfolio: { $card }
lisboa-opt-visit = Visit { $noble } ({ $cost } Influence) with { $card }
lisboa-opt-event = Event: { $event } ({ $fee } reis)
lisboa-opt-pass = Pass (no cards)
lisboa-opt-drop = Discard { $card }
lisboa-opt-sell = Sell goods
lisboa-opt-trade = Trade with the nobles
lisboa-opt-none = Nothing possible: go on
lisboa-opt-stop = Done
lisboa-opt-skip = No state action
lisboa-opt-keep = Keep all tiles (no Influence)
lisboa-opt-decline = Decline
lisboa-opt-done = Done
lisboa-opt-prw = Reward
lisboa-opt-sell_good = { $good } → { $reis } reis ({ $own ->
    [yes] your Ship { $size }
   *[no] { $owner }'s Ship { $size }
})
lisboa-opt-sellto = Sell to { $own ->
    [yes] your Ship { $size }
   *[no] { $owner }'s Ship { $size }
}…
lisboa-opt-trade_good = { $good } to { $noble }: { $action }
lisboa-opt-hire = Officials to { $a } and { $b }
lisboa-opt-plan = Plan of the { $arch } ({ $n } Officials)
lisboa-opt-ship_new = New Ship { $size }, paying { $goods }
lisboa-opt-ship_upgrade = Ship { $old } → { $size }, paying { $goods }
lisboa-opt-bonus = +1 { $good }
lisboa-opt-cardinal = Cardinal { $steps } { $steps ->
    [one] step
   *[other] steps
}: { $tile }
lisboa-opt-favor = Favor of { $noble }
lisboa-opt-office = Official to { $noble }
lisboa-opt-rubble = { $rubble }
lisboa-opt-price = { $good } price +{ $n }
lisboa-opt-goal = Keep goal { $goal }
lisboa-opt-ret = Official from { $noble } ({ $where ->
    [o] office
   *[c] courtyard
})
lisboa-opt-lose = Lose 1 { $good }
lisboa-opt-pay = { $funded ->
    [0] Pay { $reis } reis
   *[other] Pay { $reis } reis + { $funded } from Influence
}
lisboa-opt-vpay = Pay { $reis } reis, { $influence } Influence{ $wigs ->
    [0] {""}
   *[other] , { $wigs } wigs
}
lisboa-opt-join = Join: { $noble } ({ $cost } Influence)
lisboa-opt-goods2 = { $a } and { $b }
lisboa-opt-draw = Draw { $card }
lisboa-opt-space = { $small ->
    [yes] Small tile: { $street }
   *[no] Tile: { $street }
}
lisboa-opt-parcel = { $parcel }: land { $cost }, { $reward }
lisboa-opt-cube = { $rubble } from the { $where ->
    [c] column
   *[r] row
} (land { $cost } reis)
lisboa-opt-house = House: { $group }
lisboa-opt-decree = { $decree }
lisboa-opt-pbplan = { $plan } → { $pb }
lisboa-opt-site = { $site }: { $reward }
lisboa-opt-church = Surrender { $tile }
lisboa-opt-pd = Discard { $card }
lisboa-opt-clergy = Keep { $tile }
lisboa-opt-draft = Keep { $card }

## Goal cards for newcomers (before the game)

lisboa-prompt-newcomer = New to Lisboa? Goal cards guide new players: keep yours?
lisboa-opt-newcomer_yes = I am new: keep goal card { $goal }
lisboa-opt-newcomer_no = Play without a goal card
