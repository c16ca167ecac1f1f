### /profile: výsledky hráče proti každé úrovni AI a v každé obtížnosti sólové hry (migrace 016).

bot-lb-profile_ai = Proti úrovním AI: { $entries }
bot-lb-profile_solo_levels = Obtížnosti sólové hry: { $entries }
bot-lb-profile_level_entry = { $name }: { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] 1 výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
}
bot-lb-profile_level_hinted = (+{ $n } s nápovědou)
bot-lb-profile_recent_hinted = 💡 s nápovědou
