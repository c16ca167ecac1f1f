### Solo-Partien und die Tagesherausforderung.

bot-solo-mode-high_score = Highscore
bot-solo-mode-campaign = Kampagne
bot-solo-mode-challenge = Tagesherausforderung
bot-solo-started = { $name } spielt { $game } solo ({ $mode }), { $difficulty }.
bot-solo-thread_name = { $game } Solo · { $name }
bot-solo-where = Deine Solo-Partie läuft in { $channel }.
bot-solo-not_solo = { $game } hat noch keinen Solomodus.
bot-solo-bad_start = Der Startwert muss zwischen { $min } und { $max } liegen ({ $harder }).
bot-solo-harder-lower = niedriger ist schwerer
bot-solo-harder-higher = höher ist schwerer
bot-solo-record = Highscore bei Startwert { $start }: { $score } (deine Bestleistung: { $best }).
bot-solo-new_best = Neue persönliche Bestleistung bei Startwert { $start }: { $score }!
bot-solo-campaign_next = Kampagne: Deine nächste Partie beginnt bei Startwert { $start }.
bot-solo-campaign_best = Kampagnenergebnis: Startwert { $start }, Ergebnis { $score }.
bot-solo-challenge_started = Tagesherausforderung { $day } für { $game }: heute für alle derselbe Spielaufbau.
bot-solo-challenge_recorded = Dieser Versuch zählt für die Herausforderung { $day }.
bot-solo-challenge_unrecorded = Deinen zählenden Versuch für heute hast du schon gemacht: Diese Wiederholung zählt nicht.
bot-solo-challenge_result = Tagesherausforderung { $day }: { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
}, bisher Platz { $place } von { $count }.
bot-solo-challenge_result_unrecorded = Tagesherausforderung { $day }: { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
} (Wiederholung, zählt nicht).
bot-solo-no_challenge = { $game } hat noch keine Tagesherausforderung.
bot-solo-challenge_title = { $game }: Tagesherausforderung { $day }
bot-solo-challenge_yesterday = Gewinner von gestern: { $name } mit { $score }.
bot-solo-challenge_no_yesterday = Gestern hat niemand die Herausforderung beendet.
bot-solo-challenge_empty = Heute hat noch niemand einen Versuch beendet. Spiel mit: /herausforderung
