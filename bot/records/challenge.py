"""The daily challenge: one deal per game and UTC day, the same for everyone.

A game joins by offering ``game.daily_challenge()`` (an :class:`engine.core.modes.DailyChallenge`
saying how its day's game is set up: seats, options). The seed is derived from the game id and the
date only (SHA-256), so every user, every process and every restart gets the same deal without
coordination.
"""
from __future__ import annotations

import hashlib
from datetime import date, datetime, timedelta

from engine.core.modes import DailyChallenge
from engine.registry import game_feature, games_with

SEED_BITS = 62


def challenge_spec(game_type: str) -> DailyChallenge | None:
    """The game's daily challenge, or None (also for an unknown game)."""
    return game_feature(game_type, "daily_challenge")


def challenge_games() -> list[str]:
    """Ids of the registered games that offer one."""
    return games_with("daily_challenge")


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
