"""Every turn message and every private panel of random whole games stays within Discord's limits.

Each registered game is played to its end at every player count, every seat a person clicking a random
legal option through the service, in a different language per game (en, cs, de, es: the longest texts
decide). After every click the public update, when there is one, becomes the turn message the bot
would post (:func:`bot.discord.layout.turn_message`, with its real buttons) and the clicker's fresh
panel the message they would see (:func:`bot.discord.table.panel_parts`, a layout message); at the end
every board of the game's replay (:func:`bot.discord.replay.replay_message`) and its animated summary
(:func:`bot.discord.replay.summary_post`); each payload is checked with
:func:`bot.discord.limits.problems` (40 components, 4,000 characters of text, no content or embeds
beside layout components, galleries of 1 to 10 pictures that name their files, rows of five, labels
and ids within bounds). Every decision kind a game reaches is checked; the kinds its machine declares
with a question and no playout reached so far are printed (``-s``; the slow sweep plays more seeds).
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

import discord
import pytest

from bot.discord import layout, limits, replay, table
from bot.store import open_store
from engine.registry import game_ids, get_game
from tests.bot.conftest import GUILD, make_service
from tests.conformance.expectations import expect

LOCALES = ("de", "cs", "es", "en")
MAX_CLICKS = 6000
BIG = b"\x89PNG" + b"\x00" * 16


def _payload(view: discord.ui.BaseView, files: list[discord.File]) -> tuple[dict[str, Any], list[str]]:
    flags = limits.COMPONENTS_V2 if view.has_components_v2() else 0
    return {"components": view.to_components(), "flags": flags}, [f.filename for f in files]


def _panel_payload(parts: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A private panel's payload (a layout message, ephemeral) and its files' names."""
    payload, files = _payload(parts["view"], parts.get("files") or [])
    payload["flags"] |= limits.EPHEMERAL
    return payload, files


def _panel_problems(parts: dict[str, Any]) -> list[str]:
    payload, files = _panel_payload(parts)
    out = limits.problems(payload, files=files)
    if not limits.is_layout(payload):
        out.append("a private panel that is no layout message")
    return out


REACHED: dict[str, set[str]] = defaultdict(set)  # game -> decision kinds checked so far (this run)


def _cases() -> list[Any]:
    """Every game at every player count with its first option set, every option set the conformance
    suite covers at the most players (each in a language of its own), four seeds each; the default run
    plays one case a game (``sample``), the slow set the rest."""
    out = []
    for n, gid in enumerate(game_ids()):
        info = get_game(gid).info
        sets = expect(gid).options
        for players in range(max(2, info.min_players), info.max_players + 1):
            for i, options in enumerate(sets):
                if i and players != info.max_players:
                    continue
                for seed in range(4):
                    # the default run: each game at its most players with its first option set; the
                    # other counts, option sets and seeds in the slow set (CI runs it)
                    sample = seed == 0 and i == 0 and players == info.max_players
                    marks = [] if sample else [pytest.mark.slow]
                    locale = LOCALES[(n + players + i + seed) % len(LOCALES)]
                    case = (gid, players, options, locale, seed)
                    out.append(pytest.param(*case, marks=marks, id=f"{gid}-{players}p-o{i}-{locale}-s{seed}"))
    return out


@pytest.mark.parametrize("game_id,players,options,locale,seed", _cases())
async def test_every_turn_message_and_panel_of_a_random_game_fits_discord(
    game_id: str, players: int, options: dict, locale: str, seed: int
):
    store = await open_store(":memory:")
    try:
        svc = make_service(
            store,
            games=get_game,
            renderer=lambda game, view, names, loc: BIG,
            phone=lambda game, view, names, loc, asked: (BIG, BIG),
        )
        svc.tables.breakdowns = lambda game, state, names, loc: BIG  # the final board and replay carry it too
        channel = 700 + players
        users = list(range(1, players + 1))
        await svc.lobby.open(GUILD, channel, game_id, users[0], "Anna-Katharina Würzburger", options, locale=locale)
        for u in users[1:]:
            await svc.lobby.join(channel, u, f"Spieler Nummer {u} mit langem Namen", locale=locale)
        await svc.lobby.set_seat_order(channel, users[0], "joined", locale=locale)
        start = await svc.play.start(channel, users[0], locale=locale)
        rng = random.Random(f"{game_id}-{players}-{seed}")
        checked: dict[str, int] = defaultdict(int)
        problems: list[str] = []
        update = start.public

        def check_update(update, kind: str) -> None:
            post = layout.turn_message(update, table.update_buttons(update), header=start.lines)
            payload, files = _payload(post.view, post.files)
            problems.extend(f"{kind} turn message: {p}" for p in limits.problems(payload, files=files))

        check_update(update, "start")
        for _ in range(MAX_CLICKS):
            tb = await svc.tables.active(channel) if update.finished is None else None
            decision = tb.game.decision(tb.state) if tb is not None else None
            if decision is None:
                break
            seat = rng.choice(decision.seats)
            user = tb.seats[seat].user_id
            panel = await svc.play.panel(channel, user, locale=locale)
            for page in (0, 1):
                problems.extend(
                    f"{decision.kind} panel: {p}" for p in _panel_problems(table.panel_parts(panel, locale, page=page))
                )
            option = rng.choice(panel.options)
            out = await svc.play.act(channel, user, panel.version, option.key, locale=locale)
            checked[decision.kind] += 1
            problems.extend(
                f"{decision.kind} panel after: {p}"
                for p in _panel_problems(table.panel_parts(out.panel, locale, "\n".join(out.events)))
            )
            if out.public is not None:
                update = out.public
                check_update(update, decision.kind)
        else:
            raise AssertionError(f"{game_id} did not end in {MAX_CLICKS} clicks")
        assert update.finished is not None
        # the replay of that game, every board, and its animated summary (a layout message each)
        frame = await svc.replays.frame(channel, None, 0, guild_id=GUILD, locale=locale)
        for index in range(frame.count):
            frame = await svc.replays.frame(channel, None, index, guild_id=GUILD, locale=locale)
            post = replay.replay_message(frame)
            payload, files = _payload(post.view, post.files)
            assert limits.is_layout(payload)
            problems.extend(f"replay board {index}: {p}" for p in limits.problems(payload, files=files))
        summary = replay.summary_post(("game.gif", b"GIF89a"), game_id, frame.game_id, locale)
        payload, files = _payload(summary.view, summary.files)
        problems.extend(f"animated summary: {p}" for p in limits.problems(payload, files=files))
        assert problems == [], problems[:5]
        REACHED[game_id] |= set(checked)
        machine = getattr(get_game(game_id), "machine", None)
        asking = {n for n, step in machine.steps.items() if step.prompt is not None} if machine is not None else set()
        print(f"{game_id} {players}p {locale}: {sum(checked.values())} clicks, {len(checked)} kinds checked;")
        print(f"  asking kinds not reached in this run so far: {sorted(asking - REACHED[game_id])}")
    finally:
        await store.close()
