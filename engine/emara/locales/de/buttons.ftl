### Crown of Emara: Aufforderungen und Buttons der Entscheidungen.
### Buttons im Infinitiv („Zug beenden“), höchstens 80 Zeichen (Discord). Wo ein Ort nach „zu“ steht,
### wählt $loc_id den Artikel (zum Wald, zur Burg).

## Aufforderungen

emara-prompt-play = Spiele eine Karte auf einen freien Ablageplatz.
emara-prompt-turn = Wähle deine nächste Aktion.
emara-prompt-pay = Wie zahlst du?
emara-prompt-location = Führe die Aktion des Ortes aus.
emara-prompt-craft = Dein Handwerker hier: Rohstoff oder Brot?
emara-prompt-keep = Behalte ein Gunst-Plättchen.
emara-prompt-hire = Wähle eine Hütte.
emara-prompt-recruit = Wähle einen Berater.
emara-prompt-card8 = Handwerker einstellen oder Berater anwerben, 1 Rohstoff billiger.
emara-prompt-merchant = Händler: Was tauschst du?
emara-prompt-split = Schlusswertung: Verteile deine Restpunkte.
emara-prompt-reloc = Setze ein Ratsmitglied auf den anderen Spielplan.
emara-prompt-end_of_round = Ereignis zum Rundenende: nutzen?
emara-prompt-start_resource = Wähle deinen Start-Rohstoff.

## Buttons

emara-btn-play = { $card } → Platz { $steps } ({ $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritte
})
emara-btn-pick = { $card } spielen
emara-btn-card-wood = 🪵 1 Holz nehmen
emara-btn-card-stone = 🪨 1 Stein nehmen
emara-btn-card-cloth = 🧵 1 Tuch nehmen
emara-btn-card-grain = 🌾 1 Getreide nehmen
emara-btn-card-ring = 💍 1 Siegelring nehmen
emara-btn-card-hire_recruit = 🃏 Einstellen/Anwerben, 1 Rohstoff billiger
emara-btn-card-gold_trade = 🪙 Goldhandel
emara-btn-card-step = 👣 Schritt
emara-btn-card-town = 🏰 Stadtaktion
emara-btn-gold_trade = 🪙 Goldhandel: { $cost } → { $coins ->
    [one] 1 Goldmünze
   *[other] { $coins } Goldmünzen
}
emara-btn-step = 👣 1 Schritt { $loc_id ->
    [emara-loc-weaving_mill] zur
    [emara-loc-castle] zur
    [emara-loc-cathedral] zur
    [emara-loc-construction_site] zur
   *[other] zum
} { $loc }
emara-btn-step-income = 👣 1 Schritt { $loc_id ->
    [emara-loc-weaving_mill] zur
    [emara-loc-castle] zur
    [emara-loc-cathedral] zur
    [emara-loc-construction_site] zur
   *[other] zum
} { $loc } ({ $income })
emara-btn-move = 🚶 { $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritte
} { $loc_id ->
    [emara-loc-weaving_mill] zur
    [emara-loc-castle] zur
    [emara-loc-cathedral] zur
    [emara-loc-construction_site] zur
   *[other] zum
} { $loc }
emara-btn-move-income = 🚶 { $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritte
} { $loc_id ->
    [emara-loc-weaving_mill] zur
    [emara-loc-castle] zur
    [emara-loc-cathedral] zur
    [emara-loc-construction_site] zur
   *[other] zum
} { $loc } ({ $income })
emara-btn-town = 🃏 Stadtaktion: { $loc }
emara-btn-noble = 👑 { $rank } werden ({ $cost }) → +{ $cp } BüP
emara-btn-hire = 🔨 Handwerker einstellen
emara-btn-recruit = 🎩 Berater anwerben
emara-btn-end = ✅ Zug beenden
emara-btn-bookbp = 📖 1 Buch → { $bp } BaP
emara-btn-stone = 🪨 1 Stein liefern → { $bp } BaP + { $cp } BüP
emara-btn-done = ✅ Hier fertig
emara-btn-skip = ⏭️ Überspringen
emara-btn-schoolmarm = 📖 Lehrerin: 2 Rohstoffe → 1 Buch
emara-btn-bailiff = 💍 Vogt: 1 Siegelring → { $bp } BaP
emara-btn-dressmaker = 🧵 Schneiderin: 1 Tuch → 2 BüP
emara-btn-landlord = 🏠 Vermieter: 1 Tuch + 1 BüP → { $bp } BaP
emara-btn-merchant = 🔄 Händler: 1 Rohstoff gegen einen anderen tauschen
emara-btn-baker = 🍞 Bäcker: { $cost } → { $bread }
emara-btn-chamber-ring = 🔄 Kämmerer: 1 Siegelring → 1 Goldmünze
emara-btn-chamber-gold = 🔄 Kämmerer: 1 Goldmünze → 1 Siegelring
emara-btn-pay = 1 { $res } zahlen
emara-btn-payall = { $items } zahlen
emara-btn-waive = 1 { $res } sparen
emara-btn-keep = { $token } behalten
emara-btn-cash = Gunst-Plättchen ({ $loc }) einlösen → { $gain }
emara-btn-gift = 🎁 Geschenk { $cost } → 💍 Siegelring
emara-btn-gift-cp = 🎁 Geschenk { $cost } → 💍 Siegelring, +{ $cp } BüP
emara-btn-donate = 🙏 Spende { $cost } → { $books }, Gunst-Plättchen ziehen
emara-btn-donate-cp = 🙏 Spende { $cost } → { $books }, Gunst-Plättchen ziehen, +{ $cp } BüP
emara-btn-buy = 🪙 { $cost } → { $n ->
    [one] 1 Goldmünze
   *[other] { $n } Goldmünzen
}
emara-btn-sell = 📖 { $books } abgeben → { $cp } BüP
emara-btn-bread = 🍞 { $n ->
    [one] 1 Brot
   *[other] { $n } Brote
} liefern → { $cp } BüP
emara-btn-wood = 🪵 { $n } Holz liefern → { $bp } BaP
emara-btn-craft-take = Handwerker { $i }/{ $k }: +1 { $res }
emara-btn-craft-bread = Handwerker { $i }/{ $k }: 🌾 1 Getreide → 🍞 1 Brot
emara-btn-hut = { $loc }, Hütte { $n } ({ $cost }) → +{ $cp } BüP
emara-btn-adv = { $adv } ({ $cost }) → { $gains }
emara-btn-adv-effect = { $adv } ({ $cost }) → { $gains }; { $effect }
emara-btn-trade = { $src } → { $dst }
emara-btn-eor-great_famine-grain1 = 🌾 1 Getreide → { $cp } BüP
emara-btn-eor-great_famine-grain2 = 🌾 2 Getreide → { $cp } BüP
emara-btn-eor-great_famine-ring = 💍 1 Siegelring → { $cp } BüP
emara-btn-eor-alms_for_the_poor-gold = 🪙 1 Goldmünze → { $cp } BüP
emara-btn-eor-alms_for_the_poor-ring = 💍 1 Siegelring → { $cp } BüP
emara-btn-eor-new_lore-book = 📖 1 Buch → { $bp } BaP
emara-btn-eor-new_lore-ring = 💍 1 Siegelring → { $bp } BaP
emara-btn-split_best = ⭐ Beste Aufteilung: +{ $cp } BüP / +{ $bp } BaP → { $score }
emara-btn-split = +{ $cp } BüP / +{ $bp } BaP
emara-btn-splitp = BüP-Anteil { $lo }–{ $hi }…
emara-btn-reloc = { $loc_id ->
    [emara-loc-weaving_mill] Zur
    [emara-loc-castle] Zur
    [emara-loc-cathedral] Zur
    [emara-loc-construction_site] Zur
   *[other] Zum
} { $loc } versetzen
emara-btn-start = 1 { $res } nehmen
