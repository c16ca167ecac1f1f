"""/learn through real dispatch and the intercepted HTTP layer, in every language we ship: a thread with
the teaching game's first board, a panel whose guided step names the rule in play (its term and its
section in the rulebook) and points out a sensible choice among its own buttons, the next step after
that choice, and a choice made otherwise told what it did. The guided part of each game is played to
its end by clicks in the service tests (tests/bot/table/test_learn.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.discord import learn_mock, limits
from bot.i18n import t
from bot.store.learn import LearnStore
from engine import registry
from render.layout_mock import draw

from .conftest import STUB, make_bot, restart
from .harness import Harness, leaves, opt
from .table import ANN, board_posts, moves, one, reply

pytest.importorskip("engine.emara.game")

DISCORD_LOCALES = {"en": "en-US", "cs": "cs", "de": "de", "es": "es-ES"}


@pytest.fixture
async def h(db_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(
        registry,
        "_GAMES",
        {
            **STUB,
            "emara": "engine.emara.game:GAME",
            "macao": "engine.macao.game:GAME",
            "lisboa": "engine.lisboa.game:GAME",
        },
    )
    harness = Harness(make_bot(db_path), monkeypatch)
    await harness.login()
    yield harness
    await harness.close()


def _labels(h: Harness, panel: str) -> dict[str, str]:
    """A panel's decision buttons (and select values) by label -> custom_id (value for a select)."""
    out = {}
    for row in h.rec.messages[panel]["components"]:
        stack = [row]
        while stack:
            c = stack.pop()
            stack += c.get("components", [])
            if c.get("type") == 2 and c.get("custom_id") in moves([c.get("custom_id", "")]):
                if ":@" not in c["custom_id"]:
                    out[c["label"]] = c["custom_id"]
            elif c.get("type") == 3:
                out.update({o["label"]: c["custom_id"] + "|" + o["value"] for o in c["options"]})
    return out


async def _panel(h: Harness, board: str, channel: int, locale: str) -> tuple[str, str]:
    turn = next(c for c in h.custom_ids(board) if c.endswith("@turn"))
    shown = reply(await h.click(ANN, board, turn, channel_id=channel, locale=locale))
    return shown.message_id, shown.text


async def _choose(h: Harness, panel: str, target: str, channel: int, locale: str):
    if "|" in target:
        cid, value = target.split("|", 1)
        return await h.click(ANN, panel, cid, values=[value], channel_id=channel, locale=locale)
    return await h.click(ANN, panel, target, channel_id=channel, locale=locale)


@pytest.mark.parametrize("lang", sorted(DISCORD_LOCALES))
@pytest.mark.parametrize("game", ["emara", "macao", "lisboa"])
async def test_learn_guides_the_first_steps_in_the_readers_language(h: Harness, game: str, lang: str) -> None:
    locale = DISCORD_LOCALES[lang]
    calls = await h.command(ANN, "learn", [opt("game", game)], locale=locale)
    one(calls, "POST", "/threads")
    tid = int(h.rec.threads[-1])
    [board] = [p for p in board_posts(calls) if any(i.endswith("@turn") for i in p.custom_ids)][-1:]
    started = t("bot.learn.started", lang, game=t(f"{game}.name", lang), steps=registry.learn_game(game).guided)
    assert started.split(":")[0] in board.text  # the board says what this game is
    await h.settle()
    board_id = board.message_id
    posts = [c for c in h.rec.calls if c.method == "POST" and any(i.endswith(":@turn") for i in c.custom_ids)]
    board_id = posts[-1].message_id  # the board after any AI seat's first moves
    panel, text = await _panel(h, board_id, tid, locale)
    learn = registry.learn_game(game)
    assert t("bot.learn.step", lang, step=1, steps=learn.guided) in text, text
    advice = t("bot.learn.advice", lang, option="§").split("§")[0]
    line = next(x for x in text.splitlines() if x.startswith(advice))
    labels = _labels(h, panel)
    advised = line[len(advice) :].strip("*")
    assert advised in labels, (advised, labels)  # the advice is one of the panel's own buttons
    # choose otherwise: the notice says what was pointed out and what the choice did
    other = next(lbl for lbl in labels if lbl != advised)
    shown = reply(await _choose(h, panel, labels[other], tid, locale))
    pointed = t("bot.learn.otherwise", lang, advised="§", effect="¤").split("§")[0]
    assert pointed in shown.text and advised in shown.text, shown.text


async def test_the_readme_picture_of_a_guided_step_is_drawn_from_the_real_panel() -> None:
    """``python -m bot.discord.learn_mock``: the panel payload it draws is the bot's, with the guide."""
    payload, files = await learn_mock.build("macao", "de", 1)
    texts = [c.get("content", "") for c in limits.walk(payload["components"])]
    assert any(t("bot.learn.step", "de", step=1, steps=15) in x for x in texts)
    assert any(c.get("custom_id", "").endswith(":@why") for c in limits.walk(payload["components"]))
    assert draw(payload, files, {1: "Ann"})[:8] == b"\x89PNG\r\n\x1a\n"


# One language per game in the quick set, the other nine in the slow set (each a whole game by clicks).
QUICK = {("emara", "cs"), ("macao", "de"), ("lisboa", "es")}
MAX_CLICKS = 1500


def _visible(h: Harness, panel: str) -> dict[str, tuple[str, list[str] | None]]:
    """The options shown on a panel (this page of a select), by label: (custom_id, [value] or None)."""
    out = {}
    for c in leaves(h.rec.messages[panel]):
        if c["type"] == 3:
            out.update({o["label"]: (c["custom_id"], [o["value"]]) for o in c["options"]})
        elif ":@" not in c["custom_id"]:
            out[c["label"]] = (c["custom_id"], None)
    return out


def _next_page(h: Harness, panel: str) -> str:
    """The page button that shows the next page (the last of the two that is enabled)."""
    pages = [c for c in leaves(h.rec.messages[panel]) if ":@page." in c.get("custom_id", "") and not c.get("disabled")]
    return pages[-1]["custom_id"]


@pytest.mark.parametrize(
    "game, lang",
    [
        pytest.param(g, lang, marks=() if (g, lang) in QUICK else pytest.mark.slow)
        for g in ("emara", "macao", "lisboa")
        for lang in sorted(DISCORD_LOCALES)
    ],
)
async def test_the_guided_game_by_clicks_from_start_to_end_across_a_restart(
    h: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, lang: str
) -> None:
    locale = DISCORD_LOCALES[lang]
    learn = registry.learn_game(game)
    calls = await h.command(ANN, "learn", [opt("game", game)], locale=locale)
    tid = int(h.rec.threads[-1])
    board = next(p for p in board_posts(calls) if any(i.endswith("@turn") for i in p.custom_ids)).message_id
    rng = random.Random(3)
    advice_head = t("bot.learn.advice", lang, option="§").split("§")[0]
    guided = restarted = 0
    first = h
    try:
        for _ in range(MAX_CLICKS):
            await h.settle()  # the easy AI's seat, where the game has one
            row = await h.client.service.store.last_game(tid)
            if row.status == "finished":
                break
            # any board's Take turn opens the current panel (an older one says so above it)
            panel, text = await _panel(h, board, tid, locale)
            advice = next((x for x in text.splitlines() if x.startswith(advice_head)), None)
            shown = _visible(h, panel)
            if advice is not None:
                guided += 1
                label = advice[len(advice_head) :].strip("*")
                while label not in shown:  # a paged select: the advice is on a later page
                    nxt = _next_page(h, panel)
                    await h.click(ANN, panel, nxt, channel_id=tid, locale=locale)
                    shown = _visible(h, panel)
                custom_id, values = shown[label]
            else:
                custom_id, values = rng.choice(sorted(shown.values(), key=str))
            calls = await h.click(ANN, panel, custom_id, values=values, channel_id=tid, locale=locale)
            posts = [p for p in board_posts(calls) if any(i.endswith("@turn") for i in p.custom_ids)]
            if posts:
                board = posts[-1].message_id
            if guided == 3 and not restarted:  # the bot restarts in the middle of the guided part
                h = await restart(h, db_path, monkeypatch, board)
                restarted = 1
        else:
            raise AssertionError("the game did not end")
        assert guided == learn.guided and restarted
        final = [c for c in h.rec.calls if c.method == "POST" and t("bot.learn.finished", lang) in c.text]
        assert final, "the final board says the teaching game is over"
        game_id = (await h.client.service.store.last_game(tid)).id
        assert (await LearnStore(h.client.service.store).get(game_id)).finished_at is not None
    finally:
        if h is not first:  # the bot started by the restart; the fixture closes the first
            await h.close()
