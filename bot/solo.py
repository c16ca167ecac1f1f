"""Solo play: which games have a solo mode, and the campaign's bookkeeping.

A game offers a solo mode through ``game.solo_mode()`` (an :class:`engine.core.modes.SoloMode`:
its difficulty range, campaign rule and how to read its result); nothing here names a game.
"""
from __future__ import annotations

from engine.core.modes import SoloMode
from engine.registry import game_ids, get_game

MODES = ("high_score", "campaign")


def solo_spec(game_type: str) -> SoloMode | None:
    """The game's solo mode, or None (also for an unknown game)."""
    try:
        make = getattr(get_game(game_type), "solo_mode", None)
    except (KeyError, ImportError):
        return None
    return make() if callable(make) else None


def solo_games() -> list[str]:
    """Ids of the registered games that offer a solo mode."""
    return [g for g in game_ids() if solo_spec(g) is not None]


def campaign_best(best: tuple[int, int] | None, start: int, score: int) -> tuple[int, int]:
    """The campaign result after a win: the lowest start; at equal starts the higher score."""
    if best is None or start < best[0] or (start == best[0] and score > best[1]):
        return start, score
    return best
