### /profile: el historial contra cada nivel de la IA y en cada dificultad en solitario (migración 016).

bot-lb-profile_ai = Contra niveles de la IA: { $entries }
bot-lb-profile_solo_levels = Dificultades en solitario: { $entries }
bot-lb-profile_level_entry = { $name }: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}
bot-lb-profile_level_hinted = (+{ $n } con pistas)
bot-lb-profile_recent_hinted = 💡 con pistas
