### Fórum stolů (issue 33): /nastavení stoly, příspěvek stolu, jeho štítky.

bot-cmd-setup-tables-description = Fórum, jehož příspěvky jsou stoly tohoto serveru, se štítky podle hry a stavu
bot-cmd-setup-tables-channel = Fórum (vynechte: stoly ve vláknech pod kanálem, kde se otevřou)
bot-cmd_name-setup-tables = stoly
bot-cmd_name-setup-tables-channel = kanál
bot-forum-state-lobby = Čeká na hráče
bot-forum-state-running = Hraje se
bot-forum-state-finished = Dohráno
bot-forum-post_name = { $game } · { $name }
bot-forum-opening = Otevírám stůl…
bot-forum-opened = Stůl hry { $game } je otevřený: { $table }
bot-forum-set = Od teď je každý stůl otevřený příkazem /play příspěvkem ve fóru { $channel } se štítkem své hry a stavu ({ $states }): filtrujte fórum podle štítku a najdete otevřený stůl nebo dohranou hru.
bot-forum-tags_refused = Tyto štítky se mi do fóra přidat nepodařilo (fórum pojme 20 štítků; přidat je smím jen s oprávněním Spravovat kanály): { $tags }. Stoly se přesto zakládají.
bot-forum-cleared = Od teď se stoly hrají ve vláknech pod kanálem, kde se otevřou.
bot-forum-not_a_forum = Kanál { $channel } pro stoly použít nemohu: vyberte fórum, které vidím.
bot-forum-show_forum = Stoly jsou příspěvky ve fóru { $channel } se štítky podle hry a stavu.
bot-forum-show_threads = Stoly se hrají ve vláknech pod kanálem, kde se otevřou.
