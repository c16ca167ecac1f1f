"""The full game state: lean models (ids and ints) that round-trip through JSON exactly.

``State`` and ``Options`` are pydantic models. The parts the rules read and write thousands of times
per game (``Seat``, ``Frame``, ``Turn``, ``LastTurn``) are plain dataclasses inside ``State``: pydantic
validates and serialises them exactly as it would models (same JSON), while their attributes are
ordinary Python attributes, several times cheaper to read and write than a model's (no per-assignment
hook). Nothing validates assignments here in either case: the rules write well-typed values.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.core.model import HotState
from engine.core.rng import Rng
from engine.core.secrets import Secrets


class Options(BaseModel):
    """Setup options and rules options (reference A.13, Part C)."""

    model_config = ConfigDict(frozen=True)  # fixed at setup: a state copy shares it

    building_start: int | None = None  # None = value on the setup event card (C-22)
    first_game: bool = False  # everyone starts at 35 (A.2 step 14)
    random_layout: bool = False  # A.13
    full_selection: bool = False  # A.13
    card8_consumes_bonus: bool = False  # C-2
    favor_same_visit: bool = False  # C-8
    victoria_event_effects: bool = False  # C-14
    chamberlain_unlimited: bool = True  # C-11 (False: once per turn)
    start_player: int | None = None  # C-25 (None = random)


@dataclass
class Seat:
    cp: int = 0
    bp: int = 0
    stock: dict[str, int] = field(default_factory=dict)
    favors: list[str] = field(default_factory=list)
    advisors: list[str] = field(default_factory=list)
    noble_rank: int = 0
    noble_cards: list[int] = field(default_factory=list)
    slots: list[str | None] = field(default_factory=lambda: [None, None, None])
    craftsmen_left: int = 4
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # face down, top = last
    played: list[str] = field(default_factory=list)  # turned face down after a round, until the reshuffle
    councillors: list[list[int]] = field(default_factory=list)  # [board, position] per councillor
    final_score: int | None = None


@dataclass
class Frame:
    """One pending sub-decision of the active seat (a small stack of these drives a turn; see decisions.py);
    the two fields the core turn machine reads (``k``, ``seat``) first."""

    k: str  # its step in decisions.py: payment | location | craft | keep_favor | hire | recruit |
    # hire_recruit_card | merchant | pick_card | split_page | relocate
    seat: int  # who chooses
    a: list[str] = field(default_factory=list)  # kind-specific string arguments
    pay: list[str] = field(default_factory=list)  # pay: units still owed (basic id or "any")
    waive: int = 0  # pay: discount units still to waive
    n: int = 0  # craft: craftsmen still to resolve; hire/recruit: discount
    toks: list[str] = field(default_factory=list)  # loc: tokens cashable now; keep: tokens drawn
    used: list[str] = field(default_factory=list)  # loc: sub-actions used in this activation


# Frame kinds as they were named before they were named in words (issue 23). Running games are stored
# with their state, so a stored frame of an old kind is read as its new kind (``State._frame_kinds``).
RENAMED_FRAME_KINDS = {
    "pay": "payment",
    "loc": "location",
    "keep": "keep_favor",
    "card8": "hire_recruit_card",
    "pick": "pick_card",
    "split": "split_page",
    "reloc": "relocate",
}


def renamed_frame(v):
    """A stored frame (its JSON object) with an old kind name read under its new one."""
    if isinstance(v, dict):
        k = v.get("k")
        new = RENAMED_FRAME_KINDS.get(k) if isinstance(k, str) else None
        if new is not None:
            return {**v, "k": new}
    return v


@dataclass
class Turn:
    card: str | None = None
    slot: int = 0  # 1..3 steps
    card_done: bool = False
    moved: bool = False
    noble: bool = False
    hire: bool = False
    recruit: bool = False
    used: list[str] = field(default_factory=list)  # once-per-turn advisor abilities used


@dataclass
class LastTurn:
    """The public deeds of the latest turn that did any (the board marks them as "what changed").

    It belongs to ``turn`` (``State.turn_no``) of ``seat``: the first deed of a later turn replaces it
    (``last_turn.py``), so while the next player has not acted yet it still shows the turn just ended.
    """

    seat: int | None = None
    turn: int = 0
    card: str | None = None  # action card played, into slot ``slot`` (1..3)
    slot: int = 0
    moves: list[tuple[int, int, int]] = field(default_factory=list)  # (board, from, to) per councillor move
    visits: list[str] = field(default_factory=list)  # locations activated (arrival, Step, Town card)
    deeds: list[str] = field(default_factory=list)  # town action keys, eor.<event>.<option>; in order
    huts: list[tuple[str, int]] = field(default_factory=list)  # (location, hut index) hired into
    advisors: list[tuple[str, int, str]] = field(default_factory=list)  # (town location, space, advisor) taken
    ranks: list[str] = field(default_factory=list)  # noble ranks taken


class State(HotState):
    players: int
    options: Options
    rng: Rng
    round: int = 0
    phase: str = "play"  # setup | play | end_of_round | final_scoring | over
    statue: int = 0
    turn_in_round: int = 1
    active: int = 0
    turn_no: int = 0  # Decision.turn
    seq: int = 0  # actions applied
    event: str | None = None
    setup_event: str = ""
    event_deck: list[str] = Field(default_factory=list)  # face-up deck, top first
    events_boxed: list[str] = Field(default_factory=list)
    building_start: int = 30
    boards: list[list[str]] = Field(default_factory=list)
    huts: dict[str, list[int | None]] = Field(default_factory=dict)
    gift: dict[str, int] = Field(default_factory=dict)  # marker index per basic resource
    donation: dict[str, int] = Field(default_factory=dict)
    stone_marker: int = 0
    bread_marker: int = 0
    advisors: dict[str, list[str | None]] = Field(default_factory=dict)
    advisor_b_pile: list[str] = Field(default_factory=list)  # top first
    nobility: dict[str, list[int]] = Field(default_factory=dict)
    favor_draw: list[str] = Field(default_factory=list)  # face down, top = last
    favor_discard: list[str] = Field(default_factory=list)  # face up, newest last
    seats: list[Seat] = Field(default_factory=list)
    turn: Turn = Field(default_factory=Turn)
    stack: list[Frame] = Field(default_factory=list)
    queue: list[int] = Field(default_factory=list)  # seats still to decide (setup / end of round / final)
    victoria_cp: int | None = None
    victoria_cards: list[int] = Field(default_factory=list)
    victoria_last: list[int | str] = Field(default_factory=list)  # her latest steps (solo.victoria_steps)
    last_turn: LastTurn = Field(default_factory=LastTurn)  # public deeds of the latest turn (last_turn.py)

    @field_validator("stack", mode="before")
    @classmethod
    def _frame_kinds(cls, v):
        """Frames stored under the kinds' old names load under the new ones (only when a state is read)."""
        return [renamed_frame(f) for f in v] if isinstance(v, list) else v


# What of a State no other seat or nobody sees (``GameInfo.secrets``, engine/core/secrets.py): a seat's
# hand of action cards (its view's ``hand``); every face-down deck and draw pile, and the RNG. The
# views and the AI's determinisation derive from it (the hand: ai_support's redeal).
SECRETS = Secrets(owner=("hand",), hidden=("seats.*.deck", "favor_draw", "event_deck", "rng"))
