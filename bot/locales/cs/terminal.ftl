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

## Záznamy (python -m bot local --replay ID): klávesy n, p, f, l, c, q zůstávají v každém jazyce.
bot-local-replay_opened = { $game }, hra { $id }: { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
} po začátku.
bot-local-replay_hints = n/Enter = další, p = předchozí, f/l = první/poslední, 0-{ $last } = ta deska, c = kapitoly, q = konec
bot-local-replay_chapters = Kapitoly (číslo jejich první desky):
bot-local-replay_type = Zadejte n, p, f, l, c, q nebo číslo desky od 0 do { $last }.
bot-local-replay_at_last = Toto je poslední deska: p jde zpět, f na začátek, q končí.
bot-local-replay_at_first = Toto je první deska: n nebo Enter pokračuje.
bot-local-replay_closed = Záznam zavřen.
bot-local-replay_interrupted = Přerušeno: záznam zavřen.
bot-local-replay_no_database = Databáze { $db } neexistuje (jinou určí --db SOUBOR).
bot-local-replay_hint = To byla hra { $id }; znovu ji projdete příkazem: python -m bot local --replay { $id } --db { $db }

# the terminal's "?": the decision's rule and what each option changes (service.why)
bot-local-why_key = , ? = proč
