"""Final scoring (A.12): leftovers to points, free split between CP and BP, min(CP, BP), tie-breaks."""

from __future__ import annotations

from engine.core.actions import Event, Result
from engine.core.breakdown import Breakdown
from engine.core.text import M, player

from .data import BASIC, FINAL_BASIC_PER_POINT, FINAL_FAVOR_VALUE, FINAL_VALUE
from .state import Frame, Seat, State

SPLIT_LIMIT = 23  # manual split options shown at once (plus "best" and paging)


def leftovers(s: Seat) -> int:
    """A.12 step 2: Ring 2; Coin, Favor, Book, Bread 1; every 2 basic resources 1."""
    v = sum(s.stock[k] * n for k, n in FINAL_VALUE.items())
    v += len(s.favors) * FINAL_FAVOR_VALUE
    v += sum(s.stock[r] for r in BASIC) // FINAL_BASIC_PER_POINT
    return v


def best_split(cp: int, bp: int, t: int) -> int:
    """CP share that maximises min(CP, BP) (A.12 engine note); the rest goes to BP."""
    final = min(min(cp, bp) + t, (cp + bp + t) // 2)
    return max(0, min(t, final - cp))


def legal(st: State) -> list[str]:
    s = st.seats[st.active]
    t = leftovers(s)
    if st.stack and st.stack[-1].k == "split_page":
        lo = int(st.stack[-1].a[0])
        return ["split.%d" % k for k in range(lo, min(t, lo + SPLIT_LIMIT - 1) + 1)]
    out = ["split.best"]
    if t + 1 <= SPLIT_LIMIT:
        out += ["split.%d" % k for k in range(t + 1)]
    else:
        out += ["splitp.%d" % lo for lo in range(0, t + 1, SPLIT_LIMIT)]
    return out


def page(st: State, lo: int) -> None:
    """More than ``SPLIT_LIMIT`` ways to split: the page of splits from ``lo`` CP (a ``split_page`` frame)."""
    st.stack.append(Frame(seat=st.active, k="split_page", a=[str(lo)]))


def split(st: State, to_cp: int | str, ev: list[Event]) -> None:
    """The seat's leftovers: ``to_cp`` of them to CP (``"best"``: the split that scores most), the rest to BP."""
    if st.stack:
        st.stack.pop()
    s = st.seats[st.active]
    t = leftovers(s)
    k = to_cp if isinstance(to_cp, int) else best_split(s.cp, s.bp, t)  # the other: "best"
    finish_seat(st, st.active, k, ev)
    next_final(st, ev)


def finish_seat(st: State, seat: int, to_cp: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    t = leftovers(s)
    s.cp += to_cp
    s.bp += t - to_cp
    s.final_score = min(s.cp, s.bp)
    ev.append(Event(M("emara.log.final", player=player(seat), cp=s.cp, bp=s.bp, score=s.final_score), seat=seat))


def start_final(st: State, ev: list[Event]) -> None:
    st.phase = "final_scoring"
    st.turn_no += 1  # one turn (one board) for the whole phase
    st.queue = [(st.statue + i) % st.players for i in range(st.players)]
    next_final(st, ev)


def next_final(st: State, ev: list[Event]) -> None:
    while st.queue:
        seat = st.queue.pop(0)
        if leftovers(st.seats[seat]) == 0:
            finish_seat(st, seat, 0, ev)
            continue
        st.active = seat
        return
    st.phase = "over"
    ev.append(Event(M("emara.log.game_over")))


def _key(s: Seat) -> tuple:
    top = s.noble_cards[-1] if s.noble_cards else 0
    return (s.final_score or 0, max(s.cp, s.bp), s.noble_rank, top)


def result(st: State) -> Result | None:
    if st.phase != "over":
        return None
    seats = st.seats
    keys = [_key(s) for s in seats]
    ranks = [1 + sum(1 for o in keys if o > k) for k in keys]
    details = []
    for s in seats:
        details.append(
            {
                "cp": s.cp,
                "bp": s.bp,
                "final": s.final_score or 0,
                "noble_rank": s.noble_rank,
                "noble_top_cp": s.noble_cards[-1] if s.noble_cards else 0,
            }
        )
    tiebreaks = []
    n = len(seats)
    for i in range(n):
        for j in range(i + 1, n):
            if keys[i][0] == keys[j][0]:
                level = next((lv for lv in range(1, 4) if keys[i][lv] != keys[j][lv]), None)
                tiebreaks.append(M("emara.tiebreak.%d" % (level or 0), a=player(i), b=player(j)))
    scores = [s.final_score or 0 for s in seats]
    if st.victoria_cp is not None:
        from .solo import won

        w = won(scores[0], st.victoria_cp)
        ranks = [1 if w else 2]
        details[0]["victoria_cp"] = st.victoria_cp
        details[0]["won"] = w
    return Result(ranks=ranks, scores=scores, details=details, tiebreaks=tiebreaks)


def score_breakdown(st: State) -> Breakdown | None:
    """Each seat's two tracks after the final scoring (A.12): citizen points and building points, the
    leftovers shared between them; the score is the lower one (combined by their minimum, not a sum)."""
    if st.phase != "over":
        return None
    return Breakdown("emara", {i: (("cp", s.cp), ("bp", s.bp)) for i, s in enumerate(st.seats)}, combine="min")
