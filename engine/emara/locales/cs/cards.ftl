### Crown of Emara: akční karty a šlechtické tituly (názvy a texty pro /card).

## Akční karty

emara-card-wood = Dřevo
emara-card-wood-text = Vezměte si 1 dřevo.
emara-card-stone = Kámen
emara-card-stone-text = Vezměte si 1 kámen.
emara-card-cloth = Látka
emara-card-cloth-text = Vezměte si 1 látku.
emara-card-grain = Obilí
emara-card-grain-text = Vezměte si 1 obilí.
emara-card-ring = Pečetní prsten
emara-card-ring-text = Vezměte si 1 pečetní prsten.
emara-card-gold_trade = Směna za zlato
emara-card-gold_trade-text = Zaplaťte 1 surovinu a vezměte si 1 zlatou minci, nebo zaplaťte libovolné 3 suroviny a vezměte si 2 zlaté mince.
emara-card-step = Krok
emara-card-step-text = Přesuňte jednoho svého radního o 1 krok ve směru hodinových ručiček a proveďte akci této lokality, stejně jako při akci pohybu.
emara-card-hire_recruit = Najmutí
emara-card-hire_recruit-text = Najměte řemeslníka nebo poradce v lokalitě, kde stojí jeden z vašich radních. Zaplatíte o 1 surovinu méně.
emara-card-town = Akce ve městě
emara-card-town-text = Proveďte akci libovolné městské lokality, aniž byste přesunuli radního.

## Šlechtické tituly

emara-rank-baron = Baron
emara-rank-count = Hrabě
emara-rank-prince = Kníže
emara-rank-marquess = Markýz
emara-rank-duke = Vévoda
emara-rank-baron-text = První šlechtický titul. Cena: 1 zlatá mince. Karty 5/4/3/2 OB (předběžné hodnoty).
emara-rank-count-text = Druhý titul. Cena: 1 zlatá mince + 1 pečetní prsten. Karty 7/6/5/4 OB (předběžné hodnoty).
emara-rank-prince-text = Třetí titul. Cena: 2 zlaté mince + 1 pečetní prsten. Karty 9/8/7/6 OB (předběžné hodnoty).
emara-rank-marquess-text = Čtvrtý titul. Cena: 2 zlaté mince + 2 pečetní prsteny. Karty 12/11/10/9 OB (předběžné hodnoty).
emara-rank-duke-text = Nejvyšší titul. Cena: 3 zlaté mince + 2 pečetní prsteny. Karty 15/14/13/12 OB (předběžné hodnoty).
