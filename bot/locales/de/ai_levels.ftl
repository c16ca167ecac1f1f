### Die KI-Stufen in Worten (bot/table/ai_levels.py): die Auswahl der KI-Plätze in der Lobby, die
### Stufen bei /spielen, das /rules-Thema zu den KI-Stufen. Der Wortlaut darf dem Spiel der Stufen folgen; die IDs bleiben.
## Die -short-Formen passen in die Beschreibung einer Auswahl und in eine Befehlswahl (100 Zeichen mit dem Namen).

bot-ai-level-expert = Experte
bot-ai-describe-random = spielt zufällige erlaubte Züge
bot-ai-describe-random-short = spielt zufällige erlaubte Züge
bot-ai-describe-easy = nimmt manchmal den Zug mit dem größten sofortigen Gewinn, sonst einen zufälligen erlaubten Zug
bot-ai-describe-easy-short = manchmal der größte sofortige Gewinn, sonst ein zufälliger Zug
bot-ai-describe-medium = nimmt immer den größten sofortigen Gewinn und schaut bis zum Ende des eigenen Zugs voraus
bot-ai-describe-medium-short = immer der größte sofortige Gewinn, bis zum Ende des eigenen Zugs
bot-ai-describe-hard = plant voraus: durchsucht viele mögliche Verläufe und schätzt die Karten, die sie nicht sieht
bot-ai-describe-hard-short = plant voraus: durchsucht viele Verläufe, schätzt verdeckte Karten
bot-ai-describe-expert = sucht länger und bewertet Stellungen schärfer als „schwer“; die stärkste Stufe, von der die Tipps kommen
bot-ai-describe-expert-short = die stärkste: sucht länger und schärfer als „schwer“; gibt Tipps

## /rules <Spiel>: das Thema KI-Stufen (jedes Spiel)

bot-rules-ai_levels-title = KI-Stufen
bot-rules-ai_levels-intro = KI-Plätze (in der Lobby KI-Plätze…, /spielen ki:N stufe:) spielen auf einer dieser Stufen, die schwächste zuerst. Jede Stufe liest nur, was ihr Platz sehen darf.
bot-rules-ai_levels-line = **{ $level }**: { $description }
bot-rules-ai_levels-hints = **Vorschlag** auf deinem Panel zeigt, was die Stufe { $level } für dich wählen würde, wo der Tisch Tipps erlaubt.
