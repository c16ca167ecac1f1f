### La primera partida guiada (/learn, bot/table/learn.py).

bot-learn-none = { $game } no tiene primera partida guiada.
bot-learn-started = 🎓 { $game }: tu primera partida guiada. Cada una de sus primeras { $steps } decisiones explica la regla en juego y señala una elección sensata; siempre puedes elegir otra cosa. No puntúa en la clasificación ni cuenta en ningún registro.
bot-learn-step = 🎓 Paso { $step } de { $steps }
bot-learn-rule = { $head }: **{ $term }** (reglamento { $section })
bot-learn-advice = 👉 Una elección sensata: **{ $option }**
bot-learn-otherwise = 🎓 La guía señalaba **{ $advised }**. Lo que elegiste: { $effect }
bot-learn-done = 🎓 La parte guiada ha terminado: la partida sigue como una partida normal. ❔ ¿Por qué? y 💡 Sugerir siguen en tu panel.
bot-learn-finished = 🎓 Tu primera partida guiada ha terminado. /learn otra vez, o /play y /solo para una partida que cuente.
bot-learn-thread_name = { $game } · primera partida guiada · { $name }
