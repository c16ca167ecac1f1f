"""Optional play modes a game may offer, described as data the front ends read.

A game offers a solo mode by returning a :class:`SoloMode` from ``game.solo_mode()`` and a daily
challenge by returning a :class:`DailyChallenge` from ``game.daily_challenge()``; the bot needs no
game-specific code for either.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .msg import Msg


@dataclass(frozen=True)
class SoloMode:
    """How a one-player game is set up and read: a difficulty range, a campaign rule, the opponent."""

    game_type: str
    start_min: int  # the easiest..hardest difficulty a user may pick
    start_max: int
    default_start: int  # high-score mode without an explicit difficulty
    campaign_first: int  # the first campaign game's difficulty
    campaign_next: Callable[[int, bool], int]  # (difficulty played, won) -> next difficulty
    options: Callable[[int | None], dict[str, Any]]  # difficulty -> the game's Options fields
    opponent: Msg  # the virtual opponent's name
    opponent_score_key: str = "opponent_score"  # Result.details key of the opponent's score
    # How a difficulty value reads in a sentence ("building start 25"; None: set up by the game itself)
    difficulty: Callable[[int | None], Msg] | None = None
    lower_is_harder: bool = True  # which way the difficulty range runs
    # AI seats beside the player (a game for 2+ players plays solo against them); difficulty -> levels
    ai_seats: Callable[[int | None], tuple[str, ...]] | None = None

    def difficulty_text(self, start: int | None) -> Msg | str:
        if self.difficulty is not None:
            return self.difficulty(start)
        return "-" if start is None else str(start)

    def outcome(self, score: int, details: dict[str, Any]) -> tuple[int | None, bool | None]:
        """(opponent's score, won) from the engine's result details of the solo seat."""
        return _int(details.get(self.opponent_score_key)), (bool(details["won"]) if "won" in details else None)


@dataclass(frozen=True)
class DailyChallenge:
    """How the day's deal is set up: the same seed and options for everyone on a UTC day."""

    game_type: str
    options: Callable[[int], dict[str, Any]]  # seed -> the game's Options fields of the day's game
    ai_seats: tuple[str, ...] = ()  # AI levels seated beside the user (score attack)
    details: tuple[str, ...] = field(default=())  # result detail keys worth keeping with the entry


def _int(v: Any) -> int | None:
    return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None
