### Náhradníci: nabídnuté, stažené a obsazené místo (bot.table.substitutes).

bot-subs-offered = { $name } nabízí své místo náhradníkovi: kdo si ho vezme (/hry volná:True, nebo tlačítko u řádku tohoto stolu v jeho kanálu), převezme místo i s kartami v ruce. Do té doby hraje { $name } dál.
bot-subs-withdrawn = { $name } si místo ponechává: nabídka je stažena.
bot-subs-claimed = { $new } přebírá místo hráče { $old } a hraje ho odteď. Tato hra už není hodnocená.

bot-subs-err-not_open = Toto místo (už) není volné: někdo ho obsadil, nebo byla nabídka stažena.
bot-subs-err-already_seated = U tohoto stolu už sedíte.
bot-subs-err-was_yours = Toto místo vám bylo odebráno: připadne někomu jinému.
bot-subs-err-not_invited = Tento stůl je jen pro pozvané: místo si mohou vzít jen pozvaní hráči.
bot-subs-err-already_offered = Vaše místo už je nabídnuté náhradníkovi (/hra místo ponechat ho ponechá vám).
bot-subs-err-not_offered = Vaše místo není nabídnuté náhradníkovi.
bot-subs-err-resigned = Z této hry jste odstoupili: toto místo už nemůžete nabídnout.
