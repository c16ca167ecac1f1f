"""``python -m bot.discord.learn_mock [--game macao] [--lang de] [--step 2] [--out docs/learn-step.png]``:
the README's picture of a guided first game's panel (``/learn``) as a phone shows it.

A teaching game is started through the service (``service.learn``, the real renderer drawing the
seat's own area) and its guided steps are played by clicking the option each panel points out, up to
``--step``; that step's private panel is built exactly as the bot sends it (:func:`.table.panel_parts`:
the guide above the question, the options, "?" and Suggest) and its payload is drawn by
:func:`render.layout_mock.draw` (a Pillow mock of Discord's dark theme on a 390-point phone).
"""

from __future__ import annotations

import argparse
import asyncio
import io
from pathlib import Path

from PIL import Image

from bot.store import open_store
from bot.table import GameService
from bot.table.learn import advised_key
from render.layout_mock import draw

from . import limits, table

USER, CHANNEL = 1, 1


async def build(game_id: str, locale: str, step: int) -> tuple[dict, dict[str, bytes]]:
    """The payload and files of the private panel at guided step ``step`` (1 = the first)."""
    store = await open_store(":memory:")
    try:
        svc = GameService(store, animator=None)
        await svc.learn.start(None, CHANNEL, USER, "Ann", game_id, locale=locale)
        for _ in range(step - 1):
            while await svc.ai.ai_turn(CHANNEL) is not None:
                pass
            panel = await svc.play.panel(CHANNEL, USER, locale=locale)
            key = advised_key(panel, locale)
            assert key is not None, panel.guide
            await svc.play.act(CHANNEL, USER, panel.version, key, locale=locale)
        while await svc.ai.ai_turn(CHANNEL) is not None:
            pass
        panel = await svc.play.panel(CHANNEL, USER, locale=locale)
        parts = table.panel_parts(panel, locale)
        payload = {"components": parts["view"].to_components(), "flags": limits.COMPONENTS_V2}
        files = {f.filename: f.fp.read() for f in parts["files"]}
        assert limits.problems(payload, files=list(files)) == []
        return payload, files
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bot.discord.learn_mock", description=__doc__.splitlines()[0])
    p.add_argument("--game", default="macao")
    p.add_argument("--lang", default="en")
    p.add_argument("--step", type=int, default=2, help="the guided step shown (1 = the first)")
    p.add_argument("--out", type=Path, default=Path("docs/learn-step.png"))
    args = p.parse_args(argv)
    payload, files = asyncio.run(build(args.game, args.lang, args.step))
    picture = Image.open(io.BytesIO(draw(payload, files, {USER: "Ann"}))).convert("RGB")
    picture.quantize(128, method=Image.Quantize.MEDIANCUT).save(args.out, optimize=True)  # a small README file
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
