"""Quiet play: moves applied without building their log lines.

A search (``engine.ai``) or a speed benchmark applies thousands of moves whose log it never reads;
building each move's label is a good part of a move's cost. Inside ``with quiet():`` the decision
stack skips the log line of every step. The state is the same either way (labels are pure reads of
the state): only the returned events are fewer. A ``ContextVar`` keeps it per thread and per task,
so an AI thinking in a worker thread never silences the bot's own moves.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

_QUIET: ContextVar[bool] = ContextVar("engine_quiet", default=False)


@contextmanager
def quiet() -> Iterator[None]:
    token = _QUIET.set(True)
    try:
        yield
    finally:
        _QUIET.reset(token)


def is_quiet() -> bool:
    return _QUIET.get()
