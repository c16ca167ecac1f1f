"""Crown of Emara's solo mode against Victoria (A.12.1-A.12.4) and its daily challenge."""

from __future__ import annotations

from engine.core.modes import DailyChallenge, SoloMode
from engine.core.text import M

from . import solo
from .data import BUILDING_START_CHOICES, CAMPAIGN_START

HIGH_SCORE_DEFAULT_START = 30  # our choice: the middle row of the A.12.2 score sheet
# The daily challenge's building start, below the score sheet's hardest row (A.2 step 14 allows any value
# by agreement): there the medium AI wins about a third and the hard AI most (measured: README).
CHALLENGE_BUILDING_START = 10


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
    """Solo against Victoria from :data:`CHALLENGE_BUILDING_START` (the setup card's value ranged from
    easy to hard by the day's deal; one value makes every day as hard)."""
    return DailyChallenge(
        game_type="emara",
        options=lambda seed: {"building_start": CHALLENGE_BUILDING_START},
        details=("victoria_cp", "won", "cp", "bp"),
    )
