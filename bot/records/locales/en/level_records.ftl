### /profile: the player's record against each AI level and each solo difficulty (migration 016).

bot-lb-profile_ai = Against AI levels: { $entries }
bot-lb-profile_solo_levels = Solo difficulties: { $entries }
bot-lb-profile_level_entry = { $name }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
bot-lb-profile_level_hinted = (+{ $n } with hints)
bot-lb-profile_recent_hinted = 💡 hints used
