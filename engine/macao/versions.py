"""Macao's rules versions (``engine.core.versions``): what a game played under an older version becomes.

Version 1: the rules and data tables when versions began (issue 23); every game stored before had no
version and is read as version 1.

Bump ``rules_version`` in ``game.py`` whenever a change makes an existing seed and action log replay
to another position or give a key another meaning (a data row replaced, a rule corrected, a key
renamed), and add the version it replaces here: REPLAY, an upgrade of its keys, or None (refused).
"""
from __future__ import annotations

from engine.core.versions import Migration

MIGRATIONS: dict[int, Migration] = {}
