### Lisboa: the game log.

lisboa-log-act = { $player }: { $action }
lisboa-log-influence_wig = { $player } reaches 10 Influence: +1 wig
lisboa-log-set_done = { $player } completes rubble set { $sets }
lisboa-log-displaced = An Official of { $player } goes to the courtyard of { $noble }
lisboa-log-clergy = { $player } takes the Clergy tile { $tile }
lisboa-log-store = { $player } builds a Store on parcel { $parcel }: +{ $wigs } wigs
lisboa-log-pb = { $player } opens a Public Building { $site }; { $stores } { $stores ->
    [one] Store scores
   *[other] Stores score
}
lisboa-log-sail = A Ship of { $player } sets sail: +{ $wigs } wigs
lisboa-log-church_scoring = Church scoring: each player may surrender Clergy tiles
lisboa-log-revealed = { $count } new { $count ->
    [one] item revealed
   *[other] items revealed
} (political cards, Clergy tiles, decrees)
lisboa-log-goal = { $player } fulfils goal card { $goal }
lisboa-log-period_end = End of period 1: 3 wigs per rubble set, new Ships, discards for rewards
lisboa-log-period2 = Period 2 begins: the brown deck is on display
lisboa-log-end_triggered = The game end is triggered: { $turns } more { $turns ->
    [one] turn
   *[other] turns
}
lisboa-log-game_over = Final scoring
lisboa-log-clergy_kept = Everyone has kept a Clergy tile
lisboa-log-rival = The Rival takes a card from the { $pile } pile and acts
lisboa-log-rival_idle = The Rival finds no card to take
lisboa-log-goal_drawn = { $player } draws { $n } goal cards B and keeps one
lisboa-log-pb_next = A new public building of the { $arch } is on offer
