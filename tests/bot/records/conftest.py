"""The records tests' service: the real games, a ticking clock, a fixed challenge secret (the same
deals every run). A module that needs another service defines its own ``rs``."""

from __future__ import annotations

import pytest

from bot.records import RecordsService
from engine.registry import get_game
from tests.bot.conftest import Clock, make_service


@pytest.fixture
def clock() -> Clock:
    return Clock(tick=1)


@pytest.fixture
def rs(store, clock) -> RecordsService:
    return RecordsService(make_service(store, games=get_game, clock=clock), secret_source=lambda: "test-secret")
