"""Changes between two JSON documents, and applying them: how a game file stores each public board as
what changed since the board before (a view is a few KB; a turn changes a few of its fields).

A change is the new value itself, except where both sides are objects (a change object: each changed
member's change, new members as they are, removed ones listed under ``$del``) or lists of one length
(``{"$items": {index: change}}``). Views never use member names starting with ``$``.
"""

from __future__ import annotations

from typing import Any

DELETED = "$del"
ITEMS = "$items"


def diff(old: Any, new: Any) -> Any:
    """The change that turns ``old`` into ``new`` (:func:`apply` reads it)."""
    if isinstance(old, dict) and isinstance(new, dict):
        out: dict[str, Any] = {
            k: (diff(old[k], v) if k in old else v) for k, v in new.items() if k not in old or old[k] != v
        }
        gone = [k for k in old if k not in new]
        if gone:
            out[DELETED] = gone
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return {ITEMS: {str(i): diff(a, b) for i, (a, b) in enumerate(zip(old, new)) if a != b}}
    return new


def apply(old: Any, change: Any) -> Any:
    """``old`` with ``change`` (from :func:`diff`) applied; ``old`` itself is left as it was."""
    if isinstance(old, dict) and isinstance(change, dict):
        out = {k: v for k, v in old.items() if k not in change.get(DELETED, ())}
        for k, v in change.items():
            if k == ITEMS:
                raise ValueError("a list's change for an object")
            if k != DELETED:
                out[k] = apply(old[k], v) if k in old else v
        return out
    if isinstance(old, list) and isinstance(change, dict) and ITEMS in change:
        out_list = list(old)
        for i, v in change[ITEMS].items():
            out_list[int(i)] = apply(out_list[int(i)], v)
        return out_list
    return change
