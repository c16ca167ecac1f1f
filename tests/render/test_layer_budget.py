"""Every picture cache lives inside one budget, RENDER_CACHE_MB (render/caches.py): the layers (hot, then
packed), the text masks, the tokens and the panel pictures, each within its share, and the counters say
what they did."""

from __future__ import annotations

import logging

import pytest
from PIL import Image

from render import caches, kit

RGB_100 = 100 * 100 * 3  # bytes of a 100x100 RGB layer


@pytest.fixture
def budget():
    """Sets the whole budget in bytes for the test; every cache is emptied before and after."""
    before = caches.budget()
    kit.clear_caches()
    kit.reset_layer_stats()
    yield lambda n: caches.set_budget(n / 2**20)
    caches.set_budget(before / 2**20)
    kit.clear_caches()


def test_the_budget_is_read_from_the_environment(monkeypatch, caplog):
    monkeypatch.delenv(caches.OLD_LAYER_ENV, raising=False)
    monkeypatch.setenv(caches.CACHE_ENV, "300")
    assert caches._budget_from_env() == 300 * 1024 * 1024
    monkeypatch.setenv(caches.CACHE_ENV, "0")
    assert caches._budget_from_env() == 0
    monkeypatch.delenv(caches.CACHE_ENV)
    assert caches._budget_from_env() == caches.DEFAULT_CACHE_MB * 1024 * 1024
    monkeypatch.setenv(caches.OLD_LAYER_ENV, "640")  # the former setting still sets the (whole) budget
    assert caches._budget_from_env() == 640 * 1024 * 1024
    monkeypatch.delenv(caches.OLD_LAYER_ENV)
    for bad in ("lots", "-5", "1.5"):
        monkeypatch.setenv(caches.CACHE_ENV, bad)
        with caplog.at_level(logging.WARNING, logger="render.caches"):
            assert caches._budget_from_env() == caches.DEFAULT_CACHE_MB * 1024 * 1024
        assert caches.CACHE_ENV in caplog.text


def test_the_shares_add_up_to_the_budget(budget):
    budget(256 * 2**20)
    total = sum(caches.share(n) for n in (*caches.SHARES, "layers"))
    assert total == caches.budget() and caches.share("layers") > caches.budget() // 2


def test_a_layer_pushed_out_of_the_hot_share_is_packed_and_comes_back_without_a_build(budget):
    budget(2 * RGB_100 / (1 - sum(caches.SHARES.values())) + 16)  # two 100x100 layers hot
    caches.PACK_MIN_BYTES, before = 0, caches.PACK_MIN_BYTES
    try:
        builds: list[str] = []

        def layer(name: str, colour: int = 0) -> Image.Image:
            return kit.static_layer(name, lambda: builds.append(name) or Image.new("RGB", (100, 100), (colour,) * 3))

        layer("a", 10), layer("b", 20), layer("c", 30)  # "a" is pushed out: packed
        s = kit.layer_stats()
        assert (s.builds, s.evicted, s.layers, s.packed) == (3, 1, 2, 1)
        again = layer("a")
        assert builds == ["a", "b", "c"] and again.getpixel((5, 5)) == (10, 10, 10)  # unpacked, the same pixels
        assert kit.layer_stats().unpacked == 1
        assert s.bytes <= caches.share("layers") and kit.layer_stats().packed_bytes < RGB_100 / 10
    finally:
        caches.PACK_MIN_BYTES = before


def test_counters_count_hits_builds_evictions_and_bytes(budget):
    budget(2 * RGB_100 / (1 - sum(caches.SHARES.values())) + 16)
    kit.reset_layer_stats()
    for name in ("a", "b", "a", "c", "b"):  # c pushes out b (a was used again), b pushes out a
        kit.static_layer(name, lambda: Image.new("RGB", (100, 100)))
    s = kit.layer_stats()
    assert (s.hits, s.builds, s.evicted, s.layers) == (1, 4, 2, 2)  # small layers are dropped, not packed
    assert s.bytes == s.peak == 2 * RGB_100 and s.budget == caches.share("layers")
    kit.clear_caches()
    assert kit.layer_stats().bytes == 0


def test_text_masks_and_tokens_stay_within_their_shares(budget):
    budget(64 * 2**20)
    for i in range(3000):  # a new player name at every table
        kit.text(Image.new("RGB", (400, 60)), (10, 30), f"Player number {i} of many", 28)
        kit.token_image("circle", (i % 256, 0, 0), 40, str(i % 10))
    masks, tokens = caches.MASKS.stats(), caches.TOKENS.stats()
    assert 0 < masks.bytes <= caches.share("masks") and masks.evicted > 0
    assert 0 < tokens.bytes <= caches.share("tokens") and tokens.evicted > 0
