### Crown of Emara: výzvy a tlačítka všech rozhodnutí.
### Tlačítka mají tvar „Sloveso: {věc}“, takže vložený název zůstává v 1. pádě.

## Výzvy

emara-prompt-play = Zahrajte kartu na volné pole.
emara-prompt-turn = Zvolte další akci.
emara-prompt-pay = Jak zaplatíte?
emara-prompt-location = Proveďte akci lokality.
emara-prompt-craft = Váš řemeslník zde: surovina, nebo chléb?
emara-prompt-keep = Ponechte si jeden žeton přízně.
emara-prompt-hire = Vyberte chýši.
emara-prompt-recruit = Vyberte poradce.
emara-prompt-card8 = Najměte řemeslníka nebo poradce o 1 surovinu levněji.
emara-prompt-merchant = Obchodník: co vyměníte?
emara-prompt-split = Závěrečné bodování: rozdělte zbylé body.
emara-prompt-reloc = Přesuňte jednoho radního na druhou desku.
emara-prompt-end_of_round = Událost konce kola: využijete ji?
emara-prompt-start_resource = Vyberte si počáteční surovinu.

## Tlačítka

emara-btn-play = { $card } → pole { $steps } (posun o { $steps })
emara-btn-pick = Zahrát: { $card }
emara-btn-card-wood = 🪵 Vzít si 1 dřevo
emara-btn-card-stone = 🪨 Vzít si 1 kámen
emara-btn-card-cloth = 🧵 Vzít si 1 látku
emara-btn-card-grain = 🌾 Vzít si 1 obilí
emara-btn-card-ring = 💍 Vzít si 1 pečetní prsten
emara-btn-card-hire_recruit = 🃏 Najmout o 1 surovinu levněji
emara-btn-card-gold_trade = 🪙 Směna za zlato
emara-btn-card-step = 👣 Krok
emara-btn-card-town = 🏰 Akce ve městě
emara-btn-gold_trade = 🪙 Směnit: { $cost } → { $coins ->
    [one] 1 zlatá mince
    [few] { $coins } zlaté mince
   *[other] { $coins } zlatých mincí
}
emara-btn-step = 👣 Krok → { $loc }
emara-btn-step-income = 👣 Krok → { $loc } ({ $income })
emara-btn-move = 🚶 Posun o { $steps } → { $loc }
emara-btn-move-income = 🚶 Posun o { $steps } → { $loc } ({ $income })
emara-btn-town = 🃏 Akce ve městě: { $loc }
emara-btn-noble = 👑 Stát se { $rank_id ->
    [emara-rank-baron] baronem
    [emara-rank-count] hrabětem
    [emara-rank-prince] knížetem
    [emara-rank-marquess] markýzem
    [emara-rank-duke] vévodou
   *[other] { $rank }
} ({ $cost }) → +{ $cp } OB
emara-btn-hire = 🔨 Najmout řemeslníka
emara-btn-recruit = 🎩 Najmout poradce
emara-btn-end = ✅ Ukončit tah
emara-btn-bookbp = 📖 1 kniha → { $bp } SB
emara-btn-stone = 🪨 Dodat 1 kámen → { $bp } SB + { $cp } OB
emara-btn-done = ✅ Hotovo
emara-btn-skip = ⏭️ Přeskočit
emara-btn-schoolmarm = 📖 Školnice: 2 suroviny → 1 kniha
emara-btn-bailiff = 💍 Exekutor: 1 prsten → { $bp } SB
emara-btn-dressmaker = 🧵 Švadlena: 1 látka → 2 OB
emara-btn-landlord = 🏠 Pronajímatel: 1 látka + 1 OB → { $bp } SB
emara-btn-merchant = 🔄 Obchodník: vyměnit 1 surovinu za jinou
emara-btn-baker = 🍞 Pekař: { $cost } → { $bread }
emara-btn-chamber-ring = 🔄 Komorník: 1 prsten → 1 zlatá mince
emara-btn-chamber-gold = 🔄 Komorník: 1 zlatá mince → 1 prsten
emara-btn-pay = Zaplatit: { $res }
emara-btn-payall = Zaplatit: { $items }
emara-btn-waive = Ušetřit: { $res }
emara-btn-keep = Ponechat si: { $token }
emara-btn-cash = Uplatnit žeton přízně ({ $loc }) → { $gain }
emara-btn-gift = 🎁 Dar { $cost } → 💍 prsten
emara-btn-gift-cp = 🎁 Dar { $cost } → 💍 prsten, +{ $cp } OB
emara-btn-donate = 🙏 Příspěvek { $cost } → { $books }, dobrání žetonů přízně
emara-btn-donate-cp = 🙏 Příspěvek { $cost } → { $books }, dobrání žetonů přízně, +{ $cp } OB
emara-btn-buy = 🪙 { $cost } → { $n ->
    [one] 1 zlatá mince
    [few] { $n } zlaté mince
   *[other] { $n } zlatých mincí
}
emara-btn-sell = 📖 Odevzdat: { $books } → { $cp } OB
emara-btn-bread = 🍞 Dodat { $n ->
    [one] 1 chléb
    [few] { $n } chleby
   *[other] { $n } chlebů
} → { $cp } OB
emara-btn-wood = 🪵 Dodat { $n ->
    [one] 1 dřevo
    [few] { $n } dřeva
   *[other] { $n } dřev
} → { $bp } SB
emara-btn-craft-take = Řemeslník { $i }/{ $k }: +1 { $res }
emara-btn-craft-bread = Řemeslník { $i }/{ $k }: 🌾 1 obilí → 🍞 1 chléb
emara-btn-hut = { $loc }, chýše { $n } ({ $cost }) → +{ $cp } OB
emara-btn-adv = { $adv } ({ $cost }) → { $gains }
emara-btn-adv-effect = { $adv } ({ $cost }) → { $gains }; { $effect }
emara-btn-trade = { $src } → { $dst }
emara-btn-eor-great_famine-grain1 = 🌾 1 obilí → { $cp } OB
emara-btn-eor-great_famine-grain2 = 🌾 2 obilí → { $cp } OB
emara-btn-eor-great_famine-ring = 💍 1 prsten → { $cp } OB
emara-btn-eor-alms_for_the_poor-gold = 🪙 1 zlatá mince → { $cp } OB
emara-btn-eor-alms_for_the_poor-ring = 💍 1 prsten → { $cp } OB
emara-btn-eor-new_lore-book = 📖 1 kniha → { $bp } SB
emara-btn-eor-new_lore-ring = 💍 1 prsten → { $bp } SB
emara-btn-split_best = ⭐ Nejlepší: +{ $cp } OB / +{ $bp } SB → { $score }
emara-btn-split = +{ $cp } OB / +{ $bp } SB
emara-btn-splitp = Podíl OB { $lo }–{ $hi }…
emara-btn-reloc = Přesunout → { $loc }
emara-btn-start = Vzít si: { $res }
