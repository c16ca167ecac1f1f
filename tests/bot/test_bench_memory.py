"""``python -m bot bench memory`` runs and prints resident memory by cache (its numbers are not checked)."""

from __future__ import annotations

from bot.__main__ import main


def test_the_memory_benchmark_prints_resident_memory_by_cache(capsys):
    assert main(["bench", "memory", "--tables", "3", "--summaries", "0", "--at-once", "2"]) == 0
    out = capsys.readouterr().out
    assert "3 tables" in out and "resident after malloc_trim" in out
    for cache in ("layers", "packed", "masks", "tokens", "panels"):
        assert f"\n  {cache} " in out, cache
