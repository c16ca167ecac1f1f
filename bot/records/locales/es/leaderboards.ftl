### Clasificaciones, perfiles y borrado de datos.

bot-lb-kind-rating = nivel de habilidad
bot-lb-kind-wins = victorias
bot-lb-kind-solo = récords en solitario
bot-lb-kind-campaign = campaña
bot-lb-kind-challenge = reto de hoy
bot-lb-scope-server = este servidor
bot-lb-scope-global = todos los servidores
bot-lb-title = { $game } · { $kind } · { $scope }
bot-lb-empty = Todavía no hay nadie en esta clasificación.
bot-lb-page = Página { $page } de { $pages }
bot-lb-provisional = provisional
bot-lb-provisional_note = * provisional: menos de { $n } partidas puntuables
bot-lb-row = **{ $rank }.** { $name } — { $value }
bot-lb-rating_value = { $ordinal } (μ { $mu }, σ { $sigma }) · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
bot-lb-wins_value = { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} en { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
bot-lb-solo_value = { $score } con inicio { $start }
bot-lb-campaign_value = campaña ganada con inicio { $start } ({ $score } puntos)
bot-lb-challenge_value = { $score }
bot-lb-unknown_player = Jugador { $id }
bot-lb-forgotten_name = Antiguo jugador
bot-lb-unknown_kind = Clasificación desconocida: { $kind }.
bot-lb-profile_title = { $name }
bot-lb-profile_games = { $game }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
bot-lb-profile_rating = Nivel de habilidad { $ordinal } (μ { $mu }, σ { $sigma }), { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
}{ $provisional }
bot-lb-profile_unrated = Aún no hay partidas puntuables
bot-lb-profile_solo = Mejores puntuaciones en solitario: { $scores }
bot-lb-profile_solo_entry = { $score } (inicio { $start })
bot-lb-profile_campaign = Campaña: próximo inicio { $position }, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}{ $best }
bot-lb-profile_campaign_best = , resultado: inicio { $start } / { $score }
bot-lb-profile_challenge = Retos diarios: { $count ->
    [one] { $count } registrado
   *[other] { $count } registrados
}, mejor resultado { $best }
bot-lb-profile_nothing = Todavía no hay partidas jugadas.
bot-lb-profile_recent = **Últimas partidas en este servidor**
bot-lb-profile_recent_game = n.º { $id } · { $game } · puesto { $rank }/{ $players } · { $date }
bot-lb-profile_recent_hint = Recórrela jugada a jugada con /partida repetición partida:<número>.
bot-lb-forget_confirm = Esto borra tus datos personales: se eliminan tu nivel de habilidad, tus récords en solitario y tus entradas de campaña y de retos, se quita tu nombre y tus resultados de partidas solo se conservan con un identificador anónimo (para que el nivel de habilidad de los demás siga siendo correcto). No se puede deshacer.
bot-lb-forget_button = Borrar mis datos
bot-lb-forget_done = Hecho: se han borrado tus datos personales.
bot-lb-forget_not_yours = Solo quien lo pidió puede confirmarlo.
bot-lb-profile_learn = 🎓 Primera partida guiada: { $finished } de { $started } terminadas
