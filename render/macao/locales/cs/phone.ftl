### Macao na obrázcích pro telefon (render/phone.py, render/macao/phone.py): karta k telefonu u
### každého plánu a vlastní oblast hráče v jeho panelu. Každé slovo má alespoň 27 px na obrázku
### širokém 1080 px; dlouhá slova se zalomí.

macao-phone-last_turn = Poslední tah:
macao-phone-none = nic
macao-phone-wall = políčko zdi { $n }
macao-phone-rose = Větrná růžice (akční kostičky; otočí se jednou za kolo)
macao-phone-rose_now = Teď
macao-phone-rose_in = Po { $n } otočení
macao-phone-cubes = { $n }× { $colour }
macao-phone-dice = Kostky vybrané v tomto kole
macao-phone-die = kostka { $colour }: { $face }
