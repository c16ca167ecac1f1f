### Die geführte erste Partie (/learn, bot/table/learn.py).

bot-learn-none = Für { $game } gibt es keine geführte erste Partie.
bot-learn-started = 🎓 { $game }: deine geführte erste Partie. Ihre ersten { $steps } Entscheidungen erklären jeweils die Regel, um die es geht, und zeigen eine sinnvolle Wahl; du darfst immer anders wählen. Sie wird nicht gewertet und zählt in keiner Statistik.
bot-learn-step = 🎓 Schritt { $step } von { $steps }
bot-learn-rule = { $head }: **{ $term }** (Spielregel { $section })
bot-learn-advice = 👉 Eine sinnvolle Wahl: **{ $option }**
bot-learn-otherwise = 🎓 Die Anleitung zeigte auf **{ $advised }**. Deine Wahl: { $effect }
bot-learn-done = 🎓 Der geführte Teil ist vorbei: die Partie geht als normale Partie weiter. ❔ Warum? und 💡 Vorschlag bleiben auf deinem Panel.
bot-learn-finished = 🎓 Deine geführte erste Partie ist vorbei. /learn noch einmal, oder /play und /solo für eine Partie, die zählt.
bot-learn-thread_name = { $game } · geführte erste Partie · { $name }
