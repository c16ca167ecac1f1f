### Soukromé stoly, odvety a vzdání se hry (bot.table: lobby, resign).

## Soukromé stoly a odvety

bot-invites-private = Soukromý stůl: jen na pozvání. Pozvaní: { $names }
bot-invites-err-not_invited = Tento stůl je jen na pozvání: připojit se může jen jeho zakladatel a { $names }.
bot-invites-err-not_a_player = O odvetu mohou požádat jen hráči této hry.
bot-invites-err-rematch_abandoned = Tato hra byla zrušena: zrušená hra odvetu nemá.
bot-invites-err-rematch_not_finished = Tato hra ještě neskončila.

## Vzdání se hry

bot-invites-resign_confirm = Opravdu se chcete vzdát? Vaše místo do konce odehraje AI, nemůžete si ho vzít zpět a skončíte na posledním místě. Spusťte příkaz znovu s volbou potvrdit a hry se vzdáte.
bot-invites-resigned = { $name } se vzdává: místo do konce odehraje AI ({ $level }) a skončí na posledním místě.
bot-invites-resigned_rated = Hra zůstává hodnocená.
bot-invites-resigned_abandoned = { $name } se vzdává a žádný další hráč nezbývá: hra je zrušena.
bot-invites-resigned_seats = Vzdali se (hraje za ně AI, končí poslední): { $names }
bot-invites-resigned_panel = Vzdali jste se: vaše místo do konce odehraje AI ({ $level }).
bot-invites-err-already_resigned = Této hry jste se už vzdali.
