"""Solo play: which games have a solo mode, and the campaign's bookkeeping.

A game offers a solo mode through ``game.solo_mode()`` (an :class:`engine.core.modes.SoloMode`:
its difficulty range, campaign rule and how to read its result); nothing here names a game.
"""

from __future__ import annotations

from engine.core.modes import SoloMode
from engine.registry import game_feature, games_with

MODES = ("high_score", "campaign")


def solo_spec(game_type: str) -> SoloMode | None:
    """The game's solo mode, or None (also for an unknown game)."""
    return game_feature(game_type, "solo_mode")


def solo_games() -> list[str]:
    """Ids of the registered games that offer one."""
    return games_with("solo_mode")


def campaign_best(best: tuple[int, int] | None, start: int, score: int) -> tuple[int, int]:
    """The campaign result after a win: the lowest start; at equal starts the higher score."""
    if best is None or start < best[0] or (start == best[0] and score > best[1]):
        return start, score
    return best
