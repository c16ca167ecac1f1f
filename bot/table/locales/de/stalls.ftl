### Eine abgelaufene Uhr, auf die niemand antwortet: die Frist, die KI auf dem Platz, die Tischoption; Tische ohne Züge (bot.table.grace, stalls).

bot-stalls-bank_out = Die Uhr von { $name } ist abgelaufen. Alle anderen am Tisch können eine mittlere KI diesen Zug spielen lassen oder spielen lassen, bis { $name } zurück ist (das Spiel wird dann nicht gewertet). Antwortet innerhalb von { $grace } niemand, spielt eine mittlere KI den Platz von { $name }, bis { $name } zurück ist.
bot-stalls-takeover_offer = { $name } ist seit { $waited } weg. Jeder andere Spieler am Tisch kann den Platz an eine mittelstarke KI übergeben (die Partie wird dann nicht gewertet). Tut das innerhalb von { $grace } niemand, spielt eine mittlere KI den Platz von { $name }, bis { $name } zurück ist.
bot-stalls-stand_in = Innerhalb von { $grace }, nachdem die Uhr von { $name } abgelaufen ist, hat niemand geantwortet: eine KI ({ $level }) spielt den Platz von { $name }, bis { $name } zurück ist (Meinen Platz zurückholen im Panel, oder /partie zurückholen). Diese Partie wird nicht mehr gewertet.
bot-stalls-owner = Deine Uhr ist abgelaufen. Zieh jetzt, sonst können die anderen Spieler deinen Platz einer KI übergeben.

bot-stalls-lobby-ai = Zeit abgelaufen: antwortet innerhalb von { $grace } niemand, spielt eine KI den Platz, bis der Spieler zurück ist
bot-stalls-lobby-ai_no_clock = Zeit abgelaufen: antwortet niemand auf das Übernahmeangebot, spielt eine KI den Platz, bis der Spieler zurück ist
bot-stalls-lobby-vote = Zeit abgelaufen: der Tisch wartet auf eine Abstimmung über den Ersatz des Spielers

bot-stalls-err-by_vote = Dieser Tisch entscheidet bei abgelaufener Uhr per Abstimmung: /partie abstimmen ersetzen spieler: fragt die anderen Spieler.
