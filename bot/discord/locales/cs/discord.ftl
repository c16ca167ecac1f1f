### Zprávy, tlačítka a výběry na Discordu.

bot-discord-take_turn = Táhnout
bot-discord-window_earlier = ⬆ Předchozí volby…
bot-discord-window_later = ⬇ Další volby…
bot-discord-board_outdated = Tato deska už neplatí: hra mezitím pokročila. Tady je aktuální panel.
bot-discord-my_hand = Moje karty
bot-discord-join = Připojit se
bot-discord-leave = Odejít
bot-discord-start = Začít
bot-discord-seat_order = Pořadí hráčů
bot-discord-seat_order-random = Náhodné pořadí hráčů
bot-discord-seat_order-joined = Pořadí podle připojení
bot-discord-choose = Vyberte…
bot-discord-previous = ◀ Předchozí
bot-discord-next = Další ▶
bot-discord-page = Volby { $first }–{ $last } z { $total }
bot-discord-ai_seats = Hráči AI…
bot-discord-ai_add = Přidat hráče AI: { $level }
bot-discord-ai_remove = Odebrat: { $name }
bot-discord-takeover = { $name }: předat místo AI
bot-discord-takeback = Vzít si své místo zpět
bot-discord-ai_level-easy = Snadná
bot-discord-ai_level-medium = Střední
bot-discord-ai_level-hard = Těžká
bot-discord-ai_played = 🤖 { $name }: tah odehrán.
bot-discord-ai_played_for = 🤖 { $name }: v zastoupení táhne AI ({ $level }).
bot-discord-reminder = { $mention }, { $text }
bot-discord-lobby_footer = { $min }–{ $max ->
    [one] { $max } hráč
    [few] { $max } hráči
   *[other] { $max } hráčů
} · hru spouští ten, kdo stůl otevřel
bot-discord-lobby_started = Stůl je uzavřen: hra začala.
bot-discord-your_turn = { $mention }, jste na tahu.
bot-discord-final_title = { $game }: konečné pořadí
bot-discord-log_title = Poslední tahy
bot-discord-log_empty = Zatím se nic nestalo.
bot-discord-hand_title = { $game }: vaše místo
bot-discord-turn_done = Váš tah skončil. Deska je zveřejněná v kanálu.
bot-discord-rules_title = { $game }: { $topic }
bot-discord-rules_topics = Témata: { $topics }
bot-discord-unknown_topic = Téma pravidel „{ $topic }“ neexistuje.
bot-discord-unknown_card = Zadání „{ $name }“ neodpovídá žádná karta. Vyberte některou z nabídky.
bot-discord-unknown_game = Hra „{ $game }“ neexistuje.
bot-discord-unknown_button = Toto tlačítko nepatří mně nebo je poškozené. Nic se nezměnilo.
bot-discord-wrong_message = Toto tlačítko nepatří k této zprávě. Nic se nezměnilo.
bot-discord-failed = Na mé straně se něco pokazilo. Nic se nezměnilo; zkuste to prosím znovu.
bot-discord-missing_permissions = V tomto kanálu nemohu vést hru: chybí mi oprávnění { $perms }. Požádejte správce serveru, aby mi je tady udělil, a zkuste to znovu.
bot-discord-perm-view_channel = Zobrazit kanál
bot-discord-perm-send_messages = Odesílat zprávy
bot-discord-perm-send_messages_in_threads = Odesílat zprávy ve vláknech
bot-discord-perm-embed_links = Vkládat odkazy
bot-discord-perm-attach_files = Přikládat soubory
bot-discord-guild_only = Hry se hrají v kanálech na serverech, ne v soukromých zprávách.
bot-discord-perm-create_public_threads = Vytvářet veřejná vlákna
