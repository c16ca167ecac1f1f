"""Macao's rules versions: what a game played under an older version becomes.

Version 1: the rules and data when versions began (issue 23).
Version 2: the same rules; the dice chosen all at once are kept by the turn machine until every seat has
chosen (``State.together``, engine.core.together) instead of in ``picks`` as each was made. A game of
version 1 replays to the same game move for move (the same keys, the same dice, the same log): its state
is rebuilt from its seed and log (REPLAY).

When to bump ``GameInfo.rules_version`` and how to declare a migration: ``engine.core.versions`` and
CONTRIBUTING.md.
"""

from __future__ import annotations

from engine.core.versions import REPLAY, Migration

MIGRATIONS: dict[int, Migration] = {1: REPLAY}
