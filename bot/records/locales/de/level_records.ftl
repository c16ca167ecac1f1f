### /profile: die Bilanz gegen jede KI-Stufe und in jeder Solo-Schwierigkeit (Migration 016).

bot-lb-profile_ai = Gegen KI-Stufen: { $entries }
bot-lb-profile_solo_levels = Solo-Schwierigkeiten: { $entries }
bot-lb-profile_level_entry = { $name }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}
bot-lb-profile_level_hinted = (+{ $n } mit Tipps)
bot-lb-profile_recent_hinted = 💡 mit Tipps
