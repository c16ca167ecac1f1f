### Macao auf den Handybildern (render/phone.py, render/macao/phone.py): die Handykarte zu jedem
### Spielplan und der eigene Bereich im eigenen Panel. Jedes Wort ist auf dem 1080 px breiten Bild
### mindestens 27 px groß; lange Wörter werden umbrochen.

macao-phone-last_turn = Letzter Zug:
macao-phone-none = keine
macao-phone-wall = Mauerfeld { $n }
macao-phone-rose = Windrose (Aktionssteine; dreht sich einmal pro Runde)
macao-phone-rose_now = Jetzt
macao-phone-rose_in = { $n ->
    [one] Nach 1 Drehung
   *[other] Nach { $n } Drehungen
}
macao-phone-cubes = { $n }× { $colour }
macao-phone-dice = In dieser Runde gewählte Würfel
macao-phone-die = Würfel { $colour }: { $face }
