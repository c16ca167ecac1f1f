### Crown of Emara: řádky záznamu hry.
### Přítomný čas („Anna hraje…“): minulý čas by závisel na rodu hráče, který neznáme.

emara-log-act = { $player }: { $action }
emara-log-b_pile_top = Navrchu balíčku poradců je nyní { $advisor }.
emara-log-played = { $player } hraje kartu { $card } ({ $steps ->
    [one] posun o 1 krok
    [few] posun o { $steps } kroky
   *[other] posun o { $steps } kroků
}).
emara-log-craft_take = { $player }: +{ $item } ({ $loc }, { $crafts }).
emara-log-crafts = { $n ->
    [one] 1 řemeslník
    [few] { $n } řemeslníci
   *[other] { $n } řemeslníků
}
emara-log-favor_drawn = { $player } dobírá žetony přízně: { $tokens }.
emara-log-round = Kolo { $round }: { $event }.
emara-log-drew = Dobrané karty: { $cards }.
emara-log-victoria = Victoria: +{ $cp } OB v tomto kole, celkem { $total } OB.
emara-log-final = { $player } – konečný stav: OB { $cp }, SB { $bp }, výsledek { $score }.
emara-log-game_over = Konec hry.
emara-log-victoria_site = Victoria dodává na staveniště: { $stone } (kámen) + { $bread } (chléb) = { $cp } OB.
emara-log-victoria_noble = Victoria si bere vrchní kartu šlechtice ({ $rank }): { $cp } OB.
