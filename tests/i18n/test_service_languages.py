"""A whole Crown of Emara game played through the GameService in each shipped language: every panel
(prompt, options, seat lines), every public update (log lines, summary, waiting line, final result),
every board picture and every private event line comes from that language's catalog — not one
lookup falls back to English (observed through the catalog's fallbacks, not by reading pixels)."""

from __future__ import annotations

import random

import pytest

from bot.store import open_store
from bot.table import GameService
from engine.core import text
from engine.core.text import DEFAULT_LOCALE, fallbacks
from engine.registry import get_game
from render import board

ANN, BOB = 101, 102
CHANNEL = 900


def drawing_renderer(game_id: str, view, names, locale: str) -> bytes:
    board(game_id, view, names, locale)  # every word on the picture is looked up
    return b"\x89PNG"


@pytest.mark.parametrize("locale", [loc for loc in text.locales() if loc != DEFAULT_LOCALE])
async def test_a_whole_game_through_the_service_speaks_one_language(locale: str) -> None:
    store = await open_store(":memory:")
    try:
        svc = GameService(store, games=get_game, renderer=drawing_renderer, rng_seed_source=lambda: 5)
        rng = random.Random(3)
        with fallbacks() as seen:
            await svc.lobby.open(1, CHANNEL, "emara", ANN, "Žofie", locale=locale)
            await svc.lobby.join(CHANNEL, BOB, "Ondřej", locale=locale)
            await svc.lobby.set_seat_order(CHANNEL, ANN, "joined", locale=locale)
            start = await svc.play.start(CHANNEL, ANN, locale=locale)
            assert start.public.png and start.public.locale == locale
            user, clicks, finished = ANN, 0, None
            while finished is None and clicks < 2000:
                panel = await svc.play.panel(CHANNEL, user, locale=locale)
                if not panel.your_turn:
                    user = BOB if user == ANN else ANN
                    continue
                out = await svc.play.act(
                    CHANNEL, user, panel.version, rng.choice(panel.options).key, locale=locale, server_locale=locale
                )
                clicks += 1
                finished = out.finished
            await svc.play.log(CHANNEL, 50, user_id=ANN, locale=locale)
            await svc.play.hand(CHANNEL, BOB, locale=locale)
        assert finished is not None and finished.standings
        assert not sorted({f.id for f in seen}), sorted({f.id for f in seen})
    finally:
        await store.close()
