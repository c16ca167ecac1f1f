### Sezóny: žebříčky sezón, nastavení sezón, vyhlášení šampionů.

bot-season-label = Sezóna { $n } ({ $first } – { $last })
bot-season-label_current = Sezóna { $n } ({ $first } – { $last }, probíhá)
bot-season-lb_scope = { $scope } · { $season }
bot-season-challenge_value = nejlépe { $score } ({ $days ->
    [one] 1 den
    [few] { $days } dny
   *[other] { $days } dní
})
bot-season-err-unknown = Sezóna „{ $season }“ tu není: vyberte v možnosti jednu z nabízených sezón.
bot-season-err-manage_server = Nastavení tohoto serveru mohou měnit jen členové s oprávněním Spravovat server.
bot-season-length_set = Sezóny na tomto serveru budou od příští sezóny trvat { $months ->
    [one] 1 měsíc
    [few] { $months } měsíce
   *[other] { $months } měsíců
}. Současná, { $season }, skončí podle plánu po dni { $last }.
bot-season-channel_set = Šampioni každé sezóny budou vyhlášeni v kanálu { $channel }.
bot-season-channel_cleared = Šampioni každé sezóny budou vyhlášeni v kanálu systémových zpráv serveru (Nastavení serveru → Přehled).
bot-season-show_length = Délka sezóny: { $months ->
    [one] 1 měsíc
    [few] { $months } měsíce
   *[other] { $months } měsíců
}
bot-season-show_current = Nyní: { $season }
bot-season-show_channel = Šampioni se vyhlašují v kanálu { $channel }.
bot-season-show_no_channel = Šampioni se vyhlašují v kanálu systémových zpráv serveru (příkazem /setup announcements nebyl zvolen žádný kanál).
bot-season-podium_entry = { $medal } { $name } ({ $rating }, { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
})
bot-season-podium = **{ $game }**: { $podium }
bot-season-ended = 🏆 { $season } skončila. Šampioni tohoto serveru podle hodnocení v sezóně:
bot-season-next = Začala { $season }: její žebříčky ukáže /leaderboard season:
