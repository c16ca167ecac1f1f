### Crown of Emara: Aktionskarten und Adelstitel (Namen und Texte für /card).

## Aktionskarten

emara-card-wood = Holz
emara-card-wood-text = Nimm 1 Holz.
emara-card-stone = Stein
emara-card-stone-text = Nimm 1 Stein.
emara-card-cloth = Tuch
emara-card-cloth-text = Nimm 1 Tuch.
emara-card-grain = Getreide
emara-card-grain-text = Nimm 1 Getreide.
emara-card-ring = Siegelring
emara-card-ring-text = Nimm 1 Siegelring.
emara-card-gold_trade = Goldhandel
emara-card-gold_trade-text = Gib 1 beliebigen Rohstoff für 1 Goldmünze ab oder 3 beliebige Rohstoffe für 2 Goldmünzen.
emara-card-step = Schritt
emara-card-step-text = Bewege eines deiner Ratsmitglieder genau 1 Schritt im Uhrzeigersinn und führe wie bei einer Bewegungsaktion die Aktion des Zielortes aus.
emara-card-hire_recruit = Einstellen / Anwerben
emara-card-hire_recruit-text = Stelle einen Handwerker ein oder wirb einen Berater an, wo eines deiner Ratsmitglieder steht; du sparst dabei 1 Rohstoff.
emara-card-town = Stadtaktion
emara-card-town-text = Führe die Aktion eines beliebigen Ortes in der Stadt aus, ohne ein Ratsmitglied zu bewegen.

## Adelstitel

emara-rank-baron = Baron
emara-rank-count = Graf
emara-rank-prince = Fürst
emara-rank-marquess = Markgraf
emara-rank-duke = Herzog
emara-rank-baron-text = Erster Adelstitel. Kosten: 1 Goldmünze. Karten: 5/4/3/2 BüP (vorläufige Werte).
emara-rank-count-text = Zweiter Adelstitel. Kosten: 1 Goldmünze + 1 Siegelring. Karten: 7/6/5/4 BüP (vorläufige Werte).
emara-rank-prince-text = Dritter Adelstitel. Kosten: 2 Goldmünzen + 1 Siegelring. Karten: 9/8/7/6 BüP (vorläufige Werte).
emara-rank-marquess-text = Vierter Adelstitel. Kosten: 2 Goldmünzen + 2 Siegelringe. Karten: 12/11/10/9 BüP (vorläufige Werte).
emara-rank-duke-text = Höchster Adelstitel. Kosten: 3 Goldmünzen + 2 Siegelringe. Karten: 15/14/13/12 BüP (vorläufige Werte).
