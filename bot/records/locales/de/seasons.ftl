### Saisons: Saison-Bestenlisten, Saison-Einstellungen, die Bekanntgabe der Meister.

bot-season-label = Saison { $n } ({ $first } – { $last })
bot-season-label_current = Saison { $n } ({ $first } – { $last }, läuft)
bot-season-lb_scope = { $scope } · { $season }
bot-season-challenge_value = bestes { $score } ({ $days ->
    [one] 1 Tag
   *[other] { $days } Tage
})
bot-season-err-unknown = Eine Saison „{ $season }“ gibt es hier nicht: Wähle in der Option eine der angebotenen Saisons.
bot-season-err-manage_server = Nur Mitglieder mit der Berechtigung „Server verwalten“ dürfen die Einstellungen dieses Servers ändern.
bot-season-length_set = Saisons auf diesem Server dauern ab der nächsten Saison { $months ->
    [one] 1 Monat
   *[other] { $months } Monate
}. Die laufende, { $season }, endet wie geplant nach dem { $last }.
bot-season-channel_set = Die Meister jeder Saison werden in { $channel } bekanntgegeben.
bot-season-channel_cleared = Die Meister jeder Saison werden im Kanal für Systemnachrichten des Servers bekanntgegeben (Servereinstellungen → Übersicht).
bot-season-show_length = Saisonlänge: { $months ->
    [one] 1 Monat
   *[other] { $months } Monate
}
bot-season-show_current = Jetzt: { $season }
bot-season-show_channel = Die Meister werden in { $channel } bekanntgegeben.
bot-season-show_no_channel = Die Meister werden im Kanal für Systemnachrichten des Servers bekanntgegeben (mit /setup announcements wurde kein Kanal gewählt).
bot-season-podium_entry = { $medal } { $name } ({ $rating }, { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
})
bot-season-podium = **{ $game }**: { $podium }
bot-season-ended = 🏆 { $season } ist vorbei. Die Meister dieses Servers nach ihrer Saisonwertung:
bot-season-next = { $season } hat begonnen: ihre Bestenlisten zeigt /leaderboard season:
