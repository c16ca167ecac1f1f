### Hlasování, náhradníci a vypršelé hodiny v Discordu: /hra hlasovat, /hra místo, tlačítko vypršelého času ve stolu (bot.discord: votes, seats, lobby).

bot-discord-votes-dm = **{ $table }** · { $text }
    { $link }

bot-discord-oot-ai = Vypršelý čas: AI po { $grace }
bot-discord-oot-ai_no_clock = Vypršelý čas: AI po nabídce
bot-discord-oot-vote = Vypršelý čas: čekat na hlasování

bot-discord-seats-claim = Vzít místo hráče { $name }
bot-discord-seats-open_line = 🪑 Volné místo: { $names } (může ho převzít náhradník)

bot-cmd-game-vote-description = Hlasování u stolu: zrušit hru, nebo nahradit hráče
bot-cmd-game-vote-cancel-description = Zrušit hru, pokud souhlasí všichni hráči (zrušená, nehodnocená)
bot-cmd-game-vote-replace-description = Nahradit hráče, kterému došel čas nebo tu není, většinou ostatních
bot-cmd-game-vote-replace-player = Hráč, kterého nahradit
bot-cmd-game-seat-description = Nabídnout své místo náhradníkovi, nebo obsadit volné místo
bot-cmd-game-seat-offer-description = Nabídnout své místo: kdo si ho vezme, hraje odtud dál
bot-cmd-game-seat-withdraw-description = Ponechat si místo: stáhnout nabídku
bot-cmd-game-seat-claim-description = Obsadit volné místo u tohoto stolu

bot-cmd_name-game-vote = hlasovat
bot-cmd_name-game-vote-cancel = zrušit
bot-cmd_name-game-vote-replace = nahradit
bot-cmd_name-game-vote-replace-player = hráč
bot-cmd_name-game-seat = místo
bot-cmd_name-game-seat-offer = nabídnout
bot-cmd_name-game-seat-withdraw = ponechat
bot-cmd_name-game-seat-claim = obsadit
