### Lisboa: záznam hry. Přítomný čas (pohlaví hráčů neznáme), jména hráčů jen v 1. pádě.

lisboa-log-act = { $player }: { $action }
lisboa-log-influence_wig = { $player } dosahuje 10 vlivu: +1 paruka
lisboa-log-set_done = { $player } dokončuje { $sets }. sadu sutin
lisboa-log-displaced = { $player }: úředník odchází na nádvoří { $noble_id ->
    [lisboa-noble-maia] Manuela da Maii
    [lisboa-noble-pombal] markýze z Pombalu
    [lisboa-noble-king] krále
   *[other] ({ $noble })
}
lisboa-log-clergy = { $player } si bere církevní destičku: { $tile }
lisboa-log-store = { $player } staví obchod na parcele { $parcel }: { $wigs ->
    [one] +1 paruka
    [few] +{ $wigs } paruky
   *[other] +{ $wigs } paruk
}
lisboa-log-pb = { $player } otevírá veřejnou budovu { $site }; bodované obchody: { $stores }
lisboa-log-sail = { $player }: loď vyplouvá, { $wigs ->
    [one] +1 paruka
    [few] +{ $wigs } paruky
   *[other] +{ $wigs } paruk
}
lisboa-log-church_scoring = Církevní bodování: každý hráč smí odhodit církevní destičky
lisboa-log-revealed = { $count ->
    [one] Odhalena 1 nová položka
    [few] Odhaleny { $count } nové položky
   *[other] Odhaleno { $count } nových položek
} (politické karty, církevní destičky, dekrety)
lisboa-log-goal = { $player } plní kartu úkolu { $goal }
lisboa-log-period_end = Konec 1. období: 3 paruky za každou sadu sutin, nové lodě, odhazování karet za odměny
lisboa-log-period2 = Začíná 2. období: v nabídce je hnědý balíček
lisboa-log-end_triggered = Konec hry je spuštěn: { $turns ->
    [one] zbývá ještě 1 tah
    [few] zbývají ještě { $turns } tahy
   *[other] zbývá ještě { $turns } tahů
}
lisboa-log-game_over = Závěrečné bodování
lisboa-log-clergy_kept = Všichni hráči si vybrali církevní destičku
lisboa-log-rival = Rival si bere kartu z hromádky { $pile_id ->
    [lisboa-pile-maia] Manuela da Maii
    [lisboa-pile-pombal] markýze z Pombalu
    [lisboa-pile-king] krále
    [lisboa-pile-treasury] pokladnice
   *[other] { $pile }
} a jedná
lisboa-log-goal_drawn = { $player } si bere { $n ->
    [one] 1 kartu úkolu B
    [few] { $n } karty úkolů B
   *[other] { $n } karet úkolů B
} a jednu si ponechá
lisboa-log-rival_idle = Rival nenachází žádnou kartu, kterou by si vzal
lisboa-log-pb_next = Nabízí se nová veřejná budova: { $arch }
