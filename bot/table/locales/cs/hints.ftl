### Nápovědy (bot/table/hints.py, hint_policy.py): Poradit na panelu hráče, volba stolu, označení.

bot-hints-off_by_creator = Nápovědy jsou u tohoto stolu vypnuté: zakladatel stolu je nepovolil.
bot-hints-off_rated = Nápovědy jsou u tohoto stolu vypnuté: hra se hodnotí a nápověda by ji všem vyřadila z hodnocení. Zakladatel stolu je může povolit v lobby.
bot-hints-confirm_rated = Použitím nápovědy se tato hra přestane hodnotit pro všechny u stolu. Ukázat nápovědu?
bot-hints-confirm_solo = Hra, ve které použijete nápovědu, se nezapíše mezi nejlepší výsledky a neposune vaše tažení. Ukázat nápovědu?
bot-hints-confirm_challenge = Pokus, ve kterém použijete nápovědu, se nezapíše do dnešní tabulky výzvy. Ukázat nápovědu?
bot-hints-suggested = 💡 Doporučeno: **{ $option }** — { $reason }
bot-hints-failed = Nápovědu se teď nepodařilo spočítat (nic se nezapočítalo). Zkuste to prosím znovu.
bot-hints-used_by = { $name } ({ $n })
bot-hints-final = 💡 Nápovědy použili: { $names } (hra s nápovědou se nehodnotí).
bot-hints-lobby_on = Nápovědy: povolené
bot-hints-lobby_off = Nápovědy: nepovolené
bot-hints-lobby_default = (výchozí pro tento stůl)
bot-hints-solo_unrecorded = 💡 Byly použity nápovědy: hra se nezapíše mezi nejlepší výsledky ani do tažení.
bot-hints-challenge_unrecorded = 💡 Byly použity nápovědy: váš pokus ze dne { $day } ({ $score }) se do tabulky dne nezapíše.
