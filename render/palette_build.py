"""``python -m render palettes``: every shipped palette (render/palettes.py) built afresh and written.

Apart from render.palettes, which the drawing modules import: this one imports them.
"""

from __future__ import annotations

import json

from . import palettes


def register_all() -> None:
    """Draw one board, one phone card and one own area of every registered game (in English), so that
    each of their palettes is registered."""
    from engine.registry import game_ids, get_game

    import render
    from render import phone

    for game_id in game_ids():
        game = get_game(game_id)
        state = game.setup(max(2, game.info.min_players), game.Options(), 1)
        phone.pictures(game_id, game.view(state, None), None, "en")
        phone.own_area(game_id, game.view(state, 0), 0, None, "en")
        render.board(game_id, game.view(state, None), None, "en")


def write() -> dict[str, list[int]]:
    """Build every palette afresh and write ``palettes.json``; returns what was written."""
    register_all()
    out = {key: palettes.built(key) for key in sorted(palettes.sources())}
    palettes.FILE.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    palettes._shipped.cache_clear()
    return out
