"""Bad input found by fuzzing the landed bot: custom_ids and select values with non-ASCII digits,
components clicked on a message they do not belong to."""

from __future__ import annotations

import pytest

from bot.discord import custom_ids as cid


from .harness import CHANNEL_ID, Harness, opt
from .table import ANN, BOB, button, open_lobby, open_panel, reply, start

FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


async def _version(h: Harness) -> int:
    return (await h.client.service.play.panel(h.here, ANN[0])).version


def _no_crash(answer) -> None:
    assert answer.ephemeral and "Something went wrong" not in answer.text


# --- one strict ASCII grammar ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["²", "¹", "³³³", "１２", "١٢", "12\n", " 12", "-1", "", "1" * 19])
def test_only_ascii_digits_are_numbers_in_ids(text: str) -> None:
    assert cid.as_int(text) is None


def test_ascii_numbers_still_parse() -> None:
    assert cid.as_int("0") == 0 and cid.as_int("1234567") == 1234567


@pytest.mark.parametrize(
    "custom_id",
    [
        "１:2:@pick",
        "1:２:@pick",
        "1:2:@page.１",
        "١:2:@turn",
        "1:٢:@hand",
        "１:lobby:@join",
        "١:lobby:@seats",
        "1:３:@takeover",
        "１:0:@takeback",
        "@lb:emara:rating:global:０:0:n",
        "@lb:emara:rating:global:0:０:p",
        "@forget:１２３",
    ],
)
def test_templates_with_numbers_take_ascii_digits_only(custom_id: str) -> None:
    patterns = [p for p in cid.ALL if p is not cid.DECISION]  # (leaderboard and forget-me included)
    assert not any(p.fullmatch(custom_id) for p in patterns)


@pytest.mark.parametrize(
    "forged",
    [
        "²:{v}:take.1",  # superscript digits pass str.isdigit() but not int()
        "{g}:¹:take.1",
        "{gw}:{v}:take.1",  # fullwidth digits pass int(): still not an id
        "{g}:{vw}:take.1",
        "{g}:{v}:take.²",  # an action key with a superscript digit
    ],
)
async def test_non_ascii_digits_in_a_decision_id_are_refused_clearly(harness: Harness, forged: str) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    real = button(harness, panel, "take.1")
    g, v = real.split(":")[:2]
    forged = forged.format(g=g, v=v, gw=g.translate(FULLWIDTH), vw=v.translate(FULLWIDTH))
    harness.forge(panel, real, forged)
    answer = reply(await harness.click(ANN, panel, forged))
    _no_crash(answer)
    assert "could not be read" in answer.text
    assert await _version(harness) == int(v)


@pytest.mark.parametrize(
    "verb, value, expected",
    [
        ("ai", "remove.³³³", "Invalid option"),
        ("ai", "remove.１", "Invalid option"),
        ("opt.width", "@win.²", "Invalid option"),
        ("opt.width", "@win.１", "Invalid option"),
    ],
)
async def test_non_ascii_digits_in_a_lobby_select_value_are_refused_clearly(
    harness: Harness, verb: str, value: str, expected: str
) -> None:
    lobby = await open_lobby(harness, BOB)
    before = harness.rec.messages[lobby]["components"]
    select = next(i for i in harness.custom_ids(lobby) if i.endswith(f"@{verb}"))
    answer = reply(await harness.click(ANN, lobby, select, values=[value]))
    _no_crash(answer)
    assert expected in answer.text
    assert harness.rec.messages[lobby]["components"] == before


# --- a component only ever edits the message it belongs to --------------------------------------


def _forged(kind: str, game: str, version: str) -> str:
    return {
        "leaderboard": "@lb:stub:rating:server:0:0:n",
        "forget": f"@forget:{ANN[0]}",
        "lobby": f"{game}:lobby:@join",
        "lobby_select": f"{game}:lobby:@seats",
        "decision": f"{game}:{version}:take.1",
        "page": f"{game}:{version}:@page.1",
        "takeback": f"{game}:0:@takeback",
    }[kind]


async def _refused_without_edit(harness: Harness, message: str, real: str, forged: str, **kw) -> None:
    before = {k: harness.rec.messages[message][k] for k in ("embeds", "components", "content")}
    harness.forge(message, real, forged)
    calls = await harness.click(ANN, message, forged, **kw)
    answer = reply(calls)
    _no_crash(answer)
    assert "does not belong to this message" in answer.text
    assert not any(c.callback_type == 7 or (c.method == "PATCH" and c.message_id == message) for c in calls)
    after = {k: harness.rec.messages[message][k] for k in ("embeds", "components", "content")}
    after["components"] = before["components"]  # only the forged id itself differs
    assert after == before


@pytest.mark.parametrize("kind", ["leaderboard", "forget", "decision", "page", "takeback"])
async def test_a_forged_component_on_a_lobby_does_not_edit_it(harness: Harness, kind: str) -> None:
    lobby = await open_lobby(harness, BOB)
    join = next(i for i in harness.custom_ids(lobby) if i.endswith("@join"))
    game = join.split(":")[0]
    await _refused_without_edit(harness, lobby, join, _forged(kind, game, "0"))
    assert len((await harness.client.service.lobby.info(CHANNEL_ID)).members) == 2


@pytest.mark.parametrize("kind", ["leaderboard", "forget", "lobby", "lobby_select", "decision", "page"])
async def test_a_forged_component_on_a_board_does_not_edit_it(harness: Harness, kind: str) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    turn = next(i for i in harness.custom_ids(board) if i.endswith("@turn"))
    game = turn.split(":")[0]
    await _refused_without_edit(harness, board, turn, _forged(kind, game, str(await _version(harness))))
    assert await _version(harness) == 0


async def test_the_real_components_still_edit_their_own_messages(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    join = next(i for i in harness.custom_ids(lobby) if i.endswith("@join"))
    calls = await harness.click(BOB, lobby, join)
    assert any(c.callback_type == 7 for c in calls)
    board = await start(harness, lobby)
    panel = await open_panel(harness, board, ANN)
    calls = await harness.click(ANN, panel, button(harness, panel, "take.1"))
    assert any(c.method == "PATCH" and c.message_id == panel for c in calls)


# --- races -------------------------------------------------------------------------------------


async def test_a_second_click_on_the_same_version_gets_the_current_panel(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.1"))
    end = button(harness, panel, "end")
    stale = harness.rec.messages[panel]["components"]
    await harness.click(ANN, panel, end)  # the turn passes to Bob
    harness.rec.messages[panel]["components"] = stale  # the double click on the old panel
    answer = reply(await harness.click(ANN, panel, end))
    assert answer.ephemeral and "not your turn" not in answer.text.lower()
    assert "moved on" in answer.text and "Waiting for Bob: Take a number" in answer.text


# --- user text echoed in replies is capped -------------------------------------------------------

DISCORD_CONTENT_MAX = 2000


@pytest.mark.parametrize(
    "command, options",
    [
        ("card", [opt("name", "x" * 6000)]),
        ("rules", [opt("game", "stub"), opt("topic", "x" * 6000)]),
        ("rules", [opt("game", "x" * 6000)]),
    ],
)
async def test_user_text_echoed_in_an_error_is_capped(harness: Harness, command: str, options) -> None:
    answer = reply(await harness.command(ANN, command, options))
    _no_crash(answer)
    assert len(answer.data.get("content") or "") <= DISCORD_CONTENT_MAX
    assert "x" * 40 in answer.text and "x" * 200 not in answer.text


async def test_a_forged_lobby_option_value_is_echoed_capped(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB)
    select = next(i for i in harness.custom_ids(lobby) if i.endswith("@opt.width"))
    answer = reply(await harness.click(ANN, lobby, select, values=["9" + "x" * 99]))
    _no_crash(answer)
    assert "Invalid option" in answer.text and "x" * 200 not in answer.text and "x" * 40 in answer.text


# --- a refused /game takeover posts nothing public -----------------------------------------------


def _nothing_public(calls) -> None:
    assert not any(c.callback_type in (4, 5) and not c.ephemeral for c in calls), [(c.path, c.json) for c in calls]
    assert not any(c.method == "DELETE" for c in calls)  # no public "thinking…" to take back


async def test_a_refused_takeover_never_shows_a_public_thinking_message(harness: Harness) -> None:
    from .harness import sub

    await start(harness, await open_lobby(harness, BOB))
    calls = await harness.command(BOB, "game", [sub("takeover")])  # Ann has not been away long enough
    _nothing_public(calls)
    answer = reply(calls)
    assert answer.ephemeral and "can be handed to an AI" in answer.text
    calls = await harness.command((999, "Zed"), "game", [sub("takeover")])  # not at the table
    _nothing_public(calls)
    assert "not playing in this game" in reply(calls).text


# --- replies show no internal numbers and say each thing once ------------------------------------


def test_no_catalog_text_shows_a_version_number() -> None:
    """No reply shows a game's state version (an internal counter); a game's rules version is shown only
    where a stored game is refused for it (``bot.versions.*``, issue 23)."""
    from engine.core import text

    texts = {
        k: text.source(m)
        for locale in text.locales()
        for k, m in text.messages(locale).items()
        if k.startswith("bot.") and not k.startswith("bot.versions.")
    }
    assert texts and not [k for k, v in texts.items() if "{version" in v or "version" in v.lower()]


async def test_a_stale_panel_notice_has_no_version_number(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    stale = harness.rec.messages[panel]["components"]
    await harness.click(ANN, panel, button(harness, panel, "take.1"))
    harness.rec.messages[panel]["components"] = stale
    answer = reply(await harness.click(ANN, panel, button(harness, panel, "take.2")))
    assert "moved on" in answer.text and "version" not in answer.text.lower()
    assert answer.text.count("outdated") <= 1 and answer.text.count("moved on") == 1


async def test_the_final_board_shows_the_ranking_once(harness: Harness) -> None:
    from .table import board_posts

    await start(harness, await open_lobby(harness, BOB))
    final = None
    for _ in range(20):
        posts = board_posts(harness.rec.calls)
        last = posts[-1]
        if not any(i.endswith(":@turn") for i in last.custom_ids):  # the final board: Rematch only
            final = last
            break
        user = ANN if "<@111>" in last.text else BOB
        panel = await open_panel(harness, last.message_id, user)
        await harness.click(user, panel, button(harness, panel, "take.3"))
        await harness.click(user, panel, button(harness, panel, "end"))
    assert final is not None and "final ranking" in final.text
    assert final.text.count("Winner:") == 1 and final.text.count("1. Ann") == 1
