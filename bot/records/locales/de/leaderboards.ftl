### Ranglisten, Profile und „Vergiss mich“.

bot-lb-kind-rating = Wertung
bot-lb-kind-wins = Siege
bot-lb-kind-solo = Solo-Highscores
bot-lb-kind-campaign = Kampagne
bot-lb-kind-challenge = Herausforderung von heute
bot-lb-scope-server = dieser Server
bot-lb-scope-global = alle Server
bot-lb-title = { $game } · { $kind } · { $scope }
bot-lb-empty = Auf dieser Rangliste steht noch niemand.
bot-lb-page = Seite { $page } von { $pages }
bot-lb-provisional = vorläufig
bot-lb-provisional_note = * vorläufig: weniger als { $n } gewertete Partien
bot-lb-row = **{ $rank }.** { $name } — { $value }
bot-lb-rating_value = { $ordinal } (μ { $mu }, σ { $sigma }) · { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
bot-lb-wins_value = { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
} in { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
bot-lb-solo_value = { $score } (Startwert { $start })
bot-lb-campaign_value = gewonnen mit Startwert { $start } und Ergebnis { $score }
bot-lb-challenge_value = { $score }
bot-lb-unknown_player = Spieler { $id }
bot-lb-forgotten_name = Ehemaliger Spieler
bot-lb-unknown_kind = Unbekannte Rangliste: { $kind }.
bot-lb-profile_title = { $name }
bot-lb-profile_games = { $game }: { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}
bot-lb-profile_rating = Wertung { $ordinal } (μ { $mu }, σ { $sigma }), { $games ->
    [one] 1 gewertete Partie
   *[other] { $games } gewertete Partien
}{ $provisional }
bot-lb-profile_unrated = Noch keine gewerteten Partien
bot-lb-profile_solo = Beste Solo-Ergebnisse: { $scores }
bot-lb-profile_solo_entry = { $score } (Startwert { $start })
bot-lb-profile_campaign = Kampagne: nächster Startwert { $position }, { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}{ $best }
bot-lb-profile_campaign_best = , Ergebnis: Startwert { $start } / { $score }
bot-lb-profile_challenge = Tagesherausforderungen: { $count } gezählt, bestes Ergebnis { $best }
bot-lb-profile_nothing = Noch nichts gespielt.
bot-lb-profile_recent = **Letzte Partien auf diesem Server**
bot-lb-profile_recent_game = Nr. { $id } · { $game } · Platz { $rank }/{ $players } · { $date }
bot-lb-profile_recent_hint = Zug für Zug nachspielen: /partie wiederholung partie:<Nummer>.
bot-lb-forget_confirm = Damit löschst du deine persönlichen Daten: Deine Wertungen, Solo-Rekorde, Kampagnen- und Herausforderungseinträge werden entfernt, dein Name wird gelöscht und deine Spielergebnisse bleiben nur unter einer anonymen Kennung erhalten (damit die Wertungen der anderen Spieler stimmen). Das lässt sich nicht rückgängig machen.
bot-lb-forget_button = Meine Daten löschen
bot-lb-forget_done = Erledigt: Deine persönlichen Daten wurden gelöscht.
bot-lb-forget_not_yours = Nur wer gefragt hat, kann das bestätigen.
bot-lb-profile_learn = 🎓 Geführte erste Partie: { $finished } von { $started } beendet
