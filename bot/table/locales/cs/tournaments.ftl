### Turnaje, které vede bot: zpráva s přihláškou, kola, pořadí, stav (bot.table.tournaments).

bot-tn-title = Turnaj ve hře { $game } č. { $id } · { $format }
bot-tn-format-swiss = švýcarský systém
bot-tn-format-round_robin = každý s každým
bot-tn-format-knockout = vyřazovací
bot-tn-format_text-swiss = Švýcarský systém u stolů po { $seats }: každé kolo posadí k sobě hráče se stejným počtem bodů a nikdy dvakrát stejné soupeře, pokud se tomu lze vyhnout.
bot-tn-format_text-round_robin = Každý s každým u stolů po { $seats }: každý se utká s každým (u stolů pro víc než dva tolik nových soupeřů v každém kole, kolik rozsazení najde).
bot-tn-format_text-knockout = Vyřazovací u stolů po { $seats }: vítěz každého stolu postupuje, dokud nezbude jediný hráč.
bot-tn-rounds = Kola: { $rounds }
bot-tn-rounds_round_robin = dokud se každý neutká s každým
bot-tn-rounds_knockout = dokud nezbude jediný hráč
bot-tn-pace = Tempo: { $pace }
bot-tn-points = Body za umístění: { $points } (volno a každé místo u opuštěného stolu: { $bye })
bot-tn-tiebreaks = Při rovnosti: Buchholz (body všech vašich soupeřů), pak celkové skóre, pak nasazení (hodnocení na serveru při začátku).
bot-tn-rated = Jeho stoly se hodnotí jako každý jiný stůl.
bot-tn-gate = Jen pro hráče s hodnocením alespoň { $gate } na tomto serveru.
bot-tn-players = Hráči ({ $count }/{ $max }): { $names }
bot-tn-organiser = Pořadatel: { $mention }
bot-tn-state_signup = Přihlášky otevřeny do { $until }.
bot-tn-state_running = Hraje se { $round }. kolo z { $rounds } ({ $players } hráčů).
bot-tn-state_finished = Skončil. Šampion: { $champion }
bot-tn-state-signup = přihlášky
bot-tn-state-running = probíhá
bot-tn-state-finished = skončil
bot-tn-state-cancelled = zrušen
bot-tn-note-cancelled = Pořadatel turnaj zrušil: další kolo se už nelosuje a stoly, které se ještě hrají, pokračují jako běžné stoly.
bot-tn-note-too_few = Zrušeno: do uzávěrky se nepřihlásilo dost hráčů.
bot-tn-err-not_found = Takový turnaj na tomto serveru není.
bot-tn-err-closed = Do tohoto turnaje se už nelze přihlásit (začal nebo skončil).
bot-tn-err-full = Turnaj je plný ({ $max } hráčů).
bot-tn-err-rating = Tento turnaj je pro hráče s hodnocením alespoň { $gate } ve hře { $game } na tomto serveru; vaše hodnocení zde je { $rating }.
bot-tn-err-not_organiser = To smí jen pořadatel turnaje (nebo člen s oprávněním Spravovat server).
bot-tn-err-too_few = Než turnaj začne, musí se přihlásit alespoň { $min } hráči.
bot-tn-err-deadline = „{ $value }“ není uzávěrka přihlášek: zadejte dobu jako 2d, 12h nebo 90m, nebo datum a čas v UTC jako 2026-05-01 18:00, nejdéle za 30 dní.
bot-tn-err-seats = Turnaje ve hře { $game } sedí u stolů po { $min } až { $max } hráčích.
bot-tn-err-limit = Turnaje se může zúčastnit 2 až { $max } hráčů.
bot-tn-round_tables = **{ $round }. kolo**
bot-tn-round_starts = **Začíná { $round }. kolo z { $rounds }**: každý stůl hraje ve svém vlákně.
bot-tn-table_line = Stůl { $table }: { $names } · { $where }
bot-tn-table_state-finished = dohráno
bot-tn-table_state-abandoned = opuštěno
bot-tn-opening = otevírá se…
bot-tn-bye_line = Volno: { $names } ({ $points } bodů)
bot-tn-more_tables = … a dalších { $n } stolů (/tournament status)
bot-tn-more_players = … a dalších { $n } hráčů
bot-tn-standings_title = **Pořadí**
bot-tn-standing_line = { $place }. { $name } — { $points } bodů (Buchholz { $buchholz }, skóre { $score })
bot-tn-status_you = Vy: { $place }. místo z { $count }, { $points } bodů.
bot-tn-standings_after = Pořadí po { $round }. kole
bot-tn-final_standings = Konečné pořadí
bot-tn-champion = 🏆 Šampion: { $name }
bot-tn-champion_picture = Šampion: { $name }
bot-tn-leaders = Vedou: { $names }
bot-tn-tables_ready = vaše stoly jsou připravené, každý ve svém vlákně.
bot-tn-out_in = vypadl v { $round }. kole
bot-tn-picture_footer = Body za umístění: 6 / 4 / 2 / 0 u čtyř míst, 6 / 3 / 0 u tří, 6 / 0 u dvou; volno { $bye }. Při rovnosti: Buchholz, pak celkové skóre, pak nasazení.
bot-tn-thread_name = { $game } T{ $id } · { $round }. kolo · stůl { $table } · { $names }
bot-tn-table_header = Turnaj ve hře { $game } č. { $id } ({ $format }) · { $round }. kolo z { $rounds } · stůl { $table }
bot-tn-table_over = { $title }: { $round }. kolo, stůl { $table } dohrán. { $playing ->
    [0] Byl to poslední stůl kola: další kolo se brzy otevře.
    [one] Jeden stůl tohoto kola se ještě hraje.
    [few] { $playing } stoly tohoto kola se ještě hrají.
   *[other] { $playing } stolů tohoto kola se ještě hraje.
}
