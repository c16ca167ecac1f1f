### Tempo v Discordu: volba tempa u stolu, tlačítka nabídky po vypršení hodin, /away.

bot-discord-pace = Tempo (hodiny každého hráče)…
bot-discord-pace_choice = { $pace }: { $start }, +{ $increment } za tah
bot-discord-pace_none = Bez hodin: připomínky po pevné době
bot-discord-stand_in_move = AI odehraje tento tah
bot-discord-stand_in_return = AI hraje, dokud se { $name } nevrátí

bot-cmd-away-description = Zastaví vaše hodiny a připomínky tahu u všech vašich stolů
bot-cmd-away-days = Počet dní pryč (0–14; 0 = jsem zpět)
bot-cmd_name-away = pryč
bot-cmd_name-away-days = dní
