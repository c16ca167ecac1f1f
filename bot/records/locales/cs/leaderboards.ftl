### Žebříčky, profily a smazání osobních údajů.

bot-lb-kind-rating = hodnocení
bot-lb-kind-wins = výhry
bot-lb-kind-solo = nejvyšší skóre v sólu
bot-lb-kind-campaign = kampaň
bot-lb-kind-challenge = dnešní výzva
bot-lb-scope-server = tento server
bot-lb-scope-global = všechny servery
bot-lb-title = { $game } · { $kind } · { $scope }
bot-lb-empty = V tomto žebříčku zatím nikdo není.
bot-lb-page = Strana { $page } z { $pages }
bot-lb-provisional = předběžné
bot-lb-provisional_note = * předběžné: méně než { $n ->
    [one] 1 hodnocená hra
    [few] { $n } hodnocené hry
   *[other] { $n } hodnocených her
}
bot-lb-row = **{ $rank }.** { $name } — { $value }
bot-lb-rating_value = { $ordinal } (μ { $mu }, σ { $sigma }) · { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
}
bot-lb-wins_value = { $wins ->
    [one] 1 výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
} z { $games ->
    [one] 1 hry
   *[other] { $games } her
}
bot-lb-solo_value = { $score } (výchozí hodnota { $start })
bot-lb-campaign_value = výhra z výchozí hodnoty { $start }, skóre { $score }
bot-lb-challenge_value = { $score }
bot-lb-unknown_player = Hráč { $id }
bot-lb-forgotten_name = Bývalý hráč
bot-lb-unknown_kind = Neznámý žebříček: { $kind }.
bot-lb-profile_title = { $name }
bot-lb-profile_games = { $game }: { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] 1 výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
}
bot-lb-profile_rating = Hodnocení { $ordinal } (μ { $mu }, σ { $sigma }), { $games ->
    [one] 1 hodnocená hra
    [few] { $games } hodnocené hry
   *[other] { $games } hodnocených her
}{ $provisional }
bot-lb-profile_unrated = Zatím žádné hodnocené hry
bot-lb-profile_solo = Nejlepší výsledky v sólu: { $scores }
bot-lb-profile_solo_entry = { $score } (výchozí hodnota { $start })
bot-lb-profile_campaign = Kampaň: příští výchozí hodnota { $position }, { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] 1 výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
}{ $best }
bot-lb-profile_campaign_best = , výsledek kampaně { $start } (skóre { $score })
bot-lb-profile_challenge = Denní výzvy: { $count ->
    [one] 1 započítaný pokus
    [few] { $count } započítané pokusy
   *[other] { $count } započítaných pokusů
}, nejlepší výsledek { $best }
bot-lb-profile_nothing = Zatím nic odehráno.
bot-lb-profile_recent = **Poslední hry na tomto serveru**
bot-lb-profile_recent_game = č. { $id } · { $game } · { $rank }. místo z { $players } · { $date }
bot-lb-profile_recent_hint = Záznam hry otevřete příkazem /hra záznam hra:<číslo>.
bot-lb-forget_confirm = Tímto smažete své osobní údaje: zmizí vaše hodnocení, sólové rekordy, kampaň i záznamy denních výzev, odstraní se vaše jméno a výsledky vašich her zůstanou jen pod anonymním identifikátorem (aby hodnocení ostatních hráčů zůstala správná). Tuto akci nelze vrátit.
bot-lb-forget_button = Smazat moje údaje
bot-lb-forget_done = Hotovo: vaše osobní údaje byly smazány.
bot-lb-forget_not_yours = Potvrdit to může jen ten, kdo o smazání požádal.
bot-lb-profile_learn = 🎓 Hra s průvodcem: dokončeno { $finished } z { $started }
