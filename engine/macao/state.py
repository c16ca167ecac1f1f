"""The full state of a Macao game: ids and ints that round-trip through JSON exactly.

Cubes are always a list of 6 counts in ``data.COLOURS`` order. A wind rose is 7 such lists: index 0 is
the arrow (the action supply of the current round), 1..6 the die faces. The wall is 16 stacks of seats,
each listed top first (A4). The B/P deck is face down: its order is the only hidden information, with the
dice a seat chose while all choose at once (the lobby option), which the turn machine keeps in
``together`` until all chose or a player asks to see the others' dice first (``wall_order_by``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from engine.core.last_turn import LastTurn
from engine.core.model import HotState
from engine.core.rng import Rng
from engine.core.secrets import Secrets
from engine.core.together import Choices

from .data import START_GOLD, WALL_SPACES


class Options(BaseModel):
    """Lobby options (reference Errata 1: the seed's table shortcut for the dice choice)."""

    model_config = ConfigDict(frozen=True)  # fixed at setup: a state copy shares it

    simultaneous_dice: bool = False  # all players choose their dice at once, unseen until all chose


def _cubes() -> list[int]:
    return [0] * 6


@dataclass
class Seat:
    colour: str
    gold: int = START_GOLD
    pp: int = 0
    rose: list[list[int]] = field(default_factory=lambda: [_cubes() for _ in range(7)])
    tableau: list[str] = field(default_factory=list)  # reserved cards, in the order taken
    active: list[str] = field(default_factory=list)  # activated cards, in the order activated
    cargo: list[str] = field(default_factory=list)  # goods on board the ship
    ship: str = "MAC"
    jokers: int = 0
    markers: int = 0  # punish markers (-3 PP each at the end)
    quarters: list[str] = field(default_factory=list)  # quarters owned, in the order taken
    delivered: list[list[str]] = field(default_factory=list)  # [port, good] per tile delivered
    used: dict[str, int] = field(default_factory=dict)  # this round: card id / "quarter" / "wall" / "buy" -> uses
    final: dict[str, int] | None = None  # the end-game breakdown (scoring.py)


# Frame kinds renamed into words; states stored before (the bot keeps running games) still hold the old
# names, and load with the new ones.
RENAMED_KINDS = {"qpay": "quarter_payment", "pay": "payment", "aid": "rose_aid"}


def _kind(k: object) -> object:
    return RENAMED_KINDS.get(k, k) if isinstance(k, str) else k


@dataclass
class Frame:
    """A pending sub-decision of ``seat`` (a step of decisions.py); ``k`` and ``seat`` first, as the turn
    machine reads them."""

    # city | quarter_payment | payment | gain | swap | rose_aid | joker | sail | cards | wall | overflow
    k: Annotated[str, BeforeValidator(_kind)]
    seat: int
    a: list[str] = field(default_factory=list)  # what happens once the frame is done (kind-specific)
    n: int = 0  # pay: cubes still owed; gain/joker: parts still to take
    rule: str = ""  # pay: any | one_colour | different
    paid: list[int] = field(default_factory=_cubes)  # pay: cubes paid so far (one at a time)


class State(HotState):
    players: int
    options: Options
    rng: Rng
    round: int = 0
    phase: str = "pick"  # pick | cubes | draft | dice | actions | over
    seq: int = 0  # actions applied
    turn_no: int = 0  # Decision.turn: grows with every new turn or phase
    active: int = 0  # the seat whose turn it is (the lowest waiting seat when choosing at once)
    seats: list[Seat] = Field(default_factory=list)
    wall: list[list[int]] = Field(default_factory=lambda: [list[int]() for _ in range(WALL_SPACES)])
    queue: list[int] = Field(default_factory=list)  # seats still to act in this phase, in order
    order: list[int] = Field(default_factory=list)  # this phase's fixed turn order
    deck: list[str] = Field(default_factory=list)  # face down, top = last
    discard: list[str] = Field(default_factory=list)  # face up, newest last
    offices: list[list[str]] = Field(default_factory=list)  # the 12 pairs, round 1 first
    display: list[str] = Field(default_factory=list)  # cards on offer this round
    tribute: list[int] = Field(default_factory=lambda: [0, 0])  # [gold to pay, PP gained] this round
    tiles: dict[str, str | None] = Field(default_factory=dict)  # quarter -> good / "joker" / None once taken
    owners: dict[str, int] = Field(default_factory=dict)  # quarter -> seat
    ports: dict[str, list[list[int | str]]] = Field(default_factory=dict)  # port -> [seat, good] per space filled
    dice: list[int] = Field(default_factory=list)  # this round's six faces (after the late-game rule)
    picks: dict[int, list[int]] = Field(default_factory=dict)  # seat -> [die, die] chosen (once played:
    # while all choose at once the turn machine keeps them in ``together``)
    shifts: dict[int, list[int]] = Field(default_factory=dict)  # seat -> [die index, face] (Observatory),
    # [-1, 0] = none
    # The seat that asked to see the others' dice first this round (dice.see_first): the dice phase is
    # then played in wall order although the lobby chose "all at once". None: not asked (the default of
    # games stored before the option existed). Reset each round.
    wall_order_by: int | None = None
    sub: int = 0  # pre-game cubes: 0 = the single cube, 1 = the pair
    stack: list[Frame] = Field(default_factory=list)
    # The public deeds of the latest turn (engine/core/last_turn.py; recorded by the rules modules): the
    # board marks them. The default is what games stored before it load with: nothing marked.
    last_turn: LastTurn = Field(default_factory=LastTurn)
    # The dice choices made at once so far, kept by the turn machine until every seat has chosen
    # (engine.core.together); None at any other time. New in rules version 2 (versions.py).
    together: Choices | None = None


# What of a State no other seat or nobody sees (``GameInfo.secrets``, engine/core/secrets.py): the dice
# chosen at once (the view's ``dice``, kept by the turn machine in its step "dice"); the face-down B/P
# deck and the RNG. The views and the AI's determinisation derive from it.
SECRETS = Secrets(kept=("dice",), hidden=("deck", "rng"))
