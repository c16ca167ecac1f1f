"""Since my last move: at most five lines that open a player's panel after others have moved.

What each other player did since this seat's last action (their public log lines only: the same words
every player reads in the public log), what changed for this seat (its own figures, ``hints.py``,
between the position its last action left and now: the seat's own numbers, which its view shows it),
and what it is asked now.

Pure: the caller hands in the two positions and the moves in between (each the acting seat and its
events); nothing here reads a catalog or knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .actions import Event
from .hints import changes, sign_of
from .msg import M, Msg, player

#: Lines at most, and how many of them name the other players' moves (one player each).
MAX_LINES = 5
MAX_OTHERS = 3
#: A player's own log lines a "did" line quotes (its newest), and the changes the "for you" line names.
QUOTED = 2
MAX_CHANGES = 3


@dataclass(frozen=True, slots=True)
class Moved:
    """One action since the seat's last one: who acted and the events it wrote."""

    seat: int
    events: tuple[Event, ...]


def public(events: Sequence[Event]) -> list[Msg]:
    """The lines of ``events`` every player reads (none private to a seat)."""
    return [e.msg for e in events if e.private_to is None]


def unnamed(line: Msg, seat: int) -> Msg:
    """``line`` without its leading player name when it is that seat's "player: action" log line (the
    "did" line names the player once, before all its lines); any other line as it is."""
    p = line.params
    if set(p) == {"player", "action"} and p["player"] == player(seat):
        return p["action"]
    return line


def others_lines(moves: Sequence[Moved], seat: int) -> list[Msg]:
    """One line per other seat that acted, in the order they first acted: its name once, then its newest
    public lines (each without the name it would repeat)."""
    said: dict[int, list[Msg]] = {}
    for m in moves:
        if m.seat != seat:
            said.setdefault(m.seat, []).extend(public(m.events))
    out = []
    seats = list(said)
    shown = seats if len(seats) <= MAX_OTHERS else seats[: MAX_OTHERS - 1]  # room for "and n others"
    for s in shown:
        lines = said[s]
        if not lines:
            out.append(M("core.since.acted", player=player(s)))
            continue
        more = len(lines) - QUOTED
        quoted = [unnamed(line, s) for line in lines[-QUOTED:]]
        out.append(M("core.since.did", player=player(s), lines=quoted, more=max(0, more)))
    if len(shown) < len(seats):
        out.append(M("core.since.and_others", n=len(seats) - len(shown)))
    return out


def mine_line(game: Any, before: Any, now: Any, seat: int) -> Msg | None:
    """What changed for ``seat`` between ``before`` (after its last action) and ``now``: its own figures.
    None for a game without figures."""
    hints = game.hints
    if hints is None:
        return None
    pick = getattr(hints, "figures_for", None)  # Macao: the rose's faces as one when it turned
    figures = tuple(pick(before, now) if pick is not None else hints.FIGURES)
    by_id = {f.id: f for f in figures}
    found = changes(figures, before, now, seat)[:MAX_CHANGES]
    if not found:
        return M("core.since.mine_same")
    phrases = [by_id[c.figure].phrase(sign_of(c.delta), abs(int(round(c.delta)))) for c in found]
    return M("core.since.mine", changes=phrases)


def asked_line(game: Any, now: Any, seat: int) -> Msg:
    decision = game.decision(now)
    if decision is None:
        return M("core.since.over")
    if decision.awaits(seat):
        return M("core.since.asked", prompt=game.seat_prompt(now, seat))
    return M("core.since.waiting")


def since_lines(game: Any, before: Any, now: Any, moves: Sequence[Moved], seat: int) -> list[Msg]:
    """The panel's opening lines for ``seat``: [] when nobody else moved since its last action."""
    if not any(m.seat != seat for m in moves):
        return []
    out = others_lines(moves, seat)
    mine = mine_line(game, before, now, seat)
    if mine is not None:
        out.append(mine)
    out.append(asked_line(game, now, seat))
    return out[:MAX_LINES]
