"""The full state of a Lisboa game: ids and ints that round-trip through JSON exactly.

Hidden information: every hand, the face-down political piles (all but their face-up top), the purple
deck, the decree deck, the Clergy bag, the goal-card deck B and the order of the Public Building
stacks below their top tiles; and the Clergy tile and draft cards a seat chose while all choose at once,
which the turn machine keeps in ``together`` until all have chosen. ``view.py`` shows only counts of those.

Seats: ``players`` human seats 0..players-1; a solo game adds the Rival (reference §18, PROPOSED) as
seat 1 with ``rival=True``: it owns Stores, Officials and wigs, never chooses and never holds cards.
Officials of the neutral colour (2 players and solo) are ``NEUTRAL`` (-1) in the offices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from engine.core.last_turn import LastTurn
from engine.core.model import HotState
from engine.core.rng import Rng
from engine.core.secrets import Secrets
from engine.core.together import Choices

from .data import GOODS, HOUSE_GROUPS, PORTFOLIO_TOP_SLOTS, PORTFOLIO_BOTTOM_SLOTS, RUBBLE_TYPES

NEUTRAL = -1


class Options(BaseModel):
    """Lobby options: the Kickstarter modules of the rulebook (reference §19, §6.1 step 18)."""

    model_config = ConfigDict(frozen=True)  # fixed at setup: a state copy shares it

    goal_cards: bool = False  # goal cards A/B for newcomers: each player says before the game if new
    starting_decree: bool = False  # each player takes 1 decree before the game, in reverse turn order
    draft: bool = False  # the starting hand is drafted (keep 2 / 1 / 1 / 1)
    reward_tokens: bool = False  # city reward tokens: parcel and site rewards shuffled (A20)
    rival_wigs: int = Field(
        0, ge=0, description="solo: the Rival's starting bonus in wigs (the /solo levels: 0, 15, 30, 45, 60)"
    )


def _goods() -> dict[str, int]:
    return {g: 0 for g in GOODS}


@dataclass
class Seat:
    colour: str
    rival: bool = False
    reis: int = 0
    influence: int = 0
    wigs: int = 0
    goods: dict[str, int] = field(default_factory=_goods)
    hand: list[str] = field(default_factory=list)
    # Portfolio: 3 top slots (Noble cards, Ships) and 3 bottom slots (Treasury cards); None = empty.
    top: list[str | None] = field(default_factory=lambda: [None] * PORTFOLIO_TOP_SLOTS)
    bottom: list[str | None] = field(default_factory=lambda: [None] * PORTFOLIO_BOTTOM_SLOTS)
    dock: list[list[str]] = field(default_factory=lambda: [[] for _ in range(PORTFOLIO_TOP_SLOTS)])
    sea: list[bool] = field(default_factory=lambda: [False] * PORTFOLIO_TOP_SLOTS)  # cargo boxed
    rubble: dict[str, int] = field(default_factory=lambda: {t: 0 for t in RUBBLE_TYPES})
    sets: int = 0  # completed rubble sets
    markers: int = 0  # set markers waiting on the Marquis portrait
    clergy: list[str] = field(default_factory=list)
    favors: list[str] = field(default_factory=list)  # nobles
    plans: list[str] = field(default_factory=list)  # uncompleted
    done_plans: list[str] = field(default_factory=list)
    houses: dict[str, int] = field(default_factory=lambda: {g: 0 for g, _ in HOUSE_GROUPS})  # built per group
    decrees: list[str] = field(default_factory=list)
    goal: str | None = None  # current goal card (Kickstarter)
    final: dict[str, int] | None = None  # the end-game breakdown (scoring.py)


# Step names of stored states before they were spelled in words (issue 23): a stored game's frames are
# read in today's names (Frame.k), so a game saved mid-turn plays on.
FORMER_KINDS = {
    "act12": "sell_or_trade",
    "vpay": "visit_payment",
    "vstate": "visit_state_action",
    "noble_act": "visit_noble_action",
    "joins": "visit_joiners",
    "jact": "join_action",
    "ev_act": "event_action",
    "goods2": "two_goods",
    "eff": "effect",
    "pb": "public_building",
    "pb_site": "public_building_site",
    "pb_officials": "public_building_officials",
    "pb_done": "public_building_done",
    "pdisc": "period_discard",
    "preward": "period_reward",
    "period2": "period_two",
    "sa_hire_officials": "hire_officials",
    "sa_acquire_plan": "acquire_plan",
    "sa_build_ship": "build_ship",
    "sa_produce_goods": "produce_goods",
    "sa_meet_cardinal": "meet_cardinal",
    "sa_earn_favor": "earn_favor",
}


def current_kind(k: str) -> str:
    """A frame kind in today's name (a stored state may hold a former one)."""
    return FORMER_KINDS.get(k, k)


@dataclass
class Frame:
    """A pending step of ``seat``: a choice, or (``auto`` kinds) a step the engine takes by itself.

    ``k`` names the step (decisions.STEPS); ``d`` holds the step's data (JSON values only: ints, strings,
    lists, dicts). Loading a state maps a former name of ``k`` to today's (``FORMER_KINDS``)."""

    k: Annotated[str, AfterValidator(current_kind)]
    seat: int
    d: dict[str, Any] = field(default_factory=dict)


class State(HotState):
    players: int  # human seats (1 = solo against the Rival)
    options: Options
    rng: Rng
    seq: int = 0  # actions applied
    turn_no: int = 0  # Decision.turn: grows with every turn and pre-game step
    phase: str = "play"  # newcomer | clergy | draft | start_decree | play | over
    period: int = 1
    active: int = 0  # whose turn it is
    start: int = 0  # the start player
    seats: list[Seat] = Field(default_factory=list)
    stack: list[Frame] = Field(default_factory=list)
    # --- political cards ---
    piles: dict[str, list[str]] = Field(default_factory=dict)  # pile -> cards, top last
    face_up: dict[str, bool] = Field(default_factory=dict)  # pile -> is its top card face up
    purple: list[str] = Field(default_factory=list)  # period-2 refill deck, top last
    brown: list[str] = Field(default_factory=list)  # period-2 display deck (face down)
    court: str | None = None  # the card played to the Royal Court
    # Political cards that left the game, all seen by everyone (gold and portfolio discards, played
    # court cards, the display at the end of period 1, period-end discards, the Rival's cards): the
    # AI's determinisation never deals them to a hand or a pile.
    gone: list[str] = Field(default_factory=list)
    draft: dict[int, list[str]] = Field(default_factory=dict)  # seat -> cards being drafted (hidden)
    # seat -> cards kept this draft step, once the turn machine plays the step's choices (until then they
    # are its, in ``together``)
    drafted: dict[int, list[str]] = Field(default_factory=dict)
    # --- shipyard, plans, public buildings, favors ---
    shipyard: list[str] = Field(default_factory=list)  # ship card ids, top last
    plan_stacks: dict[str, list[str]] = Field(default_factory=dict)  # architect -> plans, top last (face up)
    pb_stacks: dict[str, list[str]] = Field(default_factory=dict)  # architect -> tiles, top last
    pb_available: dict[str, str | None] = Field(default_factory=dict)  # architect -> tile on offer
    sites: dict[str, list[str]] = Field(default_factory=dict)  # site -> [tile, architect] once opened
    favor_stacks: dict[str, int] = Field(default_factory=dict)  # noble -> tiles left
    # --- offices ---
    offices: dict[str, list[int]] = Field(default_factory=dict)  # noble -> seats of its Officials
    courtyards: dict[str, list[int]] = Field(default_factory=dict)
    action_goods: dict[str, str] = Field(default_factory=dict)  # state action -> good covering it
    # --- city ---
    stores: dict[str, list] = Field(default_factory=dict)  # parcel -> [owner, street colour, house group]
    city_display: dict[str, bool] = Field(default_factory=dict)  # display space -> holds a tile
    city_large: int = 0  # tiles left in the stacks
    city_small: int = 0
    col_rubble: dict[str, list[str]] = Field(default_factory=dict)  # column -> cubes left
    row_rubble: dict[str, list[str]] = Field(default_factory=dict)  # row -> cubes left
    site_rubble: dict[str, list[str]] = Field(default_factory=dict)  # site -> cubes left
    reserve: list[str] = Field(default_factory=list)  # the 6-cube pile
    scoring_tiles: list[int] = Field(default_factory=list)  # slots under C1..C4
    parcel_rewards: dict[str, list[str]] = Field(default_factory=dict)  # reward tokens variant only
    site_rewards: dict[str, list[str]] = Field(default_factory=dict)
    # --- tracks ---
    treasury: int = 0
    prices: dict[str, int] = Field(default_factory=dict)
    # --- church ---
    church: dict[str, str | None] = Field(default_factory=dict)  # slot -> Clergy tile
    cardinal: str = "K0"
    bag: list[str] = Field(default_factory=list)  # the Clergy bag (hidden)
    church_due: bool = False  # Church scoring at this turn's end
    church_mover: int = 0  # who last moved the Cardinal
    # --- decrees, goals ---
    decree_deck: list[str] = Field(default_factory=list)  # top last (hidden)
    decree_display: list[str] = Field(default_factory=list)
    goal_deck: list[str] = Field(default_factory=list)  # deck B, top last (hidden)
    offer: dict[int, list[str]] = Field(default_factory=dict)  # seat -> 2 drawn Clergy tiles / goal B cards (hidden)
    # --- this turn ---
    answered: list[int] = Field(default_factory=list)  # seats that answered the newcomer question
    marker_spent: list[int] = Field(default_factory=list)  # seats that spent a set marker this turn (seed: 1 each)
    did: dict[int, list[str]] = Field(default_factory=dict)  # seat -> goal events this turn
    # --- period and game end ---
    period_due: int | None = None  # seat that caused the end of period 1 (A41), pending
    end_due: bool = False  # the game end was triggered in period 2
    turns_left: int | None = None  # turns still to play after the trigger (finish round + 1 round)
    rival_pile: int = -1  # solo: index of the pile the Rival took from last
    # The public deeds of the latest turn, for the board (engine/core/last_turn.py, noted by
    # deeds.note): gold.<card> folio.<card> visit.<card> event.<card> (the main step), store.<parcel>,
    # pb.<site>, decree.<decree>, hire.<noble>.<noble>, plan.<architect>, ship.<card>, cardinal.<slot>,
    # favor.<noble>, trade.<action>.<good>, sell.<good>.<owner>.<slot>, join.<noble>, draw.<pile>; and
    # produce (goods produced), office.<noble> (an Official came or left), treasury, price.<good> (a
    # track's marker moved in the turn).
    # The default is what games stored before it load with: nothing marked.
    last_turn: LastTurn = Field(default_factory=LastTurn)
    # The Clergy tiles and draft cards chosen at once so far, kept by the turn machine until every seat has
    # chosen (engine.core.together); None at any other time. New in rules version 2 (versions.py).
    together: Choices | None = None


def humans_from(st: State, first: int) -> list[int]:
    """Human seats clockwise starting with ``first`` (the Rival never chooses)."""
    n = len(st.seats)
    return [(first + i) % n for i in range(n) if not st.seats[(first + i) % n].rival]


# What of a State no other seat or nobody sees (``GameInfo.secrets``, engine/core/secrets.py): a seat's
# political cards, its Clergy tiles or goal cards to choose from and its draft (its view's ``hand``,
# ``offer``, ``draft``, ``drafted``); the Clergy tile chosen at once (``clergy``, the turn machine's step
# "clergy"); the face-down period-2 decks, the Clergy bag, the decree deck and the RNG; who plays as a
# newcomer is said at once, in the open. The views and the AI's determinisation derive from it (what it
# cannot say, where a hidden card may lie: ai_support's redeal).
SECRETS = Secrets(
    owner=("hand", "offer", "draft", "drafted"),
    kept=("clergy",),
    hidden=("purple", "brown", "bag", "decree_deck", "rng"),
    open_kinds=("newcomer",),
)
