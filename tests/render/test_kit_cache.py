"""The static-layer cache keeps the most recently used layers within its memory budget."""

from __future__ import annotations

from PIL import Image

from render import kit


def test_static_layers_are_kept_least_recently_used_first_out_within_the_budget(monkeypatch):
    from render import caches

    kit.clear_caches()
    monkeypatch.setattr(caches, "share", lambda name: 3 * 100 * 100 * 3 if name == "layers" else 1 << 30)
    builds: list[str] = []

    def layer(name: str) -> Image.Image:
        return kit.static_layer(name, lambda: builds.append(name) or Image.new("RGB", (100, 100)))

    for name in ("a", "b", "c", "a", "d"):  # "a" used again before "d" arrives: "b" goes
        layer(name)
    assert builds == ["a", "b", "c", "d"]
    layer("a"), layer("c"), layer("d")
    assert builds == ["a", "b", "c", "d"]  # all three still cached
    layer("b")
    assert builds[-1] == "b" and set(caches.HOT.keys()) == {"c", "d", "b"}
    kit.clear_caches()
