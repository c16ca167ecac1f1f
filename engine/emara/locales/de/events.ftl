### Crown of Emara: Ereigniskarten. Die deutschen Kartentitel stehen in keiner Quelle; die Namen
### sind Vorschläge des Glossars.

emara-event-none = kein Ereignis
emara-event-clear_old_forest = Rodung des alten Waldes
emara-event-clear_old_forest-text = Jeder nimmt 1 Holz.
emara-event-bountiful_harvest = Reiche Ernte
emara-event-bountiful_harvest-text = Jeder nimmt 1 Getreide.
emara-event-stone_from_distant_shores = Stein von fernen Küsten
emara-event-stone_from_distant_shores-text = Jeder nimmt 1 Stein.
emara-event-fine_wool = Feine Wolle, feines Tuch
emara-event-fine_wool-text = Jeder nimmt 1 Tuch.
emara-event-great_famine = Die große Hungersnot
emara-event-great_famine-text = Am Rundenende, jeder einmal: 1 Getreide → 3 BüP oder 2 Getreide bzw. 1 Siegelring → 5 BüP.
emara-event-alms_for_the_poor = Almosen für die Armen
emara-event-alms_for_the_poor-text = Am Rundenende, jeder einmal: 1 Goldmünze oder 1 Siegelring → 4 BüP.
emara-event-new_lore = Neues Wissen aus alten Büchern
emara-event-new_lore-text = Am Rundenende, jeder einmal: 1 Buch oder 1 Siegelring → 5 BaP.
emara-event-early_winter = Ein früher Winter
emara-event-early_winter-text = In dieser Runde bringt jeder BaP-Gewinn 1 BaP weniger. Nicht im Solomodus.
emara-event-merchants_from_afar = Händler aus der Ferne
emara-event-merchants_from_afar-text = In dieser Runde gibt es auf dem Markt bis zu 2 Goldmünzen für je 1 Rohstoff.
emara-event-long_summer = Ein langer Sommer
emara-event-long_summer-text = In dieser Runde bringt jeder BaP-Gewinn 2 BaP mehr.
emara-event-pious_donation = Eine fromme Spende
emara-event-pious_donation-text = In dieser Runde bringt jede Spende in der Kirche +3 BüP.
emara-event-respected_at_court = Bei Hofe geachtet, vom Volk geliebt
emara-event-respected_at_court-text = In dieser Runde bringt jeder neue Adelstitel +2 BüP.
emara-event-gift_from_the_people = Ein Geschenk des Volkes
emara-event-gift_from_the_people-text = In dieser Runde bringt jedes Geschenk auf der Burg +3 BüP.
emara-event-good_labour_situation = Gute Arbeitsmarktlage
emara-event-good_labour_situation-text = In dieser Runde kosten Berater 1 Rohstoff weniger.
