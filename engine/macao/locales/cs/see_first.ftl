### Macao: „nejdřív chci vidět kostky ostatních“ (pravidla 2.2): když se kostky vybírají současně, může
### kterýkoli hráč chtít, aby se zbytek výběru v tomto kole hrál podle pořadí na zdi.
### Přítomný čas („Anna chce…“): minulý čas by závisel na rodu hráče, který neznáme.

macao-btn-seefirst = Nejdřív chci vidět, co si vyberou ostatní
macao-prompt-dice_at_once = Vyberte dvě různé kostky: jejich akční kostičky půjdou na vaši větrnou růžici. Ostatní vaši volbu uvidí, až vyberou všichni, pokud nechcete nejdřív vidět, co si vyberou oni: pak se v tomto kole vybírá podle pořadí na zdi.
macao-prompt-dice_wall_order = { $player } chce nejdřív vidět, co si vyberou ostatní: v tomto kole se kostky vybírají podle pořadí na zdi. Vyberte dvě různé kostky: jejich akční kostičky půjdou na vaši větrnou růžici.
macao-log-see_first = { $player } chce nejdřív vidět, co si vyberou ostatní: v tomto kole se kostky vybírají podle pořadí na zdi.
