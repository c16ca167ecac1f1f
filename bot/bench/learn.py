"""The guided first game (``/learn``), measured: its steps, the decision kinds and rules they cover,
and how long a guided panel and a "?" take.

    python -m bot bench learn [--game macao] [--lang en]

For each game a teaching game is started through the service and its guided steps are played by the
option each panel points out; each step's panel is timed with the advice worked out afresh (the
medium AI on the seat's own determinisation), and each step's "?" (``service.why``). Prints one
table row per game; a benchmark, never a test assertion.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from bot import cli
from bot.i18n import t
from bot.store import open_store
from bot.table import GameService
from bot.table.learn import advised_key
from engine import registry

USER, CHANNEL = 1, 1


async def measure(game: str, locale: str) -> str:
    store = await open_store(":memory:")
    try:
        svc = GameService(store, renderer=None, animator=None, seat_pictures=None)
        learn = registry.learn_game(game)
        assert learn is not None, f"{game} has no guided first game"
        await svc.learn.start(None, CHANNEL, USER, "Ann", game, locale=locale)
        kinds: list[str] = []
        guide_ms: list[float] = []
        why_ms: list[float] = []
        for _ in range(learn.guided):
            while await svc.ai.ai_turn(CHANNEL) is not None:
                pass
            svc.learn._advice.clear()  # the advice worked out afresh, as on a step's first panel
            start = time.perf_counter()
            panel = await svc.play.panel(CHANNEL, USER, locale=locale)
            guide_ms.append((time.perf_counter() - start) * 1000)
            tb = await svc.tables.active(CHANNEL)
            decision = tb.game.decision(tb.state)
            assert decision is not None
            kinds.append(decision.kind)
            start = time.perf_counter()
            await svc.why.explain(CHANNEL, USER, panel.version, locale=locale)
            why_ms.append((time.perf_counter() - start) * 1000)
            key = advised_key(panel, locale)
            assert key is not None, panel.guide
            await svc.play.act(CHANNEL, USER, panel.version, key, locale=locale)
        rules = {r.id for k in kinds if (r := learn.rule(k)) is not None}
        name = t(f"{game}.name", "en")
        panel_ms = f"{statistics.median(guide_ms):.0f} / {max(guide_ms):.0f}"
        explain_ms = f"{statistics.median(why_ms):.0f} / {max(why_ms):.0f}"
        kinds_text = ", ".join(dict.fromkeys(kinds))
        covered = f"{len(rules)} of {len(learn.rules)}"
        return f"| {name} | {learn.guided} | {kinds_text} | {covered} | {panel_ms} | {explain_ms} |"
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench learn"), description=__doc__.split("\n\n")[0])
    p.add_argument("--game", choices=registry.learn_games(), default=None, help="one game (default: every game)")
    p.add_argument("--lang", default="en")
    args = p.parse_args(argv)
    print(
        "| game | guided steps | decision kinds among them (in order) | rules explained |"
        ' guided panel p50 / max (ms) | "?" p50 / max (ms) |'
    )
    print("|---|---|---|---|---|---|")
    for game in [args.game] if args.game else registry.learn_games():
        print(asyncio.run(measure(game, args.lang)))
    return 0
