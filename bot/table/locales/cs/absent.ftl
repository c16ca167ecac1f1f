### Místa AI, připomínky tahu, nepřítomní hráči a AI, která za ně hraje (bot.table).

## Místa AI

bot-ai-level-random = náhodná
bot-ai-level-easy = snadná
bot-ai-level-medium = střední
bot-ai-level-hard = těžká
bot-ai-name = AI { $n } ({ $level ->
    [easy] snadná
    [medium] střední
    [hard] těžká
    [random] náhodná
   *[other] { $level }
})
bot-ai-played = { $name }: tah odehrán.
bot-ai-minutes = { $n } min
bot-ai-hours = { $h } h { $m } min
bot-ai-reminder = jste na tahu ve hře { $game } (stůl čeká už { $waited }).
bot-ai-takeover_offer = { $name } tu není už { $waited }. Kdokoli další u stolu může toto místo předat AI se střední obtížností (hra pak nebude hodnocená).
bot-ai-taken_over = { $by } předává AI ({ $level }) místo, na kterém sedí { $name }. Tato hra už není hodnocená. { $name } se může na své místo vrátit příkazem /hra vrátit-se.
bot-ai-taken_back = { $name } je zpět a své místo zase hraje osobně.
bot-ai-stand_in = Zatímco tu nejste, hraje za vás AI ({ $level }). Až budete chtít hrát znovu osobně, vezměte si místo zpět.

## Odmítnuté předání místa

bot-err-takeover_too_early = { $name } se ještě může vrátit: místo lze předat AI až za { $left }.
bot-err-takeover_not_needed = Tuto hru už nikdo nezdržuje.
bot-err-own_seat = Své vlastní místo nemůžete předat AI.
bot-err-nothing_to_take_back = V této hře za vás žádná AI nehraje.
bot-ai-response_declined = { $name } neodpověděl(a) do { $waited }, bere se to jako odmítnutí.
