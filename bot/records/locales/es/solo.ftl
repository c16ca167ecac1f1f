### Partidas en solitario y el reto diario.

bot-solo-mode-high_score = récord
bot-solo-mode-campaign = campaña
bot-solo-mode-challenge = reto diario
bot-solo-started = { $name } juega a { $game } en solitario ({ $mode }), { $difficulty }.
bot-solo-thread_name = { $game } en solitario · { $name }
bot-solo-where = Tu partida en solitario está en { $channel }.
bot-solo-not_solo = { $game } aún no tiene modo en solitario.
bot-solo-bad_start = El valor inicial debe estar entre { $min } y { $max } ({ $harder }).
bot-solo-harder-lower = cuanto más bajo, más difícil
bot-solo-harder-higher = cuanto más alto, más difícil
bot-solo-record = Récord con inicio { $start }: { $score } (tu mejor marca: { $best }).
bot-solo-new_best = ¡Nueva mejor marca personal con inicio { $start }: { $score }!
bot-solo-campaign_next = Campaña: tu próxima partida empieza en { $start }.
bot-solo-campaign_best = Resultado de la campaña: inicio { $start }, puntuación { $score }.
bot-solo-challenge_started = Reto diario { $day } de { $game }: hoy el reparto es el mismo para todos.
bot-solo-challenge_recorded = Este es tu intento registrado del { $day }.
bot-solo-challenge_unrecorded = Ya has hecho hoy tu intento registrado: esta repetición no se registra.
bot-solo-challenge_result = Reto diario { $day }: { $score } puntos, puesto { $place } de { $count } por ahora.
bot-solo-challenge_result_unrecorded = Reto diario { $day }: { $score } puntos (repetición, no registrada).
bot-solo-no_challenge = { $game } aún no tiene reto diario.
bot-solo-challenge_title = { $game }: reto diario { $day }
bot-solo-challenge_yesterday = Ayer ganó { $name } con { $score }.
bot-solo-challenge_no_yesterday = Nadie terminó el reto de ayer.
bot-solo-challenge_empty = Todavía nadie ha terminado el reto de hoy. Juégalo con /reto.
