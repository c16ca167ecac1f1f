### Tempo stolu: časová banka každého hráče, připomínky, AI na jeden tah, /away (bot.table.pace).

bot-pace-days_hours = { $d } d { $h } h
bot-pace-hours_minutes = { $h } h { $m } min
bot-pace-minutes = { $m } min
bot-pace-name-live = Živě
bot-pace-name-daily = Denně
bot-pace-name-weekly = Týdně
bot-pace-name-none = Bez hodin
bot-pace-lobby = Tempo: { $pace } (hodiny { $start }, +{ $increment } za tah, nejvýše { $cap })
bot-pace-lobby_none = Tempo: bez hodin
bot-pace-your_clock = Vaše hodiny: zbývá { $left }
bot-pace-clocks = ⏱ { $seats }
bot-pace-seat_clock = { $name } { $left }
bot-pace-seat_away = { $name } je pryč do { $date } ({ $left })
bot-pace-reminder = jste na tahu ve hře { $game }: na hodinách vám zbývá { $left }.
bot-pace-bank_out = Hodiny hráče { $name } vypršely. Kdokoli další u stolu může nechat AI se střední obtížností odehrát tento tah, nebo hrát, dokud se { $name } nevrátí (hra pak nebude hodnocená).
bot-pace-stand_in_once = { $by } nechává AI ({ $level }) odehrát tah za hráče { $name }. Tato hra už není hodnocená. Po tomto tahu se místo vrátí hráči { $name }.
bot-pace-returned = AI odehrála tah za hráče { $name }: místo patří zase hráči { $name }.
bot-pace-away = Jste pryč do { $date }: vaše hodiny a připomínky stojí u všech vašich stolů. Skončí to vaším tahem nebo příkazem /away days:0.
bot-pace-back = Vítejte zpět: vaše hodiny zase běží.
bot-pace-not_away = Nebyli jste pryč.

bot-err-bank_left = { $name } má na hodinách ještě { $left }: místo lze předat AI, až vyprší.
bot-err-away_limit = Nejvýše { $max } dní pryč během { $window } dní: zbývá vám { $left }.
