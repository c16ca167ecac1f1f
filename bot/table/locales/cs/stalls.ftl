### Vypršelé hodiny, na které nikdo neodpoví: lhůta, AI na místě hráče, volba ve stolu; stoly bez tahů (bot.table.grace, stalls).

bot-stalls-bank_out = Hodiny hráče { $name } vypršely. Kdokoli další u stolu může nechat AI se střední obtížností odehrát tento tah, nebo hrát, dokud se { $name } nevrátí (hra pak nebude hodnocená). Pokud do { $grace } nikdo neodpoví, bude za hráče { $name } hrát AI se střední obtížností, dokud se nevrátí.
bot-stalls-takeover_offer = { $name } tu není už { $waited }. Kdokoli další u stolu může toto místo předat AI se střední obtížností (hra pak nebude hodnocená). Pokud to do { $grace } nikdo neudělá, bude za hráče { $name } hrát AI se střední obtížností, dokud se nevrátí.
bot-stalls-stand_in = Do { $grace } po vypršení hodin hráče { $name } nikdo neodpověděl: za hráče { $name } hraje AI ({ $level }), dokud se nevrátí (tlačítko Vzít si své místo zpět na panelu, nebo /hra vrátit-se). Tato hra už není hodnocená.
bot-stalls-owner = Vypršely vám hodiny. Táhněte hned, jinak mohou ostatní hráči vaše místo předat AI.

bot-stalls-lobby-ai = Vypršelý čas: pokud do { $grace } nikdo neodpoví, hraje za hráče AI, dokud se nevrátí
bot-stalls-lobby-ai_no_clock = Vypršelý čas: pokud na nabídku předání nikdo neodpoví, hraje za hráče AI, dokud se nevrátí
bot-stalls-lobby-vote = Vypršelý čas: stůl čeká na hlasování o nahrazení hráče

bot-stalls-err-by_vote = Tento stůl o vypršelých hodinách rozhoduje hlasováním: /hra hlasovat nahradit hráč: se zeptá ostatních hráčů.
