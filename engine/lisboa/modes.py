"""Lisboa's solo mode against the Rival (reference §18, PROPOSED: the solo booklet was not available)
and its daily challenge."""

from __future__ import annotations

from engine.core.modes import DailyChallenge, SoloMode
from engine.core.text import M

# Difficulty -> the Rival's starting bonus in wigs (the project's own design, PROPOSED: the solo booklet
# was not available). Spaced by measurement (python -m engine solo-ladder lisboa; README, "Solo win
# rates"): the medium AI wins about half at level 1, the hard AI about a third at level 5, 15 wigs a step.
RIVAL_BONUS: dict[int, int] = {1: 40, 2: 55, 3: 70, 4: 85, 5: 100}
SOLO_DEFAULT = 1
# The daily challenge's Rival bonus: medium wins about a third there (hard wins all: the gap between them
# is wider than one difficulty can serve; README)
CHALLENGE_WIGS = 45


def campaign_next(played: int, won: bool) -> int:
    """Win: one step harder; lose: stay."""
    return min(played + 1, max(RIVAL_BONUS)) if won else played


def _level(start: int | None) -> int:
    return start if start in RIVAL_BONUS else SOLO_DEFAULT


def solo_mode() -> SoloMode:
    return SoloMode(
        game_type="lisboa",
        start_min=min(RIVAL_BONUS),
        start_max=max(RIVAL_BONUS),
        default_start=SOLO_DEFAULT,
        campaign_first=min(RIVAL_BONUS),
        campaign_next=campaign_next,
        options=lambda start: {"rival_wigs": RIVAL_BONUS[_level(start)]},
        opponent=M("lisboa.solo.rival"),
        opponent_score_key="opponent_score",
        lower_is_harder=False,
        difficulty=lambda start: M("lisboa.solo.difficulty", level=_level(start), wigs=RIVAL_BONUS[_level(start)]),
    )


def daily_challenge() -> DailyChallenge:
    return DailyChallenge(
        game_type="lisboa",
        options=lambda seed: {"rival_wigs": CHALLENGE_WIGS},
        details=("opponent_score", "won", "stores", "officials"),
    )
