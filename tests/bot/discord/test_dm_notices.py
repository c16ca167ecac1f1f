"""Direct messages that stand on their own and speak their reader's language (issue 29), through real
discord.py objects: the table as its thread is named, the question, the clock, a link; two tables'
messages differ in their table; an English reader at a Czech table reads English."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import registry

from .conftest import STUB
from .harness import GUILD_ID, Harness, opt
from .table import ANN, BOB, EVE, button, lobby_id, open_panel
from .test_threads_and_notify import dms, table_posts, thread_of

MACAO = {"macao": "engine.macao.game:GAME"}


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_GAMES", {**STUB, **MACAO})


def _later(h: Harness, monkeypatch, hours: float) -> datetime:
    later = datetime.now(timezone.utc) + timedelta(hours=hours)
    monkeypatch.setattr(h.client.service.tables, "clock", lambda: later)
    return later


async def _end_turn(h: Harness, board: str, user, **kw) -> list:
    panel = await open_panel(h, board, user)
    await h.click(user, panel, button(h, panel, "take.1"), **kw)
    return await h.click(user, panel, button(h, panel, "end"), **kw)


async def _table(h: Harness, creator, other, locale: str = "en-US") -> str:
    """A daily table of ``creator`` (moving first) and ``other`` (whose client speaks ``locale``); its
    first board."""
    calls = await h.command(creator, "play", [opt("game", "stub")])
    lobby = next(c for c in calls if c.path.endswith("/callback")).message_id
    await h.click(other, lobby, lobby_id(h, lobby, "join"), locale=locale)
    await h.click(creator, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    calls = await h.click(creator, lobby, lobby_id(h, lobby, "start"))
    return next(c for c in table_posts(h, calls) if c.files).message_id


async def test_a_dm_reminder_names_the_table_and_reads_on_its_own(harness: Harness, monkeypatch) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    board = await _table(h, ANN, BOB)
    asked = dms(h, await _end_turn(h, board, ANN))
    link = f"https://discord.com/channels/{GUILD_ID}/{thread_of(h, board)}"
    assert [c.text for c in asked] == [
        f"**Counting Race #1 · Ann, Bob** is waiting for you: Take a number\nYour clock: 2 d 0 h left.\n{link}"
    ]
    now = _later(h, monkeypatch, 25)  # half of Bob's 2-day bank
    mark = len(h.rec.calls)
    assert await h.client.post_reminders(now) == 1
    [reminder] = dms(h, h.rec.since(mark))
    text = reminder.text
    assert text == (
        f"Reminder: **Counting Race #1 · Ann, Bob** is still waiting for you: Take a number\n"
        f"Your clock: 23 h 0 min left.\n{link}"
    )
    assert text[0].isupper() and not text.startswith("it is")  # it follows no mention


async def test_a_player_awaited_at_two_tables_gets_two_dms_that_name_their_table(harness: Harness, monkeypatch) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    first = await _table(h, ANN, BOB)
    second = await _table(h, EVE, BOB)
    await _end_turn(h, first, ANN)
    await _end_turn(h, second, EVE)
    now = _later(h, monkeypatch, 25)
    mark = len(h.rec.calls)
    assert await h.client.post_reminders(now) == 2
    texts = sorted(c.text for c in dms(h, h.rec.since(mark)))
    assert [t.splitlines()[0] for t in texts] == [
        "Reminder: **Counting Race #1 · Ann, Bob** is still waiting for you: Take a number",
        "Reminder: **Counting Race #2 · Eve, Bob** is still waiting for you: Take a number",
    ]
    assert texts[0].splitlines()[-1] != texts[1].splitlines()[-1]  # each links its own thread


async def test_an_english_reader_at_a_czech_table_gets_an_english_dm(harness: Harness) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")], locale="en-US")
    czech = {"guild_locale": "cs", "locale": "cs"}
    calls = await h.command(ANN, "play", [opt("game", "macao")], **czech)
    lobby = next(c for c in calls if c.path.endswith("/callback")).message_id
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"), guild_locale="cs", locale="en-US")
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"], **czech)
    calls = await h.click(ANN, lobby, lobby_id(h, lobby, "start"), **czech)
    [board] = [c for c in table_posts(h, calls) if c.files]
    assert "Kolo 1/12" in board.text and "Hra Macao začala" in board.text  # the table speaks Czech
    [dm] = dms(h, calls)  # Bob is asked first, and reads English
    assert dm.text.startswith("**Macao #1 · Ann, Bob** is waiting for you: Before the game")
    assert "Your clock: 2 d 0 h left." in dm.text


async def test_a_czech_reader_gets_a_czech_reminder_at_an_english_table(harness: Harness, monkeypatch) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")], locale="cs")
    board = await _table(h, ANN, BOB, locale="cs")
    await _end_turn(h, board, ANN)
    now = _later(h, monkeypatch, 25)
    mark = len(h.rec.calls)
    await h.client.post_reminders(now)
    [reminder] = dms(h, h.rec.since(mark))
    assert reminder.text.startswith(
        "Připomínka: stůl **Counting Race #1 · Ann, Bob** na vás stále čeká: Take a number\nVaše hodiny: zbývá 23 h"
    )


async def test_the_invitation_dm_names_the_inviter_the_table_and_the_server(harness: Harness) -> None:
    h = harness
    h.add_guild(GUILD_ID, "Board Gamers")
    await h.command(BOB, "notify", [opt("how", "dm")], locale="de")
    bob = {"id": str(BOB[0]), "username": "Bob", "global_name": "Bob", "discriminator": "0", "avatar": None}
    resolved = {"users": {str(BOB[0]): bob}}
    calls = await h.command(ANN, "play", [opt("game", "stub"), opt("invite", str(BOB[0]), kind=6)], resolved=resolved)
    [dm] = dms(h, calls)
    assert dm.text == (
        "Ann lädt dich auf Board Gamers an einen privaten Tisch ein: **Counting Race #1**. Klicke bei seiner"
        " Nachricht auf Beitreten, um Platz zu nehmen.\nhttps://discord.com/channels/910000000000000001/"
        "920000000000000001"
    )


async def test_resign_at_a_table_with_an_ai_seat_says_the_game_is_not_rated(harness: Harness) -> None:
    from .harness import sub
    from .table import open_lobby, reply

    h = harness
    lobby = await open_lobby(h, BOB)
    await h.click(ANN, lobby, next(c for c in h.custom_ids(lobby) if c.endswith("@ai")), values=["add.easy"])
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    await h.click(ANN, lobby, lobby_id(h, lobby, "start"))
    line = reply(await h.command(ANN, "game", [sub("resign", opt("confirm", True, kind=5))]))
    assert not line.ephemeral and "Ann resigned" in line.text
    assert "stays rated" not in line.text and "The game is not rated: it has AI seats." in line.text


async def test_the_daily_digest_lists_every_waiting_table_once_a_day(harness: Harness, db_path, monkeypatch) -> None:
    from .conftest import restart
    from .table import reply

    h = harness
    chosen = reply(await h.command(BOB, "notify", [opt("how", "digest")]))
    assert chosen.ephemeral and "From now on: Send me one digest a day." in chosen.text
    assert "Your digest comes once a day at" in chosen.text
    first = await _table(h, ANN, BOB)
    second = await _table(h, EVE, BOB)
    told = await _end_turn(h, first, ANN)
    assert dms(h, told) == [] and not any("<@222>" in c.text for c in table_posts(h, told))
    await _end_turn(h, second, EVE)
    now = _later(h, monkeypatch, 1)
    mark = len(h.rec.calls)
    assert await h.client.post_digests(now) == 1
    [digest] = dms(h, h.rec.since(mark))
    lines = digest.text.splitlines()
    assert lines[0] == "Your daily digest: 2 tables are waiting for you."
    assert lines[1] == "• **Counting Race #1 · Ann, Bob**: Take a number"
    assert lines[2] == "  Your clock: 1 d 23 h left."
    assert lines[3] == f"  https://discord.com/channels/{GUILD_ID}/{thread_of(h, first)}"
    assert lines[4] == "• **Counting Race #2 · Eve, Bob**: Take a number"
    assert lines[-1].startswith("Next digest: ") and "/notify" in lines[-1]
    assert await h.client.post_reminders(_later(h, monkeypatch, 25)) == 0  # no reminder for a digest reader
    assert await h.client.post_digests(_later(h, monkeypatch, 2)) == 0
    h = await restart(h, db_path, monkeypatch, first)
    try:
        assert await h.client.post_digests(_later(h, monkeypatch, 3)) == 0  # a restart sends no second one
        mark = len(h.rec.calls)
        assert await h.client.post_digests(_later(h, monkeypatch, 24.5)) == 1  # the next day
        assert dms(h, h.rec.since(mark))[0].data["content"].startswith("Your daily digest: 2 tables")
    finally:
        await h.close()
