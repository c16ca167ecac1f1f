"""A hint (``engine.ai.hint.Hint``) as plain JSON and back: what an AI worker process answers."""

from __future__ import annotations

from typing import Any

from engine.ai.hint import Hint
from engine.core import Action
from engine.core.hints import FigureChange
from engine.core.msgjson import decode_msg, encode_msg


def encode_hint(h: Hint) -> dict[str, Any]:
    return {
        "key": h.action.key(),
        "reason": [encode_msg(m) for m in h.reason],
        "changes": [[c.figure, c.before, c.after, c.weight] for c in h.changes],
        "lead": list(h.lead) if h.lead is not None else None,
        "continuation": list(h.continuation),
    }


def decode_hint(data: dict[str, Any]) -> Hint:
    lead = data.get("lead")
    return Hint(
        action=Action.parse(data["key"]),
        reason=tuple(decode_msg(m) for m in data.get("reason", [])),
        changes=tuple(FigureChange(str(f), float(b), float(a), float(w)) for f, b, a, w in data.get("changes", [])),
        lead=(float(lead[0]), float(lead[1])) if lead else None,
        continuation=tuple(str(k) for k in data.get("continuation", [])),
    )
