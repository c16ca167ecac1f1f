### Macao: «ver antes los dados de los demás» (regla 2.2): si los dados se eligen todos a la vez,
### cualquier jugador puede pedir que el resto de la elección de la ronda se haga en el orden de la muralla.

macao-btn-seefirst = Ver antes los dados de los demás
macao-prompt-dice_at_once = Elige dos dados distintos: sus cubos van a tu rosa de los vientos. Los demás verán tu elección cuando todos hayan elegido, salvo que pidas ver antes la suya: entonces los dados de esta ronda se eligen en el orden de la muralla.
macao-prompt-dice_wall_order = { $player } pide ver antes los dados de los demás: los dados de esta ronda se eligen en el orden de la muralla. Elige dos dados distintos: sus cubos van a tu rosa de los vientos.
macao-log-see_first = { $player } pide ver antes los dados de los demás: los dados de esta ronda se eligen en el orden de la muralla.
