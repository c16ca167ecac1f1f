### Lisboa na obrázcích pro telefon (render/phone.py, render/lisboa/phone.py): karta k telefonu u
### každého plánu a vlastní oblast hráče v jeho panelu. Každé slovo má alespoň 27 px na obrázku
### širokém 1080 px; dlouhá slova se zalomí.

lisboa-phone-last_turn = Poslední tah:
lisboa-phone-none = nic
lisboa-phone-portfolio_top = Portfolio: šlechtici a lodě
lisboa-phone-portfolio_bottom = Portfolio: karty pokladnice
lisboa-phone-hand = Ruka (politické karty)
lisboa-phone-noble_card = { $noble } { $n }: { $effect }
lisboa-phone-treasury_card = Pokladnice: { $advantage }
lisboa-phone-ship = Loď { $n }: { $cargo }
lisboa-phone-no_cargo = bez nákladu
lisboa-phone-count = { $n }× { $what }
