### Soukromé stoly, odvety, vzdání se hry a /hry (bot.discord: lobby, rematch, game, my_games).

## Názvy příkazů a voleb (pravidlo Discordu: 1-32 malých písmen, číslic, - nebo _)

bot-cmd_name-play-invite = pozvat
bot-cmd_name-play-invite_2 = pozvat_2
bot-cmd_name-play-invite_3 = pozvat_3
bot-cmd_name-game-resign = vzdát
bot-cmd_name-game-resign-confirm = potvrdit
bot-cmd_name-games = hry

## Popisy příkazů

bot-cmd-play-invite = Pozvat hráče: stůl bude soukromý (připojit se mohou jen pozvaní)
bot-cmd-play-invite_2 = Další hráč k pozvání
bot-cmd-play-invite_3 = Třetí hráč k pozvání
bot-cmd-game-resign-description = Opustit tuto hru natrvalo: vaše místo dohraje AI a skončí poslední
bot-cmd-game-resign-confirm = Nastavte na true, pokud se opravdu vzdáváte
bot-cmd-games-description = Vaše rozehrané stoly na všech serverech, nejdřív ty, které čekají na vás

## Soukromé stoly a odvety

bot-discord-invites-invitation = { $creator } zve { $mentions } k soukromému stolu: přisedněte tlačítkem Připojit se.
bot-discord-invites-not_a_bot = { $name } je bot, a tak pozván nebyl.
bot-discord-invites-not_yourself = U svého stolu sedíte tak jako tak: sami sebe zvát nemusíte.
bot-discord-invites-rematch = Odveta
bot-discord-invites-rematch_open = Odveta této hry už je otevřená: { $link }
bot-discord-invites-rematch_running = Odveta této hry se už hraje: { $link }
bot-discord-invites-rematch_posted = Váš stůl pro odvetu je otevřený: { $link }

## /hry

bot-discord-games-title = Vaše stoly
bot-discord-games-none = Na serverech, které sdílíme, nemáte žádný rozehraný stůl.
bot-discord-games-more = …a { $n } dalších.
