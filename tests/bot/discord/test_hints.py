"""Hints through real discord.py objects and the intercepted HTTP layer (Macao): Suggest on a player's own
panel arrives privately and names one of the panel's options with its reason; a rated table of people
offers no Suggest and a forged one is refused with the reason; a creator who allows hints at a rated
table sees the first Suggest ask to confirm; the expert level in /play and the lobby, each level
described; /rules' topic on the AI levels."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("engine.macao.game")

from bot.config import Settings  # noqa: E402
from bot.discord.client import EuroBot  # noqa: E402
from bot.table import Budget, GameService  # noqa: E402
from engine import registry  # noqa: E402

from .conftest import PNG, fake_animator  # noqa: E402
from .harness import Harness, leaves, opt  # noqa: E402
from .table import ANN, BOB, board_posts, callback, lobby_id, one, open_panel, reply, take_turn  # noqa: E402
from .test_registered_games import assert_within_discord_limits  # noqa: E402

MACAO = {"macao": "engine.macao.game:GAME"}


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # this module hosts Macao
    monkeypatch.setattr(registry, "_GAMES", dict(MACAO))


@pytest.fixture
async def h(db_path: Path, monkeypatch: pytest.MonkeyPatch, stub_registry: None):
    """The bot with AI thinking (and hints) in threads, on a small search budget."""
    settings = Settings(
        DISCORD_TOKEN="test-token", DATABASE_PATH=str(db_path), DEV_GUILD_ID=None, AI_DELAY_SECONDS=0, AI_WORKERS=0
    )
    bot = EuroBot(
        settings,
        service_factory=lambda store, s: GameService(
            store,
            renderer=lambda game, view, names, locale: PNG,
            rng_seed_source=lambda: 7,
            ai_budget=Budget(iterations=8),
            animator=fake_animator,
        ),
    )
    harness = Harness(bot, monkeypatch)
    await harness.login()
    yield harness
    await harness.close()


def _labels(h: Harness, panel: str) -> dict[str, str]:
    """A panel's options by label: buttons and the values of its select (never Suggest nor pages)."""
    out = {}
    for c in leaves(h.rec.messages[panel]):
        if c["type"] == 3:
            out.update({o["label"]: o["value"] for o in c["options"]})
        elif ":@" not in c["custom_id"]:
            out[c["label"]] = c["custom_id"].split(":")[-1]
    return out


async def _mover(h: Harness) -> tuple[int, str]:
    """The player the table waits for (Macao's wall order decides who starts)."""
    uid = (await h.client.service.play.status(h.here)).awaited_user_id
    return next(u for u in (ANN, BOB) if u[0] == uid)


def _hint_id(h: Harness, panel: str) -> str | None:
    return next((c for c in h.custom_ids(panel) if ":@hint" in c), None)


async def _table(h: Harness, *, bob: bool = False, ai: int = 0, allow: bool = False) -> str:
    """/play Macao (Ann, maybe Bob, ``ai`` expert AIs), Ann first; the first board's message id."""
    options = [opt("game", "macao")] + ([opt("ai", ai, kind=4), opt("level", "expert")] if ai else [])
    lobby = callback(await h.command(ANN, "play", options)).message_id
    if bob:
        await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    if allow:
        toggled = reply(await h.click(ANN, lobby, lobby_id(h, lobby, "hints.on")))
        assert "Hints: allowed" in toggled.text and any(c.endswith("@hints.off") for c in toggled.custom_ids)
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    [first] = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))
    return first.message_id


async def _after_ai(h: Harness, board: str) -> str:
    """The board once the AI seats before Ann moved (the client's AI driver posts a board per AI turn)."""
    posts = [c for c in h.rec.calls if c.method == "POST" and c.path == "/channels/{channel_id}/messages"]
    turns = [c.message_id for c in posts if any(i.endswith(":@turn") for i in c.custom_ids)]
    return turns[-1] if turns else board


async def test_suggest_shows_the_strongest_levels_choice_privately_on_the_own_panel(h: Harness) -> None:
    board = await _table(h, ai=1)
    board = await _after_ai(h, board)
    panel = await open_panel(h, board, ANN)
    suggest = _hint_id(h, panel)
    assert suggest is not None and suggest.endswith(":@hint")
    labels = _labels(h, panel)
    calls = await h.click(ANN, panel, suggest)
    assert not board_posts(calls)  # nothing public
    shown = reply(calls)
    assert shown.ephemeral and shown.message_id == panel  # the same private panel, edited
    assert_within_discord_limits(shown)
    line = next(x for x in shown.text.splitlines() if x.startswith("💡 Suggested: **"))
    option = line.split("**")[1]
    assert option in labels, (option, labels)  # named exactly as the panel names it
    assert " — " in line and line.split(" — ", 1)[1]  # and why
    assert set(_labels(h, panel)) == set(labels)  # the options are still there to click
    game = await h.client.service.store.last_game(h.here)
    seats = await h.client.service.store.seats(game.id)
    assert seats[0].hints == 1 and game.version == int(suggest.split(":")[1])


async def test_a_rated_table_offers_no_suggest_and_a_forged_one_says_why(h: Harness) -> None:
    board = await _table(h, bob=True)
    me = await _mover(h)
    panel = await open_panel(h, board, me)
    assert _hint_id(h, panel) is None
    game = await h.client.service.store.last_game(h.here)
    some = h.custom_ids(panel)[0]  # an option (a button, or the select), forged into a confirmed Suggest
    forged = f"{game.id}:{game.version}:@hint.yes"
    h.forge(panel, some, forged)
    answer = reply(await h.click(me, panel, forged))
    assert answer.ephemeral and "Hints are off at this table: it is a rated game" in answer.text
    after = await h.client.service.store.game(game.id)
    assert (after.version, after.rated) == (game.version, True)
    assert [s.hints for s in await h.client.service.store.seats(game.id)] == [0, 0]


async def test_the_first_suggest_at_a_rated_table_that_allows_hints_asks_to_confirm(h: Harness) -> None:
    board = await _table(h, bob=True, allow=True)
    me = await _mover(h)
    other = BOB if me == ANN else ANN
    panel = await open_panel(h, board, me)
    asked = reply(await h.click(me, panel, _hint_id(h, panel)))
    assert asked.ephemeral and "unrated for everyone" in asked.text and "Suggested" not in asked.text
    confirm = _hint_id(h, panel)
    assert confirm.endswith(":@hint.yes")
    assert next(c["label"] for row in asked.rows for c in row["components"] if c["custom_id"] == confirm) == (
        "💡 Show the hint"
    )
    game = await h.client.service.store.last_game(h.here)
    assert game.rated  # nothing counted yet
    shown = reply(await h.click(me, panel, confirm))
    assert "💡 Suggested: **" in shown.text
    assert not (await h.client.service.store.game(game.id)).rated
    # the other player (not on turn) has nothing to ask for: no Suggest on their panel
    theirs = await take_turn(h, board, other)
    assert not [c for c in one(theirs, "PATCH", "@original").custom_ids if ":@hint" in c]


async def test_expert_is_offered_with_each_level_described_and_rules_explains_the_levels(h: Harness) -> None:
    sync = one(h.rec.calls, "PUT", "/commands")
    play = next(c for c in sync.json if c["name"] == "play")
    level = next(o for o in play["options"] if o["name"] == "level")
    choices = {c["value"]: c for c in level["choices"]}
    assert list(choices) == ["easy", "medium", "hard", "expert"]
    assert choices["expert"]["name"].startswith("Expert — the strongest")
    assert all(len(c["name"]) <= 100 for c in level["choices"])
    assert all(len(n) <= 100 for c in level["choices"] for n in (c.get("name_localizations") or {}).values())
    assert choices["hard"]["name_localizations"]["de"].startswith("Schwer — ")
    lobby = callback(await h.command(ANN, "play", [opt("game", "macao")])).message_id
    select = next(
        c for row in h.rec.messages[lobby]["components"] for c in row["components"] if c["custom_id"].endswith("@ai")
    )
    expert = next(o for o in select["options"] if o["value"] == "add.expert")
    assert expert["label"] == "Add an AI seat: Expert" and "gives hints" in expert["description"]
    rules = callback(await h.command(ANN, "rules", [opt("game", "macao"), opt("topic", "ai_levels")]))
    assert rules.ephemeral
    for words in ("plays legal moves at random", "best immediate gain", "plans ahead", "the strongest level"):
        assert words in rules.text, rules.text
    cs = callback(await h.command(ANN, "rules", [opt("game", "macao"), opt("topic", "ai_levels")], locale="cs"))
    assert "hraje náhodné povolené tahy" in cs.text and "Poradit" in cs.text
