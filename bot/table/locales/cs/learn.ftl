### Hra s průvodcem (/learn, bot/table/learn.py).

bot-learn-none = { $game } nemá hru s průvodcem.
bot-learn-started = 🎓 { $game }: vaše první hra s průvodcem. Každé z prvních { $steps } rozhodnutí vysvětlí pravidlo, o které jde, a ukáže rozumnou volbu; vždy můžete zvolit jinak. Hra se nehodnotí a nepočítá se do žádných statistik.
bot-learn-step = 🎓 Krok { $step } z { $steps }
bot-learn-rule = { $head }: **{ $term }** (pravidla { $section })
bot-learn-advice = 👉 Rozumná volba: **{ $option }**
bot-learn-otherwise = 🎓 Průvodce ukazoval na **{ $advised }**. Vaše volba: { $effect }
bot-learn-done = 🎓 Část s průvodcem skončila: hra pokračuje jako běžná hra. ❔ Proč? a 💡 Poradit zůstávají na vašem panelu.
bot-learn-finished = 🎓 Vaše hra s průvodcem skončila. Znovu /learn, nebo /play a /solo pro hru, která se počítá.
bot-learn-thread_name = { $game } · hra s průvodcem · { $name }
