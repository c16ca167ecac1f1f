"""Every printed number and component of Macao, as plain data tables.

Source: ``shared/reference/macao.md`` Part B (B1 goods, B2 fixed numbers, B3 city, B4a/B4b sea and
ports, B5b card list, B5c effect vocabulary); the rules authority is the Czech rulebook
(``shared/seeds/001_0ebf67c9cee79f52.txt``). Rows marked PROPOSED were not found in any source:
the reference designed them to match every documented total. Replace them here if the printed
values become known; rules code reads them only from this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

# --- components (B1, B2) ----------------------------------------------------------------------
COLOURS: Final = ("red", "blue", "green", "black", "grey", "purple")  # B2 cube and die colours
GOODS: Final = ("lacquer", "rice", "tea", "jade", "silk", "paper", "porcelain", "spices")  # B1 order
PLAYER_COLOURS: Final = ("orange", "white", "yellow", "brown")  # B2
CARD_TYPES: Final = ("office", "building", "person")  # A1
TIMINGS: Final = ("p1", "p2", "p3", "end")  # A6: phase 1/2, blank, game end

# --- fixed numbers (B2, A2-A7) ------------------------------------------------------------------
ROUNDS: Final = 12  # B2
START_GOLD: Final = 5  # B2
TABLEAU_MAX: Final = 5  # B2: unactivated cards; a 6th forces a discard + penalty
WALL_SPACES: Final = 16  # B2 city wall; no space has an effect (PROPOSED, reference B2)
PENALTY_PP: Final = 3  # B2 each punish marker
CHAIN_PP: Final = 2  # B2 per quarter in the largest connected group
OFFICES_PER_ROUND: Final = 2  # B2 / A5 1.1
BP_PER_ROUND: Final = 4  # B2 / A5 1.1
PREGAME_EXTRA_CARDS: Final = 2  # A3 step 1: players + 2 B/P cards revealed
REMOVED_BY_PLAYERS: Final = {2: 2, 3: 1, 4: 0}  # A5 1.3: B/P cards discarded after the tribute
JOKER_GOLD: Final = 3  # A5 3.2: a joker is 1 cube or 3 gold
JOKERS: Final = 6  # A1 joker tiles, one per dark quarter
TILES_PER_GOOD: Final = 3  # B1


def wall_cost(spaces: int) -> int:
    """Cubes for one wall advance of ``spaces`` spaces (A5 3.3): 1/3/5/7... = 2k - 1."""
    if spaces < 1:
        raise ValueError(f"a wall advance covers at least 1 space, not {spaces}")
    return 2 * spaces - 1


def die_face(value: int, round_no: int) -> int:
    """A rolled die's value after the late-game rule (A5 2.1): in round r, v > 13 - r becomes 1,
    because cubes from a value-v die reach the arrow in round r + v - 1 and there is no round 13."""
    return 1 if value > ROUNDS + 1 - round_no else value


def _cubes(text: str) -> tuple[tuple[str, int], ...]:
    """``"2 black + 1 red"`` (the reference's notation) -> ``(("red", 1), ("black", 2))``,
    in COLOURS order."""
    counts: dict[str, int] = {}
    for part in text.split("+"):
        n, colour = part.split()
        if colour not in COLOURS or colour in counts:
            raise ValueError(f"bad cube list {text!r}")
        counts[colour] = int(n)
    return tuple((c, counts[c]) for c in COLOURS if c in counts)


# --- cards (B5b, B5c) -------------------------------------------------------------------------
# Effect kinds of B5c; the rules read ``Card.kind`` and ``Card.param(...)`` by these names.
EFFECT_KINDS: Final = (
    "exchange",
    "income",
    "die_trigger",
    "die_shift",
    "rose_aid",
    "joker_double",
    "draft_decline",
    "quarter",
    "wall_cost",
    "wall",
    "ship",
    "delivery",
    "tribute",
    "penalty",
    "end",
)
# ``exchange`` pay forms: ("cubes", ((colour, n), ...)) | ("one_colour", n) | ("different", n) |
# ("any", n) | ("gold", n) | ("none", 0).
PAY_FORMS: Final = ("cubes", "one_colour", "different", "any", "gold", "none")
# ``end`` formulas (B5c END_SCORE); ``pp`` is the multiplier where a formula has one.
END_FORMULAS: Final = (
    "flat",
    "per_office",
    "per_building",
    "per_person",
    "per_quarter",
    "per_dark_quarter",
    "chain_bonus",
    "second_chain",
    "per_delivery",
    "per_good_type",
    "per_port",
    "wall_half",
    "per_behind",
    "gold_half",
)


# A payment rule and its amount; the amount's type depends on the rule: ("cubes", ((colour, n), ...)),
# ("none", 0), or ("gold" | a payment frame's rule, n).
Pay = tuple[str, Any]


@dataclass(frozen=True, slots=True)
class Card:
    id: str  # physical card id: "OR1".."OP4", "B01".."B44", "P01".."P52"
    type: str  # "office" | "building" | "person"
    name: str  # catalog name, shared by copies and by the 6 colours of an office
    cost: tuple[tuple[str, int], ...]  # exact activation cost, COLOURS order
    gold: int  # tribute left number
    pp: int  # tribute right number
    timing: str  # "p1" | "p2" | "p3" | "end"
    kind: str  # effect kind (EFFECT_KINDS)
    params: tuple[tuple[str, object], ...] = ()  # sorted (name, value) pairs, hashable
    colour: str | None = None  # offices: their colour
    good: str | None = None  # warehouses: their good

    def param(self, name: str, default: object = None) -> object:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def number(self, name: str, default: int = 0) -> int:
        """A numeric param (gold, PP, cubes, uses, spaces): ``default`` when the card has none."""
        value = self.param(name, default)
        if not isinstance(value, int):
            raise TypeError(f"card {self.id}: param {name} is {value!r}, not a number")
        return value

    def pay(self) -> Pay:
        """An exchange card's payment: (rule, amount)."""
        value = self.param("pay")
        if not isinstance(value, tuple):
            raise TypeError(f"card {self.id} has no payment")
        return value


OFFICE_LETTER: Final = {"red": "R", "blue": "B", "green": "G", "black": "K", "grey": "E", "purple": "P"}

# PROPOSED (reference B5b): office cost n (n cubes of the office's colour) -> (name, timing, kind,
# params); ``{c}`` stands for the office's colour.
_OFFICE_KINDS: Final[dict[int, tuple[str, str, str, dict[str, object]]]] = {
    1: ("customs_house", "p3", "exchange", {"pay": ("cubes", "{c}"), "gold": 2}),
    2: ("harbour_office", "p2", "die_trigger", {"colour": "{c}", "cube": 1}),
    3: ("treasury", "p3", "exchange", {"pay": ("cubes", "{c}"), "pp": 2}),
    4: ("chancery", "p1", "income", {"gold": 1, "pp": 1}),
}
# PROPOSED (reference B5b): office tribute (gold, pp) by colour, for costs 1..4.
_OFFICE_TRIBUTE: Final = {
    "red": ((0, 1), (1, 2), (0, 0), (2, 2)),
    "blue": ((1, 1), (0, 1), (1, 2), (0, 0)),
    "green": ((2, 2), (1, 1), (0, 1), (1, 2)),
    "black": ((1, 2), (0, 0), (1, 1), (0, 1)),
    "grey": ((0, 1), (2, 2), (1, 2), (1, 1)),
    "purple": ((0, 0), (0, 1), (2, 2), (1, 2)),
}

# PROPOSED (reference B5b): the building and person rows, apart from the names B5a lists and the
# Juggler's and Abbot's effects (seed). Columns: (first id, copies, name, cost, "gold-pp", timing, kind, params).
# Copies take the ids right after the first (B18 Market x2 = B18, B19), as B5b's note says.
_BP_ROWS: Final[tuple[tuple[str, int, str, str, str, str, str, dict[str, object]], ...]] = (
    ("B01", 1, "fountain", "1 blue + 1 green + 1 grey", "1-2", "p3", "quarter", {"on_take_wall": 1}),
    ("B02", 1, "smithy", "2 black + 1 red", "2-2", "end", "end", {"formula": "per_quarter", "pp": 1}),
    ("B03", 1, "gate", "1 grey + 1 black", "0-1", "p3", "wall_cost", {"first_free": True}),
    ("B04", 1, "tower", "2 grey + 1 purple", "1-1", "p3", "wall_cost", {"later_cost": 1}),
    ("B05", 1, "cooperage", "1 green + 1 purple", "1-2", "p3", "delivery", {"flat_pp": 2}),
    ("B06", 1, "warehouse", "1 red + 1 blue", "0-1", "p3", "delivery", {"double": "lacquer"}),
    ("B07", 1, "warehouse", "1 blue + 1 green", "0-0", "p3", "delivery", {"double": "rice"}),
    ("B08", 1, "warehouse", "1 green + 1 black", "1-2", "p3", "delivery", {"double": "tea"}),
    ("B09", 1, "warehouse", "1 black + 1 grey", "0-1", "p3", "delivery", {"double": "jade"}),
    ("B10", 1, "warehouse", "1 grey + 1 purple", "1-1", "p3", "delivery", {"double": "silk"}),
    ("B11", 1, "warehouse", "1 purple + 1 red", "1-2", "p3", "delivery", {"double": "paper"}),
    ("B12", 1, "warehouse", "1 red + 1 green", "0-0", "p3", "delivery", {"double": "porcelain"}),
    ("B13", 1, "warehouse", "1 blue + 1 black", "0-1", "p3", "delivery", {"double": "spices"}),
    ("B14", 1, "lighthouse", "1 blue + 2 grey", "2-2", "p3", "delivery", {"top_value": True}),
    ("B15", 1, "sail_maker", "2 blue + 1 green", "1-2", "p3", "ship", {"spaces_per_cube": 2}),
    ("B16", 1, "embassy", "1 purple + 1 red + 1 blue", "0-1", "p3", "tribute", {"discount": 1}),
    ("B17", 1, "statue", "2 purple + 1 black", "1-1", "end", "end", {"formula": "per_dark_quarter", "pp": 3}),
    ("B18", 2, "market", "1 red + 1 green", "0-1", "p3", "exchange", {"pay": ("any", 2), "gold": 3}),
    ("B20", 2, "bank", "1 black + 1 grey + 1 blue", "0-0", "p1", "income", {"gold": 1}),
    ("B22", 1, "mint", "2 black + 2 purple", "2-2", "p3", "exchange", {"pay": ("any", 1), "gold": 1, "uses": 3}),
    ("B23", 2, "tea_house", "1 green", "2-2", "p3", "exchange", {"pay": ("cubes", "1 green + 1 purple"), "pp": 3}),
    (
        "B25",
        1,
        "temple",
        "1 red + 1 blue + 1 green + 1 black",
        "1-2",
        "p3",
        "exchange",
        {"pay": ("one_colour", 3), "pp": 4},
    ),
    ("B26", 1, "pagoda", "2 red + 1 grey", "1-1", "end", "end", {"formula": "per_building", "pp": 1}),
    ("B27", 1, "palace", "2 purple + 2 red", "2-2", "end", "end", {"formula": "per_office", "pp": 2}),
    ("B28", 1, "library", "1 blue + 1 purple + 1 grey", "1-2", "end", "end", {"formula": "per_person", "pp": 1}),
    ("B29", 1, "church", "1 black + 1 red", "1-1", "end", "end", {"formula": "flat", "pp": 4}),
    ("B30", 1, "cathedral", "1 red + 1 blue + 1 green + 1 purple", "2-2", "end", "end", {"formula": "flat", "pp": 8}),
    ("B31", 1, "shipyard", "2 green + 1 blue", "0-1", "p3", "exchange", {"pay": ("any", 1), "gold": 2}),
    ("B32", 1, "harbour", "1 blue + 1 black", "1-1", "end", "end", {"formula": "per_delivery", "pp": 1}),
    ("B33", 1, "garden", "2 green + 2 grey", "2-2", "end", "end", {"formula": "chain_bonus", "pp": 1}),
    ("B34", 1, "fortress", "2 black + 1 grey", "1-2", "end", "end", {"formula": "wall_half"}),
    (
        "B35",
        1,
        "arsenal",
        "1 red + 1 black + 1 purple",
        "1-2",
        "p3",
        "exchange",
        {"pay": ("cubes", "1 red + 1 black"), "pp": 3},
    ),
    ("B36", 1, "barracks", "1 red + 2 black", "0-1", "end", "end", {"formula": "per_behind", "pp": 2}),
    ("B37", 1, "counting_house", "1 purple + 1 grey", "0-0", "p2", "die_trigger", {"values": (1, 2), "gold": 1}),
    ("B38", 1, "trading_post", "1 blue + 1 red + 1 grey", "1-2", "p3", "exchange", {"pay": ("none", 0), "cube": 1}),
    (
        "B39",
        1,
        "manufactory",
        "1 green + 1 black",
        "1-1",
        "p3",
        "exchange",
        {"pay": ("cubes", "1 green + 1 black"), "gold": 3},
    ),
    ("B40", 1, "inn", "1 purple", "0-1", "p1", "income", {"gold": 1}),
    ("B41", 1, "observatory", "1 grey + 1 blue + 1 purple + 1 black", "1-2", "p2", "die_shift", {}),
    ("B42", 2, "bazaar", "1 red + 1 purple", "0-0", "p3", "exchange", {"pay": ("any", 1), "swap": True, "uses": 2}),
    ("B44", 1, "theatre", "1 grey + 1 green", "0-1", "p3", "exchange", {"pay": ("gold", 2), "cube": 1}),
    ("P01", 1, "idler", "1 grey", "0-1", "p1", "draft_decline", {"gold": 2}),
    ("P02", 1, "juggler", "1 purple + 1 green", "1-2", "p3", "joker_double", {}),
    ("P03", 1, "herald", "1 red + 1 grey", "1-1", "p3", "quarter", {"on_take_pp": 2}),
    ("P04", 1, "night_watchman", "2 black + 1 blue", "2-2", "p3", "quarter", {"extra_quarter": 1}),
    ("P05", 1, "speculator", "1 red + 1 purple", "0-1", "p3", "quarter", {"gold_for_cube": 2}),
    ("P06", 1, "carpenter", "1 green + 1 grey", "1-2", "p3", "quarter", {"waive": 1}),
    ("P07", 1, "cannoneer", "2 red + 1 black", "0-0", "p3", "wall", {"extra_step": 1}),
    ("P08", 1, "guard", "1 black + 1 grey", "0-1", "p3", "wall", {"second_advance": 1}),
    ("P09", 1, "captain", "1 blue + 1 red", "1-2", "p3", "delivery", {"gold_per_tile": 1}),
    ("P10", 1, "cabin_boy", "1 blue", "0-1", "p3", "ship", {"free_spaces": 1}),
    ("P11", 1, "helmsman", "1 blue + 1 green", "1-1", "p3", "ship", {"free_spaces": 2}),
    ("P12", 1, "diplomat", "2 purple + 1 blue", "2-2", "p3", "tribute", {"second_purchase": 1}),
    ("P13", 1, "envoy", "1 purple + 1 red", "2-2", "p3", "tribute", {"bonus_pp": 2}),
    ("P14", 1, "abbot", "2 grey + 1 green", "1-1", "end", "penalty", {"no_end_tableau": True}),
    ("P15", 1, "professor", "1 green + 1 blue", "0-0", "p2", "die_trigger", {"values": (1,), "gold": 2}),
    ("P16", 1, "midwife", "1 purple + 1 grey", "0-1", "p2", "rose_aid", {}),
    ("P17", 3, "merchant", "1 red + 1 black", "1-2", "p3", "exchange", {"pay": ("one_colour", 2), "gold": 3}),
    ("P20", 2, "moneylender", "1 green", "0-1", "p3", "exchange", {"pay": ("any", 1), "gold": 1, "uses": 2}),
    ("P22", 1, "banker", "1 black + 1 grey + 1 purple", "2-2", "p1", "income", {"gold": 2}),
    ("P23", 2, "tax_collector", "1 red + 1 blue", "0-0", "p2", "die_trigger", {"values": (4, 5, 6), "gold": 1}),
    ("P25", 2, "monk", "1 grey", "0-1", "p3", "exchange", {"pay": ("any", 1), "pp": 1}),
    ("P27", 1, "priest", "1 purple + 1 black", "1-2", "p3", "exchange", {"pay": ("different", 2), "pp": 3}),
    ("P28", 1, "bishop", "2 purple + 1 red", "1-1", "end", "end", {"formula": "flat", "pp": 6}),
    ("P29", 1, "missionary", "1 green + 1 blue", "0-1", "end", "end", {"formula": "gold_half"}),
    ("P30", 1, "mandarin", "1 black + 1 purple + 1 red", "1-2", "p1", "income", {"pp": 1}),
    (
        "P31",
        1,
        "governor",
        "1 red + 1 blue + 1 green + 1 black",
        "2-2",
        "end",
        "end",
        {"formula": "per_office", "pp": 1, "base": 4},
    ),
    ("P32", 1, "architect", "1 grey + 1 black + 1 green", "1-1", "p3", "exchange", {"pay": ("different", 3), "pp": 4}),
    ("P33", 1, "mason", "2 grey", "1-1", "end", "end", {"formula": "second_chain", "pp": 1}),
    ("P34", 1, "navigator", "2 blue + 1 grey", "1-2", "p3", "exchange", {"pay": ("any", 2), "pp": 2}),
    ("P35", 2, "sailor", "1 green", "0-0", "p3", "exchange", {"pay": ("cubes", "1 green"), "gold": 2}),
    (
        "P37",
        1,
        "smuggler",
        "1 black + 1 purple",
        "0-1",
        "p3",
        "exchange",
        {"pay": ("cubes", "1 black + 1 purple"), "gold": 3},
    ),
    ("P38", 1, "interpreter", "1 blue + 1 purple", "1-1", "p3", "exchange", {"pay": ("any", 1), "gold": 1, "pp": 1}),
    ("P39", 1, "courtier", "1 red", "0-1", "p1", "income", {"gold": 1}),
    ("P40", 1, "scholar", "1 blue + 1 grey + 1 purple", "1-2", "end", "end", {"formula": "per_good_type", "pp": 1}),
    ("P41", 1, "scribe", "1 green + 1 red", "0-0", "p2", "die_trigger", {"values": (1,), "cube": 1}),
    ("P42", 1, "cartographer", "1 blue + 1 green + 1 grey", "2-2", "end", "end", {"formula": "per_port", "pp": 2}),
    ("P43", 1, "fisherman", "1 green + 1 black", "1-1", "p3", "exchange", {"pay": ("none", 0), "gold": 1}),
    ("P44", 1, "physician", "1 red + 1 green + 1 purple", "1-2", "p3", "penalty", {"remove_marker_gold": 3}),
    (
        "P45",
        1,
        "apothecary",
        "1 purple + 1 green + 1 grey",
        "0-1",
        "p3",
        "exchange",
        {"pay": ("cubes", "1 purple + 1 green"), "gold": 2, "pp": 1},
    ),
    ("P46", 1, "gambler", "1 red + 1 blue + 1 black + 1 grey", "2-2", "p3", "exchange", {"pay": ("any", 3), "gold": 5}),
    ("P47", 1, "admiral", "2 blue + 2 black", "1-2", "p3", "exchange", {"pay": ("any", 3), "pp": 4}),
    ("P48", 1, "general", "2 red + 1 grey", "1-1", "p3", "exchange", {"pay": ("cubes", "2 red"), "pp": 3}),
    (
        "P49",
        2,
        "soldier",
        "1 black + 1 red",
        "0-0",
        "p3",
        "exchange",
        {"pay": ("cubes", "1 black"), "gold": 1, "pp": 1},
    ),
    ("P51", 1, "judge", "1 purple + 1 blue + 1 grey", "2-2", "p1", "income", {"gold": 1, "pp": 1}),
    (
        "P52",
        1,
        "silk_trader",
        "1 red + 1 blue",
        "1-2",
        "p3",
        "exchange",
        {"pay": ("cubes", "1 red + 1 blue"), "gold": 3},
    ),
)


def _params(raw: dict[str, object], colour: str | None = None) -> tuple[tuple[str, object], ...]:
    """Sorted, hashable params; a ("cubes", text) pay becomes ("cubes", ((colour, n), ...))."""
    out = dict(raw)
    if out.get("colour") == "{c}":
        out["colour"] = colour
    pay = out.get("pay")
    if isinstance(pay, tuple) and pay[0] == "cubes":
        out["pay"] = ("cubes", _cubes(f"1 {colour}" if pay[1] == "{c}" else pay[1]))
    return tuple(sorted(out.items()))


def _build_cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for colour in COLOURS:
        for n, (name, timing, kind, raw) in _OFFICE_KINDS.items():
            gold, pp = _OFFICE_TRIBUTE[colour][n - 1]
            cid = f"O{OFFICE_LETTER[colour]}{n}"
            cards[cid] = Card(
                cid, "office", name, ((colour, n),), gold, pp, timing, kind, _params(raw, colour), colour=colour
            )
    for first, copies, name, cost, tribute, timing, kind, raw in _BP_ROWS:
        gold, pp = (int(x) for x in tribute.split("-"))
        prefix, number = first[0], int(first[1:])
        ctype = "building" if prefix == "B" else "person"
        double = raw.get("double")
        good = double if name == "warehouse" and isinstance(double, str) else None
        for k in range(copies):
            cid = f"{prefix}{number + k:02d}"
            cards[cid] = Card(cid, ctype, name, _cubes(cost), gold, pp, timing, kind, _params(raw), good=good)
    return cards


CARDS: Final[dict[str, Card]] = _build_cards()  # offices (colour, then cost), B01..B44, P01..P52
OFFICES: Final = tuple(cid for cid, c in CARDS.items() if c.type == "office")
BP_CARDS: Final = tuple(cid for cid, c in CARDS.items() if c.type != "office")
CARD_NAMES: Final = tuple(dict.fromkeys(c.name for c in CARDS.values()))  # the /card list


# --- the city (B3, all PROPOSED) ----------------------------------------------------------------
CITY_ROWS: Final = 5
CITY_COLS: Final = 6


@dataclass(frozen=True, slots=True)
class Quarter:
    id: str  # "Q01".."Q30", numbered row by row
    row: int  # 1-based
    col: int  # 1-based
    dark: bool  # dark quarters start with a joker, light ones with a goods tile
    cost: tuple[tuple[str, int], ...]  # exact cube combination, COLOURS order
    adj: tuple[str, ...]  # quarters sharing a side, by id


# PROPOSED (reference B3): the exact cubes of each quarter, row by row; which are dark.
_QUARTER_COSTS: Final = (
    "1 red + 1 blue",
    "1 green + 1 black",
    "1 red + 1 grey + 1 purple",
    "1 blue + 1 grey",
    "1 green + 1 purple + 1 red",
    "1 black + 1 blue + 1 grey",
    "1 purple + 1 grey",
    "2 red + 1 green",
    "1 blue + 1 black + 1 purple + 1 green",
    "2 black + 1 grey + 1 green",
    "2 grey + 1 red",
    "1 green + 1 blue",
    "1 black + 1 purple",
    "2 blue + 1 purple",
    "1 red + 1 green + 1 black + 1 grey",
    "2 purple + 1 blue",
    "2 red + 1 green + 1 blue",
    "1 grey + 1 black + 1 red",
    "2 green + 1 grey",
    "1 blue + 1 red + 1 purple + 1 grey",
    "1 green + 1 black + 1 purple",
    "1 red + 1 purple",
    "2 black + 1 blue + 1 green",
    "1 grey + 1 green + 1 purple",
    "1 blue + 1 black + 1 red",
    "1 purple + 1 red + 1 green + 1 grey",
    "1 black + 1 grey",
    "2 purple + 1 grey + 1 red",
    "1 green + 1 blue + 1 black + 1 purple",
    "1 purple + 1 blue + 1 red",
)
DARK_QUARTERS: Final = ("Q03", "Q10", "Q14", "Q17", "Q21", "Q28")  # PROPOSED (reference B3)


def _build_city() -> dict[str, Quarter]:
    def qid(row: int, col: int) -> str:
        return f"Q{(row - 1) * CITY_COLS + col:02d}"

    city: dict[str, Quarter] = {}
    for i, cost in enumerate(_QUARTER_COSTS):
        row, col = divmod(i, CITY_COLS)
        row, col = row + 1, col + 1
        # B3: adjacent only when sharing a side (no diagonals)
        adj = sorted(
            qid(r, c)
            for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
            if 1 <= r <= CITY_ROWS and 1 <= c <= CITY_COLS
        )
        q = qid(row, col)
        city[q] = Quarter(q, row, col, q in DARK_QUARTERS, _cubes(cost), tuple(adj))
    return city


QUARTERS: Final[dict[str, Quarter]] = _build_city()


# --- the sea (B4a graph and B4b ports: PROPOSED except the port names) -------------------------
START_NODE: Final = "MAC"
# PROPOSED (reference B4a): the open-sea nodes; B4a table order, Macao first, then by distance.
SEA_NODES: Final = (
    "MAC",
    "S1",
    "S2",
    "S3",
    "LIS",
    "M1",
    "N1",
    "BAR",
    "M2",
    "N2",
    "LON",
    "M3",
    "MAR",
    "N3",
    "AMS",
    "ANT",
    "GEN",
    "N4",
    "HAM",
)
SEA_EDGES: Final = (  # PROPOSED (reference B4a), two-way, 1 cube per step
    ("MAC", "S1"),
    ("S1", "S2"),
    ("S2", "S3"),
    ("S3", "LIS"),
    ("S3", "N1"),
    ("LIS", "N1"),
    ("N1", "N2"),
    ("N2", "LON"),
    ("N2", "N3"),
    ("N3", "ANT"),
    ("N3", "AMS"),
    ("ANT", "AMS"),
    ("N3", "N4"),
    ("N4", "HAM"),
    ("AMS", "N4"),
    ("S3", "M1"),
    ("M1", "BAR"),
    ("M1", "M2"),
    ("M2", "MAR"),
    ("M2", "M3"),
    ("M3", "GEN"),
    ("MAR", "GEN"),
)
SEA_ADJ: Final[dict[str, tuple[str, ...]]] = {
    node: tuple(sorted({b for a, b in SEA_EDGES if a == node} | {a for a, b in SEA_EDGES if b == node}))
    for node in SEA_NODES
}


@dataclass(frozen=True, slots=True)
class Port:
    code: str  # sea node id
    demands: tuple[str, ...]  # goods this port takes
    values: tuple[int, ...]  # PP of its delivery spaces, best first


# PROPOSED (reference B4b): port i (this order) demands goods i, i+1, i+3 (mod 8, GOODS order);
# 4 spaces each, farther ports pay more.
PORTS: Final[dict[str, Port]] = {
    "LIS": Port("LIS", ("lacquer", "rice", "jade"), (5, 4, 3, 2)),
    "BAR": Port("BAR", ("rice", "tea", "silk"), (6, 5, 4, 3)),
    "LON": Port("LON", ("tea", "jade", "paper"), (7, 6, 5, 4)),
    "MAR": Port("MAR", ("jade", "silk", "porcelain"), (7, 6, 5, 4)),
    "GEN": Port("GEN", ("silk", "paper", "spices"), (8, 7, 6, 5)),
    "ANT": Port("ANT", ("paper", "porcelain", "lacquer"), (8, 7, 6, 5)),
    "AMS": Port("AMS", ("porcelain", "spices", "rice"), (8, 7, 6, 5)),
    "HAM": Port("HAM", ("spices", "lacquer", "tea"), (9, 8, 7, 6)),
}


@lru_cache(maxsize=None)
def sea_distances(src: str) -> dict[str, int]:
    """Steps (= cubes) from ``src`` to every sea node, by breadth-first search. The dict is cached
    and shared: read it, never change it."""
    if src not in SEA_ADJ:
        raise KeyError(src)
    dist = {src: 0}
    frontier = [src]
    while frontier:
        nxt = []
        for node in frontier:
            for other in SEA_ADJ[node]:
                if other not in dist:
                    dist[other] = dist[node] + 1
                    nxt.append(other)
        frontier = nxt
    return dist


# PROPOSED (this module, not in the reference): schematic position (x, y), 0..1 with y downwards,
# of every sea node, for the renderer: Macao on
# the right, the trunk running left to the junction S3 with Lisboa beside it, the north lane
# upper left, the Mediterranean lane lower left. No two edges cross (tested).
SEA_LAYOUT: Final[dict[str, tuple[float, float]]] = {
    "MAC": (0.92, 0.55),
    "S1": (0.79, 0.55),
    "S2": (0.66, 0.55),
    "S3": (0.53, 0.55),
    "LIS": (0.40, 0.52),
    "N1": (0.47, 0.40),
    "N2": (0.38, 0.27),
    "LON": (0.47, 0.12),
    "N3": (0.27, 0.27),
    "ANT": (0.20, 0.40),
    "AMS": (0.12, 0.28),
    "N4": (0.19, 0.14),
    "HAM": (0.08, 0.05),
    "M1": (0.44, 0.70),
    "BAR": (0.52, 0.85),
    "M2": (0.33, 0.76),
    "MAR": (0.25, 0.90),
    "M3": (0.20, 0.68),
    "GEN": (0.10, 0.82),
}
