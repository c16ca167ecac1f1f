"""The shipped palettes (render/palettes.json) are exactly what the drawing code builds today: a change to
the boards that moves a palette fails here until ``python -m render palettes`` writes it again."""

from __future__ import annotations

import json

from render import kit, palette_build, palettes


def test_every_shipped_palette_is_what_the_code_builds_and_every_built_one_is_shipped():
    palette_build.register_all()
    shipped = json.loads(palettes.FILE.read_text())
    registered = palettes.sources()
    assert set(shipped) == set(registered), "run: python -m render palettes"
    for key in sorted(registered):
        assert shipped[key] == palettes.built(key), f"{key} is stale: run python -m render palettes"


def test_a_board_drawn_with_the_shipped_palette_has_the_same_bytes_as_with_a_built_one(monkeypatch):
    from engine.registry import get_game

    import render

    game = get_game("macao")
    view = game.view(game.setup(3, game.Options(), 4), None)
    kit.clear_caches()
    shipped = render.board("macao", view, None, "en")
    kit.clear_caches()
    monkeypatch.setattr(palettes, "_shipped", dict)  # as before: built in this process
    assert render.board("macao", view, None, "en") == shipped
    kit.clear_caches()
