"""The guided first game (/learn) through the services, for each game and in every language we ship: a
teaching table for one player on the game's fixed deal, unrated, hints on; its guided steps played by
clicking the option each panel points out, every decision kind of a round among them; the notice of
a choice made otherwise; the game then played to its end by clicks like any other, marked finished,
shown in /profile and counted in no record."""

from __future__ import annotations

import itertools

import pytest

from bot.i18n import t
from bot.records import Leaderboards, RecordsService
from bot.store.hints import HintsStore
from bot.store.learn import LearnStore
from bot.table import ai_levels
from engine import registry
from tests.bot.conftest import ANN, GUILD, play_ai

pytest.importorskip("engine.emara.game")

GAMES = ("emara", "macao", "lisboa")
LANGS = ("en", "cs", "de", "es")
_channels = itertools.count(8100)


def _advice(lang: str, guide: tuple[str, ...]) -> str | None:
    """The label of the option a guided step points out (None: no advice line)."""
    head, _, tail = t("bot.learn.advice", lang, option="§").partition("§")
    line = next((x for x in guide if x.startswith(head)), None)
    return None if line is None else line[len(head) : len(line) - len(tail)]


async def _start(rs: RecordsService, game: str, lang: str) -> tuple[int, int]:
    channel = next(_channels)
    started = await rs.service.learn.start(GUILD, channel, ANN, "Ann", game, locale=lang)
    assert t("bot.learn.started", lang, game=t(f"{game}.name", lang), steps=registry.learn_game(game).guided) in (
        started.lines
    )
    return channel, started.update.game_id


@pytest.mark.parametrize("game", GAMES)
async def test_a_teaching_game_is_one_players_unrated_table_on_the_games_fixed_deal(rs, game: str) -> None:
    svc = rs.service
    (ca, ga), (cb, gb) = [await _start(rs, game, "en") for _ in range(2)]
    a, b = await svc.store.game(ga), await svc.store.game(gb)
    assert a.seed == b.seed == registry.learn_game(game).seed and a.state == b.state  # the same deal every time
    assert not a.rated and a.hints == "on"
    seats = await svc.store.seats(ga)
    assert [s.user_id for s in seats if s.user_id is not None] == [ANN]  # one player; an easy AI where needed
    assert all(s.ai_level == "easy" for s in seats if s.user_id is None)
    assert (await LearnStore(svc.store).get(ga)).finished_at is None


# The default run: every language once, every game once; the other pairs in the slow set (CI runs it).
QUICK = {("emara", "en"), ("emara", "cs"), ("macao", "es"), ("lisboa", "de")}


@pytest.mark.parametrize(
    "game, lang",
    [pytest.param(g, lang, marks=() if (g, lang) in QUICK else pytest.mark.slow) for g in GAMES for lang in LANGS],
)
async def test_the_guided_game_by_clicks_from_start_to_end(rs, game: str, lang: str) -> None:
    svc = rs.service
    learn = registry.learn_game(game)
    channel, game_id = await _start(rs, game, lang)
    kinds, steps, texts = [], 0, 0
    otherwise_told = False
    for n in itertools.count():
        assert n < 3000, "the game did not finish"
        turns = await play_ai(svc, channel)  # the easy AI's seat, where the game has one
        if turns and turns[-1].public.finished is not None:
            final = turns[-1].public.finished
            break
        panel = await svc.play.panel(channel, ANN, locale=lang)
        assert panel.your_turn
        tb = await svc.tables.active(channel)
        labels = {o.label: o.key for o in panel.options}
        if steps < learn.guided:  # a guided step: its number, its rule, a sensible choice among the buttons
            steps += 1
            assert panel.guide[0].startswith(t("bot.learn.step", lang, step=steps, steps=learn.guided)), panel.guide
            rule = learn.rule(tb.game.decision(tb.state).kind)
            assert t(learn.term(rule), lang) in panel.guide[0] and rule.section in panel.guide[0]
            texts += t(learn.text(rule), lang) in panel.guide
            kinds.append(tb.game.decision(tb.state).kind)
            advised = _advice(lang, panel.guide)
            assert advised in labels, (advised, list(labels))
            key = labels[advised]
            if steps == 1 and len(labels) > 1:  # once: another choice than the one pointed out
                key = next(k for label, k in labels.items() if label != advised)
            out = await svc.play.act(channel, ANN, panel.version, key, locale=lang)
            pointed = t("bot.learn.otherwise", lang, advised=advised, effect="¤").split("¤")[0]
            told = any(line.startswith(pointed) for line in out.events)
            assert told == (key != labels[advised]), out.events
            otherwise_told |= told
        else:
            if steps == learn.guided:  # right after the guided part, once: the game goes on by itself
                assert panel.guide == (t("bot.learn.done", lang),)
                steps += 1
            else:
                assert panel.guide == ()
            action = ai_levels.choose_action(tb.game, tb.state, "easy", 1, panel.version, seat=tb.seat_of(ANN))
            out = await svc.play.act(channel, ANN, panel.version, action.key(), locale=lang)
        if out.finished is not None:
            final = out.finished
            break
    assert steps == learn.guided + 1 and otherwise_told
    assert set(learn.round_kinds) <= set(kinds)  # every decision kind of a round is among the guided steps
    assert texts >= len(set(learn.rule(k).id for k in kinds))  # each rule explained (at least) once
    assert t("bot.learn.finished", lang) in final.lines
    assert (await LearnStore(svc.store).get(game_id)).finished_at is not None
    # counted in no record: no game played, no record against the easy AI; /profile says it was finished
    assert await rs.records.played(ANN, game) == (0, 0)
    assert await HintsStore(svc.store).level_records(ANN, game, "global") == []
    profile = await Leaderboards(rs).profile(ANN, "Ann", [game], guild_id=GUILD, locale=lang)
    assert t("bot.lb.profile_learn", lang, finished=1, started=1) in profile.lines


async def test_no_guide_at_a_table_that_is_no_teaching_game(rs) -> None:
    svc = rs.service
    await svc.lobby.open(GUILD, 8000, "emara", ANN, "Ann")
    await svc.play.start(8000, ANN)
    panel = await svc.play.panel(8000, ANN)
    assert panel.your_turn and panel.guide == ()


@pytest.mark.parametrize("game", GAMES)
async def test_the_advice_reads_nothing_hidden(rs, game: str) -> None:
    """The same advice from a state whose hidden parts (decks, the others' hands) were dealt otherwise."""
    from engine.core import Rng
    from bot.table.learn import _advise

    svc = rs.service
    channel, _ = await _start(rs, game, "en")
    await play_ai(svc, channel)
    tb = await svc.tables.active(channel)
    seat = tb.seat_of(ANN)
    seed, version = tb.row.seed or 0, tb.row.version
    advised = _advise(tb.game, tb.state, seat, seed, version)
    for n in range(3):
        other = tb.game.determinise(tb.state, seat, Rng.from_seed(1000 + n))
        assert _advise(tb.game, other, seat, seed, version) == advised
