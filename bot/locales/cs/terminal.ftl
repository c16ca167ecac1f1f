### Stůl v terminálu (python -m bot local).
### Klávesy, které hráč píše (u, l, q, y/N), zůstávají stejné: terminál je čte v každém jazyce.

bot-local-player = Hráč { $seat }
bot-local-ai = AI { $seat } ({ $level })
bot-local-started = seed { $seed }, databáze { $db }
bot-local-temporary = (dočasná)
bot-local-resumed = Pokračuje nedohraná hra { $game } uložená v souboru { $db } ({ $names }); --new začne novou.
bot-local-other_game = V souboru { $db } je uložená nedohraná hra { $other }: pokračujte v ní zadáním této hry, nebo začněte jinou s --new.
bot-local-players_needed = Pro novou hru je potřeba zadat --players.
bot-local-board_written = (obrázek desky uložen do { $path })
bot-local-hints = číslo{ $undo }, l = záznam, q = konec
bot-local-hint_undo = , u = zpět
bot-local-type_number = Zadejte číslo od 1 do { $n }.
bot-local-saved = Hra je uložená v souboru { $db }: v ní budete pokračovat, když spustíte stejný příkaz znovu.
bot-local-not_saved = Tato hra se neuložila (běžela v dočasné databázi; hru uchováte volbou --db SOUBOR).
bot-local-confirm_quit = Opustit hru? { $fate } [y/N]{ " " }
bot-local-quit_saved = Zůstane uložená v souboru { $db }.
bot-local-quit_lost = Není uložená a bude ztracena.
bot-local-end_of_input = Konec vstupu: hra se opouští.
bot-local-interrupted = Přerušeno: hra se opouští.
