"""Button labels for action keys: each says what the choice really does in the current state
(the cubes it costs, the points it scores, where the cubes land). English texts: locales/en/buttons.ftl."""
from __future__ import annotations

from engine.core.text import M, Msg

from .cards import active_kind
from .cubes import unkey, vec
from .data import CARDS, COLOURS, sea_distances
from .nouns import card, colour, cubes, die, node, quarter
from .state import State


def _pay_rule(pay) -> Msg:
    rule, n = pay
    if rule == "cubes":
        return cubes(vec(n))
    if rule == "none":
        return M("macao.nothing")
    return M("macao.pay." + rule, n=n)


def _gain(c) -> Msg:
    parts = []
    if c.param("gold"):
        parts.append(M("macao.gold", n=c.param("gold")))
    if c.param("pp"):
        parts.append(M("macao.pp", n=c.param("pp")))
    if c.param("cube"):
        parts.append(M("macao.any_cubes", n=c.param("cube")))
    if c.param("swap"):
        parts.append(M("macao.other_cube"))
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = M("macao.plus", a=p, b=out)
    return out


def describe_key(st: State, seat: int, key: str) -> Msg:
    from . import turn     # late: turn imports this module's neighbours
    kind, _, arg = key.partition(".")
    s = st.seats[seat]
    if kind == "take":
        return M("macao.btn.take", card=card(arg), cost=cubes(vec(CARDS[arg].cost)))
    if kind == "decline":
        return M("macao.btn.decline", gold=active_kind(st, seat, "draft_decline")[0].param("gold"))
    if kind == "discard":
        return M("macao.btn.discard", card=card(arg))
    if kind in ("one", "two"):
        return M("macao.btn." + kind, colour=colour(arg))
    if kind == "dice":
        i, j = (int(x) for x in arg.split("."))
        return M("macao.btn.dice", a=die(i, st.dice[i]), b=die(j, st.dice[j]))
    if kind == "shift":
        d, face = (int(x) for x in arg.split("."))
        return M("macao.btn.shift", colour=colour(COLOURS[d]), face=face)
    if kind == "noshift":
        return M("macao.btn.noshift")
    if kind == "seefirst":
        return M("macao.btn.seefirst")
    if kind == "act":
        return M("macao.btn.activate", card=card(arg), cost=cubes(vec(CARDS[arg].cost)))
    if kind == "city":
        return M("macao.btn.city")
    if kind == "q":
        tile = st.tiles[arg]
        return M("macao.btn.quarter", quarter=quarter(arg), tile=M("macao.joker") if tile == "joker" else M("macao.good." + tile),
                 cost=cubes(turn.QCOST[arg]))
    if kind == "qpay":
        _, pay, gold = arg.split(".")
        return M("macao.btn.qpay", cubes=cubes(unkey(pay)), gold=int(gold))
    if kind == "wall":
        if not arg:
            return M("macao.btn.wall_menu")
        from .wall import space_of, LAST
        k = int(arg)
        to = min(LAST, space_of(st, seat) + k + turn.total(st, seat, "wall", "extra_step"))
        return M("macao.btn.wall", spaces=k, space=to + 1, n=turn.wall_cost(st, seat, k))
    if kind == "sail":
        return M("macao.btn.sail_menu")
    if kind == "to":
        n, _ = turn.sail_plan(st, seat, sea_distances(s.ship)[arg])
        return M("macao.btn.sail", node=node(arg), n=n)
    if kind == "deliver":
        pp, gold = turn.delivery_points(st, seat, arg)
        return M("macao.btn.deliver", good=M("macao.good." + arg), pp=pp, gold=gold)
    if kind == "buy":
        gold, pp = turn.buy_price(st, seat)
        return M("macao.btn.buy", gold=gold, pp=pp)
    if kind == "use":
        c = CARDS[arg]
        if c.kind == "penalty":
            return M("macao.btn.physician", card=card(arg), gold=c.param("remove_marker_gold"))
        return M("macao.btn.use", card=card(arg), pay=_pay_rule(c.param("pay")), gain=_gain(c))
    if kind == "cards":
        return M("macao.btn.cards")
    if kind == "joker":
        return M("macao.btn.joker", n=s.jokers)
    if kind == "jk":
        return M("macao.btn.jk_gold", n=3) if arg == "gold" else M("macao.btn.cube", colour=colour(arg))
    if kind == "gain":
        return M("macao.btn.cube", colour=colour(arg))
    if kind == "pay":
        return M("macao.btn.pay", cubes=cubes(unkey(arg)))
    if kind == "cube":
        return M("macao.btn.pay", cubes=cubes([1 if c == arg else 0 for c in COLOURS]))
    if kind == "back":
        return M("macao.btn.back")
    if kind == "pass":
        return M("macao.btn.pass", n=sum(s.rose[0]))
    return M("core.illegal")
