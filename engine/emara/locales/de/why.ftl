### Crown of Emara: die Regel jeder Entscheidung (das „?“ des Panels), eine je Schritt, mit Begriff und Abschnitt der Spielregel.

emara-why-payment = **Kosten bezahlen** (Spielregel: Spielzüge)
    { emara-rules-turn }
emara-why-location = **Ort nutzen** (Spielregel: Bewegungsaktion)
    { emara-rules-movement }
emara-why-craft = **Handwerker** (Spielregel: Orte auf dem Land)
    { emara-rules-countryside }
emara-why-keep_favor = **Gunst-Plättchen** (Spielregel: Orte in der Stadt)
    { emara-rules-favors }
emara-why-hire = **Handwerker einstellen** (Spielregel: Zusatzaktionen)
    { emara-rules-craftsmen }
emara-why-recruit = **Berater anwerben** (Spielregel: Zusatzaktionen)
    { emara-rules-advisors }
emara-why-hire_recruit_card = **Einstellen oder anwerben, 1 billiger** (Spielregel: Kartenaktion)
    { emara-rules-bonus }
emara-why-merchant = **Händler** (Spielregel: Kartenaktion)
    { emara-rules-turn }
emara-why-pick_card = **Karte ausspielen** (Spielregel: Spielzüge)
    { emara-rules-turn }
emara-why-split_page = **Schlusswertung: Reste** (Spielregel: Schlusswertung)
    { emara-rules-scoring }
emara-why-relocate = **Ratsmitglied auf den anderen Spielplan** (Spielregel: Spielaufbau)
    { emara-rules-setup }
emara-why-play = **Spielzug** (Spielregel: Spielzüge)
    { emara-rules-turn }
emara-why-end_of_round = **Ereignis am Rundenende** (Spielregel: Rundenende)
    { emara-rules-end_of_round }
emara-why-final_scoring = **Schlusswertung: Reste** (Spielregel: Schlusswertung)
    { emara-rules-scoring }
emara-why-setup = **Startrohstoff** (Spielregel: Spielaufbau)
    { emara-rules-setup }
