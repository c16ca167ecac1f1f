"""The daily challenge: one deal per game and UTC day, the same for everyone.

A game joins by offering ``game.daily_challenge()`` (an :class:`engine.core.modes.DailyChallenge`
saying how its day's game is set up: seats, options). The seed is derived from the game id, the
date and a random secret the database makes once (SHA-256): every user, every process and every
restart gets the same deal, and nobody can compute a day's deal from the source in advance. The
first start of a day stores its seed (``challenges``), and later starts that day read it.
"""

from __future__ import annotations

import hashlib
import secrets
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


SECRET_NAME = "challenge"


def new_secret() -> str:
    return secrets.token_hex(32)


def daily_seed(game_type: str, day: str, secret: str = "") -> int:
    """The deal's seed: the first 62 bits of SHA-256("challenge:<secret>:<game>:<day>")."""
    digest = hashlib.sha256(f"challenge:{secret}:{game_type}:{day}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)
