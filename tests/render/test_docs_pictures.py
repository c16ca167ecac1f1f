"""The README's pictures (docs/*.png) are what ``python -m render docs`` draws now: a change to a picture
fails here until the pictures are made again (and looked at)."""

from __future__ import annotations

from pathlib import Path

from render import docs_pictures

DOCS = Path(__file__).resolve().parents[2] / "docs"
MADE_ELSEWHERE = {
    "tournament-standings.png",  # python -m bot tournament-demo writes it
    "turn-message-phone.png",  # python -m bot.discord.turn_mock (tests/bot/discord/test_turn_picture.py)
    "learn-step.png",  # python -m bot.discord.learn_mock (tests/bot/discord/test_learn.py)
    "learn-step-de.png",  # python -m bot.discord.learn_mock --game emara --lang de --step 1
}


def test_the_committed_readme_pictures_are_what_render_docs_draws(tmp_path):
    written = docs_pictures.write(tmp_path)
    assert {p.name for p in written} == {p.name for p in DOCS.glob("*.png")} - MADE_ELSEWHERE
    stale = [p.name for p in written if p.read_bytes() != (DOCS / p.name).read_bytes()]
    assert stale == [], f"stale README pictures {stale}: run python -m render docs and look at them"
