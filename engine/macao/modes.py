"""Macao's solo modes: a score attack against AI seats (difficulty = who sits at the table), and the
day's challenge (the same deal for everyone, against two medium AIs)."""

from __future__ import annotations

from engine.core.modes import DailyChallenge, SoloMode
from engine.core.text import M

# Difficulty -> the AI seats beside the player (the rulebook has no one-player game: Macao is for 2-4).
SOLO_OPPONENTS: dict[int, tuple[str, ...]] = {
    1: ("easy",),
    2: ("medium",),
    3: ("hard",),
    4: ("medium", "medium"),
    5: ("hard", "hard"),
    6: ("hard", "hard", "hard"),
}
SOLO_DEFAULT = 2
# The daily challenge: solo level 4's seats, where the medium AI wins about a third and the hard AI most
# (measured: README; against one hard AI the hard AI itself won only half)
CHALLENGE_OPPONENTS = SOLO_OPPONENTS[4]


def campaign_next(played: int, won: bool) -> int:
    """Win: one step harder; lose: stay (the table's hardest step repeats)."""
    return min(played + 1, max(SOLO_OPPONENTS)) if won else played


def solo_mode() -> SoloMode:
    return SoloMode(
        game_type="macao",
        start_min=min(SOLO_OPPONENTS),
        start_max=max(SOLO_OPPONENTS),
        default_start=SOLO_DEFAULT,
        campaign_first=min(SOLO_OPPONENTS),
        campaign_next=campaign_next,
        options=lambda start: {},
        opponent=M("macao.solo.opponents"),
        opponent_score_key="best_other",
        lower_is_harder=False,
        difficulty=lambda start: M("macao.solo.difficulty", level=start if start is not None else SOLO_DEFAULT),
        ai_seats=lambda start: SOLO_OPPONENTS[start if start is not None else SOLO_DEFAULT],
    )


def daily_challenge() -> DailyChallenge:
    return DailyChallenge(
        game_type="macao",
        options=lambda seed: {},
        ai_seats=CHALLENGE_OPPONENTS,
        details=("best_other", "won", "city", "cards", "penalty"),
    )
