### Crown of Emara: všechna slova na obrázku desky (render/emara). Názvy poradců, titulů a událostí
### jsou zprávy samotné hry, zde jen odkázané ({ emara-advisor-baker }): překládají se jednou,
### v engine/emara/locales. Texty na obrázku mají pevné místo: držte je krátké.
### OB = občanské body, SB = stavební body. Minulý čas se vyhýbáme (rod hráče neznáme).

## Horní pruh

emara-board-to_move = je na tahu
emara-board-round_pass = Kolo { $n }/6 · tah { $p }/3
emara-board-round_end = Kolo { $n }/6 · konec kola
emara-board-final_scoring = Závěrečné bodování
emara-board-game_over = Konec hry
# $count: kolik hráčů se o vítězství dělí
emara-board-win = { $count ->
    [one] vyhrává
    [few] vyhrávají
   *[other] vyhrávají
}
emara-board-and = { " " }&{ " " }
emara-board-victoria_wins = Vyhrává Victoria
emara-board-score_cp = OB{ " " }
emara-board-score_bp = SB{ " " }
emara-board-score_sep = { " " }·{ " " }
emara-board-last_none = Zatím žádný tah
emara-board-last_sep = { " " }·{ " " }
emara-board-lt-played = karta { $card }
emara-board-lt-to = → { $loc }
emara-board-lt-at = akce: { $loc }
emara-board-lt-hut = řemeslník: { $loc }
emara-board-lt-adv = poradce: { $adv }
emara-board-lt-rank = titul: { $rank }
emara-board-deed-gift = dar → prsten
emara-board-deed-bookbp = kniha → SB
emara-board-deed-donate = příspěvek → kniha
emara-board-deed-buy = { $n ->
    [one] koupena 1 zlatá mince
    [few] koupeny { $n } zlaté mince
   *[other] koupeno { $n } zlatých mincí
}
emara-board-deed-sell = { $n ->
    [one] odevzdána 1 kniha
    [few] odevzdány { $n } knihy
   *[other] odevzdáno { $n } knih
}
emara-board-deed-stone = dodán kámen
emara-board-deed-bread = { $n ->
    [one] dodán 1 chléb
    [few] dodány { $n } chleby
   *[other] dodáno { $n } chlebů
}
emara-board-deed-wood = { $n ->
    [one] dodáno 1 dřevo
    [few] dodána { $n } dřeva
   *[other] dodáno { $n } dřev
}
emara-board-deed-cash = uplatněn žeton přízně
emara-board-deed-eor = směna podle události
emara-board-deed-eor-great_famine-grain1 = 1 obilí → 3 OB
emara-board-deed-eor-great_famine-grain2 = 2 obilí → 5 OB
emara-board-deed-eor-great_famine-ring = 1 prsten → 5 OB
emara-board-deed-eor-alms_for_the_poor-gold = 1 mince → 4 OB
emara-board-deed-eor-alms_for_the_poor-ring = 1 prsten → 4 OB
emara-board-deed-eor-new_lore-book = 1 kniha → 5 SB
emara-board-deed-eor-new_lore-ring = 1 prsten → 5 SB

## Událost kola

emara-board-event = Událost:
emara-board-no_event = Zatím žádná událost
emara-board-events_left = { $n ->
    [one] zbývá 1 událost
    [few] zbývají { $n } události
   *[other] zbývá { $n } událostí
}

## Stupnice bodování

emara-board-track = STUPNICE BODOVÁNÍ
emara-board-track_key = plný = občan (OB)   obrys = budova (SB)
emara-board-lap = nad 104 (+105):
# jeden ukazatel za 104: písmeno hráče, stupnice, hodnota
emara-board-lap-cp = { $letter } OB { $n }
emara-board-lap-bp = { $letter } SB { $n }
emara-board-lap-victoria = { emara-board-victoria_letter } OB { $n }

## Obě desky a jejich lokality
emara-board-board = DESKA { $n }  (ve směru hodinových ručiček)
emara-board-produces = +1; za řemeslníka:
emara-board-or = či
emara-board-free = volné
emara-board-gift = Dar: cena →
emara-board-donation = Příspěvek → 1 kniha + přízeň
emara-board-fixed = pevně
emara-board-then = →{ $seq }
emara-board-last = poslední
emara-board-book_bp = 1 kniha → 5 SB
emara-board-favor_pile = žetony lícem dolů: { $n }
emara-board-stone_row = → 5 SB + { $cp } OB
emara-board-bread_row = → { $cp } OB za kus
emara-board-wood_row = 1 → 5 SB, 3 → 10 SB
emara-board-market_gold = Zlato: 1 surovina → 1
emara-board-market_books = Knihy → OB
emara-board-empty_space = — volné —

## Šlechta, balíček poradců B, žetony přízně, Victoria

emara-board-nobility = ŠLECHTA
# číslo a název šlechtického titulu
emara-board-rank_line = { $n }. { $rank }
emara-board-rank_cost = cena
emara-board-none_left = žádné nezbývají
emara-board-pile_b = BALÍČEK PORADCŮ B
emara-board-pile_b_count = { $n ->
    [one] zbývá 1, navrchu:
    [few] zbývají { $n }, navrchu:
   *[other] zbývá { $n }, navrchu:
}
emara-board-pile_empty = prázdný
emara-board-favors = ŽETONY PŘÍZNĚ
emara-board-favor_draw = lícem dolů: { $n }
emara-board-favor_discard = odhozené ({ $n }), poslední:
emara-board-favor_discard_none = odhozené: žádné
emara-board-victoria = { emara-victoria }
# Victoriin ukazatel na stupnici
emara-board-victoria_letter = V
emara-board-victoria_cards = karty šlechticů: { $cards }
emara-board-victoria_last = konec { $round }. kola: staveniště +{ $site }{ $noble }
emara-board-victoria_last_noble = , { $rank } +{ $cp }

## Pruh každého hráče

emara-board-player = Hráč { $n }
emara-board-cp = OB { $n }
emara-board-bp = SB { $n }
emara-board-score = Výsledek { $n }
emara-board-active = NA TAHU
emara-board-statue_chip = SOŠKA
emara-board-slots = Zahráno:
emara-board-slot = { $n }:
emara-board-craftsmen = Řemeslníci:
emara-board-hand_deck = Ruka { $h } · Balíček { $d }
emara-board-noble = Titul:
emara-board-advisors = Poradci:
emara-board-favors_held = Přízeň:
emara-board-nothing = —

## Konečné pořadí

emara-board-ranking = KONEČNÉ POŘADÍ
# místo v pořadí
emara-board-place = { $n }.
emara-board-rank_col = #
emara-board-player_col = Hráč
emara-board-score_col = Výsledek
emara-board-cp_col = OB (občané)
emara-board-bp_col = SB (budovy)

## Suroviny: písmena na ikonách surovin (jeden nebo dva znaky) a klíč dole

emara-board-chip-wood = D
emara-board-chip-stone = K
emara-board-chip-cloth = L
emara-board-chip-grain = O
emara-board-chip-bread = Ch
emara-board-chip-book = Kn
emara-board-chip-ring = P
emara-board-chip-gold = $
emara-board-key = { emara-board-chip-wood } dřevo · { emara-board-chip-stone } kámen · { emara-board-chip-cloth } látka · { emara-board-chip-grain } obilí · { emara-board-chip-bread } chléb · { emara-board-chip-book } kniha · { emara-board-chip-ring } pečetní prsten · { emara-board-chip-gold } zlatá mince

## Názvy na desce: lokality (jejich dlaždice), krátké názvy městských lokalit (žetony přízně), akční
## karty (zahraná pole), odměny žetonů přízně, co najmutí poradce přinese okamžitě

emara-board-loc-forest = Les
emara-board-loc-grainfield = Obilné pole
emara-board-loc-quarry = Lom
emara-board-loc-weaving_mill = Tkalcovna
emara-board-loc-castle = Hrad
emara-board-loc-cathedral = Katedrála
emara-board-loc-construction_site = Staveniště
emara-board-loc-market = Trh
emara-board-short-castle = Hrad
emara-board-short-cathedral = Katedrála
emara-board-short-construction_site = Staveniště
emara-board-short-market = Trh
emara-board-rank-baron = { emara-rank-baron }
emara-board-rank-count = { emara-rank-count }
emara-board-rank-prince = { emara-rank-prince }
emara-board-rank-marquess = { emara-rank-marquess }
emara-board-rank-duke = { emara-rank-duke }
emara-board-card-wood = Dřevo
emara-board-card-stone = Kámen
emara-board-card-cloth = Látka
emara-board-card-grain = Obilí
emara-board-card-ring = Prsten
emara-board-card-gold_trade = Směna
emara-board-card-step = Krok
emara-board-card-hire_recruit = Najmutí
emara-board-card-town = Město
emara-board-reward-cp = { $n } OB
emara-board-reward-bp = { $n } SB
emara-board-reward-book = Kniha
emara-board-reward-ring = Prsten
emara-board-reward-gold = Zlato
# žeton přízně: krátký název městské lokality a odměna
emara-board-favor = { $loc }: { $reward }
emara-board-gain-cp = +{ $n } OB
emara-board-gain-bp = +{ $n } SB

## Poradci, tituly, události (názvy z katalogu hry; účinky událostí v několika slovech)

emara-board-adv-master_of_coin = { emara-advisor-master_of_coin }
emara-board-adv-archivist = { emara-advisor-archivist }
emara-board-adv-goldsmith = { emara-advisor-goldsmith }
emara-board-adv-carpenter = { emara-advisor-carpenter }
emara-board-adv-baker = { emara-advisor-baker }
emara-board-adv-schoolmarm = { emara-advisor-schoolmarm }
emara-board-adv-bailiff = { emara-advisor-bailiff }
emara-board-adv-dressmaker = { emara-advisor-dressmaker }
emara-board-adv-landlord = { emara-advisor-landlord }
emara-board-adv-merchant = { emara-advisor-merchant }
emara-board-adv-chamberlain = { emara-advisor-chamberlain }
emara-board-adv-scholar = { emara-advisor-scholar }
emara-board-adv-mayoress = { emara-advisor-mayoress }
emara-board-adv-steward = { emara-advisor-steward }
emara-board-adv-abbess = { emara-advisor-abbess }
emara-board-adv-toolmaker = { emara-advisor-toolmaker }
emara-board-adv-sir_christiaan = { emara-advisor-sir_christiaan }
emara-board-adv-lady_marie = { emara-advisor-lady_marie }
emara-board-adv-sir_carl = { emara-advisor-sir_carl }
emara-board-adv-lady_frida = { emara-advisor-lady_frida }
emara-board-adv-sir_gustave = { emara-advisor-sir_gustave }
emara-board-adv-sir_antoni = { emara-advisor-sir_antoni }
emara-board-event-clear_old_forest = { emara-event-clear_old_forest }
emara-board-event-clear_old_forest-effect = každý hráč: +1 dřevo
emara-board-event-bountiful_harvest = { emara-event-bountiful_harvest }
emara-board-event-bountiful_harvest-effect = každý hráč: +1 obilí
emara-board-event-stone_from_distant_shores = { emara-event-stone_from_distant_shores }
emara-board-event-stone_from_distant_shores-effect = každý hráč: +1 kámen
emara-board-event-fine_wool = { emara-event-fine_wool }
emara-board-event-fine_wool-effect = každý hráč: +1 látka
emara-board-event-great_famine = { emara-event-great_famine }
emara-board-event-great_famine-effect = konec kola: 1 obilí → 3 OB, nebo 2 obilí / 1 prsten → 5 OB
emara-board-event-alms_for_the_poor = { emara-event-alms_for_the_poor }
emara-board-event-alms_for_the_poor-effect = konec kola: 1 zlatá mince nebo 1 prsten → 4 OB
emara-board-event-new_lore = { emara-event-new_lore }
emara-board-event-new_lore-effect = konec kola: 1 kniha nebo 1 prsten → 5 SB
emara-board-event-early_winter = { emara-event-early_winter }
emara-board-event-early_winter-effect = každý zisk SB v tomto kole o 1 nižší
emara-board-event-merchants_from_afar = { emara-event-merchants_from_afar }
emara-board-event-merchants_from_afar-effect = trh: až 2 zlaté mince (každá za 1 surovinu)
emara-board-event-long_summer = { emara-event-long_summer }
emara-board-event-long_summer-effect = každý zisk SB v tomto kole o 2 vyšší
emara-board-event-pious_donation = { emara-event-pious_donation }
emara-board-event-pious_donation-effect = +3 OB za každý příspěvek v katedrále
emara-board-event-respected_at_court = { emara-event-respected_at_court }
emara-board-event-respected_at_court-effect = +2 OB za každé zvýšení titulu
emara-board-event-gift_from_the_people = { emara-event-gift_from_the_people }
emara-board-event-gift_from_the_people-effect = +3 OB za každý dar na hradě
emara-board-event-good_labour_situation = { emara-event-good_labour_situation }
emara-board-event-good_labour_situation-effect = najmutí poradce o 1 surovinu levněji
