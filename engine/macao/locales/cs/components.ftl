### Macao: barvy kostiček a kostek, zboží, přístavy, barvy hráčů, druhy karet a doba použití, městské čtvrti.

## Barvy akčních kostiček a kostek, malými písmeny: stojí uvnitř vět.
## Základní tvar je 1. pád ženského rodu jednotného čísla („1 červená kostička“, „červená kostka“);
## ostatní tvary (červenou, červené, červených) vybírají zprávy podle $colour_id.

macao-colour-red = červená
macao-colour-blue = modrá
macao-colour-green = zelená
macao-colour-black = černá
macao-colour-grey = šedá
macao-colour-purple = fialová

## Zboží (kartičky zboží na světlých čtvrtích), malými písmeny jako v pravidlech

macao-good-lacquer = lakované zboží
macao-good-rice = rýže
macao-good-tea = čaj
macao-good-jade = nefrit
macao-good-silk = hedvábí
macao-good-paper = papír
macao-good-porcelain = porcelán
macao-good-spices = koření

## Osm evropských přístavů (české názvy; pády vybírají zprávy podle $node_id / $port_id)

macao-port-lis = Lisabon
macao-port-bar = Barcelona
macao-port-lon = Londýn
macao-port-mar = Marseille
macao-port-gen = Janov
macao-port-ant = Antverpy
macao-port-ams = Amsterdam
macao-port-ham = Hamburk

## Barvy hráčů (mužský rod: „oranžový hráč“)

macao-player_colour-orange = Oranžový
macao-player_colour-white = Bílý
macao-player_colour-yellow = Žlutý
macao-player_colour-brown = Hnědý

## Druhy karet a doba použití (uvedená mezi dvěma čísly poplatku)

macao-type-office = Úřad
macao-type-building = Budova
macao-type-person = Postava
macao-timing-p1 = 1. fáze
macao-timing-p2 = 2. fáze
macao-timing-p3 = Váš tah
macao-timing-end = Konec hry

## Městské čtvrti (Q01–Q30)

macao-quarter = Čtvrť { $id }

## An office card's name with its colour

# Barva se shoduje s rodem názvu úřadu: Celnice/Pokladnice (ž.), Přístavní úřad (m.), Kancléřství (s.).
macao-office = { $name } ({ $name_id ->
    [macao-card-harbour_office] { $colour_id ->
        [macao-colour-red] červený
        [macao-colour-blue] modrý
        [macao-colour-green] zelený
        [macao-colour-black] černý
        [macao-colour-grey] šedý
       *[other] fialový
    }
    [macao-card-chancery] { $colour_id ->
        [macao-colour-red] červené
        [macao-colour-blue] modré
        [macao-colour-green] zelené
        [macao-colour-black] černé
        [macao-colour-grey] šedé
       *[other] fialové
    }
   *[other] { $colour }
})
