"""The layer cache's budget comes from RENDER_LAYER_CACHE_MB (default: two languages of the three games
warm), and its counters say what it did."""

from __future__ import annotations

import logging

from PIL import Image

from render import kit


def test_the_budget_is_read_from_the_environment(monkeypatch, caplog):
    monkeypatch.setenv(kit.LAYER_CACHE_ENV, "300")
    assert kit._budget_from_env() == 300 * 1024 * 1024
    monkeypatch.setenv(kit.LAYER_CACHE_ENV, "0")
    assert kit._budget_from_env() == 0
    monkeypatch.delenv(kit.LAYER_CACHE_ENV)
    assert kit._budget_from_env() == kit.DEFAULT_LAYER_CACHE_MB * 1024 * 1024
    for bad in ("lots", "-5", "1.5"):
        monkeypatch.setenv(kit.LAYER_CACHE_ENV, bad)
        with caplog.at_level(logging.WARNING, logger="render.kit"):
            assert kit._budget_from_env() == kit.DEFAULT_LAYER_CACHE_MB * 1024 * 1024
        assert kit.LAYER_CACHE_ENV in caplog.text


def test_counters_count_hits_builds_evictions_and_bytes(monkeypatch):
    kit.clear_caches()
    monkeypatch.setattr(kit, "_LAYERS_MAX_BYTES", 2 * 100 * 100 * 3)  # two 100x100 RGB layers
    kit.reset_layer_stats()
    for name in ("a", "b", "a", "c", "b"):  # c pushes out b (a was used again), b pushes out a
        kit.static_layer(name, lambda: Image.new("RGB", (100, 100)))
    s = kit.layer_stats()
    assert (s.hits, s.builds, s.evicted, s.layers) == (1, 4, 2, 2)
    assert s.bytes == s.peak == 2 * 100 * 100 * 3 and s.budget == 2 * 100 * 100 * 3
    kit.clear_caches()
    assert kit.layer_stats().bytes == 0


def test_set_layer_budget_applies_at_the_next_build(monkeypatch):
    kit.clear_caches()
    monkeypatch.setattr(kit, "_LAYERS_MAX_BYTES", 10 * 100 * 100 * 3)
    for name in "abc":
        kit.static_layer(name, lambda: Image.new("RGB", (100, 100)))
    kit.set_layer_budget(2 * 100 * 100 * 3 / 2**20)
    kit.static_layer("d", lambda: Image.new("RGB", (100, 100)))
    assert set(kit._LAYERS) == {"c", "d"}
    kit.clear_caches()
