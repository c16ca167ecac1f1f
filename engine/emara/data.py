"""Every printed number of Crown of Emara, as typed constants.

Source tags name the section of ``shared/reference/crown-of-emara.md`` (A.x rules, B.x data,
C-x interpretations). Values marked PROPOSED were not found in any source (reference Part B)
and are provisional: replace them here once real component data are known.
"""

from __future__ import annotations

from typing import Final

# --- ids (view.py docstring) --------------------------------------------------------------
BASIC: Final = ("wood", "stone", "cloth", "grain")  # A.0 basic resources
STOCK_KEYS: Final = ("wood", "stone", "cloth", "grain", "bread", "book", "ring", "gold")  # A.0
COUNTRYSIDE: Final = ("forest", "grainfield", "quarry", "weaving_mill")  # A.1
TOWN: Final = ("castle", "cathedral", "construction_site", "market")  # A.1
LOCATIONS: Final = COUNTRYSIDE + TOWN
PRODUCES: Final = {"forest": "wood", "grainfield": "grain", "quarry": "stone", "weaving_mill": "cloth"}  # A.7
CARDS: Final = ("wood", "stone", "cloth", "grain", "ring", "gold_trade", "step", "hire_recruit", "town")  # B.5
RANKS: Final = ("baron", "count", "prince", "marquess", "duke")  # A.9.1 order

# --- structure (B.10) ---------------------------------------------------------------------
PLAYER_COUNTS: Final = (1, 2, 3, 4)  # reference header: 1-4 players (1 = solo against Victoria)
ROUNDS: Final = 6  # B.10
TRACK_PRINTED_MAX: Final = 104  # B.10 scoring track 0-104 (BDML); the engine never caps
TURNS_PER_ROUND: Final = 3  # B.10
HAND_SIZE: Final = 3  # A.2 step 17
RESHUFFLE_AFTER_ROUND: Final = 3  # A.3 step 3.4
SLOT_STEPS: Final = (1, 2, 3)  # B.9 slots move 1/2/3 steps (order PROPOSED, cosmetic)
FIRST_GAME_BUILDING_START: Final = 35  # B.10
CRAFTSMEN: Final = 4  # A.1
CRAFTSMAN_CP: Final = (1, 2, 3, 4)  # B.9 CP for 1st..4th craftsman (2, 3 inferred)
MAX_OWN_CRAFTSMEN_PER_LOCATION: Final = 3  # C-28 default reading
SOLO_REMOVED_EVENT: Final = "early_winter"  # A.2.2

# --- nobility (B.1, costs and CP all PROPOSED) ----------------------------------------------
NOBLE_COST: Final = {  # rank -> (gold coins, signet rings)   B.1 PROPOSED
    "baron": (1, 0),
    "count": (1, 1),
    "prince": (2, 1),
    "marquess": (2, 2),
    "duke": (3, 2),
}
NOBLE_CARDS: Final = {  # rank -> CP on the 4 cards, top first   B.1 PROPOSED
    "baron": (5, 4, 3, 2),
    "count": (7, 6, 5, 4),
    "prince": (9, 8, 7, 6),
    "marquess": (12, 11, 10, 9),
    "duke": (15, 14, 13, 12),
}

# --- advisors (A.10 effects/CP from CZ + UBG; costs B.2/B.3 PROPOSED) ------------------------
ADVISORS_A: Final = (
    "master_of_coin",
    "archivist",
    "goldsmith",
    "carpenter",
    "baker",
    "schoolmarm",
    "bailiff",
    "dressmaker",
    "landlord",
    "merchant",
    "chamberlain",
    "scholar",
    "mayoress",
    "steward",
    "abbess",
    "toolmaker",
)
ADVISORS_B: Final = ("sir_christiaan", "lady_marie", "sir_carl", "lady_frida", "sir_gustave", "sir_antoni")
ADVISORS: Final = ADVISORS_A + ADVISORS_B
ADVISOR_COST: Final = {  # B.2 / B.3 PROPOSED (units of basic resources)
    "master_of_coin": ("stone", "cloth", "grain"),
    "archivist": ("wood", "cloth", "grain"),
    "goldsmith": ("stone", "stone", "wood"),
    "carpenter": ("wood", "wood", "stone", "cloth"),
    "baker": ("grain", "wood"),
    "schoolmarm": ("cloth", "stone"),
    "bailiff": ("stone", "cloth", "wood"),
    "dressmaker": ("cloth", "cloth", "grain"),
    "landlord": ("wood", "stone", "grain", "grain"),
    "merchant": ("grain", "cloth"),
    "chamberlain": ("stone", "grain", "wood"),
    "scholar": ("wood", "grain"),
    "mayoress": ("grain", "grain", "stone"),
    "steward": ("wood", "cloth", "stone"),
    "abbess": ("grain", "grain", "cloth"),
    "toolmaker": ("wood", "wood", "cloth", "stone"),
    "sir_christiaan": ("wood", "cloth", "grain"),
    "lady_marie": ("stone", "cloth", "grain"),
    "sir_carl": ("wood", "cloth", "grain", "stone"),
    "lady_frida": ("cloth", "cloth", "grain", "grain", "stone"),
    "sir_gustave": ("wood", "wood", "stone", "stone", "grain"),
    "sir_antoni": ("stone", "stone", "wood", "wood", "cloth"),
}
ADVISOR_CP: Final = {  # A.10 CP on recruitment (B: the reward itself, C-10)
    "master_of_coin": 6,
    "archivist": 2,
    "goldsmith": 5,
    "carpenter": 1,
    "baker": 3,
    "schoolmarm": 3,
    "bailiff": 5,
    "dressmaker": 5,
    "landlord": 3,
    "merchant": 2,
    "chamberlain": 6,
    "scholar": 3,
    "mayoress": 5,
    "steward": 5,
    "abbess": 2,
    "toolmaker": 2,
    "sir_christiaan": 8,
    "lady_marie": 8,
    "sir_carl": 10,
    "lady_frida": 12,
    "sir_gustave": 0,
    "sir_antoni": 0,
}
ADVISOR_GAIN: Final = {  # A.10 immediate one-time gains: stock key or "bp" -> amount
    "master_of_coin": {"gold": 1},
    "archivist": {"book": 2},
    "goldsmith": {"ring": 1},
    "carpenter": {"bp": 10},
    "sir_gustave": {"bp": 12},
    "sir_antoni": {"bp": 12},
}
ONCE_PER_TURN: Final = ("baker", "schoolmarm", "bailiff", "dressmaker", "landlord", "merchant")  # A.10
ADVISORS_PER_TOWN_LOCATION: Final = 2  # A.2 step 8
ADVISORS_A_DEALT: Final = 8  # A.2 step 8

# advisor ability numbers (A.10)
BAKER_OPTIONS: Final = {1: (("cloth", "grain"), 1), 2: (("cloth", "grain", "grain"), 2)}  # pay -> breads
SCHOOLMARM_UNITS: Final = 2
SCHOOLMARM_BOOKS: Final = 1
BAILIFF_BP: Final = 5
DRESSMAKER_CP: Final = 2
LANDLORD_CP_COST: Final = 1
LANDLORD_BP: Final = 5
MAYORESS_CP: Final = 2
ABBESS_BOOKS: Final = 1
TOOLMAKER_BP: Final = 2

# --- countryside huts (B.4 PROPOSED except the Quarry pair from the rulebook example) ---------
HUTS: Final = {
    "forest": (("stone", "stone"), ("stone", "grain"), ("grain", "grain"), ("cloth", "grain")),
    "grainfield": (("wood", "wood"), ("wood", "stone"), ("cloth", "cloth"), ("cloth", "wood")),
    "quarry": (("wood", "wood"), ("wood", "cloth"), ("grain", "grain"), ("grain", "cloth")),
    "weaving_mill": (("grain", "grain"), ("grain", "wood"), ("stone", "stone"), ("stone", "wood")),
}
CRAFT_BREAD_COST: Final = ("grain",)  # A.7 a craftsman may turn 1 Grain into 1 Bread

# --- town numbers (B.10) --------------------------------------------------------------------
CASTLE_BOOK_BP: Final = 5  # A.8.3
STONE_BP: Final = 5  # A.8.5
WOOD_DELIVERY: Final = {1: 5, 3: 10}  # A.8.5 wood units -> BP
BREAD_MAX: Final = 3  # A.8.5
BOOK_SALE_CP: Final = {1: 3, 2: 6, 3: 10, 4: 15, 5: 21}  # A.8.4
MARKET_GOLD_MAX_PLAIN: Final = 1  # A.8.4
MARKET_GOLD_MAX_MERCHANTS: Final = 2  # A.11 Merchants from afar
GOLD_TRADE: Final = {1: 1, 3: 2}  # A.5 card 6: resources paid -> coins
FAVOR_DRAW: Final = 3  # B.10 draw 3, keep 1

# --- markers (B.6 sequences PROPOSED; A.2.1 sides/offsets) -----------------------------------
MARKER_SEQ_4P: Final = {
    "gift": (1, 1, 2, 2, 3),
    "donation": (1, 2, 2, 3, 3),
    "stone": (5, 4, 4, 3, 3, 2),
    "bread": (4, 3, 3, 2, 2, 1),
}  # B.6 PROPOSED
MARKER_SEQ_23P: Final = {
    "gift": (1, 2, 3),
    "donation": (1, 2, 3),
    "stone": (5, 4, 3, 2),
    "bread": (4, 3, 2),
}  # B.6 PROPOSED
MARKER_PRINTED: Final = {"gift": 3, "donation": 4, "stone": 1, "bread": 1}  # B.6 PROPOSED
TWO_PLAYER_GIFT_AT_2: Final = ("stone", "cloth")  # A.2.1 2 players: these gift markers start at "2"
TWO_PLAYER_DONATION_AT_2: Final = ("wood", "grain")  # A.2.1 2 players
TWO_PLAYER_SITE_OFFSET: Final = 1  # A.2.1 2 players: stone/bread start one later


def marker_seq(kind: str, players: int) -> tuple[int, ...]:
    """Values of a marker side in use order (A.2.1): 4p side for 4 players, and for the
    Construction Site markers in solo; 2-3p side otherwise."""
    if players >= 4 or (players == 1 and kind in ("stone", "bread")):
        return MARKER_SEQ_4P[kind]
    return MARKER_SEQ_23P[kind]


def marker_start(kind: str, res: str | None, players: int) -> int:
    """Start index on the sequence (A.2.1 incl. the 2-player exceptions; solo = 2p for Castle/Cathedral)."""
    two = players == 2 or (players == 1 and kind in ("gift", "donation"))
    if not two:
        return 0
    seq = marker_seq(kind, players)
    if kind == "gift" and res in TWO_PLAYER_GIFT_AT_2:
        return seq.index(2)
    if kind == "donation" and res in TWO_PLAYER_DONATION_AT_2:
        return seq.index(2)
    if kind in ("stone", "bread"):
        return TWO_PLAYER_SITE_OFFSET
    return 0


# --- events (A.11 effects CZ; B.7 setup data PROPOSED) ------------------------------------------
EVENTS: Final = (
    "clear_old_forest",
    "bountiful_harvest",
    "stone_from_distant_shores",
    "fine_wool",
    "great_famine",
    "alms_for_the_poor",
    "new_lore",
    "early_winter",
    "merchants_from_afar",
    "long_summer",
    "pious_donation",
    "respected_at_court",
    "gift_from_the_people",
    "good_labour_situation",
)
EVENT_SETUP: Final = {  # event -> (start countryside, start town, building start)  B.7 PROPOSED
    "clear_old_forest": ("forest", "market", 30),
    "bountiful_harvest": ("grainfield", "castle", 30),
    "stone_from_distant_shores": ("quarry", "cathedral", 30),
    "fine_wool": ("weaving_mill", "construction_site", 30),
    "great_famine": ("forest", "cathedral", 25),
    "alms_for_the_poor": ("grainfield", "construction_site", 35),
    "new_lore": ("quarry", "market", 25),
    "early_winter": ("weaving_mill", "castle", 35),
    "merchants_from_afar": ("forest", "construction_site", 30),
    "long_summer": ("grainfield", "market", 25),
    "pious_donation": ("quarry", "castle", 35),
    "respected_at_court": ("weaving_mill", "cathedral", 30),
    "gift_from_the_people": ("forest", "castle", 25),
    "good_labour_situation": ("quarry", "construction_site", 35),
}
EVENT_IMMEDIATE: Final = {
    "clear_old_forest": "wood",
    "bountiful_harvest": "grain",
    "stone_from_distant_shores": "stone",
    "fine_wool": "cloth",
}  # A.11
END_OF_ROUND_EVENTS: Final = ("great_famine", "alms_for_the_poor", "new_lore")  # A.11
# end-of-round exchanges: option -> (basic units to pay, goods to pay, cp gain, bp gain)   A.11
# An end-of-round exchange: (units paid, goods handed in, CP, BP).
EorOption = tuple[tuple[str, ...], dict[str, int], int, int]
EOR_OPTIONS: Final[dict[str, dict[str, EorOption]]] = {
    "great_famine": {
        "grain1": (("grain",), {}, 3, 0),
        "grain2": (("grain", "grain"), {}, 5, 0),
        "ring": ((), {"ring": 1}, 5, 0),
    },
    "alms_for_the_poor": {"gold": ((), {"gold": 1}, 4, 0), "ring": ((), {"ring": 1}, 4, 0)},
    "new_lore": {"book": ((), {"book": 1}, 0, 5), "ring": ((), {"ring": 1}, 0, 5)},
}
EARLY_WINTER_BP: Final = -1  # A.11
LONG_SUMMER_BP: Final = 2  # A.11
PIOUS_DONATION_CP: Final = 3  # A.11
RESPECTED_AT_COURT_CP: Final = 2  # A.11
GIFT_FROM_PEOPLE_CP: Final = 3  # A.11
GOOD_LABOUR_DISCOUNT: Final = 1  # A.11 (advisors only, C-31)
HIRE_RECRUIT_CARD_DISCOUNT: Final = 1  # A.5 card 8

# --- favor tokens (B.8 distribution PROPOSED; BP value 5 per C-4) -------------------------------
FAVOR_REWARD: Final = {"cp": 3, "bp": 5, "book": 1, "ring": 1, "gold": 1}  # B.8 / C-4 favor_bp_reward=5
FAVOR_TOKENS: Final = (
    "castle_cp",
    "castle_bp",
    "castle_gold",
    "cathedral_cp",
    "cathedral_bp",
    "cathedral_ring",
    "construction_site_cp",
    "construction_site_book",
    "construction_site_gold",
    "market_bp",
    "market_book",
    "market_ring",
)  # B.8 PROPOSED


def favor_parts(token: str) -> tuple[str, str]:
    loc, _, reward = token.rpartition("_")
    return loc, reward


# --- final scoring (A.12) -----------------------------------------------------------------------
FINAL_VALUE: Final = {"ring": 2, "gold": 1, "book": 1, "bread": 1}  # A.12 step 2
FINAL_FAVOR_VALUE: Final = 1
FINAL_BASIC_PER_POINT: Final = 2

# --- solo (A.12) ----------------------------------------------------------------------------------
VICTORIA_RANK_AFTER_ROUND: Final = {2: "baron", 3: "count", 4: "prince", 5: "marquess"}  # A.12.4, C-13
VICTORIA_FROM_ROUND: Final = 2
CAMPAIGN_START: Final = 40
CAMPAIGN_WIN_DELTA: Final = -5
CAMPAIGN_LOSS_DELTA: Final = 2  # A.12.3
BUILDING_START_CHOICES: Final = (15, 20, 25, 30, 35, 40)  # A.12.2 score-sheet rows (solo range)
BUILDING_START_ANY: Final = tuple(range(TRACK_PRINTED_MAX + 1))  # A.2 step 14: "any value" by agreement
CARD_INVARIANT_TOTAL: Final = ADVISORS_A_DEALT + len(ADVISORS_B)  # advisors in play (board + pile + owned)

# --- rules help (the /rules topics; texts in locales/<lang>/rules.ftl) ----------------------------
RULES_TOPICS: Final = (
    "overview",
    "setup",
    "turn",
    "movement",
    "countryside",
    "castle",
    "cathedral",
    "market",
    "construction_site",
    "favors",
    "bonus",
    "nobility",
    "craftsmen",
    "advisors",
    "events",
    "end_of_round",
    "scoring",
    "variants",
    "solo",
)
