### Hlasování u stolu: zrušení se souhlasem všech, nahrazení hráče, kterému došel čas nebo tu není, stůl bez tahů (bot.table.votes).

bot-votes-table = { $game } #{ $id }
bot-votes-kind-cancel = hlasování o zrušení této hry
bot-votes-kind-replace = hlasování o nahrazení hráče

bot-votes-title-cancel = Hlasování: zrušit { $table }?
bot-votes-title-replace = Hlasování: nahradit hráče { $name } u stolu { $table }?
bot-votes-title-stall = U stolu { $table } nikdo netáhl { $days } dní
bot-votes-about-cancel = Navrhuje { $by }. Souhlasit musí všichni hráči: hra pak skončí jako zrušená a nebude hodnocená.
bot-votes-about-replace = { $why } Rozhoduje většina ostatních hráčů ({ $needed } z { $voters }): místo hráče { $name } pak převezme AI se střední obtížností, místo bude volné pro náhradníka (/hry volná:True) a hra už nebude hodnocená.
bot-votes-about-stall = Stůl bude { $date } uzavřen jako zrušený a nehodnocený, pokud mezitím nikdo netáhne. Uzavřít ho hned? Souhlasit musí všichni hráči.
bot-votes-why-bank_out = Hráči { $name } vypršely hodiny.
bot-votes-why-command = { $by } navrhuje nahradit hráče { $name }, kterému došel čas nebo tu není.
bot-votes-tally = Ano: { $yes } · Ne: { $no } · Zatím nehlasovali: { $waiting }
bot-votes-until = Hlasuje se do { $date }; do té doby můžete svůj hlas změnit.
bot-votes-yes-cancel = Ano, zrušit hru
bot-votes-no-cancel = Ne, hrajeme dál
bot-votes-yes-replace = Ano, nahradit hráče { $name }
bot-votes-no-replace = Ne, počkáme na hráče { $name }
bot-votes-yes-stall = Ano, uzavřít hned
bot-votes-no-stall = Ne, hrajeme dál

bot-votes-started = Hlasování je otevřené, s vaším hlasem ano. Ostatní hráči dostali výzvu.
bot-votes-cast_yes = Hlasovali jste ano. Dokud je hlasování otevřené, můžete hlas změnit.
bot-votes-cast_no = Hlasovali jste ne. Dokud je hlasování otevřené, můžete hlas změnit.

bot-votes-result-cancelled = Výsledek: všichni souhlasili. Hra je zrušená a nebude hodnocená.
bot-votes-result-stall_agreed = Výsledek: všichni souhlasili. Stůl je uzavřen jako zrušený a nehodnocený.
bot-votes-result-closed = Výsledek: { $days } dní bez tahu. Stůl je uzavřen jako zrušený a nehodnocený.
bot-votes-result-replaced = Výsledek: přijato, ano řeklo { $yes } z { $voters }. Místo hráče { $name } převezme AI se střední obtížností a je volné pro náhradníka; hra už není hodnocená.
bot-votes-result-refused = Výsledek: { $names } řekli ne. Hra pokračuje.
bot-votes-result-not_all = Výsledek: do { $date } nesouhlasili všichni (nehlasovali: { $waiting }). Hra pokračuje.
bot-votes-result-kept = Výsledek: většiny už nelze dosáhnout (ano řeklo { $yes } z { $voters }). { $name } si místo ponechává.
bot-votes-result-kept_late = Výsledek: do { $date } se většina nenašla (ano řeklo { $yes } z { $voters }). { $name } si místo ponechává.
bot-votes-result-moved = Výsledek: někdo táhl, stůl už nestojí. Hraje se dál.
bot-votes-result-back = Výsledek: { $name } je zpět. Hlasování skončilo.
bot-votes-result-over = Výsledek: hra skončila dřív než hlasování.
bot-votes-result-nobody = Výsledek: nezbyl nikdo, kdo by hlasoval.

bot-votes-closed-agreed = Všichni souhlasili: { $table } je zrušená. Hra skončila jako zrušená a nebude hodnocená.
bot-votes-closed-stall = U stolu { $table } nikdo netáhl { $days } dní: stůl je uzavřen. Hra skončila jako zrušená a nebude hodnocená.

bot-votes-err-already_open = U tohoto stolu už probíhá { $kind }: hlasujte tam, nebo počkejte na výsledek.
bot-votes-err-not_a_voter = Hlasují jen hráči, kteří u tohoto stolu sedí.
bot-votes-err-about_you = Toto hlasování je o vás: rozhodují ostatní hráči. Ukončí ho váš další tah (nebo návrat na vaše místo).
bot-votes-err-closed = Toto hlasování už skončilo. { $result }
bot-votes-err-not_out_of_time = { $name } nemá vypršelé hodiny a není pryč: nahradit lze jen hráče, kterému vypršely hodiny (nebo nechává stůl čekat déle, než je lhůta pro předání AI), nebo za kterého hraje AI.
bot-votes-err-not_at_table = Tento hráč u stolu nesedí.
bot-votes-err-own = Sami sebe odhlasovat nemůžete: /hra místo nabídnout nabídne vaše místo náhradníkovi.
bot-votes-err-no_voters = U tohoto stolu nesedí nikdo další, kdo by o tom hlasoval.
