### Macao: záznam hry.
### Přítomný čas („Anna obsazuje…“): minulý čas by závisel na rodu hráče, který neznáme.

macao-log-act = { $player }: { $action }
macao-log-setup = Pořadí na zdi: { $order }.
macao-log-revealed = Vyložené karty: { $cards }.
macao-log-round = Kolo { $round }: poplatek { $gold } ZM → { $pp } BP; dobrané karty: { $cards }.
macao-log-removed = Odloženo podle počtu hráčů: { $cards }.
macao-log-overflow = { $player } dostává žeton pokuty za šestou kartu.
macao-log-income = { $player } dostává { $gold } ZM a { $pp } BP z karty { $card }.
macao-log-dice = Kostky: { $faces }.
macao-log-chose = { $player } volí kostky: { $a } a { $b }{ $gold ->
    [0] {""}
   *[other] {" "}(+{ $gold } ZM)
}.
macao-log-empty_arrow = { $player }: šipka ukazuje na prázdné políčko, žeton pokuty.
macao-log-quarter = { $player } obsazuje čtvrť { $quarter } ({ $tile }).
macao-log-wall = { $player } se posouvá na zdi na políčko { $space }.
macao-log-sail = { $player } pluje { $node_id ->
    [macao-port-lis] do Lisabonu
    [macao-port-bar] do Barcelony
    [macao-port-lon] do Londýna
    [macao-port-mar] do Marseille
    [macao-port-gen] do Janova
    [macao-port-ant] do Antverp
    [macao-port-ams] do Amsterdamu
    [macao-port-ham] do Hamburku
    [macao-harbour] do přístavu Macao
   *[other] na { $node }
}.
macao-log-deliver = { $player } vykládá { $good_id ->
    [macao-good-rice] rýži
   *[other] { $good }
} { $port_id ->
    [macao-port-lis] v Lisabonu
    [macao-port-bar] v Barceloně
    [macao-port-lon] v Londýně
    [macao-port-mar] v Marseille
    [macao-port-gen] v Janově
    [macao-port-ant] v Antverpách
    [macao-port-ams] v Amsterdamu
    [macao-port-ham] v Hamburku
   *[other] (přístav { $port })
}: +{ $pp } BP.
macao-log-buy = { $player } platí { $gold } ZM za { $pp } BP.
macao-log-final = { $player }: { $tableau ->
    [one] 1 karta zbylá na podložce
    [few] { $tableau } karty zbylé na podložce
   *[other] { $tableau } karet zbylých na podložce
}, −{ $penalty } za žetony pokuty, +{ $cards } z karet, +{ $city } za město: celkem { $total } BP.
