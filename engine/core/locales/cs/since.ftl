### Od vašeho posledního tahu: nejvýš pět řádků nahoře v panelu hráče.

core-since-title = Od vašeho posledního tahu
core-since-did = { $player }: { $lines }{ $more ->
    [0] {""}
   *[other] {" "}(+{ $more } další)
}
core-since-acted = { $player } táhl(a) (nic veřejného).
core-since-and_others = …a táhli ještě další hráči: { $n }.
core-since-mine = Pro vás: { $changes }.
core-since-mine_same = Pro vás: žádná vaše hodnota se nezměnila.
core-since-asked = Teď: { $prompt }
core-since-waiting = Teď: ještě nejste na tahu.
core-since-over = Teď: hra skončila.
