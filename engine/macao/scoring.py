"""Game end (A7): unactivated cards, punish markers, game-end cards, the largest city chain; the wall
breaks ties (A4)."""

from __future__ import annotations

from engine.core.actions import Event, Result
from engine.core.breakdown import Breakdown
from engine.core.text import M, player

from .cards import active_kind, has
from .data import CARDS, CHAIN_PP, PENALTY_PP, QUARTERS
from .state import State
from .wall import space_of, turn_order


def chains(quarters: list[str]) -> list[int]:
    """Sizes of the connected groups of ``quarters`` (B3 adjacency), largest first."""
    own, seen, sizes = set(quarters), set(), []
    for q in quarters:
        if q in seen:
            continue
        todo, n = [q], 0
        seen.add(q)
        while todo:
            x = todo.pop()
            n += 1
            for y in QUARTERS[x].adj:
                if y in own and y not in seen:
                    seen.add(y)
                    todo.append(y)
        sizes.append(n)
    return sorted(sizes, reverse=True)


def end_card_points(st: State, seat: int, card) -> int:
    s = st.seats[seat]
    f, pp = card.param("formula"), card.param("pp", 1)
    types = [CARDS[c].type for c in s.active]
    groups = chains(s.quarters)
    if f == "flat":
        return pp
    if f == "per_office":
        return card.param("base", 0) + pp * types.count("office")
    if f == "per_building":
        return pp * types.count("building")
    if f == "per_person":
        return pp * types.count("person")
    if f == "per_quarter":
        return pp * len(s.quarters)
    if f == "per_dark_quarter":
        return pp * sum(1 for q in s.quarters if QUARTERS[q].dark)
    if f == "chain_bonus":
        return pp * (groups[0] if groups else 0)
    if f == "second_chain":
        return pp * (groups[1] if len(groups) > 1 else 0)
    if f == "per_delivery":
        return pp * len(s.delivered)
    if f == "per_good_type":
        return pp * len({g for _, g in s.delivered})
    if f == "per_port":
        return pp * len({p for p, _ in s.delivered})
    if f == "wall_half":
        return (space_of(st, seat) + 1) // 2
    if f == "per_behind":
        order = turn_order(st)
        return pp * (len(order) - 1 - order.index(seat))
    if f == "gold_half":
        return s.gold // 2
    raise ValueError(f"unknown end formula {f!r}")


def final(st: State, ev: list[Event]) -> None:
    for seat in turn_order(st):
        s = st.seats[seat]
        left = 0 if has(st, seat, "penalty", "no_end_tableau") else len(s.tableau)  # the Abbot
        s.markers += left
        penalty = PENALTY_PP * s.markers
        cards = sum(end_card_points(st, seat, c) for c in active_kind(st, seat, "end"))
        groups = chains(s.quarters)
        city = CHAIN_PP * (groups[0] if groups else 0)
        s.pp += cards + city - penalty
        s.final = {
            "tableau": left,
            "markers": s.markers,
            "penalty": penalty,
            "cards": cards,
            "city": city,
            "chain": groups[0] if groups else 0,
            "total": s.pp,
        }
        ev.append(
            Event(
                M(
                    "macao.log.final",
                    player=player(seat),
                    tableau=left,
                    penalty=penalty,
                    cards=cards,
                    city=city,
                    total=s.pp,
                ),
                seat=seat,
            )
        )
    st.phase = "over"
    st.queue = []
    st.stack = []


def result(st: State) -> Result | None:
    if st.phase != "over":
        return None
    order = turn_order(st)
    ranking = sorted(range(st.players), key=lambda s: (-st.seats[s].pp, order.index(s)))
    ranks = [0] * st.players
    for r, s in enumerate(ranking):
        ranks[s] = r + 1  # the wall order is strict: no tie remains (A7)
    keep = ("city", "cards", "penalty")
    details = [
        dict(
            {k: (st.seats[s].final or {}).get(k, 0) for k in keep},
            wall=order.index(s) + 1,
            won=ranks[s] == 1,
            best_other=max(st.seats[o].pp for o in range(st.players) if o != s),
        )
        for s in range(st.players)
    ]
    tiebreaks = []
    for a, b in zip(ranking, ranking[1:]):
        if st.seats[a].pp == st.seats[b].pp:
            tiebreaks.append(M("macao.tiebreak", winner=player(a), other=player(b)))
    return Result(ranks=ranks, scores=[st.seats[s].pp for s in range(st.players)], details=details, tiebreaks=tiebreaks)


# The categories of score_breakdown, in the rulebook's order (A7): the PP of play, then the game end's parts.
BREAKDOWN = ("play", "cards", "city", "penalty")


def score_breakdown(st: State) -> Breakdown | None:
    """Each seat's PP by where they came from: PP of play, game-end cards, the largest city chain, and
    the punish markers (negative); they sum to the final PP."""
    if st.phase != "over":
        return None
    parts: dict[int, tuple[tuple[str, int], ...]] = {}
    for seat, s in enumerate(st.seats):
        f = s.final or {}
        cards, city, penalty = f.get("cards", 0), f.get("city", 0), f.get("penalty", 0)
        parts[seat] = (("play", s.pp - cards - city + penalty), ("cards", cards), ("city", city), ("penalty", -penalty))
    return Breakdown("macao", parts)
