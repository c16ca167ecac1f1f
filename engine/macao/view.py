"""The public (and per-seat) view of a Macao game: the contract with ``render.macao``.

Frozen pydantic models that forbid unknown fields. Free of hidden information: the B/P deck shows its
size only. ``build_view`` draws every seat's dice, those kept by the turn machine while the dice are
chosen at the same time included; the core's ``GameBase.view`` leaves a seat's kept dice out of every
other view (``dice`` is declared ``kept``: the others see ``chosen`` and nothing else) until they are
played, once every seat has chosen or a seat asks to see the others' dice first (``wall_order_by``).
Everything else in Macao is public (A8).

Ids (data.py): colours red blue green black grey purple (cube vectors are 6 counts in that order);
goods lacquer rice tea jade silk paper porcelain spices; quarters Q01..Q30; sea nodes MAC S1.. and the
ports LIS BAR LON MAR GEN ANT AMS HAM; cards OR1..OP4, B01..B44, P01..P52.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from engine.core.last_turn import LastTurnView, view_of
from engine.core.together import chose

from .city import takeable
from .cubes import covers
from .data import PORTS, ROUNDS
from .decisions import MACHINE
from .dice import chosen_dice
from .rounds import at_once
from .ship import destinations
from .state import State
from .turn import COST
from .wall import turn_order, wall_options


class _View(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SeatView(_View):
    seat: int
    colour: str  # orange | white | yellow | brown
    gold: int
    pp: int
    rose: tuple[tuple[int, ...], ...]  # 7 faces: [0] the arrow (this round's action supply), [1..6]
    tableau: tuple[str, ...]  # reserved cards
    active: tuple[str, ...]  # activated cards
    cargo: tuple[str, ...]  # goods on board
    ship: str  # sea node
    jokers: int
    markers: int  # punish markers
    quarters: tuple[str, ...]
    delivered: int
    dice: tuple[int, ...] | None = None  # the two dice chosen this round (None: not yet, or kept unseen)
    chosen: bool  # has chosen this round's dice (shown even when hidden)
    final: dict[str, int] | None  # the end-game breakdown


class Affordable(_View):
    """What the active player's action supply pays for now (the board's hint)."""

    seat: int
    cards: tuple[str, ...]  # tableau cards activatable
    quarters: tuple[str, ...]  # city quarters takeable (with the seat's cards)
    wall: int  # most wall spaces payable
    sail: tuple[str, ...]  # ports reachable


class MacaoView(_View):
    players: int
    round: int  # 0 during the pre-game steps
    rounds: int
    phase: str  # pick | cubes | draft | dice | actions | over
    active: int | None  # whose turn (None while all choose dice at once)
    waiting: tuple[int, ...]  # seats that may act now
    order: tuple[int, ...]  # turn order (the wall, A4)
    tribute: tuple[int, int]  # (gold to pay, PP gained) this round
    display: tuple[str, ...]  # cards on offer
    offices: tuple[tuple[str, ...], ...]  # the office pairs of this and later rounds (all public)
    deck: int  # B/P cards left face down
    discard: tuple[str, ...]  # the discard pile (public)
    dice: tuple[int, ...]  # this round's six faces ([] before the roll)
    tiles: dict[str, str | None]  # quarter -> good | "joker" | None (taken)
    owners: dict[str, int]  # quarter -> seat
    ports: dict[str, tuple[tuple[int, str], ...]]  # port -> (seat, good) per delivery space filled
    wall: tuple[tuple[int, ...], ...]  # 16 stacks, top first
    seats: tuple[SeatView, ...]
    affordable: Affordable | None
    wall_order_by: int | None = None  # the seat that asked to see the others' dice first this round
    # (the dice then chosen in wall order); None: not asked
    last_turn: LastTurnView | None = None  # the latest turn's public deeds (engine.core.last_turn);
    # None before anyone did anything


def _seat(st: State, i: int) -> SeatView:
    s = st.seats[i]
    pick = chosen_dice(st, i)  # played, or kept while all choose at once (then its seat's own: GameBase.view)
    return SeatView(
        seat=i,
        colour=s.colour,
        gold=s.gold,
        pp=s.pp,
        rose=tuple(tuple(f) for f in s.rose),
        tableau=tuple(s.tableau),
        active=tuple(s.active),
        cargo=tuple(s.cargo),
        ship=s.ship,
        jokers=s.jokers,
        markers=s.markers,
        quarters=tuple(s.quarters),
        delivered=len(s.delivered),
        dice=None if pick is None else tuple(pick),
        chosen=pick is not None or i in chose(st),
        final=dict(s.final) if s.final else None,
    )


def _affordable(st: State) -> Affordable | None:
    if st.phase != "actions":
        return None
    seat = st.active
    s = st.seats[seat]
    walls = wall_options(st, seat)
    return Affordable(
        seat=seat,
        cards=tuple(c for c in s.tableau if covers(s.rose[0], COST[c])),
        quarters=tuple(takeable(st, seat)),
        wall=max(walls, default=0),
        sail=tuple(n for n, _ in destinations(st, seat) if n in PORTS),
    )


def build_view(st: State) -> MacaoView:
    """The table with every seat's dice (``Game.full_view``): the core cuts each seat's view from it."""
    return MacaoView(
        players=st.players,
        round=st.round,
        rounds=ROUNDS,
        phase=st.phase,
        active=None if st.phase == "over" or (st.phase == "dice" and at_once(st) and not st.stack) else st.active,
        waiting=MACHINE.seats(st),
        order=tuple(turn_order(st)),
        tribute=(st.tribute[0], st.tribute[1]),
        display=tuple(st.display),
        offices=tuple(tuple(p) for p in st.offices[max(st.round - 1, 0) :]),
        deck=len(st.deck),
        discard=tuple(st.discard),
        dice=tuple(st.dice),
        tiles=dict(st.tiles),
        owners=dict(st.owners),
        ports={p: tuple((int(a), str(b)) for a, b in v) for p, v in st.ports.items()},
        wall=tuple(tuple(x) for x in st.wall),
        seats=tuple(_seat(st, i) for i in range(st.players)),
        affordable=_affordable(st),
        wall_order_by=st.wall_order_by,
        last_turn=view_of(st.last_turn),
    )
