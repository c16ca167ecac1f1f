"""The board pictures' fixtures and size budget, per game: shared by the render tests."""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from tests.render.spies import spy_everywhere

FIXTURES = Path(__file__).parent / "fixtures"
NAMES = ["Anna", "Bob", "Chiara", "Dmitri"]
MAX_BYTES = 400 * 1024


@dataclass(frozen=True)
class Board:
    width: int  # the picture's width in pixels
    height: int  # the least height of a 2-player picture
    per_seat: int = 0  # and how much taller each further seat makes it
    exact_width: bool = True  # False: at least ``width``
    own_secrets_drawn: bool = False  # a seat's own view draws its own secrets (never another seat's)
    words: frozenset[str] = frozenset()  # message ids drawing the fixtures must ask for
    word_prefixes: tuple[str, ...] = ()  # and some id of each of these families
    final_parts: bool = False  # a seat's ``final`` is a breakdown whose every part has a board label


BOARD = {
    "emara": Board(width=1600, height=1500, exact_width=False),
    "macao": Board(
        width=1600,
        height=1800,
        per_seat=250,
        own_secrets_drawn=True,  # its dice chosen at once
        words=frozenset({"macao.board.deck", "macao.colour.red", "macao.good.tea", "macao.port.lis"}),
        word_prefixes=("macao.card.",),
        final_parts=True,
    ),
    "lisboa": Board(
        width=1800,
        height=2000,
        per_seat=300,
        words=frozenset({"lisboa.board.period", "lisboa.board.noble.maia", "lisboa.board.good_letter.gold"}),
        final_parts=True,
    ),
}


def fixtures(game_id: str) -> list[str]:
    return sorted(p.stem for p in FIXTURES.glob("*.json") if json.loads(p.read_text()).get("game") == game_id)


def load(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text())


def check_png(game_id: str, data: bytes, players: int | None = None) -> Image.Image:
    """The PNG within the game's size budget (and as tall as ``players`` seats make it, when given)."""
    size = BOARD[game_id]
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.format == "PNG"
    assert img.width == size.width if size.exact_width else img.width >= size.width
    if players is not None:
        assert img.height > size.height + size.per_seat * (max(players, 2) - 2)
    assert len(data) <= MAX_BYTES, f"{len(data) / 1024:.0f} KB"
    return img


def text_sizes(monkeypatch, draw) -> dict[str, int]:
    """The largest size each string is drawn at while ``draw()`` runs (every label, title and number
    goes through ``kit.text``)."""
    from render import kit

    sizes: dict[str, int] = {}
    real = kit.text

    def spy(img, xy, s, size=kit.MIN_TEXT, *args, **kwargs):
        sizes[s] = max(size, sizes.get(s, 0))
        return real(img, xy, s, size, *args, **kwargs)

    spy_everywhere(monkeypatch, "text", spy)
    draw()
    return sizes
