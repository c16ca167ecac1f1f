"""Errors the engine raises for bad input. The state is never modified when they are raised."""

from __future__ import annotations

from .msg import Msg, M


class IllegalAction(Exception):
    """An action that is not among the legal actions of the current decision."""

    def __init__(self, reason: Msg | None = None):
        self.reason = reason or M("core.illegal")
        super().__init__(self.reason.id)
