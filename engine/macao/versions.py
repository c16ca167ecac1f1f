"""Macao's rules versions: what a game played under an older version becomes (none yet).

Version 1 (``GameInfo.rules_version`` in game.py): the rules and data when versions began. When to bump it
and how to declare a migration: ``engine.core.versions`` and CONTRIBUTING.md.
"""

from __future__ import annotations

from engine.core.versions import Migration

MIGRATIONS: dict[int, Migration] = {}
