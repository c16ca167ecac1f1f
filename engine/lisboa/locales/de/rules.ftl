### Lisboa: Regelhilfe, eine Nachricht pro /rules-Thema (eigene Worte nach der tschechischen Regel).
### Zahlen wie in engine/lisboa/data.py; dort als PROPOSED markierte Werte (in keiner lesbaren Quelle
### gedruckt) stehen so, wie der Bot sie spielt. Begriffe: engine/lisboa/locales/GLOSSARY.de.md.

lisboa-rules-overview = Lisboa: Baue Lissabon nach dem Erdbeben von 1755 wieder auf. Sammle **Perücken** (Punkte); du beginnst mit 5.
    - In jedem Zug spielst du eine Karte aus deiner Hand von 5 Karten und ziehst dann eine aus der Politikkarten-Auslage nach.
    - Baue Geschäfte, Schiffe und öffentliche Gebäude, sammle Dekrete, Pläne, Gunstplättchen und Schutt.
    - Die Karten der 4 Stapel der Auslage (Maia, Pombal, König, Schatzkammer) sind die Uhr des Spiels: es hat 2 Epochen.
    - Geld sind **Réis** (Start 10). **Einfluss** (0–10, Start 4/5/6/7 in Spielreihenfolge) bezahlt Besuche und kann Réis ersetzen.
    - Der Schatzkammer-Marker (Start auf Feld 3) bestimmt die Preise: sein Réis-Wert (die Feldnummer) ist der Grundstückspreis, der Preis eines Beamten, die Gebühr eines Ereignisses und das Geld einer Schatzkammerkarte; sein Einflusswert (4 minus Feld, also +1 zu Beginn) ist der Grundpreis eines Besuchs.
    Wer nach der Schlusswertung die meisten Perücken hat, gewinnt.

lisboa-rules-turn = Dein Zug:
    1. **Anlegen:** deine Schiffe auf See kehren zurück; ihre Waren gehen in den Vorrat.
    2. **Hauptschritt**, eines davon:
    - Eine Handkarte abwerfen und 1 Gold nehmen.
    - Eine Karte in dein **Portfolio** spielen, dann Waren verkaufen oder mit den Adligen handeln.
    - Eine Adelskarte in den Königshof spielen: diesen Adligen **besuchen** (andere dürfen sich anschließen).
    - Eine Schatzkammerkarte in den Königshof spielen: **ihr Ereignis fördern**.
    Du darfst nur wählen, was du vollständig ausführen kannst.
    3. **Nachziehen:** eine offene Karte der Auslage (zurück auf 5; ist die Auslage leer, ziehst du nicht).
    4. **Aufräumen:** Kirchenwertung, wenn der Kardinal die Einfluss-Lücke erreicht hat; neue offene Karte auf den Stapel, von dem du gezogen hast; Stadtplättchen, Kirchenfelder und Dekrete (8) auffüllen; Waren auf den Staatsaktionsfeldern gehen zurück.
    Jede gespielte oder abgeworfene Karte verlässt das Spiel.

lisboa-rules-portfolio = Dein Portfolio fasst 2 Karten + 1 pro vervollständigtem Schuttsatz, höchstens 3 pro Reihe (6 insgesamt).
    - **Adelskarte** (obere Reihe): führe das Symbol unten aus (Belohnung erhalten; eine Strafe zahlst du ganz, wenn du kannst, Réis auch mit Einfluss; kannst du sie nicht zahlen, zahlst du nichts und darfst die Karte trotzdem spielen). Schieb sie ein: ihr Einflusswert zählt bei jedem gewöhnlichen Einflussgewinn.
    - **Schatzkammerkarte** (untere Reihe): erhalte Réis in Höhe des Schatzkammerwerts, dann sinkt der Marker um 1. Ihr Vorteil (ein Rabatt oder Bonus) wirkt, solange sie liegt.
    - Portfolio oder Reihe voll: wirf zuerst eine Portfoliokarte ab (aus dieser Reihe, wenn die Reihe voll ist). Die Ladung eines abgeworfenen Schiffs bleibt im Hafen liegen, bis dort eine neue Karte eingeschoben wird; dann gehen die Waren zurück.
    Danach Waren verkaufen oder mit den Adligen handeln; du darfst die Karte nur spielen, wenn danach eines davon möglich ist. Hat ein Abwurf die letzte Möglichkeit genommen, bietet der Bot „Nichts möglich: weiter“ an.

lisboa-rules-sell = **Waren verkaufen** (nach einer Portfoliokarte): verkaufe eine oder mehrere Waren, eine nach der anderen.
    - Lege die Ware auf ein freies Hafenfeld eines angelegten Schiffs, deines oder eines anderen Spielers.
    - Du erhältst ihren Preis auf der Preisleiste plus den Bonus des Schiffs pro Ware (Schiff der Größe 1/2/3/4: +0/+1/+2/+3 Réis) plus Verkaufsvorteile.
    - Ist der Hafen eines Schiffs voll, sticht es sofort in See: sein Besitzer erhält 1 Perücke pro Ware (seine Laderaumgröße). Es legt zu Beginn des nächsten Zugs seines Besitzers wieder an, und die Waren gehen zurück.
    Verkaufen ändert die Preise nie. Preise reichen von 1 bis 8 (Start: Bücher 6, Stoff 5, Gold 5, Werkzeug 4); Fertigen senkt den Preis einer Ware um 1, einige Karten heben einen um 2.

lisboa-rules-trade = **Mit den Adligen handeln** (nach einer Portfoliokarte): führe 1 oder 2 Staatsaktionen aus. Lege für jede eine Ware auf ein freies Staatsaktionsfeld eines Adligen, der sie annimmt:
    - Maia: Werkzeug oder Gold
    - Pombal: Bücher oder Gold
    - König: Stoff oder Gold
    Ein belegtes Feld ist in diesem Zug nicht mehr nutzbar; beide Aktionen dürfen vom selben Adligen sein. Die Waren gehen am Ende des Zugs in den Vorrat zurück.

lisboa-rules-visit = **Einen Adligen besuchen:** spiele eine Adelskarte aus deiner Hand in den Königshof.
    - Zahle die **Besuchskosten** in Einfluss: Einflusswert der Schatzkammer + Beamte der anderen Spieler im Amt dieses Adligen (neutrale zählen mit, Innenhöfe nicht), nie unter 0.
    - Reicht dein Einfluss nicht: gib ihn ganz aus und zahle den Rest in Perücken (je 1). Sind beide Häuser der linken Gruppe gebaut, darfst du beliebig viel davon stattdessen in Réis zahlen.
    - Dann nach Wahl eine der beiden Staatsaktionen des Adligen, ohne Ware, und danach seine **Adelsaktion**, die Pflicht ist: Maia baut ein Geschäft, Pombal gibt ein Dekret, der König eröffnet ein öffentliches Gebäude. Kannst du die Adelsaktion nicht ausführen, kannst du nicht besuchen.
    Danach dürfen sich andere anschließen, dann ziehst du nach.

lisboa-rules-join = **Einem Besuch anschließen:** nach einem Besuch darf sich jeder andere Spieler anschließen, der ein **Gunstplättchen** des besuchten Adligen hat, in Spielreihenfolge ab dem Besucher.
    - Lege das Gunstplättchen auf den Stapel seines Adligen zurück.
    - Zahle die Besuchskosten für dich (Einflusswert der Schatzkammer + Beamte der anderen in diesem Amt, gezählt beim Zahlen); Perücken und Réis der linken Häusergruppe helfen wie bei einem Besuch.
    - Führe genau eine der drei Aktionen dieses Adligen aus (die Adelsaktion oder eine der Staatsaktionen), ohne Ware.
    Wer sich nicht anschließen kann, wird übersprungen. Einem Ereignis schließt sich niemand an.

lisboa-rules-event = **Ein Ereignis fördern:** spiele eine Schatzkammerkarte aus deiner Hand in den Königshof, zahle Réis in Höhe des Schatzkammerwerts und führe dann das Ereignis der Karte aus.
    - Ist das Ereignis eine Adelsaktion (Geschäft bauen, Dekret nehmen), kommen alle ihre üblichen Kosten hinzu: das Grundstück eines Geschäfts kostet dann den Schatzkammerwert ein zweites Mal.
    - Niemand kann sich einem Ereignis anschließen, und es zählt für Zielkarten nicht als Besuch.
    Die Karte verlässt danach das Spiel.

lisboa-rules-state_actions = Die sechs **Staatsaktionen**:
    - **Beamte berufen** (Maia): 2 deiner Beamten in 2 verschiedene Ämter (du brauchst 2 auf deinem Tableau). Ein volles Amt (6 Felder) schickt zuerst je einen Beamten jeder am stärksten vertretenen Farbe, deine eingeschlossen, in seinen Innenhof.
    - **Plan nehmen** (Maia): den obersten Plan eines der beiden Architekten.
    - **Schiff bauen** (Pombal): zahle so viele verschiedene Waren, wie das oberste Schiff groß ist (beim Aufrüsten nur die Differenz; seine Ladung wandert mit). Schatzkammer 1 hoch, dann ein gewöhnlicher Einflussgewinn.
    - **Waren fertigen** (Pombal): 1 Ware pro Geschäft ihrer Sorte, plus Boni der rechten Häusergruppe; jede erhaltene Sorte sinkt im Preis um 1. Nur wenn du mindestens 1 Ware erhältst.
    - **Kardinal treffen** (König): zieh ihn 1 oder 2 Lücken im Uhrzeigersinn und nimm eines der 2 Klerikerplättchen neben ihm (höchstens 4). Zieht er am Schatzkammer-Symbol vorbei, steigt die Schatzkammer um 1; das Einfluss-Symbol löst die Kirchenwertung aus.
    - **Königliche Gunst erhalten** (König): ein Gunstplättchen eines Adligen, von dem du noch keines hast.

lisboa-rules-store = **Geschäft bauen** (Adelsaktion von Maia):
    1. Nimm ein Stadtplättchen aus der Auslage: die Farbe seines Feldes ist die Straße, an der das Geschäft liegt, und seine Ware (gelb Gold, rosa Stoff, braun Bücher, blau Werkzeug; das kleine blaue Plättchen passt in die halbe Spalte).
    2. Wähle eine leere Parzelle an dieser Straße und nimm ihre Belohnung.
    3. Nimm einen Schuttwürfel aus der Spalte oder Reihe der Parzelle (Pflicht, wenn noch einer da ist).
    4. Zahle das Grundstück: Réis-Wert der Schatzkammer + die Würfel, die noch in dieser Spalte und Reihe liegen (Erdbeben 3, Feuer 2, Tsunami 1), abzüglich Rabatten.
    5. Setze das unterste Holzhaus einer Gruppe darauf: links erlaubt, Besuche in Réis zu zahlen; Mitte macht Schiffe 1 Ware billiger, dann kostenlos; rechts bringt beim Fertigen 1 Ware mehr, dann 1 jeder Sorte.
    6. Erhalte Perücken: Wert des Wertungsplättchens der Spalte (2–5) × die eröffneten öffentlichen Gebäude, die zum Geschäft passen.

lisboa-rules-decree = **Dekret nehmen** (Adelsaktion von Pombal): nimm eines der 8 offenen Dekrete und behalte es offen.
    - Danach darfst du einen deiner Schuttsatz-Marker vom Porträt des Marquis ausgeben, um ein zweites Dekret zu nehmen (höchstens einen pro Zug).
    - Dekrete sind unbegrenzt. Jedes Dekret zählt am Spielende nur für seinen Besitzer, nach seiner eigenen Formel (zum Beispiel Perücken pro Geschäft einer Farbe oder pro eröffnetem öffentlichem Gebäude eines Architekten).

lisboa-rules-public_building = **Öffentliches Gebäude eröffnen** (Adelsaktion des Königs):
    1. Wähle einen leeren Bauplatz: das West- oder Ostende einer Reihe oder das Nordende einer Straße (das Gebäude muss die Farbe dieser Straße zeigen).
    2. Nimm die 2 Schuttwürfel des Bauplatzes und seine Belohnung.
    3. Zeige einen unerfüllten Plan: das verfügbare Gebäude dieses Architekten kommt auf den Bauplatz.
    4. Zahle die Beamten des Plans: hole sie aus Ämtern oder Innenhöfen auf dein Tableau zurück; nur wenn dir welche fehlen, berufst du jeden fehlenden zum Réis-Wert der Schatzkammer.
    5. Der Plan ist erfüllt (er zählt für die Mehrheit bei Beamten).
    Dann die **Wertung**: jedes Geschäft, das jetzt zum Gebäude passt, bringt seinem Besitzer den Wert seiner Spalte: ein West- oder Ost-Bauplatz wertet die Geschäfte seiner Reihe in beiden Farben des Gebäudes, ein Nord-Bauplatz die Geschäfte an seiner Straße.

lisboa-rules-influence = **Einfluss** reicht von 0 bis 10.
    - **Gewöhnlicher Gewinn:** die Summe der Einflusswerte der Karten in deiner oberen Reihe (Adlige und Schiffe) plus Boni. Du bekommst ihn, wenn du ein Schiff baust und wenn du bei einer Kirchenwertung Klerikerplättchen abgibst.
    - Was über 10 geht, verfällt. Nach jedem Gewinn von mindestens 1, der dich auf 10 lässt, erhältst du 1 Perücke.
    - **Ausgeben:** Kosten von Besuchen und Anschlüssen; jede Zahlung in Réis kann finanziert werden, indem du zum nächsten Real-Symbol hinabgehst (0, 1, 3, 5, 7, 9): 10 Einfluss finanzieren höchstens 6 Réis, 0 finanziert nichts.
    - Am Ende zählen die Réis, die dein Einfluss finanzieren könnte, als Geld.

lisboa-rules-church = Die **Kirchenwertung** findet statt, wenn der Kardinal die Einfluss-Lücke (wo er beginnt) überquert oder dort stehen bleibt. Sie wird einmal ausgeführt, am Ende dieses Zugs, nach dem Nachziehen.
    - Beginnend mit dem Spieler, der den Kardinal bewegt hat, im Uhrzeigersinn, darf jeder 1 oder mehr seiner Klerikerplättchen abgeben.
    - Du erhältst die Perücken auf ihren Rückseiten und **einen** gewöhnlichen Einflussgewinn.
    - Wer alle Plättchen behält, erhält nichts. Am Spielende sind Klerikerplättchen nichts wert.
    Solange du sie hast, geben Klerikerplättchen ihren dauerhaften Bonus (Rabatte, zusätzlicher Einfluss und Ähnliches).

lisboa-rules-rubble = **Schutt:** dein Tableau hat 3 Reihen (Erdbeben, Feuer, Tsunami) zu 5 Feldern. Ein neuer Würfel kommt ganz links in seine Reihe; ist kein Platz, verlässt er das Spiel.
    - Eine Spalte mit allen 3 Sorten ist ein vervollständigter **Satz**: sein Marker kommt auf das Porträt des Marquis (später für ein zusätzliches Dekret ausgeben).
    - Jeder Satz bringt 1 Portfolioplatz (höchstens 6) und 1 Lagerplatz pro Ware (2 + Sätze).
    - 3 Perücken pro Satz am Ende der Epoche 1 und noch einmal am Spielende.
    - Dein 2. Satz beendet die Epoche 1; wer in Epoche 2 einen 4. Satz vervollständigt, löst das Spielende aus.
    Würfel bekommst du durch Geschäfte, Bauplätze öffentlicher Gebäude und einige Belohnungen.

lisboa-rules-periods = **Epoche 1** endet, wenn jemand einen 2. Schuttsatz vervollständigt oder 3 der 4 Stapel der Auslage leer sind. Der Zug wird beendet, dann:
    - die Auslage wird geräumt; alle erhalten 3 Perücken pro Satz;
    - die Werft bekommt die Schiffe der Größen 3 und 4;
    - ab dem Spieler, der das Ende ausgelöst hat, im Uhrzeigersinn, darf jeder Handkarten abwerfen und erhält die Belohnung je einer abgeworfenen Karte jedes Adligen (keine Strafen, Schatzkammerkarten nichts);
    - die Hände werden aus dem violetten Stapel auf 5 aufgefüllt; der braune Stapel bildet die neue Auslage (4 Stapel zu 5).
    Das Spiel geht mit dem nächsten Spieler weiter.
    Das Spiel endet in **Epoche 2**, wenn jemand einen 4. Satz vervollständigt oder wieder 3 Stapel leer sind: die Runde zu Ende spielen, eine weitere volle Runde spielen, dann die Schlusswertung.

lisboa-rules-scoring = **Schlusswertung**, zusätzlich zu den schon erhaltenen Perücken:
    - **Schiffe:** ihre Laderaumgrößen.
    - **Schutt:** 3 pro vervollständigtem Satz.
    - **Geschäfte** nach Ware (mindestens 1 Geschäft): Gold 3/2/1, Werkzeug 6/4/2, Bücher und Stoff 9/6/3 (2 Spieler: 1. und 3. Wert).
    - **Geld:** Réis + was dein Einfluss finanzieren könnte, 1 Perücke pro 5.
    - **Dekrete:** deine eigenen.
    - **Beamte** auf erfüllten Plänen (mindestens 1 Plan): 15/10/5 (2 Spieler 15/5).
    - **Gunstplättchen:** je 2.
    Gleichstände teilen sich die Werte, abgerundet. Gleichstand insgesamt: mehr Schuttsätze, Geschäfte, erfüllte Pläne, Réis; dann geteilt.

lisboa-rules-solo = **Solo gegen den Rivalen.** Das offizielle Solo-Heft lag uns nicht vor: dieser Rivale ist ein Vorschlag (PROPOSED), unsere eigene Erfindung.
    - Aufbau wie für 2 Spieler; du beginnst. Der Rivale hat keine Karten, kein Geld und keinen Einfluss, nur Häuser, Beamte und Perücken; er beginnt mit +40, +55, +70, +85 oder +100 Perücken (Stufen 1–5).
    - In jedem Zug des Rivalen nimmt er die offene Karte des nächsten nicht leeren Stapels (abwechselnd Maia, Pombal, König, Schatzkammer) aus dem Spiel; das treibt die Uhr an:
      - Maia: er baut kostenlos ein Geschäft (Straße mit den wenigsten Geschäften des Rivalen, erste leere Parzelle in Leserichtung, bester Würfel in die Schachtel) und wertet Perücken wie üblich; kann er nicht, 2 Perücken.
      - Pombal: das Dekret ganz links verlässt die Auslage; 3 Perücken.
      - König: 1 Beamter in das Amt, in dem du die meisten hast; hat er keinen mehr, 2 Perücken.
      - Schatzkammer: der Schatzkammer-Marker sinkt um 1; 1 Perücke.
    Seine Geschäfte und Beamten zählen bei Mehrheiten und Besuchskosten. Du gewinnst mit mehr Perücken.

lisboa-rules-variants = Optionen in der Lobby (Kickstarter-Module):
    - **Zielkarten:** vor dem Spiel sagt jeder, ob er neu bei Lisboa ist; ein Neuling behält die ihm ausgeteilte Zielkarte A (die Regel gibt Zielkarten nur neuen Spielern). Du erfüllst sie, indem du den genannten Adligen besuchst und seine Aktion ausführst: ziehe 2 Karten B, behalte 1. Ziele B (berufen, Plan, Kardinal, Gunst, anschließen, verkaufen, fertigen, Einfluss in der Kirchenwertung) bringen Beamte, Réis, Gold, Einfluss oder Perücken. Ein Ziel pro Zug, belohnt am Ende des Zugs.
    - **Startdekret:** vor dem Spiel nimmt jeder in umgekehrter Spielreihenfolge 1 Dekret.
    - **Starthand:** gedraftet: behalte 2 von 5 und gib 3 weiter, behalte 1 und gib 2 weiter, behalte 1 und gib 1 weiter, behalte die letzte.
    - **Belohnungsmarker der Stadt:** die Belohnungen von Parzellen und Bauplätzen werden gemischt auf den Plan gelegt (die echten Markerseiten sind unbekannt: eine Näherung).

## Titel der Themen (die /rules-Themenliste)

lisboa-rules-overview-title = Überblick
lisboa-rules-turn-title = Dein Zug
lisboa-rules-portfolio-title = Portfolio
lisboa-rules-sell-title = Waren verkaufen
lisboa-rules-trade-title = Mit den Adligen handeln
lisboa-rules-visit-title = Einen Adligen besuchen
lisboa-rules-join-title = Einem Besuch anschließen
lisboa-rules-event-title = Ein Ereignis fördern
lisboa-rules-state_actions-title = Staatsaktionen
lisboa-rules-store-title = Geschäft bauen
lisboa-rules-decree-title = Dekrete
lisboa-rules-public_building-title = Öffentliche Gebäude
lisboa-rules-influence-title = Einfluss
lisboa-rules-church-title = Kirchenwertung
lisboa-rules-rubble-title = Schuttsätze
lisboa-rules-periods-title = Epochen und Spielende
lisboa-rules-scoring-title = Schlusswertung
lisboa-rules-solo-title = Solo (Rivale)
lisboa-rules-variants-title = Varianten
