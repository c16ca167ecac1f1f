"""Lisboa's rules versions (``engine.core.versions``): what a game played under an older version becomes.

Version 2: the same rules; the opening Clergy tile and the starting-hand draft, chosen by all at once, are
kept by the turn machine until every player has chosen (``State.together``, engine.core.together) and then
played in the order chosen, instead of each as it was made. A game of version 1 replays to the same game
move for move (the same keys; the Clergy bag takes the tiles back in the same order): its state is rebuilt
from its seed and log (REPLAY).
Version 1: the rules and data tables when versions began (issue 23).
Version 0: the Church scoring of the version that first registered Lisboa (before commits ae4c74c,
c22af4b and 97f5f35): one ``church.M`` key per surrender (``M`` a bit mask of the Clergy tiles), the
player who passed the Influence symbol asked first, no second decree for a joiner. The same rules in
other keys: :func:`engine.lisboa.legacy.upgrade` spells such a log in version 1's keys (and leaves
keys already in that form alone).

A game stored before versions has no version: it may be either. It is read as version 1 when its log
replays as stored, else as version 0 (the detection ``legacy`` always made).

When to bump ``GameInfo.rules_version`` and how to declare a migration: ``engine.core.versions`` and
CONTRIBUTING.md.
"""

from __future__ import annotations

from engine.core.versions import REPLAY, Migration

from .legacy import upgrade

MIGRATIONS: dict[int, Migration] = {0: upgrade, 1: REPLAY}
UNVERSIONED = (1, 0)  # newest first: tried in this order until the log replays
