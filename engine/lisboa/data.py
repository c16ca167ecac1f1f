"""Every printed number and component of Lisboa, as plain data tables.

Source: ``shared/reference/lisboa.md`` (its Errata first; §2 vocabulary, §3 inventory, §4 main board,
§5 player board, §6 setup, §8/§16/§17 fixed numbers and scoring tables, §19 Kickstarter modules,
§21 card and tile tables). The rules authority is the Czech rulebook
(``shared/seeds/004_3cd5800ba85c088c.txt``). Each row or table carries a source as the reference
gives it: ``SEED`` (the rulebook), ``S<n>`` (a public page of reference §1), ``INFERRED`` (forced by
the rules) or ``PROPOSED`` (not found anywhere: designed by the reference to fit every known rule and
example). Replace PROPOSED values here if the printed ones become known; rules code reads them only
from this module. Every id is ASCII ``[A-Za-z0-9_]`` (the reference's ``W-A`` sites become ``W_A``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

SEED: Final = "SEED"
INFERRED: Final = "INFERRED"
PROPOSED: Final = "PROPOSED"

# --- vocabulary (§2) ------------------------------------------------------------------------------
NOBLES: Final = ("MAIA", "POMBAL", "KING")  # SEED
PILES: Final = ("MAIA", "POMBAL", "KING", "TREASURY")  # SEED political display, left to right
GOODS: Final = ("GOLD", "CLOTH", "BOOKS", "TOOLS")  # SEED
COLOURS: Final = ("YELLOW", "PINK", "BROWN", "BLUE")  # SEED street colours
GOOD_OF_COLOUR: Final = {"YELLOW": "GOLD", "PINK": "CLOTH", "BROWN": "BOOKS", "BLUE": "TOOLS"}  # SEED
COLOUR_OF_GOOD: Final = {g: c for c, g in GOOD_OF_COLOUR.items()}
RUBBLE_TYPES: Final = ("EARTHQUAKE", "FIRE", "TSUNAMI")  # SEED
RUBBLE_VALUE: Final = {"EARTHQUAKE": 3, "FIRE": 2, "TSUNAMI": 1}  # SEED: reis added to land cost
ARCHITECTS: Final = ("ARCH_BLUE", "ARCH_GREEN")  # SEED (which historical one is blue: irrelevant)
ACTIONS: Final = ("TAKE_GOLD", "SELL_GOODS", "TRADE_WITH_NOBLES", "VISIT_NOBLE", "SPONSOR_EVENT")  # SEED §7
STATE_ACTIONS: Final = {  # SEED (KING's pair also S9)
    "MAIA": ("HIRE_OFFICIALS", "ACQUIRE_PLAN"),
    "POMBAL": ("BUILD_SHIP", "PRODUCE_GOODS"),
    "KING": ("MEET_CARDINAL", "EARN_FAVOR"),
}
NOBLE_ACTION: Final = {"MAIA": "BUILD_STORE", "POMBAL": "TAKE_DECREE", "KING": "OPEN_PUBLIC_BUILDING"}  # SEED
TRADE_GOODS: Final = {"MAIA": ("TOOLS", "GOLD"), "POMBAL": ("BOOKS", "GOLD"), "KING": ("CLOTH", "GOLD")}  # SEED
# One board space per state action (§4.14); the id is the action's.
STATE_ACTION_SPACES: Final = tuple(a for n in NOBLES for a in STATE_ACTIONS[n])
NOBLE_OF_ACTION: Final = {a: n for n in NOBLES for a in (*STATE_ACTIONS[n], NOBLE_ACTION[n])}

# --- inventory (§3, §21.8; SEED unless marked) --------------------------------------------------
GOODS_PER_TYPE: Final = 17  # SEED; the supply is treated as unlimited (SEED note)
COINS: Final = {1: 30, 5: 20, 10: 5}  # SEED; unlimited
PLAYER_COLOURS: Final = ("GREEN", "PURPLE", "YELLOW", "ORANGE")  # the seed's examples' colours
NEUTRAL_COLOUR: Final = "NEUTRAL"  # 2-player neutral Officials / solo rival (§6.1 step 5, §18)
CITY_TILES_LARGE: Final = 22
CITY_TILES_SMALL: Final = 5
SCORING_TILE_VALUES: Final = (2, 3, 4, 5)  # PROPOSED (reference §4.6; 3 and 4 are SEED-attested)
FAVORS_PER_NOBLE: Final = 4  # 12 tiles SEED; 4 per noble INFERRED (needed for 4 players)
RUBBLE_PER_TYPE: Final = {"EARTHQUAKE": 21, "FIRE": 21, "TSUNAMI": 21}  # PROPOSED (reference §21.8); 63 SEED
RUBBLE_TOTAL: Final = 63  # SEED
OFFICIALS_PER_PLAYER: Final = 8
HOUSES_PER_PLAYER: Final = 8
SET_MARKERS_PER_PLAYER: Final = 5
POLITICAL_CARDS: Final = 82
SHIP_CARDS: Final = 12
DECREE_CARDS: Final = 70
CLERGY_TILES: Final = 37
PLAN_TILES: Final = 20
STARTING_PLANS: Final = 4
PUBLIC_BUILDINGS: Final = 16

# --- fixed numbers: setup and player board (§4.10, §4.11, §5, §6) -------------------------------
PLAYER_COUNTS: Final = (1, 2, 3, 4)  # 1 = the PROPOSED solo automa of §18, played on the 2-player setup
START_REIS: Final = 10  # SEED
START_GOODS_EACH: Final = 1  # SEED: 1 of each type
START_WIGS: Final = 5  # SEED
START_INFLUENCE: Final = (4, 5, 6, 7)  # SEED, by seat in turn order
START_CLERGY_DRAW: Final = 2  # SEED: draw 2, keep 1
START_CLERGY_KEEP: Final = 1
START_FAVORS: Final = 1  # SEED: 1 random favor tile each
START_PLANS: Final = 1  # SEED: 1 random starting plan each
START_OFFICIAL_OFFICE: Final = "POMBAL"  # SEED: 1 Official on any space of the middle noble's office
NEUTRAL_OFFICIALS_PER_OFFICE_2P: Final = 1  # SEED
TREASURY_START_SPACE: Final = 3  # SEED
HAND_SIZE: Final = 5  # SEED
PORTFOLIO_TOP_SLOTS: Final = 3  # SEED (Nobles and Ships)
PORTFOLIO_BOTTOM_SLOTS: Final = 3  # SEED (Treasury cards)
PORTFOLIO_BASE: Final = 2  # SEED: + 1 per completed rubble set
STORAGE_BASE: Final = 2  # SEED: per good type, + 1 per completed rubble set
RUBBLE_ROW_SPACES: Final = 5  # SEED: per rubble type; so at most 5 sets
CLERGY_SLOTS: Final = 4  # SEED hard cap
HOUSE_GROUPS: Final = (("LEFT", 2), ("MIDDLE", 3), ("RIGHT", 3))  # SEED
# SEED: the ability uncovered by the k-th house of a group (it replaces the group's previous one).
HOUSE_ABILITIES: Final = {
    "LEFT": (None, "VISIT_IN_REIS"),
    "MIDDLE": ("SHIP_MINUS1", "SHIP_MINUS1", "SHIP_FREE"),
    "RIGHT": ("PROD_PLUS1_ONE", "PROD_PLUS1_ONE", "PROD_PLUS1_EACH"),
}
INFLUENCE_MIN: Final = 0  # SEED
INFLUENCE_MAX: Final = 10  # SEED; space 10 shows a wig
INFLUENCE_WIG_AT: Final = 10  # SEED: 1 wig after any gain that leaves the marker here
# PROPOSED (reference §4.10, A5): spaces with a real symbol; S7 caps reis from 10 Influence at 6.
INFLUENCE_REAL_SYMBOLS: Final = (0, 1, 3, 5, 7, 9)
WIGS_MIN: Final = 0  # PROPOSED guard (reference §4.11)

# --- political-card flow and period clock (§6.1, §17; SEED) -------------------------------------
PILE_SIZE: Final = 5  # red and brown decks: 4 piles of 5
EMPTY_PILES_TRIGGER: Final = 3  # 3 of the 4 piles empty ends period 1 / the game
PERIOD_END_SETS: Final = 2  # completing a 2nd set ends period 1
GAME_END_SETS: Final = 4  # completing a 4th set (the moment: Errata 2) ends the game
DECREE_DISPLAY: Final = 8
DECREES_PER_TAKE: Final = 1  # + 1 more by spending a set marker, at most one marker per turn
SET_MARKERS_PER_TURN: Final = 1
SHIPYARD_PERIOD_KINDS: Final = {1: ("SHIP1", "SHIP2"), 2: ("SHIP3", "SHIP4")}  # top kind first
START_HAND_DECK: Final = "BLUE"  # dealt at setup; the rest goes to the box
DISPLAY_DECK: Final = {1: "RED", 2: "BROWN"}  # the political display of each period
PERIOD2_REFILL_DECK: Final = "PURPLE"  # hands refilled to 5 at the end of period 1; the rest to the box

# --- scoring (§16, §17.4; SEED) -----------------------------------------------------------------
WIGS_PER_SET: Final = 3  # end of period 1 and end of game
WIGS_PER_FAVOR: Final = 2  # end of game
REIS_PER_WIG: Final = 5  # end of game, rounded down
# Store majorities: wigs for most / 2nd / 3rd Stores of a type (at least 1 Store to score).
STORE_MAJORITY: Final = {"GOLD": (3, 2, 1), "TOOLS": (6, 4, 2), "BOOKS": (9, 6, 3), "CLOTH": (9, 6, 3)}
STORE_MAJORITY_PLACES_2P: Final = (0, 2)  # 2 players: "most" and the "3rd place" value only
# Officials majority (Official icons on completed plans; at least 1 completed plan to score).
OFFICIALS_MAJORITY: Final = {2: (15, 5), 3: (15, 10, 5), 4: (15, 10, 5)}
TIE_BREAKS: Final = ("rubble_sets", "stores", "completed_plans", "reis")  # then shared


def store_majority_values(good: str, players: int) -> tuple[int, ...]:
    """Wigs by position for Store majorities of ``good`` (2 players and solo: most, then 3rd)."""
    row = STORE_MAJORITY[good]
    if players <= 2:
        return tuple(row[i] for i in STORE_MAJORITY_PLACES_2P)
    return row


def officials_majority_values(players: int) -> tuple[int, ...]:
    return OFFICIALS_MAJORITY[max(players, 2)]


def split_tie(values: tuple[int, ...], first: int, tied: int) -> int:
    """Each of ``tied`` players sharing positions first..first+tied-1 (0-based) gets the sum of those
    positions' values, divided and rounded down; positions beyond the table are worth 0 (SEED)."""
    return sum(values[first : first + tied]) // tied


# --- player-count table (§6.2) ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CountSetup:
    favors_per_noble: int  # SEED: favor tiles in play = 1 per noble per player
    ship_copies: int  # SEED, S11: players - 1 copies of each kind
    row_e_open: bool  # SEED: 2 players cover row E
    neutral_officials: bool  # SEED: 2 players only, 1 per office, permanent
    source: str


PLAYER_COUNT_SETUP: Final = {
    1: CountSetup(2, 1, False, True, PROPOSED),  # solo uses the 2-player setup (reference §18)
    2: CountSetup(2, 1, False, True, SEED),
    3: CountSetup(3, 2, True, False, SEED),
    4: CountSetup(4, 3, True, False, SEED),
}

# --- effect codes (§21.1): the reference's strings, ``CODE`` or ``CODE:<arg>`` --------------------
# code -> (argument kind: None | "good" | "int", source). Rows keep the full string ("+REIS:5").
EFFECTS: Final = {
    "+GOLD": (None, SEED),
    "+GOOD": ("good", SEED),
    "+REIS": ("int", "S7"),
    "+PLAN": (None, PROPOSED),
    "+OFFICIAL": (None, PROPOSED),  # goal card B5 uses the same effect (SEED)
    "+CARDINAL1": (None, SEED),  # single-arrow symbol SEED; its fallback PROPOSED
    "+INFLUENCE": (None, "S6"),  # a standard Influence gain
    "+INFL": ("int", SEED),  # flat gain, no Clergy bonus (goal card B8)
    "+RUBBLE": (None, PROPOSED),  # 1 cube of your choice from the reserve pile
    "+WIGS": ("int", PROPOSED),
    "+FAVOR": (None, PROPOSED),
    "+PRICE_UP": (None, PROPOSED),  # one good's price +PRICE_UP_STEP (A4)
    "+GOAL_B": ("int", SEED),  # goal deck A reward: draw n cards of deck B (this module's code)
    "-OFFICIAL": (None, SEED),
    "-GOOD": (None, PROPOSED),
    "-REIS": ("int", PROPOSED),
    "-INFL": ("int", PROPOSED),
    "-WIGS": ("int", PROPOSED),
}


@lru_cache(maxsize=None)
def effect(code: str) -> tuple[str, str | int | None]:
    """``"+REIS:5"`` -> ``("+REIS", 5)``; ``"+GOOD:BOOKS"`` -> ``("+GOOD", "BOOKS")``; ``"+GOLD"`` ->
    ``("+GOLD", None)``. Raises ValueError for a code outside EFFECTS or a bad argument."""
    base, _, arg = code.partition(":")
    if base not in EFFECTS:
        raise ValueError(f"unknown effect code {code!r}")
    kind = EFFECTS[base][0]
    if kind is None:
        if arg:
            raise ValueError(f"effect {base} takes no argument: {code!r}")
        return base, None
    if kind == "good":
        if arg not in GOODS:
            raise ValueError(f"bad good in {code!r}")
        return base, arg
    if not arg.isdigit() or int(arg) < 1:
        raise ValueError(f"bad amount in {code!r}")
    return base, int(arg)


def amount(code: str) -> int:
    """The amount of an effect that takes one (``"-REIS:2"`` -> 2); ValueError for any other."""
    arg = effect(code)[1]
    if not isinstance(arg, int):
        raise ValueError(f"effect {code!r} has no amount")
    return arg


def is_penalty(code: str) -> bool:
    return code.startswith("-")


# Treasury-card centre events (Sponsor an Event) and bottom advantages (§21.3.2): code -> source.
EVENTS: Final = {
    "EV_HIRE": PROPOSED,
    "EV_PLAN": PROPOSED,
    "EV_SHIP": PROPOSED,
    "EV_PRODUCE": PROPOSED,
    "EV_CARDINAL": PROPOSED,
    "EV_FAVOR": PROPOSED,
    "EV_STORE": "S7",  # full land cost: the treasury value is paid twice (S7)
    "EV_DECREE": PROPOSED,  # the set-marker extra decree is allowed
    "EV_GOODS2": PROPOSED,  # 2 goods of 2 different types
    "EV_PRICE": PROPOSED,  # one good's price +PRICE_UP_STEP
    "EV_INFLUENCE": PROPOSED,  # a standard Influence gain
}
# The action each action-event performs (no good owed to the noble).
EVENT_ACTION: Final = {
    "EV_HIRE": "HIRE_OFFICIALS",
    "EV_PLAN": "ACQUIRE_PLAN",
    "EV_SHIP": "BUILD_SHIP",
    "EV_PRODUCE": "PRODUCE_GOODS",
    "EV_CARDINAL": "MEET_CARDINAL",
    "EV_FAVOR": "EARN_FAVOR",
    "EV_STORE": "BUILD_STORE",
    "EV_DECREE": "TAKE_DECREE",
}
ADVANTAGES: Final = {
    "ADV_REAL1": SEED,  # every reis payment 1 lower (seed example); once per payment event (A14)
    "ADV_LAND2": PROPOSED,  # land cost -2 (kind SEED-attested, size PROPOSED)
    "ADV_HIRE1": PROPOSED,  # -1 real per hired Official (kind SEED-attested)
    "ADV_PLAN1": PROPOSED,  # plans need 1 fewer Official (kind SEED-attested)
    "ADV_VISIT1": PROPOSED,  # visit and join cost -1 Influence
    "ADV_SELL1": PROPOSED,  # +1 real per good sold
    "ADV_SHIP1": PROPOSED,  # Ships cost 1 good fewer
    "ADV_STORE1": PROPOSED,  # +1 storage per type
    "ADV_INFL1": PROPOSED,  # +1 on each standard Influence gain
    "ADV_PROD1": PROPOSED,  # +1 good of one produced type
    "ADV_TRADE_ANY": PROPOSED,  # any good satisfies any noble in Trade with the Nobles
}

# --- main board: downtown grid (§4.1, §4.2; A1, A2) ---------------------------------------------
ROWS: Final = ("A", "B", "C", "D", "E")  # SEED, north to south
COLUMNS: Final = ("C1", "C2", "C3", "C4", "C5")  # S8 + S12, west to east; C5 is the half column
HALF_COLUMN: Final = "C5"
ROW_COVERED_2P: Final = "E"  # SEED


@dataclass(frozen=True, slots=True)
class Street:
    id: str
    colour: str
    west: str  # column on its west side
    east: str  # column on its east side
    name: str
    source: str


# Position of every street PROPOSED except as noted (reference §4.1, A1).
STREETS: Final = (
    Street("S_YELLOW", "YELLOW", "C1", "C2", "Rua Aurea", "SEED name and colour; position PROPOSED"),
    Street("S_PINK", "PINK", "C2", "C3", "Rua Augusta", PROPOSED),
    Street("S_BROWN", "BROWN", "C3", "C4", "Rua Nova da Princesa", "SEED name; position PROPOSED"),
    Street(
        "S_BLUE",
        "BLUE",
        "C4",
        "C5",
        "Rua Bela da Rainha",
        "INFERRED position (small-tile display space is blue); name PROPOSED",
    ),
)
STREET_OF_COLOUR: Final = {s.colour: s for s in STREETS}


@dataclass(frozen=True, slots=True)
class Parcel:
    id: str  # "PA1".."PE5": row letter + column number
    row: str
    column: str
    small: bool  # half parcel of C5 (takes only small City tiles)
    streets: tuple[str, ...]  # colours of the streets it touches (a Store may face any of them)
    reward: tuple[str, ...]  # effect codes, in order
    source: str


# PROPOSED (reference §4.2): parcel rewards, row -> one cell per column C1..C5 ("+A & +B" = both).
_PARCEL_REWARDS: Final = {
    "A": ("+GOLD", "+REIS:5", "+PLAN", "+OFFICIAL", "+RUBBLE"),
    "B": ("+GOOD:BOOKS & +GOOD:TOOLS", "+CARDINAL1", "+REIS:5", "+GOLD", "+REIS:3"),
    "C": ("+OFFICIAL", "+GOLD", "+INFLUENCE", "+REIS:5", "+GOOD:CLOTH"),
    "D": ("+REIS:5", "+RUBBLE", "+GOLD", "+PLAN", "+REIS:3"),
    "E": ("+PLAN", "+OFFICIAL", "+RUBBLE", "+CARDINAL1", "+WIGS:2"),
}


def _parcels() -> tuple[Parcel, ...]:
    out = []
    for r in ROWS:
        for i, c in enumerate(COLUMNS):
            touching = tuple(s.colour for s in STREETS if c in (s.west, s.east))
            reward = tuple(x.strip() for x in _PARCEL_REWARDS[r][i].split("&"))
            out.append(Parcel(f"P{r}{i + 1}", r, c, c == HALF_COLUMN, touching, reward, PROPOSED))
    return tuple(out)


PARCELS: Final = _parcels()  # grid geometry INFERRED; rewards PROPOSED
PARCEL: Final = {p.id: p for p in PARCELS}


@lru_cache(maxsize=None)
def parcel_at(row: str, column: str) -> Parcel:
    return PARCEL[f"P{row}{COLUMNS.index(column) + 1}"]


@lru_cache(maxsize=None)
def parcel_neighbours(parcel_id: str) -> tuple[str, ...]:
    """Orthogonally adjacent parcels (same row, next column; same column, next row)."""
    p = PARCEL[parcel_id]
    r, c = ROWS.index(p.row), COLUMNS.index(p.column)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < len(ROWS) and 0 <= c + dc < len(COLUMNS):
            out.append(parcel_at(ROWS[r + dr], COLUMNS[c + dc]).id)
    return tuple(out)


@lru_cache(maxsize=None)
def parcels_on_street(colour: str) -> tuple[str, ...]:
    """Parcels touching the street of ``colour`` (the inverse of ``Parcel.streets``)."""
    return tuple(p.id for p in PARCELS if colour in p.streets)


def parcels_in_play(players: int) -> tuple[Parcel, ...]:
    if PLAYER_COUNT_SETUP[players].row_e_open:
        return PARCELS
    return tuple(p for p in PARCELS if p.row != ROW_COVERED_2P)


# --- scoring tiles (§4.6; A2) ----------------------------------------------------------------------
# PROPOSED: the 4 random tiles lie in slots 0..3 under C1..C4; the half column reads C4's slot.
SCORING_SLOT_OF_COLUMN: Final = {"C1": 0, "C2": 1, "C3": 2, "C4": 3, "C5": 3}

# --- rubble spaces (§4.3; S8, S12, SEED) ----------------------------------------------------------
COLUMN_RUBBLE_SPACES: Final = {"C1": 3, "C2": 3, "C3": 3, "C4": 3, "C5": 2}  # S8, S12
ROW_RUBBLE_SPACES: Final = {r: 3 for r in ROWS}  # S8, S12 (east end)
SITE_RUBBLE: Final = 2  # S8, S12
RUBBLE_RESERVE: Final = 6  # SEED pile; S8, S12


def rubble_used(players: int) -> int:
    """Cubes drawn at setup (column + row spaces + PB sites + reserve); the rest go to the box."""
    rows = [r for r in ROWS if PLAYER_COUNT_SETUP[players].row_e_open or r != ROW_COVERED_2P]
    return (
        sum(COLUMN_RUBBLE_SPACES.values())
        + sum(ROW_RUBBLE_SPACES[r] for r in rows)
        + SITE_RUBBLE * len(sites_in_play(players))
        + RUBBLE_RESERVE
    )


# --- public-building sites (§4.4, §4.5) -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Site:
    id: str  # "W_A".."W_E", "E_A".."E_E", "N_YELLOW".."N_BLUE"
    side: str  # "W" | "E" | "N"
    row: str | None  # west / east sites
    street: str | None  # north sites: colour of the street (a PB there must show that colour)
    reward: tuple[str, ...]
    source: str


_SITE_REWARDS: Final = {  # PROPOSED (reference §4.4) except N_YELLOW (SEED worked example)
    "W_A": "+GOLD",
    "W_B": "+REIS:5",
    "W_C": "+PLAN",
    "W_D": "+OFFICIAL",
    "W_E": "+CARDINAL1",
    "N_YELLOW": "+GOLD",
    "N_PINK": "+REIS:5",
    "N_BROWN": "+PLAN",
    "N_BLUE": "+OFFICIAL",
    "E_A": "+REIS:5",
    "E_B": "+GOLD",
    "E_C": "+INFLUENCE",
    "E_D": "+RUBBLE",
    "E_E": "+PLAN",
}
SITES: Final = (
    *(Site(f"W_{r}", "W", r, None, (_SITE_REWARDS[f"W_{r}"],), PROPOSED) for r in ROWS),
    *(Site(f"N_{c}", "N", None, c, (_SITE_REWARDS[f"N_{c}"],), SEED if c == "YELLOW" else PROPOSED) for c in COLOURS),
    *(Site(f"E_{r}", "E", r, None, (_SITE_REWARDS[f"E_{r}"],), PROPOSED) for r in ROWS),
)
SITE: Final = {s.id: s for s in SITES}


def sites_in_play(players: int) -> tuple[Site, ...]:
    if PLAYER_COUNT_SETUP[players].row_e_open:
        return SITES
    return tuple(s for s in SITES if s.row != ROW_COVERED_2P)


@lru_cache(maxsize=None)
def matching_sites(parcel_id: str, facing: str) -> tuple[tuple[str, str | None], ...]:
    """The sites whose PB can match a Store on ``parcel_id`` facing the street of colour ``facing``
    (SEED §4.5): (site, colour the PB must show, or None when the street fixes it). North: the site
    of the faced street; west and east: the sites of the Store's row, if the PB shows the colour."""
    p = PARCEL[parcel_id]
    if facing not in p.streets:
        raise ValueError(f"{parcel_id} does not touch the {facing} street")
    return ((f"N_{facing}", None), (f"W_{p.row}", facing), (f"E_{p.row}", facing))


# --- City-tile display (§4.7; SEED) --------------------------------------------------------------
# Display space -> (street colour the new Store must face, small tile?).
CITY_DISPLAY: Final = {
    "YELLOW": ("YELLOW", False),
    "PINK": ("PINK", False),
    "BROWN": ("BROWN", False),
    "BLUE": ("BLUE", False),
    "SMALL_BLUE": ("BLUE", True),
}

# --- treasury track (§4.8; A3) -------------------------------------------------------------------
TREASURY_SPACES: Final = (1, 2, 3, 4, 5, 6, 7, 8)  # PROPOSED: space n shows reis value n
TREASURY_REIS: Final = {s: s for s in TREASURY_SPACES}  # PROPOSED
# PROPOSED (A3): two readings of the Influence value; both show +1 on the start space.
TREASURY_INFLUENCE_READINGS: Final = {
    "inverse": {s: 4 - s for s in TREASURY_SPACES},  # recommended: rich treasury, cheap visits
    "rising": {s: s - 2 for s in TREASURY_SPACES},
}
TREASURY_INFLUENCE_DEFAULT: Final = "inverse"
TREASURY_INFLUENCE: Final = TREASURY_INFLUENCE_READINGS[TREASURY_INFLUENCE_DEFAULT]

# --- goods price track (§4.9; A4) ----------------------------------------------------------------
PRICE_MIN: Final = 1  # PROPOSED
PRICE_MAX: Final = 8  # PROPOSED
PRICE_START: Final = {"BOOKS": 6, "CLOTH": 5, "GOLD": 5, "TOOLS": 4}  # PROPOSED
PRICE_DROP_ON_PRODUCE: Final = 1  # SEED: per type of which at least 1 good was received
PRICE_UP_STEP: Final = 2  # PROPOSED (+PRICE_UP, EV_PRICE)


@lru_cache(maxsize=None)
def influence_funds(influence: int) -> int:
    """Reis that ``influence`` can fund: real symbols strictly below it (§4.10 table)."""
    return sum(1 for s in INFLUENCE_REAL_SYMBOLS if s < influence)


@lru_cache(maxsize=None)
def influence_after_funding(influence: int) -> int:
    """The space reached after funding 1 real: the next real symbol below (§4.10)."""
    below = [s for s in INFLUENCE_REAL_SYMBOLS if s < influence]
    if not below:
        raise ValueError("no real can be funded at 0 Influence")
    return below[-1]


# --- church track (§4.12; A11) ---------------------------------------------------------------------
CHURCH_SLOTS: Final = ("T0", "T1", "T2", "T3", "T4", "T5")  # SEED: 6 dark tile slots in a ring
CHURCH_GAPS: Final = ("K0", "K1", "K2", "K3", "K4", "K5")  # Kk lies between Tk and T(k+1)
CARDINAL_START: Final = "K0"  # SEED: the Influence-symbol gap
# PROPOSED positions (reference §4.12): one Influence gap (the start) and one treasury gap.
GAP_SYMBOL: Final = {"K0": "INFLUENCE", "K1": None, "K2": None, "K3": "TREASURY", "K4": None, "K5": None}
CARDINAL_STEPS: Final = (1, 2)  # SEED; +CARDINAL1 allows exactly 1


@lru_cache(maxsize=None)
def gap_slots(gap: str) -> tuple[str, str]:
    """The two tile slots next to the Cardinal standing on ``gap``."""
    k = CHURCH_GAPS.index(gap)
    return CHURCH_SLOTS[k], CHURCH_SLOTS[(k + 1) % len(CHURCH_SLOTS)]


@lru_cache(maxsize=None)
def slot_gaps(slot: str) -> tuple[str, str]:
    """The two gaps next to ``slot`` (the inverse of gap_slots)."""
    k = CHURCH_SLOTS.index(slot)
    return CHURCH_GAPS[(k - 1) % len(CHURCH_GAPS)], CHURCH_GAPS[k]


def cardinal_path(gap: str, steps: int) -> tuple[str, ...]:
    """Gaps passed or stopped on, clockwise (increasing k), ending on the new gap."""
    k = CHURCH_GAPS.index(gap)
    return tuple(CHURCH_GAPS[(k + i) % len(CHURCH_GAPS)] for i in range(1, steps + 1))


# --- offices (§4.13; A6) -------------------------------------------------------------------------
OFFICES: Final = NOBLES
OFFICE_SPACES: Final = 6  # PROPOSED (A6): the seed shows 5 other players' Officials in one


# --- Ship cards (§21.2) ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ShipKind:
    id: str
    colour: str
    size: int  # hull = dock spaces = wigs at sailing and at game end
    copies: int  # in the box; players - 1 used
    sale_bonus: int  # reis per good sold to it
    influence: int  # top value, counted in standard Influence gains
    period: int  # shipyard period; the smaller kind of a period is stacked on top
    source: str


SHIPS: Final = (
    ShipKind("SHIP1", "BLUE", 1, 3, 0, 3, 1, "SEED colour/size/copies/period; bonus, Influence PROPOSED"),
    ShipKind("SHIP2", "RED", 2, 3, 1, 2, 1, "SEED colour/size/+1; Influence PROPOSED (fits T10)"),
    ShipKind("SHIP3", "PURPLE", 3, 3, 2, 1, 2, "SEED size/period/Influence 1 (T11); +2 PROPOSED (T09)"),
    ShipKind("SHIP4", "BROWN", 4, 3, 3, 0, 2, "SEED colour/size/period; bonus, Influence PROPOSED"),
)
SHIP: Final = {s.id: s for s in SHIPS}

# --- political cards (§21.3) -----------------------------------------------------------------------
DECKS: Final = ("BLUE", "RED", "PURPLE", "BROWN")  # SEED, in the order they are used
DECK_YEARS: Final = {"BLUE": "1755-1757", "RED": "1758-1762", "PURPLE": "1763-1768", "BROWN": "1769-1777"}
DECK_SIZES: Final = {"BLUE": 21, "RED": 20, "PURPLE": 21, "BROWN": 20}  # red SEED, brown INFERRED, rest PROPOSED
_DECK_PREFIX: Final = {"BL": "BLUE", "RE": "RED", "PU": "PURPLE", "BR": "BROWN"}


@dataclass(frozen=True, slots=True)
class PoliticalCard:
    id: str
    deck: str
    pile: str  # MAIA | POMBAL | KING | TREASURY (the card back)
    influence: int  # noble cards: top Influence value; 0 for Treasury cards
    bottom: str | None  # noble cards: reward (+) or penalty (-) effect code
    event: str | None  # Treasury cards: centre event (Sponsor an Event)
    advantage: str | None  # Treasury cards: bottom advantage (while in the portfolio)
    source: str

    @property
    def noble(self) -> bool:
        return self.pile != "TREASURY"


# PROPOSED (reference §21.3.1) except the noted fields: id, noble, influence, bottom, source.
_NOBLE_ROWS: Final = """
BL01 MAIA 2 +GOOD:TOOLS
BL02 MAIA 2 +PLAN
BL03 MAIA 3 +GOLD        SEED example (Maia card: gold reward, Influence 3); deck PROPOSED
BL04 MAIA 4 -OFFICIAL
BL05 MAIA 4 -REIS:2
BL06 POMBAL 2 +GOOD:BOOKS
BL07 POMBAL 2 +REIS:3
BL08 POMBAL 3 +GOLD
BL09 POMBAL 4 -GOOD
BL10 POMBAL 4 -INFL:2
BL11 KING 2 +GOOD:CLOTH
BL12 KING 2 +CARDINAL1
BL13 KING 3 +GOLD        SEED example (King card tucked for 1 gold); deck and Influence PROPOSED
BL14 KING 4 -WIGS:1
BL15 KING 4 -OFFICIAL
RE01 MAIA 2 +GOOD:TOOLS
RE02 MAIA 3 +OFFICIAL
RE03 MAIA 3 +RUBBLE
RE04 MAIA 5 -OFFICIAL    SEED example (Influence-5 card removing an Official); noble and deck PROPOSED
RE05 MAIA 5 -REIS:3
RE06 POMBAL 2 +GOOD:BOOKS
RE07 POMBAL 3 +PRICE_UP
RE08 POMBAL 3 +INFLUENCE
RE09 POMBAL 5 -GOOD
RE10 POMBAL 5 -INFL:2    SEED example (Marquis card worth 5 Influence); deck and penalty PROPOSED
RE11 KING 2 +GOOD:CLOTH
RE12 KING 3 +FAVOR
RE13 KING 3 +CARDINAL1
RE14 KING 5 -WIGS:2
RE15 KING 5 -GOOD
PU01 MAIA 3 +GOLD
PU02 MAIA 3 +PLAN
PU03 MAIA 4 +REIS:4
PU04 MAIA 5 -OFFICIAL
PU05 MAIA 6 -REIS:3
PU06 POMBAL 3 +GOLD
PU07 POMBAL 3 +GOOD:BOOKS
PU08 POMBAL 4 +PRICE_UP
PU09 POMBAL 5 -GOOD
PU10 POMBAL 6 -INFL:3
PU11 KING 3 +GOLD
PU12 KING 3 +WIGS:2
PU13 KING 4 +CARDINAL1
PU14 KING 5 -OFFICIAL
PU15 KING 6 -WIGS:2
BR01 MAIA 3 +OFFICIAL
BR02 MAIA 4 +RUBBLE
BR03 MAIA 4 +GOOD:TOOLS
BR04 MAIA 6 -OFFICIAL
BR05 MAIA 6 -REIS:4
BR06 POMBAL 3 +REIS:5
BR07 POMBAL 4 +GOOD:BOOKS
BR08 POMBAL 4 +INFLUENCE
BR09 POMBAL 6 -GOOD
BR10 POMBAL 6 -INFL:3
BR11 KING 3 +FAVOR
BR12 KING 4 +WIGS:2
BR13 KING 4 +GOOD:CLOTH
BR14 KING 6 -WIGS:2
BR15 KING 6 -OFFICIAL
"""
# PROPOSED (reference §21.3.2) except the noted fields: id, centre event, bottom advantage, source.
_TREASURY_ROWS: Final = """
BL16 EV_HIRE ADV_REAL1       SEED example ('1 real' advantage); event PROPOSED
BL17 EV_PLAN ADV_LAND2
BL18 EV_SHIP ADV_VISIT1
BL19 EV_PRODUCE ADV_SELL1
BL20 EV_CARDINAL ADV_REAL1
BL21 EV_GOODS2 ADV_SHIP1
RE16 EV_STORE ADV_HIRE1      S7 (a Treasury event that builds a Store exists); rest PROPOSED
RE17 EV_FAVOR ADV_PLAN1
RE18 EV_PRICE ADV_STORE1
RE19 EV_SHIP ADV_INFL1
RE20 EV_PRODUCE ADV_REAL1
PU16 EV_DECREE ADV_VISIT1
PU17 EV_HIRE ADV_SELL1
PU18 EV_STORE ADV_LAND2
PU19 EV_CARDINAL ADV_HIRE1
PU20 EV_GOODS2 ADV_PLAN1
PU21 EV_PLAN ADV_TRADE_ANY
BR16 EV_SHIP ADV_STORE1
BR17 EV_PRICE ADV_INFL1
BR18 EV_PRODUCE ADV_PROD1
BR19 EV_FAVOR ADV_SHIP1
BR20 EV_INFLUENCE ADV_REAL1
"""


def _political_cards() -> tuple[PoliticalCard, ...]:
    cards = []
    for line in _NOBLE_ROWS.strip().splitlines():
        cid, noble, infl, bottom, *note = line.split(None, 4)
        cards.append(
            PoliticalCard(
                cid, _DECK_PREFIX[cid[:2]], noble, int(infl), bottom, None, None, note[0] if note else PROPOSED
            )
        )
    for line in _TREASURY_ROWS.strip().splitlines():
        cid, event, adv, *note = line.split(None, 3)
        cards.append(
            PoliticalCard(cid, _DECK_PREFIX[cid[:2]], "TREASURY", 0, None, event, adv, note[0] if note else PROPOSED)
        )
    return tuple(sorted(cards, key=lambda c: (DECKS.index(c.deck), c.id)))


POLITICAL: Final = _political_cards()
POLITICAL_CARD: Final = {c.id: c for c in POLITICAL}


@lru_cache(maxsize=None)
def deck_cards(deck: str) -> tuple[str, ...]:
    return tuple(c.id for c in POLITICAL if c.deck == deck)


@lru_cache(maxsize=None)
def deck_pile(deck: str, pile: str) -> tuple[str, ...]:
    return tuple(c.id for c in POLITICAL if c.deck == deck and c.pile == pile)


# --- Clergy tiles (§21.4; all PROPOSED except the kinds noted) -----------------------------------
@dataclass(frozen=True, slots=True)
class ClergyTile:
    id: str  # "CL01".."CL37"
    kind: str
    wigs: int  # on the back, gained when surrendered in a Church scoring
    lasting: bool  # False: one-shot when taken (A37)
    source: str


# kind -> (wigs on the back of each copy, lasting?). CL_INFL1's kind is SEED-attested (goal card B8).
CLERGY_KINDS: Final = {
    "CL_INFL1": ((1, 2, 3), True),  # +1 on each standard Influence gain
    "CL_LAND2": ((1, 2, 3), True),  # land cost -2
    "CL_HIRE1": ((1, 2, 3), True),  # -1 real per Official hired when opening a PB
    "CL_PLAN1": ((1, 2, 3), True),  # plans need 1 Official fewer
    "CL_VISIT1": ((1, 2, 3), True),  # visit / join cost -1 Influence
    "CL_SELL1": ((1, 2, 3), True),  # +1 real per good sold
    "CL_PROD1": ((1, 2, 3), True),  # +1 good of one produced type
    "CL_SHIP1": ((1, 2, 3), True),  # Ships cost 1 good fewer
    "CL_STORE1": ((1, 2, 3), True),  # +1 storage per type
    "CL_STOREWIG": ((1, 2, 3), True),  # +1 wig per Store built
    "CL_PBWIG": ((2, 3), True),  # +2 wigs per PB opened
    "CL_TRADE_ANY": ((2, 3), True),  # any good satisfies any noble when trading
    "CL_REIS3": ((2, 2, 3), False),  # one-shot: 3 reis when taken
}
CLERGY_REIS3_AMOUNT: Final = 3


def _clergy() -> tuple[ClergyTile, ...]:
    out: list[ClergyTile] = []
    for kind, (wigs, lasting) in CLERGY_KINDS.items():
        for w in wigs:
            src = "SEED kind (goal card B8); values PROPOSED" if kind == "CL_INFL1" else PROPOSED
            out.append(ClergyTile(f"CL{len(out) + 1:02d}", kind, w, lasting, src))
    return tuple(out)


CLERGY: Final = _clergy()
CLERGY_TILE: Final = {t.id: t for t in CLERGY}

# --- decrees (§21.5; A15, A26) ---------------------------------------------------------------------
# Scoring formulas of DecreeKind.formula; ``arg`` names the street colour, row, column, architect or
# noble where the formula has one. ``wigs`` is per unit, or flat for the threshold formulas.
DECREE_FORMULAS: Final = (
    "per_store_street",
    "per_store_row",
    "per_store_column",
    "per_open_pb_architect",
    "per_completed_plan",
    "per_hull_space",
    "per_ship",
    "per_clergy",
    "per_favor",
    "per_official_in_office",
    "per_set",
    "per_good",
    "per_goodset",
    "per_treasury_card",
    "per_noble_card",
    "per_decree",
    "per_store",
    "all_store_types",
    "per_2_influence",
    "street_3_stores",
    "per_row_with_store",
    "per_street_with_store",
    "per_empty_house_group",
    "per_big_ship",
    "per_2_official_icons",
)


@dataclass(frozen=True, slots=True)
class DecreeKind:
    id: str
    formula: str
    arg: str | None
    wigs: int
    copies: int
    row_e: bool  # refers to row E: removed from a 2-player game and replaced (SEED)
    source: str


def _dk(id_, formula, arg, wigs, copies, source=PROPOSED, row_e=False):
    return DecreeKind(id_, formula, arg, wigs, copies, row_e, source)


DECREE_KINDS: Final = (
    *(_dk(f"DEC_STREET_{c}", "per_store_street", c, 2, 2) for c in COLOURS),
    *(
        _dk(
            f"DEC_ROW_{r}",
            "per_store_row",
            r,
            2,
            2,
            "SEED (row-E decrees exist, removed in 2p); wording PROPOSED" if r == "E" else PROPOSED,
            row_e=r == "E",
        )
        for r in ROWS
    ),
    *(_dk(f"DEC_COL_{c}", "per_store_column", c, 2, 1) for c in COLUMNS),
    _dk("DEC_ARCH_BLUE", "per_open_pb_architect", "ARCH_BLUE", 1, 2, "SEED text; copies PROPOSED"),
    _dk("DEC_ARCH_GREEN", "per_open_pb_architect", "ARCH_GREEN", 1, 2),
    _dk("DEC_PLANS", "per_completed_plan", None, 2, 2),
    _dk("DEC_HULL", "per_hull_space", None, 1, 2),
    _dk("DEC_SHIPS", "per_ship", None, 3, 2),
    _dk("DEC_CLERGY", "per_clergy", None, 2, 2),
    _dk("DEC_FAVORS", "per_favor", None, 2, 2),
    *(_dk(f"DEC_OFFICE_{n}", "per_official_in_office", n, 2, 1) for n in NOBLES),
    _dk("DEC_SETS", "per_set", None, 2, 2),
    _dk("DEC_GOODS", "per_good", None, 1, 2),
    _dk("DEC_GOODSETS", "per_goodset", None, 3, 2),
    _dk("DEC_TREASURYCARDS", "per_treasury_card", None, 2, 2),
    _dk("DEC_NOBLECARDS", "per_noble_card", None, 2, 2),
    _dk("DEC_DECREES", "per_decree", None, 2, 1),
    _dk("DEC_STORES", "per_store", None, 1, 2),
    _dk("DEC_4TYPES", "all_store_types", None, 6, 2),
    _dk("DEC_INFLUENCE", "per_2_influence", None, 1, 2),
    *(_dk(f"DEC_STREET3_{c}", "street_3_stores", c, 6, 1) for c in COLOURS),
    _dk("DEC_ROWSPREAD", "per_row_with_store", None, 2, 2),
    _dk("DEC_STREETSPREAD", "per_street_with_store", None, 2, 2),
    _dk("DEC_HOUSEGROUP", "per_empty_house_group", None, 3, 2),
    _dk("DEC_BIGSHIP", "per_big_ship", None, 3, 1),
    _dk("DEC_OFFICIALS", "per_2_official_icons", None, 1, 2),
)
DECREE_KIND: Final = {k.id: k for k in DECREE_KINDS}
BIG_SHIP_MIN_SIZE: Final = 3  # DEC_BIGSHIP
STREET3_MIN_STORES: Final = 3  # DEC_STREET3_*
# SEED (setup G and the overlay, p.24): a 2-player decree that is removed goes to the box and the
# next card of the deck replaces it, at every reveal (A15). There is no dedicated replacement card.
DECREE_2P_REPLACEMENT: Final = "next_of_deck"


@dataclass(frozen=True, slots=True)
class Decree:
    id: str  # kind id + "_" + copy number, e.g. "DEC_ROW_A_1"
    kind: str


DECREES: Final = tuple(Decree(f"{k.id}_{i}", k.id) for k in DECREE_KINDS for i in range(1, k.copies + 1))
DECREE: Final = {d.id: d for d in DECREES}


def decree_deck(players: int) -> tuple[str, ...]:
    """The decree cards used with ``players`` players (2 players and solo: no row-E decree)."""
    if PLAYER_COUNT_SETUP[players].row_e_open:
        return tuple(d.id for d in DECREES)
    return tuple(d.id for d in DECREES if not DECREE_KIND[d.kind].row_e)


# --- plans (§21.6) ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Plan:
    id: str
    starting: bool  # dark-blue back (SEED: 4 of the 20)
    architect: str
    officials: int  # Official icons = Officials needed to open a PB
    source: str


_PLAN_STACK_OFFICIALS: Final = (1, 2, 2, 3, 3, 4, 4, 5)  # PROPOSED, fewest on top (SEED order rule)
PLANS: Final = (
    Plan("SP1", True, "ARCH_BLUE", 2, PROPOSED),
    Plan("SP2", True, "ARCH_BLUE", 2, PROPOSED),
    Plan("SP3", True, "ARCH_GREEN", 2, PROPOSED),
    Plan("SP4", True, "ARCH_GREEN", 2, PROPOSED),
    *(
        Plan(f"PL{i + 1:02d}", False, "ARCH_BLUE", n, "PROPOSED (SEED: blue-architect plans of 2 and 3 exist)")
        for i, n in enumerate(_PLAN_STACK_OFFICIALS)
    ),
    *(Plan(f"PL{i + 9:02d}", False, "ARCH_GREEN", n, PROPOSED) for i, n in enumerate(_PLAN_STACK_OFFICIALS)),
)
PLAN: Final = {p.id: p for p in PLANS}


@lru_cache(maxsize=None)
def plan_stack(architect: str) -> tuple[str, ...]:
    """The non-starting plans of ``architect``, top first (fewest Officials on top, SEED)."""
    return tuple(
        p.id
        for p in sorted(
            (p for p in PLANS if not p.starting and p.architect == architect), key=lambda p: (p.officials, p.id)
        )
    )


# --- public buildings (§21.7; PROPOSED colour pairs) ---------------------------------------------
@dataclass(frozen=True, slots=True)
class PublicBuilding:
    id: str
    blue_side: tuple[str, str]  # colours on the blue-architect side
    green_side: tuple[str, str]  # colours on the green-architect side
    source: str

    def side(self, architect: str) -> tuple[str, str]:
        return self.blue_side if architect == "ARCH_BLUE" else self.green_side


_PB_ROWS: Final = """
PB01 YELLOW+PINK PINK+BROWN
PB02 YELLOW+PINK BROWN+BLUE
PB03 YELLOW+PINK YELLOW+BLUE
PB04 BROWN+BLUE YELLOW+PINK
PB05 BROWN+BLUE PINK+BLUE
PB06 BROWN+BLUE YELLOW+BROWN
PB07 YELLOW+BROWN PINK+BLUE
PB08 YELLOW+BROWN YELLOW+BLUE
PB09 YELLOW+BROWN PINK+BROWN
PB10 PINK+BLUE YELLOW+BROWN
PB11 PINK+BLUE YELLOW+BLUE
PB12 PINK+BLUE PINK+BROWN
PB13 YELLOW+BLUE YELLOW+PINK
PB14 YELLOW+BLUE BROWN+BLUE
PB15 PINK+BROWN YELLOW+BROWN
PB16 PINK+BROWN PINK+BLUE
"""


def _pair(colours: str) -> tuple[str, str]:
    """``"PINK+BLUE"`` -> ``("PINK", "BLUE")``: a side of a tile shows two colours."""
    a, b = colours.split("+")
    return a, b


PB_TILES: Final = tuple(
    PublicBuilding(i, _pair(b), _pair(g), PROPOSED)
    for i, b, g in (line.split() for line in _PB_ROWS.strip().splitlines())
)
PUBLIC_BUILDING: Final = {b.id: b for b in PB_TILES}
PB_STACK_SIZE: Final = 8  # SEED: 16 tiles split into one stack per architect


# --- Kickstarter modules (§19; SEED unless marked) -----------------------------------------------
@dataclass(frozen=True, slots=True)
class GoalCard:
    id: str  # "A1".."A4", "B5".."B12"
    deck: str  # "A" | "B"
    goals: tuple[str, ...]  # any one fulfils it; deck A: "<NOBLE>:<ACTION>" after a visit
    reward: str  # effect code
    source: str


GOAL_VISIT_REQUIRED: Final = "A"  # SEED: deck A goals need a card played to the court for a visit
GOALS_PER_TURN: Final = 1  # SEED
GOAL_B_KEEP: Final = 1  # A31: look at both drawn B cards, keep 1, the other to the bottom
# Goal codes of deck B (events the engine reports).
GOAL_EVENTS: Final = (
    "HIRE_OFFICIALS",
    "ACQUIRE_PLAN",
    "MEET_CARDINAL",
    "EARN_FAVOR",
    "JOIN_VISIT",
    "SELL_GOODS",
    "PRODUCE_GOODS",
    "CHURCH_INFLUENCE",
)
GOAL_CARDS: Final = (
    GoalCard("A1", "A", ("MAIA:BUILD_STORE", "POMBAL:BUILD_SHIP"), "+GOAL_B:2", SEED),
    GoalCard(
        "A2",
        "A",
        ("KING:OPEN_PUBLIC_BUILDING", "POMBAL:TAKE_DECREE"),
        "+GOAL_B:2",
        "SEED goal; reward INFERRED (shared cell)",
    ),
    GoalCard(
        "A3", "A", ("MAIA:BUILD_STORE", "POMBAL:TAKE_DECREE"), "+GOAL_B:2", "SEED goal; reward INFERRED (shared cell)"
    ),
    GoalCard(
        "A4",
        "A",
        ("POMBAL:BUILD_SHIP", "KING:OPEN_PUBLIC_BUILDING"),
        "+GOAL_B:2",
        "SEED goal; reward INFERRED (shared cell)",
    ),
    GoalCard("B5", "B", ("HIRE_OFFICIALS",), "+OFFICIAL", SEED),
    GoalCard("B6", "B", ("ACQUIRE_PLAN",), "+OFFICIAL", "SEED goal; reward INFERRED (blank cell, A32)"),
    GoalCard("B7", "B", ("MEET_CARDINAL",), "+REIS:3", SEED),
    GoalCard("B8", "B", ("EARN_FAVOR",), "+INFL:2", SEED),
    GoalCard("B9", "B", ("JOIN_VISIT",), "+INFL:2", "SEED goal; reward INFERRED (blank cell, A32)"),
    GoalCard("B10", "B", ("SELL_GOODS",), "+REIS:3", SEED),
    GoalCard("B11", "B", ("PRODUCE_GOODS",), "+GOLD", SEED),
    GoalCard("B12", "B", ("CHURCH_INFLUENCE",), "+WIGS:2", SEED),
)
GOAL_CARD: Final = {g.id: g for g in GOAL_CARDS}
# Starting-decree variant (§19.2): in reverse turn order each player takes this many, then refill.
STARTING_DECREES_PER_PLAYER: Final = 1
# Starting-hand draft (§6.1 step 18, SEED): (keep, pass left) at each step of the 5-card deal.
DRAFT_STEPS: Final = ((2, 3), (1, 2), (1, 1), (1, 0))
# City reward tokens (§19.4): SEED counts; faces PROPOSED = the printed rewards, shuffled (A20).
ROUND_TOKENS: Final = 24
SQUARE_TOKENS: Final = 14


def reward_token_faces() -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """PROPOSED token faces (A20): (round = the 25 parcel rewards, square = the 14 site rewards).
    25 parcel faces against 24 printed round tokens is the open conflict A20."""
    return tuple(p.reward for p in PARCELS), tuple(s.reward for s in SITES)
