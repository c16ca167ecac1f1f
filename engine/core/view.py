"""Views in their JSON form, whatever type a game gives them.

A game's ``view(state, seat)`` is either a typed pydantic model (a game's own ``View`` model) or a
plain JSON-able dict (small test games). Generic code that needs JSON or dict access goes through
:func:`plain_view`, never through a game's own view type.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


def plain_view(view: Any) -> Any:
    """The JSON form of ``view``: a pydantic model is dumped (mode="json"), anything else is returned as is."""
    if isinstance(view, BaseModel):
        return view.model_dump(mode="json")
    return view
