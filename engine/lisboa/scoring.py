"""Final scoring (reference §17.4, SEED), decree values (§21.5, PROPOSED wording) and the result.

Everything here reads the state; only :func:`final_scoring` writes it (``seat.final``, ``seat.wigs``,
``st.phase``). The Rival of a solo game (``rival=True``) scores Store majorities only: it holds no
portfolio, money, decrees, plans or favors (reference §18).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core.breakdown import Breakdown
from engine.core.actions import Result
from engine.core.text import M, player

from . import data
from .setup import ship_kind
from .state import Seat, State

# The categories of the final scoring, in the rulebook's order; seat.final holds these plus "total".
CATEGORIES = ("ships", "sets", "stores", "money", "decrees", "officials", "favors")
TOTAL = "total"
SHARED = "shared"  # the tie-break message when every tie-break is equal


# --- what a seat owns -------------------------------------------------------------------------------


def is_ship(card: str) -> bool:
    """Top slots hold Noble card ids ("BL03") or Ship ids ("SHIP2_1")."""
    return card.rpartition("_")[0] in data.SHIP


def ships(s: Seat) -> list[data.ShipKind]:
    """The Ships in the portfolio, at sea or docked."""
    return [ship_kind(c) for c in s.top if c is not None and is_ship(c)]


def noble_cards(s: Seat) -> int:
    return sum(1 for c in s.top if c is not None and not is_ship(c))


def treasury_cards(s: Seat) -> int:
    return sum(1 for c in s.bottom if c is not None)


def stores_of(st: State, seat: int) -> list[tuple[str, str]]:
    """(parcel, facing street colour) of every Store ``seat`` owns."""
    return [(p, v[1]) for p, v in st.stores.items() if v[0] == seat]


def official_icons(s: Seat) -> int:
    """Official icons on the completed plans (the Officials majority, DEC_OFFICIALS)."""
    return sum(data.PLAN[p].officials for p in s.done_plans)


def money(s: Seat) -> int:
    """Reis plus what the Influence could fund, the marker left in place (§17.4 step 4). Discounts of
    Treasury cards or Clergy tiles do not count (A33): they only lower payments."""
    return s.reis + data.influence_funds(s.influence)


# --- decrees (§21.5) ------------------------------------------------------------------------------
# formula -> units counted for (state, seat, arg); a decree pays kind.wigs per unit.
_UNITS: dict[str, Callable[[State, int, str | None], int]] = {
    "per_store_street": lambda st, i, a: sum(1 for _, c in stores_of(st, i) if c == a),
    "per_store_row": lambda st, i, a: sum(1 for p, _ in stores_of(st, i) if data.PARCEL[p].row == a),
    "per_store_column": lambda st, i, a: sum(1 for p, _ in stores_of(st, i) if data.PARCEL[p].column == a),
    # A26: every open PB of that architect on the board, whoever opened it (the seed's decree text does
    # not say "that you opened"; the board does not record the opener).
    "per_open_pb_architect": lambda st, i, a: sum(1 for _, arch in st.sites.values() if arch == a),
    "per_completed_plan": lambda st, i, a: len(st.seats[i].done_plans),
    "per_hull_space": lambda st, i, a: sum(k.size for k in ships(st.seats[i])),
    "per_ship": lambda st, i, a: len(ships(st.seats[i])),
    "per_clergy": lambda st, i, a: len(st.seats[i].clergy),
    "per_favor": lambda st, i, a: len(st.seats[i].favors),
    # inside the office only: the courtyard does not count
    "per_official_in_office": lambda st, i, a: 0 if a is None else st.offices.get(a, []).count(i),
    "per_set": lambda st, i, a: st.seats[i].sets,
    "per_good": lambda st, i, a: sum(st.seats[i].goods.values()),
    "per_goodset": lambda st, i, a: min(st.seats[i].goods[g] for g in data.GOODS),
    "per_treasury_card": lambda st, i, a: treasury_cards(st.seats[i]),
    "per_noble_card": lambda st, i, a: noble_cards(st.seats[i]),
    "per_decree": lambda st, i, a: len(st.seats[i].decrees),  # this decree included
    "per_store": lambda st, i, a: len(stores_of(st, i)),
    "per_2_influence": lambda st, i, a: st.seats[i].influence // 2,
    "per_row_with_store": lambda st, i, a: len({data.PARCEL[p].row for p, _ in stores_of(st, i)}),
    "per_street_with_store": lambda st, i, a: len({c for _, c in stores_of(st, i)}),
    # a group is emptied when all its houses are built on Stores
    "per_empty_house_group": lambda st, i, a: sum(1 for g, n in data.HOUSE_GROUPS if st.seats[i].houses[g] >= n),
    "per_big_ship": lambda st, i, a: sum(1 for k in ships(st.seats[i]) if k.size >= data.BIG_SHIP_MIN_SIZE),
    "per_2_official_icons": lambda st, i, a: official_icons(st.seats[i]) // 2,
}
# Threshold formulas: the decree's wigs once, if the condition holds.
_MET: dict[str, Callable[[State, int, str | None], bool]] = {
    "all_store_types": lambda st, i, a: {data.GOOD_OF_COLOUR[c] for _, c in stores_of(st, i)} >= set(data.GOODS),
    "street_3_stores": lambda st, i, a: sum(1 for _, c in stores_of(st, i) if c == a) >= data.STREET3_MIN_STORES,
}


def decree_wigs(st: State, seat: int, decree_id: str) -> int:
    """What the decree card ``decree_id`` ("DEC_ROW_A_1") is worth to ``seat`` at the end of the game."""
    kind = data.DECREE_KIND[data.DECREE[decree_id].kind]
    if kind.formula in _MET:
        return kind.wigs if _MET[kind.formula](st, seat, kind.arg) else 0
    return kind.wigs * _UNITS[kind.formula](st, seat, kind.arg)


# --- majorities -----------------------------------------------------------------------------------


def majority(counts: dict[int, int], values: tuple[int, ...]) -> dict[int, int]:
    """Wigs per seat for a majority: only seats with at least 1 count hold positions (A27); tied seats
    share their positions' values, rounded down (data.split_tie); positions beyond the table pay 0."""
    ranked = sorted((n for n in counts.values() if n > 0), reverse=True)
    out = {seat: 0 for seat in counts}
    for seat, n in counts.items():
        if n > 0:
            out[seat] = data.split_tie(values, ranked.index(n), ranked.count(n))
    return out


def store_majorities(st: State) -> dict[int, int]:
    """Store-majority wigs per seat, summed over the good types. In solo the Rival takes part (it owns
    Stores) and the 2-player table applies (data.store_majority_values treats 1 player as 2)."""
    total = {i: 0 for i in range(len(st.seats))}
    for good in data.GOODS:
        counts = {i: 0 for i in range(len(st.seats))}
        for owner, colour, *_ in st.stores.values():
            if data.GOOD_OF_COLOUR[colour] == good:
                counts[owner] += 1
        for i, w in majority(counts, data.store_majority_values(good, st.players)).items():
            total[i] += w
    return total


def officials_majority(st: State) -> dict[int, int]:
    """Officials-majority wigs per seat: icons on completed plans, at least 1 completed plan to score."""
    counts = {i: official_icons(s) if s.done_plans and not s.rival else 0 for i, s in enumerate(st.seats)}
    return majority(counts, data.officials_majority_values(st.players))


# --- final scoring --------------------------------------------------------------------------------


def breakdown(st: State) -> list[dict[str, int]]:
    """The final-scoring wigs of every seat by category (CATEGORIES) and their TOTAL; nothing written."""
    stores = store_majorities(st)
    officials = officials_majority(st)
    out = []
    for i, s in enumerate(st.seats):
        row = dict.fromkeys(CATEGORIES, 0)
        row["stores"] = stores[i]
        if not s.rival:
            row["ships"] = sum(k.size for k in ships(s))
            row["sets"] = data.WIGS_PER_SET * s.sets
            row["money"] = money(s) // data.REIS_PER_WIG
            row["decrees"] = sum(decree_wigs(st, i, d) for d in s.decrees)
            row["officials"] = officials[i]
            row["favors"] = data.WIGS_PER_FAVOR * len(s.favors)
        row[TOTAL] = sum(row[c] for c in CATEGORIES)
        out.append(row)
    return out


def final_scoring(st: State) -> None:
    """Adds the final scoring to the wigs already earned; the reis and the Influence marker stay as
    they are (§17.4 step 4: the marker does not move). The game is then over."""
    if st.phase == "over":
        raise ValueError("the final scoring has already been done")
    for s, row in zip(st.seats, breakdown(st)):
        s.final = row
        s.wigs += row[TOTAL]
    st.phase = "over"


# --- the result -----------------------------------------------------------------------------------


def tie_break_values(st: State, seat: int) -> tuple[int, ...]:
    """The values compared after equal wigs, in data.TIE_BREAKS order. "reis" is the money after the
    final conversion of Influence into reis (Errata: reis plus what the unmoved Influence funds)."""
    s = st.seats[seat]
    values = {
        "rubble_sets": s.sets,
        "stores": len(stores_of(st, seat)),
        "completed_plans": len(s.done_plans),
        "reis": money(s),
    }
    return tuple(values[name] for name in data.TIE_BREAKS)


def _ranked(st: State, seats: Iterable[int]) -> list[tuple[int, tuple[int, ...]]]:
    keyed = [(i, (st.seats[i].wigs, *tie_break_values(st, i))) for i in seats]
    return sorted(keyed, key=lambda x: (tuple(-v for v in x[1]), x[0]))


def result(st: State) -> Result | None:
    """Ranks of the human seats by wigs, then the tie-breaks of data.TIE_BREAKS; equal on all of them:
    a shared rank. Solo: one rank, 1 when the player has strictly more wigs than the Rival."""
    if st.phase != "over":
        return None
    humans = range(st.players)
    details = [dict(st.seats[i].final or {}) for i in humans]
    scores = [st.seats[i].wigs for i in humans]
    if st.players == 1:
        rival = next(s for s in st.seats if s.rival)
        won = scores[0] > rival.wigs
        details[0].update(opponent_score=rival.wigs, won=won)
        return Result(ranks=[1 if won else 2], scores=scores, details=details, tiebreaks=[])
    ranked = _ranked(st, humans)
    keys = dict(ranked)
    ranks = [1 + sum(1 for k in keys.values() if k > keys[i]) for i in humans]
    tiebreaks = []
    for n, (a, ka) in enumerate(ranked):
        for b, kb in ranked[n + 1 :]:
            if ka[0] != kb[0]:
                continue
            level = next((lv for lv in range(1, len(ka)) if ka[lv] != kb[lv]), None)
            name = data.TIE_BREAKS[level - 1] if level is not None else SHARED
            tiebreaks.append(M(f"lisboa.tiebreak.{name}", a=player(a), b=player(b)))
    return Result(ranks=ranks, scores=scores, details=details, tiebreaks=tiebreaks)


def score_breakdown(st: State) -> Breakdown | None:
    """Each player's wigs by where they came from: the wigs of play, then each final-scoring category
    (CATEGORIES, §17.4); they sum to the final wigs. The solo Rival has no row (it has no score)."""
    if st.phase != "over":
        return None
    parts: dict[int, tuple[tuple[str, int], ...]] = {}
    for i in range(st.players):
        s = st.seats[i]
        row = s.final or {}
        play = s.wigs - row.get(TOTAL, 0)
        parts[i] = (("play", play), *((c, row.get(c, 0)) for c in CATEGORIES))
    return Breakdown("lisboa", parts)
