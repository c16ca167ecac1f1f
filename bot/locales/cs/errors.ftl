### Odpovědi na tahy a příkazy, které nelze provést.

bot-err-not_your_turn = Nejste na tahu.
bot-err-outdated = Kliknutí přišlo ze starší desky, hra už mezitím pokročila. Nic se nezměnilo.
bot-err-game_over = Tato hra skončila.
bot-err-no_game = V tomto kanálu neprobíhá žádná hra.
bot-err-no_lobby = V tomto kanálu není otevřený žádný stůl.
bot-err-channel_busy = V tomto kanálu už hra probíhá. Nejdřív ji dohrajte nebo zrušte.
bot-err-already_joined = U tohoto stolu už sedíte.
bot-err-not_joined = U tohoto stolu nesedíte.
bot-err-not_seated = V této hře nehrajete.
bot-err-bad_action = Tlačítko nelze přečíst (je poškozené nebo podvržené).
bot-err-illegal = Tento tah není povolený: { $reason }
bot-err-not_creator = To může udělat jen ten, kdo stůl otevřel.
bot-err-not_allowed_abandon = Hru může zrušit jen ten, kdo stůl otevřel, nebo správce kanálu.
bot-err-table_full = Stůl je plný ({ $max ->
    [one] nejvýše 1 hráč
    [few] nejvýše { $max } hráči
   *[other] nejvýše { $max } hráčů
}).
bot-err-player_count = Tato hra je pro { $min }–{ $max ->
    [one] { $max } hráče
    [few] { $max } hráče
   *[other] { $max } hráčů
}; u stolu: { $count }.
bot-err-unknown_game = Neznámá hra: { $game }.
bot-err-bad_option = Neplatná volba { $field } = { $value }.
bot-err-lobby_not_started = Hra ještě nezačala.
bot-err-already_started = Hra už začala.
bot-err-undo_nothing = Ve svém tahu zatím nemáte nic, co by šlo vrátit.
bot-err-undo_reveal = Tuto akci nelze vrátit: odkryla skryté nebo náhodné informace.
bot-err-busy = Ve stejnou chvíli táhl někdo jiný; zkuste to znovu.

# A click on the message of an earlier table, whose game is over or never started
bot-err-lobby_closed = Tento stůl je zavřený: jeho hra byla zrušena nebo nezačala. Nový stůl otevřete příkazem /hrát.
# a game that declares no AI support (GameInfo.supports): the lobby, /play ai, the terminal's --ai
bot-err-no_ai = { $game } nemá hráče AI: posaďte jen lidi.
# a game that declares no hints: the lobby's hint option, Suggest
bot-err-no_hints = { $game } nedává nápovědy.
