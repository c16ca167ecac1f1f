"""Component data of Crown of Emara, read-only from the engine (engine/emara/data.py) and tolerant of
missing names: the picture can still be drawn when the engine is absent or renames something."""

from __future__ import annotations

from types import ModuleType
from typing import Any

_data: ModuleType | None
try:
    from engine.emara import data as _data
except ImportError:  # pragma: no cover - the engine is optional for drawing
    _data = None


def _d(name: str, default: Any) -> Any:
    return getattr(_data, name, default) if _data is not None else default


BASIC = tuple(_d("BASIC", ("wood", "stone", "cloth", "grain")))
STOCK_KEYS = tuple(_d("STOCK_KEYS", BASIC + ("bread", "book", "ring", "gold")))
RANKS = tuple(_d("RANKS", ("baron", "count", "prince", "marquess", "duke")))
COUNTRYSIDE = tuple(_d("COUNTRYSIDE", ("forest", "grainfield", "quarry", "weaving_mill")))
TOWN = tuple(_d("TOWN", ("castle", "cathedral", "construction_site", "market")))
PRODUCES: dict[str, str] = dict(
    _d("PRODUCES", {"forest": "wood", "grainfield": "grain", "quarry": "stone", "weaving_mill": "cloth"})
)
HUTS: dict[str, tuple] = dict(_d("HUTS", {}))
NOBLE_COST: dict[str, tuple[int, int]] = dict(_d("NOBLE_COST", {}))
ADVISOR_COST: dict[str, tuple] = dict(_d("ADVISOR_COST", {}))
ADVISOR_CP: dict[str, int] = dict(_d("ADVISOR_CP", {}))
ADVISOR_GAIN: dict[str, dict] = dict(_d("ADVISOR_GAIN", {}))
BOOK_SALE_CP: dict[int, int] = dict(_d("BOOK_SALE_CP", {1: 3, 2: 6, 3: 10, 4: 15, 5: 21}))
FAVOR_REWARD: dict[str, int] = dict(_d("FAVOR_REWARD", {"cp": 3, "bp": 5}))
TRACK_LEN = 105  # printed scoring track 0..104 (reference B.10)
