"""Crown of Emara's solo mode against Victoria (A.12.1-A.12.4) and its daily challenge."""

from __future__ import annotations

from engine.core.modes import DailyChallenge, SoloMode
from engine.core.text import M

from . import solo
from .data import BUILDING_START_CHOICES, CAMPAIGN_START

HIGH_SCORE_DEFAULT_START = 30  # our choice: the middle row of the A.12.2 score sheet


def solo_mode() -> SoloMode:
    """Difficulty = the building start (15 hard ... 40 easy); the campaign starts at 40 (A.12.3)."""
    return SoloMode(
        game_type="emara",
        start_min=min(BUILDING_START_CHOICES),
        start_max=max(BUILDING_START_CHOICES),
        default_start=HIGH_SCORE_DEFAULT_START,
        campaign_first=CAMPAIGN_START,
        campaign_next=solo.campaign_next_start,
        options=lambda start: {"building_start": start},
        opponent=M("emara.victoria"),
        opponent_score_key="victoria_cp",
        lower_is_harder=True,
        difficulty=lambda start: (
            M("emara.solo.difficulty", start=start) if start is not None else M("emara.solo.difficulty_setup")
        ),
    )


def daily_challenge() -> DailyChallenge:
    """Solo against Victoria; the building start comes from the day's setup card (A.2 step 14)."""
    return DailyChallenge(
        game_type="emara", options=lambda seed: {"building_start": None}, details=("victoria_cp", "won", "cp", "bp")
    )
