### Crown of Emara: název hry, volby, řádky hráče, popisek desky, výsledky.

emara-name = Crown of Emara
emara-none = —
emara-victoria = Victoria

## Volby

emara-opt-building_start = Výchozí pozice budovy
emara-opt-building_start-card = Podle úvodní karty události
emara-opt-building_start-value = Začít na { $value }
emara-opt-first_game = První hra (všichni na 35)
emara-opt-random_layout = Náhodné rozložení lokalit
emara-opt-full_selection = Úplný výběr karet
emara-opt-on = Zapnuto
emara-opt-off = Vypnuto

## Soukromé řádky hráče

emara-line-hand = Na ruce: { $cards }
emara-line-stock = Zásoba: { $items }
emara-line-favors = Žetony přízně: { $tokens }
emara-line-advisors = Poradci: { $advisors }
emara-line-points = OB { $cp } · SB { $bp }

## Popisek desky

emara-summary-round = Kolo { $round }/{ $rounds } · tah { $turn }/3 · událost: { $event }
emara-chapter = Kolo { $round }/{ $rounds }
emara-summary-seat = { $player }: OB { $cp } · SB { $bp }
emara-summary-victoria = Victoria: OB { $cp }

## Konečné pořadí: podrobnosti a rozhodování remíz

emara-tiebreak-0 = { $a } a { $b } sdílejí umístění.
emara-tiebreak-1 = { $a } a { $b }: rozhoduje vyšší druhý ukazatel.
emara-tiebreak-2 = { $a } a { $b }: rozhoduje vyšší šlechtický titul.
emara-tiebreak-3 = { $a } a { $b }: rozhodují OB z karty nejvyššího titulu.
emara-detail-cp = OB
emara-detail-bp = SB
emara-detail-final = výsledek
emara-detail-noble_rank = šlechtický titul
emara-detail-noble_top_cp = OB z karty nejvyššího titulu
emara-detail-victoria_cp = OB Victorie
emara-detail-won = vítězství nad Victorií

## Sólový režim

emara-solo-difficulty = výchozí pozice budovy { $start }
emara-solo-difficulty_setup = výchozí pozice budovy podle úvodní karty události

## Odmítnuté tahy

emara-err-not_your_card = Tuto kartu nemáte na ruce.
emara-err-already_played = V tomto tahu už máte kartu zahranou.
emara-err-slot_taken = Toto pole není volné.
emara-err-must_move = Před ukončením tahu musíte přesunout radního.
