"""The phone pictures in Discord: the board post carries the phone card FIRST (a plain attachment,
which Discord shows above the embeds) and the full board in the embed; a private panel (Take turn, a
choice, My hand) carries the seat's own area in its embed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Settings
from bot.discord import limits
from bot.discord.client import EuroBot
from bot.table import GameService

from .conftest import PNG, fake_animator
from .harness import Harness
from .table import ANN, BOB, board_posts, button, one, open_lobby, open_panel, reply, start

PHONE = b"\x89PNG phone card"
AREA = b"\x89PNG own area"


def make_bot(db_path: Path, seen: list) -> EuroBot:
    """The test bot over the stub game; its phone card and own-area renderers record their input."""

    def phone(game, view, names, locale, asked):
        if "Ann" in names:
            seen.append(("phone", view, asked))
        return PNG, PHONE

    def area(game, view, seat, names, locale):
        if "Ann" in names:  # not the start-up warm-up's drawing (in the background, seats unnamed)
            seen.append(("area", view, seat))
        return AREA + bytes([seat])

    settings = Settings(DISCORD_TOKEN="test-token", DATABASE_PATH=str(db_path), DEV_GUILD_ID=None, AI_DELAY_SECONDS=0)
    return EuroBot(
        settings,
        service_factory=lambda store, s: GameService(
            store,
            renderer=lambda game, view, names, locale: PNG,
            rng_seed_source=lambda: 7,
            animator=fake_animator,
            phone=phone,
            seat_pictures=area,
        ),
    )


@pytest.fixture
async def phone_bot(db_path: Path, monkeypatch: pytest.MonkeyPatch, stub_registry: None):
    seen: list = []
    h = Harness(make_bot(db_path, seen), monkeypatch)
    await h.login()
    h.seen = seen
    yield h
    await h.close()


async def test_the_turn_message_shows_the_phone_card_first_then_the_board(phone_bot: Harness) -> None:
    h = phone_bot
    board = await start(h, await open_lobby(h, BOB))
    post = h.rec.messages[board]
    assert [a["filename"] for a in post["attachments"]] == ["phone.png", "board.png"]
    galleries = [c for c in limits.walk(post["components"]) if c["type"] == limits.MEDIA_GALLERY]
    # the card first, full width (a phone shows it whole), then the board: a gallery each, as Discord
    # lays two pictures of one gallery side by side at half width
    ids = {a["filename"]: a["id"] for a in post["attachments"]}
    assert [[i["media"]["attachment_id"] for i in g["items"]] for g in galleries] == [
        [ids["phone.png"]],
        [ids["board.png"]],
    ]
    assert post["embeds"] == [] and not post["content"]
    panel = await open_panel(h, board, ANN)
    await h.click(ANN, panel, button(h, panel, "take.2"))
    calls = await h.click(ANN, panel, button(h, panel, "end"))
    [new_board] = board_posts(calls)
    assert new_board.files == [("phone.png", PHONE), ("board.png", PNG)]
    asked = [a for kind, _, a in h.seen if kind == "phone"]
    assert asked[-1] and "number" in asked[-1]  # what the next seat is asked, on the card


async def test_the_panel_carries_the_seats_own_area_drawn_from_its_own_view(phone_bot: Harness) -> None:
    h = phone_bot
    board = await start(h, await open_lobby(h, BOB))
    calls = await h.click(ANN, board, next(c for c in h.custom_ids(board) if c.endswith(":@turn")))
    panel = one(calls, "PATCH", "@original")
    assert panel.ephemeral and panel.files == [("area.png", AREA + bytes([0]))]
    assert panel.layout and panel.pictures == ["area.png"]  # a layout panel: the area in its gallery
    game = h.client.service.tables.game("stub")
    tb = await h.client.service.tables.active(h.here)
    views = [(v, s) for kind, v, s in h.seen if kind == "area"]
    assert views == [(game.view(tb.state, 0), 0)]  # seat 0's own view, nothing else
    # a choice edits the panel in place: its picture is replaced by the new version's
    edited = one(await h.click(ANN, panel.message_id, button(h, panel.message_id, "take.2")), "PATCH", "@original")
    assert edited.files == [("area.png", AREA + bytes([0]))] and "attachments" in edited.data
    # My hand: Bob's own area, drawn once, then from the cache (same game, version, seat, language)
    hand_id = next(c for c in h.custom_ids(board) if c.endswith(":@hand"))
    for _ in range(2):
        hand = reply(await h.click(BOB, board, hand_id))
        assert hand.ephemeral and hand.files == [("area.png", AREA + bytes([1]))]
    assert [s for kind, _, s in h.seen if kind == "area"] == [0, 0, 1]  # Ann, Ann after her choice, Bob once
