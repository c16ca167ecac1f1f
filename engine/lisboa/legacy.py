"""Action logs stored by earlier versions, in today's keys (issue 21).

Until commit ae4c74c a Church scoring surrender was one action, ``church.M``: ``M`` a bit mask of the
Clergy tiles given up (``church.3``: the first two), which also took the Influence gain. Since then it
is one tile at a time, ``church.I`` (an index into the tiles left), ended by ``done`` (or by itself when
no tile is left). An old log therefore no longer replays: ``church.3`` is refused, and ``church.1``
means another tile and leaves the frame open, so the next seat's action is "not your turn".

:func:`upgrade` rewrites such a log; it is only used once a stored log failed to replay as it is. A
church key is read as a mask unless it is today's form: followed by the same seat's next church key
or ``done``, or ``church.0`` (no old mask was empty).

Until commit c22af4b a Church scoring asked first the player who passed the Influence symbol; now the
player who moved the Cardinal last (reference §16). Each seat's surrender is its own choice, so an old
log's surrenders are taken in today's order (:func:`_asked_first`). Since commit 97f5f35 a joiner may
take a second decree too: the old log never took it (``stop``). Other rules changes (a tile to give
up for room where the earlier version asked none) are not bridged: such a game cannot go on, and its
table says so in one line (``bot.table.tables``).
"""

from __future__ import annotations

from typing import Sequence

from pydantic import BaseModel

from engine.core.actions import Action

CHURCH = "church"
DONE = "done"
MORE_DECREES, STOP = "decree_more", "stop"


def _today(step: tuple[int, str], after: tuple[int, str] | None) -> bool:
    seat, key = step
    if key == f"{CHURCH}.0":
        return True
    return after is not None and after[0] == seat and (after[1].startswith(CHURCH + ".") or after[1] == DONE)


def upgrade(
    game, players: int, options: BaseModel, seed: int, steps: Sequence[tuple[int, str]]
) -> list[tuple[int, str]]:
    """``steps`` with every old Church scoring surrender spelled in today's keys (see the module
    docstring); IllegalAction where the log does not replay either way."""
    state = game.setup(players, options, seed)
    steps = list(steps)
    out: list[tuple[int, str]] = []

    def play(seat: int, key: str) -> None:
        game.apply(state, seat, Action.parse(key))
        out.append((seat, key))

    for i in range(len(steps)):
        decision = game.decision(state)
        if decision is not None and decision.kind == CHURCH and steps[i][0] not in decision.seats:
            _asked_first(steps, i, decision.seats[0])
        seat, key = steps[i]
        if decision is not None and decision.kind == MORE_DECREES and seat not in decision.seats:
            play(decision.seats[0], STOP)  # a choice the earlier version did not offer: not taken
            decision = game.decision(state)
        kind, _, arg = key.partition(".")
        old = (
            kind == CHURCH
            and arg.isdigit()
            and decision is not None
            and decision.kind == CHURCH
            and not _today((seat, key), steps[i + 1] if i + 1 < len(steps) else None)
        )
        if not old:
            play(seat, key)
            continue
        mask = int(arg)
        for tile in sorted((b for b in range(mask.bit_length()) if mask >> b & 1), reverse=True):
            play(seat, f"{CHURCH}.{tile}")  # highest first: the lower indices stay where they were
        after = game.decision(state)
        if after is not None and after.kind == CHURCH and seat in after.seats:
            play(seat, DONE)
    return out


def _churchy(key: str) -> bool:
    return key.startswith(CHURCH + ".") or key in ("keep", DONE)


def _asked_first(steps: list[tuple[int, str]], i: int, seat: int) -> None:
    """Move ``seat``'s Church scoring steps in the run of such steps starting at ``i`` to its front."""
    end = i
    while end < len(steps) and _churchy(steps[end][1]):
        end += 1
    run = steps[i:end]
    steps[i:end] = [s for s in run if s[0] == seat] + [s for s in run if s[0] != seat]
