### Seasons: season leaderboards, the season settings, the champions' announcement.

bot-season-label = Season { $n } ({ $first } – { $last })
bot-season-label_current = Season { $n } ({ $first } – { $last }, current)
bot-season-lb_scope = { $scope } · { $season }
bot-season-challenge_value = best { $score } ({ $days ->
    [one] 1 day
   *[other] { $days } days
})
bot-season-err-unknown = There is no season “{ $season }” here: type in the option to pick one of the seasons listed.
bot-season-err-manage_server = Only members with the Manage Server permission may change this server's settings.
bot-season-length_set = Seasons on this server last { $months ->
    [one] 1 month
   *[other] { $months } months
} from the next season on. The current one, { $season }, ends as planned after { $last }.
bot-season-channel_set = Each season's champions will be announced in { $channel }.
bot-season-channel_cleared = Each season's champions will be announced in the server's system messages channel (Server Settings → Overview).
bot-season-show_length = Season length: { $months ->
    [one] 1 month
   *[other] { $months } months
}
bot-season-show_current = Now: { $season }
bot-season-show_channel = Champions are announced in { $channel }.
bot-season-show_no_channel = Champions are announced in the server's system messages channel (none chosen with /setup announcements).
bot-season-podium_entry = { $medal } { $name } ({ $rating }, { $games ->
    [one] 1 game
   *[other] { $games } games
})
bot-season-podium = **{ $game }**: { $podium }
bot-season-ended = 🏆 { $season } is over. This server's champions, by their season rating:
bot-season-next = { $season } has begun: its boards are /leaderboard season:
