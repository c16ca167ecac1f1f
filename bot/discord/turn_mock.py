"""``python -m bot.discord.turn_mock [--game macao] [--out docs/turn-message-phone.png]``: the README's
picture of a turn message as a phone shows it.

A real game is played through the service (every seat a person choosing at random, the real board and
phone card drawn) until a turn that pings its player; its turn message is built exactly as the bot
posts it (:func:`bot.discord.layout.turn_message`, with the table's buttons) and its payload, the JSON
Discord would receive, is drawn by :func:`render.layout_mock.draw` (a Pillow mock of Discord's dark
theme on a 390-point phone: no Discord is reachable here).
"""

from __future__ import annotations

import argparse
import asyncio
import random
from pathlib import Path

from bot.store import open_store
from bot.table import GameService
from render.layout_mock import draw

from . import embeds, layout, limits, table

NAMES = {1: "Ann", 2: "Bob", 3: "Cat"}


async def build(game_id: str, seed: int, after: int) -> tuple[dict, dict[str, bytes]]:
    """The payload and files of the first turn message that pings someone after ``after`` clicks."""
    store = await open_store(":memory:")
    try:
        svc = GameService(store, rng_seed_source=lambda: seed)
        channel = 1
        await svc.lobby.open(1, channel, game_id, 1, NAMES[1], {}, locale="en")
        for uid in (2, 3):
            await svc.lobby.join(channel, uid, NAMES[uid], locale="en")
        await svc.lobby.set_seat_order(channel, 1, "joined", locale="en")
        update = (await svc.play.start(channel, 1, locale="en")).public
        rng = random.Random(seed)
        for clicks in range(5000):
            if clicks >= after and update.board and update.mention_user_ids and update.png and update.phone_png:
                break
            tb = await svc.tables.active(channel)
            decision = tb.game.decision(tb.state)
            if decision is None:
                raise SystemExit("the game ended before a turn to show")
            user = tb.seats[rng.choice(decision.seats)].user_id
            assert user is not None, "every seat is a person"
            panel = await svc.play.panel(channel, user, locale="en")
            out = await svc.play.act(channel, user, panel.version, rng.choice(panel.options).key, locale="en")
            if out.public is not None:
                update = out.public
        else:
            raise SystemExit(f"no turn that pings its player after {after} clicks")
        post = layout.turn_message(update, table.update_buttons(update))
        payload = {"components": post.view.to_components(), "flags": limits.COMPONENTS_V2}
        files = {embeds.PHONE_FILE: update.phone_png or b"", embeds.BOARD_FILE: update.png or b""}
        assert limits.problems(payload, files=list(files)) == []
        return payload, files
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bot.discord.turn_mock", description=__doc__.splitlines()[0])
    p.add_argument("--game", default="macao")
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--after", type=int, default=40, help="clicks played before the turn shown")
    p.add_argument("--out", type=Path, default=Path("docs/turn-message-phone.png"))
    args = p.parse_args(argv)
    payload, files = asyncio.run(build(args.game, args.seed, args.after))
    args.out.write_bytes(draw(payload, files, NAMES))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
