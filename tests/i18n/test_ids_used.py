"""Every message id the code uses exists in English: the literal ids in the source, the id families
built from data tables (``emara.card.<card>``), and everything random games actually ask for (with
fallbacks observed), including the board picture and the bot's table messages.

The same played games are looked up in every other locale present: there a fallback to English is a
failure too, which is the catalog half of "a Czech game shows no English string"."""

from __future__ import annotations

import io
import logging
import re
from functools import lru_cache
from pathlib import Path

import pytest

from bot import terminal
from bot.discord import context
from bot.records import KINDS, MODES, SCOPES
from bot.table.ai_levels import AI_LEVELS, LOBBY_LEVELS
from engine import registry
from engine.core import text
from engine.core.text import DEFAULT_LOCALE, fallbacks, has_message, translate
from engine.emara import data, describe
from render import emara as board
from tests.bot.conftest import fake_renderer

from .playthrough import GAMES, Played, play, reference

ROOT = text.ROOT
SOURCES = [p for d in ("engine", "bot", "render") for p in sorted((ROOT / d).rglob("*.py"))]
# a literal id: a call that takes a message id, then a dotted lowercase string
LITERAL = re.compile(r"\b(?:M|Msg|t|text|has_message)\(\s*\"([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)\"")
BOARD_LITERAL = re.compile(r"\b(?:L|has_label)\(\s*\"([a-z][a-z0-9_.]*)\"\s*[,)]")
DOCS = re.compile(r'"""[\s\S]*?"""')


def literal_ids() -> set[tuple[str, str]]:
    found = set()
    for path in SOURCES:
        source = DOCS.sub("", path.read_text(encoding="utf-8"))  # examples in docstrings are not uses
        found |= {(path.name, i) for i in LITERAL.findall(source)}
        game = path.parent.name if path.parent.parent.name == "render" else None
        if game in registry.game_ids():  # a game's board labels: render/<game>/ (catalogs of registered games)
            found |= {(path.name, f"{game}.board." + k) for k in BOARD_LITERAL.findall(source)}
    return found


def test_every_literal_id_in_the_code_is_in_english() -> None:
    ids = literal_ids()
    assert len(ids) > 250
    missing = sorted(f"{where}: {i}" for where, i in ids if not has_message(i))
    assert not missing, missing


def families() -> list[str]:
    """The ids built from data tables (``"emara.card." + c``, ``f"bot.lb.kind.{kind}"``)."""
    locs = data.COUNTRYSIDE + data.TOWN
    ids = [f"emara.card.{c}{s}" for c in data.CARDS for s in ("", ".text")]
    ids += [f"emara.btn.card.{c}" for c in data.CARDS] + [f"emara.board.card.{c}" for c in data.CARDS]
    ids += [f"emara.advisor.{a}{s}" for a in data.ADVISORS for s in ("", ".text")]
    ids += [f"emara.board.adv.{a}" for a in data.ADVISORS] + [f"emara.effect.{a}" for a in describe._EFFECTS]
    ids += [f"emara.event.{e}{s}" for e in data.EVENTS for s in ("", ".text")] + ["emara.event.none"]
    ids += [f"emara.board.event.{e}{s}" for e in data.EVENTS for s in ("", ".effect")]
    ids += [f"emara.rank.{r}{s}" for r in data.RANKS for s in ("", ".text")]
    ids += [f"emara.board.rank.{r}" for r in data.RANKS]
    ids += [f"emara.loc.{loc}" for loc in locs] + [f"emara.board.loc.{loc}" for loc in locs]
    ids += [f"emara.board.short.{loc}" for loc in data.TOWN]
    ids += [f"emara.favor.{f}" for f in data.FAVOR_TOKENS]
    ids += [f"emara.board.reward.{data.favor_parts(f)[1]}" for f in data.FAVOR_TOKENS]
    ids += [f"emara.res.{r}" for r in (*data.STOCK_KEYS, "any")] + [f"emara.board.chip.{r}" for r in data.STOCK_KEYS]
    ids += [f"emara.btn.eor.{e}.{o}" for e, opts in data.EOR_OPTIONS.items() for o in opts]
    ids += [f"emara.board.deed.eor.{e}.{o}" for e, opts in data.EOR_OPTIONS.items() for o in opts]
    ids += [f"emara.rules.{topic}{s}" for topic in data.RULES_TOPICS for s in ("", ".title")]
    ids += [f"bot.ai.level.{lv}" for lv in AI_LEVELS] + [f"bot.discord.ai_level.{lv}" for lv in LOBBY_LEVELS]
    ids += [f"bot.lb.kind.{k}" for k in KINDS] + [f"bot.cmd.leaderboard.kind.{k}" for k in KINDS]
    ids += [f"bot.lb.scope.{s}" for s in SCOPES] + [f"bot.cmd.leaderboard.scope.{s}" for s in SCOPES]
    ids += [f"bot.solo.mode.{m}" for m in (*MODES, "challenge")] + [f"bot.cmd.solo.mode.{m}" for m in MODES]
    ids += [f"bot.solo.harder.{h}" for h in ("lower", "higher")]
    ids += [f"bot.lobby.seat_order.{o}" for o in ("random", "joined")]
    ids += [f"bot.discord.{verb}" for verb in ("join", "leave", "start")]
    ids += [
        f"bot.discord.perm.{p}"
        for p in (*context.REQUIRED_PERMISSIONS, "create_public_threads", "send_messages_in_threads")
    ]
    return ids


def test_every_id_built_from_a_data_table_is_in_english() -> None:
    ids = families()
    assert len(ids) > 300
    assert not [i for i in ids if not has_message(i)]


# --- what games ask for -----------------------------------------------------------------------------


@lru_cache(maxsize=None)
def played() -> tuple[Played, ...]:
    return tuple(play(players, seed) for players, seed in GAMES)


def _ids(value) -> set[str]:
    """A message's id and the ids of the messages among its arguments."""
    if isinstance(value, text.Msg):
        return {value.id} | {i for v in value.params.values() for i in _ids(v)}
    if isinstance(value, (list, tuple)):
        return {i for v in value for i in _ids(v)}
    return set()


def _looked_up(locale: str, caplog: pytest.LogCaptureFixture) -> list[text.Fallback]:
    """Translate everything the games produced and draw their boards in ``locale``; the fallbacks."""
    with fallbacks() as seen, caplog.at_level(logging.WARNING, logger="engine.core.text"):
        for game in played():
            for m in game.messages:
                translate(m, locale, ["Ann", "Bob", "Cat", "Dan"])
            for view in game.views:
                board.draw(view, ["Ann", "Bob", "Cat", "Dan"], locale)
        for m in reference():
            translate(m, locale)
    assert not [r.getMessage() for r in caplog.records], "messages that could not be formatted"
    return seen


def test_random_games_and_their_boards_use_only_english_ids_that_exist(caplog) -> None:
    ids = {i for game in played() for m in game.messages for i in _ids(m)}
    assert len(ids) > 150  # the games went through most of it
    missing = sorted({f.id for f in _looked_up(DEFAULT_LOCALE, caplog)})
    assert not missing, missing


@pytest.mark.parametrize("locale", [loc for loc in text.locales() if loc != DEFAULT_LOCALE])
def test_a_game_in_another_language_needs_no_english(locale: str, caplog) -> None:
    """Panels (prompts, options, seat lines), log lines, captions, results and the board picture."""
    fell_back = sorted({f.id for f in _looked_up(locale, caplog)})
    assert not fell_back, fell_back


@pytest.mark.parametrize("locale", text.locales())
def test_the_terminal_table_plays_a_whole_game_on_catalog_texts(locale: str, tmp_path: Path) -> None:
    """The bot's own texts at a table: lobby, start, turns, AI seats, captions, the final result."""
    out = io.StringIO()
    with fallbacks() as seen:
        code = terminal.main(
            [
                "emara",
                "--players",
                "2",
                "--ai",
                "all:easy",
                "--seed",
                "4",
                "--lang",
                locale,
                "--out",
                str(tmp_path / "board.png"),
            ],
            renderer=fake_renderer,
            stdin=io.StringIO(""),
            stdout=out,
        )
    assert code == 0, out.getvalue()
    assert not sorted({f.id for f in seen if f.used is None or locale != DEFAULT_LOCALE})
