"""Solo play: which games have a solo mode, how a solo game is set up, and what a finished one records.

A game joins with one :class:`SoloSpec` entry in :data:`SOLO_GAMES` (its difficulty range, campaign
rule and how to read the engine's result). Crown of Emara: the player against Victoria (reference
A.12.1-A.12.4), difficulty = the building start value, "beat the high score" and "campaign" modes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

MODES = ("high_score", "campaign")


@dataclass(frozen=True)
class SoloSpec:
    game_type: str
    start_min: int                       # the easiest..hardest difficulty a user may pick
    start_max: int
    default_start: int                   # high-score mode without a start
    campaign_first: int                  # first campaign game
    campaign_next: Callable[[int, bool], int]   # (start played, won) -> next start
    options: Callable[[int | None], dict[str, Any]]   # difficulty -> engine Options fields
    opponent: str                        # message id of the virtual opponent's name

    def outcome(self, score: int, details: dict[str, Any]) -> tuple[int | None, bool | None]:
        """(opponent's score, won) from the engine's result details of the solo seat."""
        return _int(details.get("victoria_cp")), (bool(details["won"]) if "won" in details else None)


def _int(v: Any) -> int | None:
    return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _emara() -> SoloSpec:
    from engine.emara import solo
    from engine.emara.data import BUILDING_START_CHOICES, CAMPAIGN_START
    return SoloSpec(game_type="emara", start_min=min(BUILDING_START_CHOICES), start_max=max(BUILDING_START_CHOICES),
                    default_start=30, campaign_first=CAMPAIGN_START,
                    campaign_next=lambda start, won: solo.campaign_next_start(start, won),
                    options=lambda start: {"building_start": start}, opponent="bot.solo.victoria")


# game id -> how its solo mode is set up (a game joins by adding a line here)
SOLO_GAMES: dict[str, Callable[[], SoloSpec]] = {"emara": _emara}


def solo_spec(game_type: str) -> SoloSpec | None:
    make = SOLO_GAMES.get(game_type)
    return make() if make else None


def campaign_best(best: tuple[int, int] | None, start: int, score: int) -> tuple[int, int]:
    """The campaign result after a win: the lowest start; at equal starts the higher score."""
    if best is None or start < best[0] or (start == best[0] and score > best[1]):
        return start, score
    return best
