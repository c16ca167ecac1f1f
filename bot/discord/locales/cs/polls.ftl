### Hlasování o příští hře (issue 33): /play hlasování:, jeho výsledek otevře lobby.

bot-cmd_name-play-poll = hlasování
bot-cmd-play-poll = Ať kanál hlasuje o příští hře: hlasování trvá tolik hodin, pak se otevře stůl vítězné hry
bot-polls-question = Jakou hru budeme hrát příště? Až hlasování skončí, otevře se zde stůl hry, která vyhrála.
bot-polls-posted = Hlasování je otevřené do { $when }; pak se v tomto kanálu otevře stůl vítězné hry a vy budete jeho zakladatelem.
bot-polls-either = Vyberte hru, jejíž stůl se má otevřít, nebo zadejte hlasování: (hodiny), ať kanál hlasuje; ne obojí.
bot-polls-perm = Vytvářet hlasování
bot-polls-nobody = V hlasování nikdo nehlasoval, proto se žádný stůl neotevře. /play otevře stůl kdykoli.
bot-polls-result = Hlasování vybralo hru { $game } ({ $votes } z { $total } hlasů): její stůl je otevřený, přidejte se níže.
bot-polls-busy = Hlasování vybralo hru { $game }, ale její stůl se zde otevřít nemůže: { $why }
