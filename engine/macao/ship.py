"""3.4 Move the ship and deliver (any number of times): the sea, free sailing of cards (the Cabin Boy,
the Helmsman), the Sail Maker's two spaces per cube, and a delivery's points (the Lighthouse, the
Warehouses, the Cooperage, the Captain)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from .cards import active_kind, has, total
from .data import PORTS, sea_distances
from .nouns import node
from .state import Frame, State


def free_moves(st: State, seat: int) -> list[tuple[str, int]]:
    """Unused once-per-round free sailing of the seat's cards: (card id, spaces)."""
    used = st.seats[seat].used
    return [
        (c.id, c.number("free_spaces"))
        for c in active_kind(st, seat, "ship")
        if c.param("free_spaces") and not used.get(c.id)
    ]


def sail_plan(st: State, seat: int, dist: int) -> tuple[int, list[str]]:
    """The cheapest way to sail ``dist`` spaces: (cubes, free cards used), fewest cubes, then the least
    free sailing used up (the Sail Maker's 2 spaces per cube count too)."""
    per = 2 if has(st, seat, "ship", "spaces_per_cube") else 1
    frees = free_moves(st, seat)
    cands: list[tuple[int, int, list[str]]] = []
    for mask in range(1 << len(frees)):
        chosen = [frees[i] for i in range(len(frees)) if mask >> i & 1]
        free = sum(n for _, n in chosen)
        cubes = -(-max(0, dist - free) // per)
        cands.append((cubes, free, [c for c, _ in chosen]))
    best = min(cands, key=lambda cand: cand[:2])  # the first of equals, as the masks count up
    return best[0], best[2]


def reach(st: State, seat: int) -> int:
    """The farthest a ship can sail now (spaces), with the cubes at the arrow and free sailing."""
    have = sum(st.seats[seat].rose[0])
    per = 2 if has(st, seat, "ship", "spaces_per_cube") else 1
    return have * per + sum(n for _, n in free_moves(st, seat))


def destinations(st: State, seat: int) -> list[tuple[str, int]]:
    far = reach(st, seat)
    if not far:
        return []
    return [(node, d) for node, d in sea_distances(st.seats[seat].ship).items() if 0 < d <= far]


def sail_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["to." + n for n, _ in destinations(st, seat)] + ["back"]


def _to_label(st: State, f: Frame | None, seat: int, to: str) -> Msg:
    n, _ = sail_plan(st, seat, sea_distances(st.seats[seat].ship)[to])
    return M("macao.btn.sail", node=node(to), n=n)


SAIL_TO = Move("to", lambda st, f, seat, ev, to: start_sail(st, seat, to, ev), args=(str,), label=_to_label)


def sail(st: State, seat: int, to: str, free: list[str], ev: list[Event]) -> None:
    s = st.seats[seat]
    for c in free:
        s.used[c] = 1
    record(st, seat, f"sail.{s.ship}.{to}")
    s.ship = to
    ev.append(Event(M("macao.log.sail", player=player(seat), node=node(to)), seat=seat))


def deliverable(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    port = PORTS.get(s.ship)
    if port is None or len(st.ports[s.ship]) >= len(port.values):
        return []
    return [g for g in port.demands if g in s.cargo]


def delivery_points(st: State, seat: int, good: str) -> tuple[int, int]:
    """(PP, gold) for delivering ``good`` here now: the best empty space (the Lighthouse: the port's top
    value), doubled by that good's Warehouse, then the Cooperage's flat PP (never doubled), then the
    Captain's gold (B4 delivery procedure)."""
    s = st.seats[seat]
    port = PORTS[s.ship]
    base = port.values[0] if has(st, seat, "delivery", "top_value") else port.values[len(st.ports[s.ship])]
    if any(c.param("double") == good for c in active_kind(st, seat, "delivery")):
        base *= 2
    return base + total(st, seat, "delivery", "flat_pp"), total(st, seat, "delivery", "gold_per_tile")


def deliver(st: State, f: None, seat: int, ev: list[Event], good: str) -> None:
    s = st.seats[seat]
    pp, gold = delivery_points(st, seat, good)
    s.cargo.remove(good)
    st.ports[s.ship].append([seat, good])
    s.delivered.append([s.ship, good])
    record(st, seat, f"deliver.{s.ship}.{good}")
    s.pp += pp
    s.gold += gold
    ev.append(
        Event(
            M("macao.log.deliver", player=player(seat), good=M("macao.good." + good), port=node(s.ship), pp=pp),
            seat=seat,
        )
    )


def _deliver_label(st: State, f: None, seat: int, good: str) -> Msg:
    pp, gold = delivery_points(st, seat, good)
    return M("macao.btn.deliver", good=M("macao.good." + good), pp=pp, gold=gold)


DELIVER = Move("deliver", deliver, args=(str,), label=_deliver_label)


def start_sail(st: State, seat: int, node: str, ev: list[Event]) -> None:
    n, free = sail_plan(st, seat, sea_distances(st.seats[seat].ship)[node])
    if n:
        st.stack.append(Frame("payment", seat, a=["sail", node] + free, n=n, rule="any"))
    else:
        sail(st, seat, node, free, ev)
