### Instalace pro uživatele (issue 33): kde příkaz fungovat nemůže, a stůl jednoho hráče v soukromých zprávách.

bot-install-needs_server = K tomu musí být bot na serveru: stoly pro více hráčů, jejich vlákna a řádek každého stolu v kanálu. Kdo smí spravovat server, přidá ho zde: { $link }
bot-install-solo_in_dm = Vaše hra běží v našich soukromých zprávách: { $link }
bot-install-dm_closed = Nemohu vám posílat soukromé zprávy (máte je pro mě zavřené), proto tam hra začít nemůže. Povolte soukromé zprávy od bota (nastavení soukromí), nebo hrajte na serveru s botem.
