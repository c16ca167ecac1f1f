### Lisboa auf den Handybildern (render/phone.py, render/lisboa/phone.py): die Handykarte zu jedem
### Spielplan und der eigene Bereich im eigenen Panel. Jedes Wort ist auf dem 1080 px breiten Bild
### mindestens 27 px groß; lange Wörter werden umbrochen.

lisboa-phone-last_turn = Letzter Zug:
lisboa-phone-none = keine
lisboa-phone-portfolio_top = Portfolio: Adlige und Schiffe
lisboa-phone-portfolio_bottom = Portfolio: Schatzkammerkarten
lisboa-phone-hand = Hand (politische Karten)
lisboa-phone-noble_card = { $noble } { $n }: { $effect }
lisboa-phone-treasury_card = Schatzkammer: { $advantage }
lisboa-phone-ship = Schiff { $n }: { $cargo }
lisboa-phone-no_cargo = keine Ladung
lisboa-phone-count = { $n }× { $what }
