"""Evaluation weights found by self-play: a game's hand-set numbers, and the values tuning found.

A game's ``ai_support`` names the numbers its position evaluation is built from (``DEFAULTS``: the
value of a unit of gold, of a card in hand, ...) and reads the tuned ones with :func:`load`, from the
small ``weights.json`` beside it that ``python -m engine tune <game>`` writes (``engine/ai/tune.py``:
SPSA over self-play games; the file names the command that made it). The hand-set numbers stay what
``evaluate`` uses (the medium and hard levels); the tuned ones are ``evaluate_tuned`` (the expert).

The file is data of the engine, versioned with it: a weight the code no longer has, or one it lacks,
fails at import, by name, so a stale file can never be read silently.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

FORMAT = 1
FILE = "weights.json"


class WeightsError(ValueError):
    """A weights file that does not fit the code reading it."""


def parse(text: str, defaults: dict[str, float], where: str = FILE) -> dict[str, float]:
    """The weights of a ``weights.json`` text, checked against ``defaults``' names."""
    doc: Any = json.loads(text)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("weights"), dict):
        raise WeightsError(f"{where}: not a weights file of format {FORMAT}")
    got = doc["weights"]
    missing = sorted(set(defaults) - set(got))
    extra = sorted(set(got) - set(defaults))
    if missing or extra:
        raise WeightsError(f"{where}: weights {missing} missing, {extra} unknown: tune again (python -m engine tune)")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in got.values()):
        raise WeightsError(f"{where}: a weight that is not a number")
    return {k: float(got[k]) for k in defaults}


def load(package: str, defaults: dict[str, float]) -> dict[str, float]:
    """The tuned weights of ``package`` (its ``weights.json``), or a copy of ``defaults`` when it has
    none yet."""
    path = resources.files(package).joinpath(FILE)
    if not path.is_file():
        return dict(defaults)
    return parse(path.read_text(encoding="utf-8"), defaults, f"{package}/{FILE}")


def document(game_id: str, weights: dict[str, float], command: str, trained: dict[str, Any]) -> str:
    """A ``weights.json`` text: the weights (rounded to 4 places), the command that made them, and
    what the tuning saw (its games and its measured gain)."""
    doc = {
        "format": FORMAT,
        "game": game_id,
        "command": command,
        "trained": trained,
        "weights": {k: round(v, 4) for k, v in weights.items()},
    }
    return json.dumps(doc, indent=1) + "\n"
