### Temporadas: clasificaciones por temporada, los ajustes de temporada, el anuncio de los campeones.

bot-season-label = Temporada { $n } ({ $first } – { $last })
bot-season-label_current = Temporada { $n } ({ $first } – { $last }, en curso)
bot-season-lb_scope = { $scope } · { $season }
bot-season-challenge_value = mejor { $score } ({ $days ->
    [one] 1 día
   *[other] { $days } días
})
bot-season-err-unknown = Aquí no hay ninguna temporada «{ $season }»: elige en la opción una de las temporadas que se ofrecen.
bot-season-err-manage_server = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes de este servidor.
bot-season-length_set = Desde la próxima temporada, las temporadas de este servidor durarán { $months ->
    [one] 1 mes
   *[other] { $months } meses
}. La actual, { $season }, termina como estaba previsto después del { $last }.
bot-season-channel_set = Los campeones de cada temporada se anunciarán en { $channel }.
bot-season-channel_cleared = Los campeones de cada temporada se anunciarán en el canal de mensajes del sistema del servidor (Ajustes del servidor → Vista general).
bot-season-show_length = Duración de la temporada: { $months ->
    [one] 1 mes
   *[other] { $months } meses
}
bot-season-show_current = Ahora: { $season }
bot-season-show_channel = Los campeones se anuncian en { $channel }.
bot-season-show_no_channel = Los campeones se anuncian en el canal de mensajes del sistema del servidor (no se ha elegido ninguno con /setup announcements).
bot-season-podium_entry = { $medal } { $name } ({ $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
})
bot-season-podium = **{ $game }**: { $podium }
bot-season-ended = 🏆 La { $season } ha terminado. Los campeones de este servidor según su puntuación de la temporada:
bot-season-next = Ha empezado la { $season }: sus clasificaciones, con /leaderboard season:
