### Crown of Emara: Berater (Namen, Texte für /card und ihre dauerhaften Fähigkeiten in wenigen Worten).
### Die deutschen Kartentitel stehen in keiner Quelle; die Namen sind Vorschläge des Glossars.

## Berater

emara-advisor-master_of_coin = Münzmeister
emara-advisor-master_of_coin-text = Sofort: Nimm 1 Goldmünze. (6 BüP)
emara-advisor-archivist = Archivar
emara-advisor-archivist-text = Sofort: Nimm 2 Bücher. (2 BüP)
emara-advisor-goldsmith = Goldschmied
emara-advisor-goldsmith-text = Sofort: Nimm 1 Siegelring. (5 BüP)
emara-advisor-carpenter = Zimmermann
emara-advisor-carpenter-text = Sofort: Erhalte 10 BaP. (1 BüP)
emara-advisor-baker = Bäcker
emara-advisor-baker-text = Einmal pro Zug: 1 Tuch + 1 Getreide → 1 Brot oder 1 Tuch + 2 Getreide → 2 Brote. (3 BüP)
emara-advisor-schoolmarm = Lehrerin
emara-advisor-schoolmarm-text = Einmal pro Zug: 2 beliebige Rohstoffe → 1 Buch. (3 BüP)
emara-advisor-bailiff = Vogt
emara-advisor-bailiff-text = Einmal pro Zug: 1 Siegelring → 5 BaP. (5 BüP)
emara-advisor-dressmaker = Schneiderin
emara-advisor-dressmaker-text = Einmal pro Zug: 1 Tuch → 2 BüP. (5 BüP)
emara-advisor-landlord = Vermieter
emara-advisor-landlord-text = Einmal pro Zug: 1 Tuch und 1 BüP → 5 BaP. (3 BüP)
emara-advisor-merchant = Händler
emara-advisor-merchant-text = Einmal pro Zug: Tausche 1 Rohstoff gegen 1 Rohstoff einer anderen Sorte. (2 BüP)
emara-advisor-chamberlain = Kämmerer
emara-advisor-chamberlain-text = In deinen Zügen: Tausche Siegelringe und Goldmünzen 1 zu 1. (6 BüP)
emara-advisor-scholar = Gelehrter
emara-advisor-scholar-text = Handwerker einstellen und Berater anwerben: Zahle mit beliebigen Rohstoffen, nur die Anzahl zählt. (3 BüP)
emara-advisor-mayoress = Bürgermeisterin
emara-advisor-mayoress-text = +2 BüP für jedes Geschenk auf der Burg. (5 BüP)
emara-advisor-steward = Verwalter
emara-advisor-steward-text = Stelle Handwerker ein und wirb Berater an, egal wo deine Ratsmitglieder stehen. (5 BüP)
emara-advisor-abbess = Äbtissin
emara-advisor-abbess-text = +1 Buch für jede Spende in der Kirche. (2 BüP)
emara-advisor-toolmaker = Werkzeugmacher
emara-advisor-toolmaker-text = +2 BaP, wann immer du im Spiel BaP erhältst. (2 BüP)
emara-advisor-sir_christiaan = Sir Christiaan
emara-advisor-sir_christiaan-text = Sofort: Erhalte 8 BüP.
emara-advisor-lady_marie = Lady Marie
emara-advisor-lady_marie-text = Sofort: Erhalte 8 BüP.
emara-advisor-sir_carl = Sir Carl
emara-advisor-sir_carl-text = Sofort: Erhalte 10 BüP.
emara-advisor-lady_frida = Lady Frida
emara-advisor-lady_frida-text = Sofort: Erhalte 12 BüP.
emara-advisor-sir_gustave = Sir Gustave
emara-advisor-sir_gustave-text = Sofort: Erhalte 12 BaP.
emara-advisor-sir_antoni = Sir Antoni
emara-advisor-sir_antoni-text = Sofort: Erhalte 12 BaP.

## Dauerhafte Fähigkeiten in wenigen Worten (der Anwerben-Button)

emara-effect-baker = backt Brot
emara-effect-schoolmarm = 2 Rohstoffe → 1 Buch
emara-effect-bailiff = 1 Siegelring → { $bp } BaP
emara-effect-dressmaker = 1 Tuch → 2 BüP
emara-effect-landlord = 1 Tuch + 1 BüP → { $bp } BaP
emara-effect-merchant = tauscht Rohstoffe
emara-effect-chamberlain = tauscht Ringe und Gold
emara-effect-scholar = zahlt mit beliebigen Rohstoffen
emara-effect-mayoress = +2 BüP je Geschenk
emara-effect-steward = überall einstellen/anwerben
emara-effect-abbess = +1 Buch je Spende
emara-effect-toolmaker = +2 BaP je BaP-Gewinn
