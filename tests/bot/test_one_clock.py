"""One clock: nothing in ``bot/`` reads the real time behind the service's clock (``bot.clock``), so the
staging clock reaches every pace clock, reminder, grace, stall and season.

The check reads the source: a call of ``datetime.now``, ``datetime.utcnow``, ``date.today``,
``time.time`` or ``discord.utils.utcnow`` anywhere in ``bot/`` fails it, outside the modules that read
real time on purpose (the clock itself, the heartbeat's file age) and the benchmarks (which time runs).
"""

from __future__ import annotations

import ast
from pathlib import Path

BOT = Path(__file__).resolve().parents[2] / "bot"
REAL_TIME_ON_PURPOSE = {"clock.py", "heartbeat.py"}  # bot/clock.py, bot/heartbeat.py
READS = {("datetime", "now"), ("datetime", "utcnow"), ("date", "today"), ("time", "time"), ("utils", "utcnow")}


def _is_benchmark(path: Path) -> bool:
    """A benchmark module: in the bench package (bot/bench/) or, as before it, named bench*."""
    return "bench" in path.relative_to(BOT).parts[:-1] or path.name.startswith("bench")


def real_time_reads(source: str) -> list[int]:
    """The lines of ``source`` that read the real time (``X.now()`` and the like, see READS)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", None)
            if (name, node.func.attr) in READS:
                lines.append(node.lineno)
    return lines


def test_nothing_in_bot_reads_the_real_time_behind_the_services_clock() -> None:
    found = {}
    for path in sorted(BOT.rglob("*.py")):
        rel = path.relative_to(BOT)
        if str(rel) in REAL_TIME_ON_PURPOSE or _is_benchmark(path):
            continue
        lines = real_time_reads(path.read_text(encoding="utf-8"))
        if lines:
            found[str(rel)] = lines
    assert found == {}, f"read the service's clock (tables.clock) instead: {found}"


def test_the_check_finds_each_way_of_reading_the_time() -> None:
    source = (
        "import time, datetime as dt\nfrom datetime import datetime, date\nimport discord\n"
        "a = datetime.now()\nb = dt.datetime.utcnow()\nc = date.today()\nd = time.time()\n"
        "e = discord.utils.utcnow()\nf = time.perf_counter()\n"
    )
    assert real_time_reads(source) == [4, 5, 6, 7, 8]
