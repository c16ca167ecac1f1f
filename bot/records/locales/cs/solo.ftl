### Sólové hry a denní výzva.

bot-solo-mode-high_score = nejvyšší skóre
bot-solo-mode-campaign = kampaň
bot-solo-mode-challenge = denní výzva
bot-solo-started = { $name } hraje sólo: { $game } ({ $mode }), { $difficulty }.
bot-solo-thread_name = { $game } sólo · { $name }
bot-solo-where = Vaše sólová hra běží tady: { $channel }.
bot-solo-not_solo = Hra { $game } zatím nemá sólový režim.
bot-solo-bad_start = Výchozí hodnota musí být od { $min } do { $max } ({ $harder }).
bot-solo-harder-lower = čím nižší, tím těžší
bot-solo-harder-higher = čím vyšší, tím těžší
bot-solo-record = Skóre z výchozí hodnoty { $start }: { $score } (osobní rekord { $best }).
bot-solo-new_best = Nový osobní rekord z výchozí hodnoty { $start }: { $score }!
bot-solo-campaign_next = Kampaň: vaše příští hra začne na čísle { $start }.
bot-solo-campaign_best = Výsledek kampaně: výchozí hodnota { $start }, skóre { $score }.
bot-solo-challenge_started = Denní výzva { $day } ve hře { $game }: dnes mají všichni stejné rozdání.
bot-solo-challenge_recorded = Tento pokus se vám započítá do výzvy { $day }.
bot-solo-challenge_unrecorded = Dnešní započítaný pokus už máte za sebou: tato hra se nezapočítá.
bot-solo-challenge_result = Denní výzva { $day }: { $score ->
    [one] 1 bod
    [few] { $score } body
   *[other] { $score } bodů
}, zatím { $place }. místo z { $count }.
bot-solo-challenge_result_unrecorded = Denní výzva { $day }: { $score ->
    [one] 1 bod
    [few] { $score } body
   *[other] { $score } bodů
} (opakovaná hra, nezapočítává se).
bot-solo-no_challenge = Hra { $game } zatím nemá denní výzvu.
bot-solo-challenge_title = { $game }: denní výzva { $day }
bot-solo-challenge_yesterday = Včerejší nejlepší výsledek: { $name }, skóre { $score }.
bot-solo-challenge_no_yesterday = Včerejší výzvu nikdo nedokončil.
bot-solo-challenge_empty = Dnes zatím nikdo pokus nedokončil. Zahrajte si výzvu příkazem /výzva.
