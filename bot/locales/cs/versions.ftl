### Verze pravidel (bot.table.versions): uložená hra hraná podle pravidel, která tento bot nehraje ani nepřevede.

bot-versions-refused = Hru { $id } už nelze načíst: hrála se podle pravidel { $game } ve verzi { $played } a tento bot hraje verzi { $plays } (hru nikdy nepřehrává podle jiných pravidel). Kterýkoli z jejích hráčů ji může ukončit příkazem /game abandon a /play otevře nový stůl.
bot-versions-replay_refused = Hra { $id } se hrála podle pravidel { $game } ve verzi { $played } a tento bot hraje verzi { $plays }: nemá záznam ani soubor hry (tento bot hru nikdy nepřehrává podle jiných pravidel).
