### Lisboa: poslední tah v dolním řádku záhlaví (render/lisboa/highlight.py), za značkou a jménem
### hráče; tentýž tah je na plánu orámován barvou hráče. A další veřejná budova každého sloupku,
### lícem nahoru vedle dostupné.

lisboa-board-lt-none = Zatím žádný tah
lisboa-board-lt-sep = { " " }·{ " " }
lisboa-board-lt-gold = karta → zlato
lisboa-board-lt-folio = karta do portfolia
lisboa-board-lt-visit = audience: { $noble }
lisboa-board-lt-event = podpora události
lisboa-board-lt-join = { $player } se přidává: { $noble }
lisboa-board-lt-store = obchod na { $parcel }
lisboa-board-lt-pb = otevírá veřejnou budovu
lisboa-board-lt-decree = bere dekret
lisboa-board-lt-hire = úředníci → { $a }, { $b }
lisboa-board-lt-plan = plán ({ $arch })
lisboa-board-lt-ship = staví loď
lisboa-board-lt-cardinal = setkání s kardinálem
lisboa-board-lt-favor = přízeň: { $noble }
lisboa-board-lt-trade = obchod: { $action }
lisboa-board-lt-sell = prodává { $good }
lisboa-board-lt-produce = produkuje zboží
lisboa-board-lt-draw = bere z balíčku { $pile }
lisboa-board-next_pb = další:
