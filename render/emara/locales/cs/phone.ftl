### Koruna Emary na obrázcích pro telefon (render/phone.py, render/emara/phone.py): karta k telefonu
### u každého plánu a vlastní oblast hráče v jeho panelu. Každé slovo má alespoň 27 px na obrázku
### širokém 1080 px; dlouhá slova se zalomí.

emara-phone-last_turn = Poslední tah:
emara-phone-none = nic
emara-phone-empty = volné
emara-phone-rank = Titul: { $rank }
emara-phone-no_rank = žádný
emara-phone-event = Událost: { $event } — { $effect }
emara-phone-hand = Ruka (akční karty)
emara-phone-stock = Zásoba
emara-phone-slots = Zahráno v tomto kole (pole 1-3)
emara-phone-favors = Žetony přízně
emara-phone-advisors = Poradci
emara-phone-craftsmen = Řemeslníci
emara-phone-stock_item = { $n } { $res }
emara-phone-slot = { $n }: { $card }
emara-phone-craftsmen_left = { $n ->
    [one] 1 řemeslník na tvé hráčské desce
    [few] { $n } řemeslníci na tvé hráčské desce
   *[other] { $n } řemeslníků na tvé hráčské desce
}
emara-phone-res-wood = dřevo
emara-phone-res-stone = kámen
emara-phone-res-cloth = látka
emara-phone-res-grain = obilí
emara-phone-res-bread = chléb
emara-phone-res-book = { $n ->
    [one] kniha
    [few] knihy
   *[other] knih
}
emara-phone-res-ring = { $n ->
    [one] pečetní prsten
    [few] pečetní prsteny
   *[other] pečetních prstenů
}
emara-phone-res-gold = { $n ->
    [one] zlatá mince
    [few] zlaté mince
   *[other] zlatých mincí
}
