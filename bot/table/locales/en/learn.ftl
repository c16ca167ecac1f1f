### The guided first game (/learn, bot/table/learn.py).

bot-learn-none = { $game } has no guided first game.
bot-learn-started = 🎓 { $game }: your guided first game. Its first { $steps } decisions each explain the rule in play and point out a sensible choice; you may always choose otherwise. It is not rated and counts in no record.
bot-learn-step = 🎓 Step { $step } of { $steps }
bot-learn-rule = { $head }: **{ $term }** (rulebook { $section })
bot-learn-advice = 👉 A sensible choice: **{ $option }**
bot-learn-otherwise = 🎓 The guide pointed to **{ $advised }**. What you chose: { $effect }
bot-learn-done = 🎓 The guided part is over: the game goes on as a normal game. ❔ Why? and 💡 Suggest stay on your panel.
bot-learn-finished = 🎓 Your guided first game is over. /learn again, or /play and /solo for a game that counts.
bot-learn-thread_name = { $game } · guided first game · { $name }
