"""The README's picture of a turn message on a phone (docs/turn-message-phone.png) is what
``python -m bot.discord.turn_mock`` draws now from a real turn message: a change to the turn message
or to its drawing fails here until the picture is made again (and looked at)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from bot.discord import limits, turn_mock

PICTURE = Path(__file__).resolve().parents[3] / "docs" / "turn-message-phone.png"


async def test_the_pictured_turn_message_pings_its_player_with_the_card_then_the_board() -> None:
    payload, files = await turn_mock.build("macao", seed=5, after=40)
    assert limits.problems(payload, files=list(files)) == []
    components = list(limits.walk(payload["components"]))
    assert limits.media_urls(payload["components"]) == ["attachment://phone.png", "attachment://board.png"]
    # a gallery each: two pictures of one gallery would stand side by side at half the width
    assert [len(c["items"]) for c in components if c["type"] == limits.MEDIA_GALLERY] == [1, 1]
    assert any("<@" in (c.get("content") or "") for c in components if c["type"] == limits.TEXT_DISPLAY)
    assert {c.get("label") for c in components if c["type"] == limits.BUTTON} >= {"Take turn", "My hand"}


def test_the_committed_turn_picture_is_what_turn_mock_draws(tmp_path) -> None:
    out = tmp_path / "turn.png"
    assert turn_mock.main(["--out", str(out)]) == 0
    assert out.read_bytes() == PICTURE.read_bytes(), (
        "stale docs/turn-message-phone.png: run python -m bot.discord.turn_mock and look at it"
    )
    with Image.open(out) as im:
        assert im.width == 780  # a 390-point phone at 2x
