### Solo games and the daily challenge.

bot-solo-mode-high_score = high score
bot-solo-mode-campaign = campaign
bot-solo-mode-challenge = daily challenge
bot-solo-started = { $name } plays { $game } solo ({ $mode }), { $difficulty }.
bot-solo-thread_name = { $game } solo · { $name }
bot-solo-where = Your solo game is in { $channel }.
bot-solo-not_solo = { $game } has no solo mode yet.
bot-solo-bad_start = The start value must be between { $min } and { $max } ({ $harder }).
bot-solo-harder-lower = lower is harder
bot-solo-harder-higher = higher is harder
bot-solo-record = High score from start { $start }: { $score } (personal best { $best }).
bot-solo-new_best = New personal best from start { $start }: { $score }!
bot-solo-campaign_next = Campaign: your next game starts at { $start }.
bot-solo-campaign_best = Campaign result: start { $start }, score { $score }.
bot-solo-challenge_started = Daily challenge { $day } for { $game }: the same deal for everyone today.
bot-solo-challenge_recorded = This is your recorded attempt of { $day }.
bot-solo-challenge_unrecorded = You already made today's recorded attempt: this replay is not recorded.
bot-solo-challenge_result = Daily challenge { $day }: { $score } points, place { $place } of { $count } so far.
bot-solo-challenge_result_unrecorded = Daily challenge { $day }: { $score } points (replay, not recorded).
bot-solo-no_challenge = { $game } has no daily challenge yet.
bot-solo-challenge_title = { $game }: daily challenge { $day }
bot-solo-challenge_yesterday = Yesterday's winner: { $name } with { $score }.
bot-solo-challenge_no_yesterday = Nobody finished yesterday's challenge.
bot-solo-challenge_empty = No finished attempt yet today. Play it with /challenge.
