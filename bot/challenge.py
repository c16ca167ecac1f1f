"""The daily challenge: one deal per game and UTC day, the same for everyone.

A game joins with a :class:`ChallengeSpec` in :data:`CHALLENGES` saying how its day's game is set up
(seats, options). The seed is derived from the game id and the date only (SHA-256), so every user,
every process and every restart gets the same deal without coordination.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any, Callable

SEED_BITS = 62


@dataclass(frozen=True)
class ChallengeSpec:
    game_type: str
    options: Callable[[int], dict[str, Any]]      # seed -> engine Options fields of the day's game
    ai_seats: tuple[str, ...] = ()                # AI levels seated beside the user (score attack)
    details: tuple[str, ...] = field(default=())   # result detail keys worth keeping with the entry


def _emara() -> ChallengeSpec:
    # Solo against Victoria; the building start comes from the day's setup card (A.2 step 14).
    return ChallengeSpec(game_type="emara", options=lambda seed: {"building_start": None},
                         details=("victoria_cp", "won", "cp", "bp"))


# game id -> how its daily challenge is set up (a game joins by adding a line here)
CHALLENGES: dict[str, Callable[[], ChallengeSpec]] = {"emara": _emara}


def challenge_spec(game_type: str) -> ChallengeSpec | None:
    make = CHALLENGES.get(game_type)
    return make() if make else None


def day_of(now: datetime) -> str:
    """The UTC day (``YYYY-MM-DD``) of an aware datetime."""
    from datetime import timezone
    return now.astimezone(timezone.utc).date().isoformat()


def previous_day(day: str) -> str:
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat()


def daily_seed(game_type: str, day: str) -> int:
    """The deal's seed: the first 62 bits of SHA-256("challenge:<game>:<day>")."""
    digest = hashlib.sha256(f"challenge:{game_type}:{day}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)
