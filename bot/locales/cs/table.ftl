### Herní stůl: přihlašování, tahy, výsledky (bot.i18n).

## Přihlašování ke stolu

bot-lobby-opened = { $creator } otevírá stůl pro hru { $game }. Přidejte se ({ $min }–{ $max ->
    [one] { $max } hráč
    [few] { $max } hráči
   *[other] { $max } hráčů
}).
bot-lobby-joined = { $name } se připojuje ke stolu.
bot-lobby-left = { $name } odchází od stolu.
bot-lobby-players = Hráči ({ $count }/{ $max }): { $names }
bot-lobby-option_set = { $field }: nastaveno na { $value }.
bot-lobby-seat_order-random = Pořadí hráčů: náhodné
bot-lobby-seat_order-joined = Pořadí hráčů: podle připojení
# $level is the AI level's code ("easy", "medium", "hard", "random"), not a translated word.
bot-lobby-ai_name = AI { $n } ({ $level ->
    [easy] snadná
    [medium] střední
    [hard] těžká
    [random] náhodná
   *[other] { $level }
})
bot-lobby-closed = Stůl byl zavřen.

## Tahy

bot-turn-yours = Jste na tahu.
bot-turn-of = Na tahu je { $name }.
bot-turn-waiting = Čeká se na: { $names }.
bot-turn-round = Kolo { $round }
bot-turn-score = { $name }: { $scores }
bot-turn-seat = Hrajete za místo { $seat } ({ $name }).

## Hra

bot-game-started = Hra { $game } začala: { $names }.
bot-game-finished = Hra skončila.
bot-game-winner = Vítězí: { $names }
# $opponent is the solo opponent's name (Victoria in Crown of Emara); the accusative is chosen by it.
bot-game-solo_won = { $opponent ->
    [Victoria] { $name } poráží Victorii { $score } : { $other }.
   *[other] { $name } vyhrává { $score } : { $other } (soupeř: { $opponent }).
}
bot-game-solo_lost = { $name } prohrává { $score } : { $other }, vyhrává { $opponent }.
bot-game-yes = ano
bot-game-no = ne
bot-game-rank = { $rank }. { $name } — { $score }
bot-game-undone = Vráceno zpět: { $action }
bot-game-abandoned = Hra byla zrušena.
bot-game-confirm_abandon = Opravdu chcete tuto hru zrušit? Spusťte příkaz znovu s volbou potvrdit a hra skončí pro všechny.
