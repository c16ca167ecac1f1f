"""Which language a table speaks: private answers in the user's language, public messages and boards
in the table's pinned language (/game language), else the server's, else the caller's; unknown
languages read English. Sample catalogs stand in for the shipped ones (the texts only need to differ)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from bot.table import BadOption, NoGame, NotAllowed
from engine.core.text import added_messages
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, Clock, make_service

DE = {
    "toy.ev.end": "Spieler { $seat } beendet den Zug.",
    "bot.game.abandoned": "Das Spiel wurde abgebrochen.",
    "bot.ai.reminder": "du bist am Zug in { $game }.",
    "toy.name": "Spielzeugrennen",
    "bot.lobby.seat_order.joined": "Sitzordnung: wie beigetreten",
}
CS = {
    "toy.ev.end": "Hráč { $seat } končí tah.",
    "bot.game.abandoned": "Hra byla ukončena.",
    "bot.ai.reminder": "jste na tahu ve hře { $game }.",
    "toy.name": "Závod",
    "toy.prompt.turn": "Zahrajte kartu, líznete, nebo ukončete tah.",
    "bot.lobby.seat_order.joined": "Pořadí: podle příchodu",
}


@pytest.fixture(autouse=True)
def samples():
    with added_messages("de", DE), added_messages("cs", CS):
        yield


async def _two_player_table(svc, *, server="de"):
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", locale=server)
    await svc.lobby.join(CHANNEL, BOB, "Bob", locale=server)
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined", locale=server)
    return await svc.play.start(CHANNEL, ANN, locale=server)


async def _end_turn(svc, user, *, locale, server):
    """Draw (if the turn allows it), then end the turn: the board comes with the end."""
    panel = await svc.play.panel(CHANNEL, user, locale=locale)
    version = panel.version
    if "end" not in [o.key for o in panel.options]:
        out = await svc.play.act(CHANNEL, user, version, "draw", locale=locale, server_locale=server)
        version = out.panel.version
    out = await svc.play.act(CHANNEL, user, version, "end", locale=locale, server_locale=server)
    return panel, out


async def test_the_clicker_reads_their_language_the_table_reads_the_servers(store):
    svc = make_service(store)
    start = await _two_player_table(svc, server="de")
    assert start.public.locale == "de"
    panel, out = await _end_turn(svc, ANN, locale="cs", server="de")
    assert panel.prompt == CS["toy.prompt.turn"]  # Ann's panel: Czech
    assert out.public.locale == "de"
    assert out.public.log_lines[-1] == "Spieler 1 beendet den Zug."  # the board's log: German
    assert out.events == ["Hráč 1 končí tah."]  # her own events: Czech


async def test_a_pinned_language_wins_over_the_server_for_everything_public(store):
    svc = make_service(store)
    await _two_player_table(svc, server="de")
    assert await svc.lobby.set_language(CHANNEL, ANN, "cs") == "cs"
    assert (await store.live_game(CHANNEL)).locale == "cs"
    _, out = await _end_turn(svc, ANN, locale="en", server="de")
    assert out.public.locale == "cs" and out.public.log_lines[-1] == "Hráč 1 končí tah."
    status = await svc.play.status(CHANNEL, locale="de")
    assert status.locale == "cs"
    assert await svc.lobby.set_language(CHANNEL, ANN, None) is None  # back to the server's
    assert (await svc.play.status(CHANNEL, locale="de")).locale == "de"


async def test_the_lobby_message_follows_the_pinned_language(store):
    svc = make_service(store)
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", locale="de")
    assert info.locale == "de" and info.game_name == "Spielzeugrennen"
    await svc.lobby.set_language(CHANNEL, ANN, "cs")
    info = await svc.lobby.join(CHANNEL, BOB, "Bob", locale="de")
    assert info.locale == "cs" and info.game_name == "Závod"


async def test_only_the_creator_or_a_channel_manager_pins_a_known_language(store):
    svc = make_service(store)
    with pytest.raises(NoGame):
        await svc.lobby.set_language(CHANNEL, ANN, "cs")
    await _two_player_table(svc)
    with pytest.raises(NotAllowed):
        await svc.lobby.set_language(CHANNEL, BOB, "cs")
    assert await svc.lobby.set_language(CHANNEL, BOB, "cs", can_manage_channel=True) == "cs"
    for bad in ("fr", "xx", "../en", ""):
        with pytest.raises(BadOption):
            await svc.lobby.set_language(CHANNEL, ANN, bad)
    assert (await store.live_game(CHANNEL)).locale == "cs"  # refusals change nothing


async def test_an_abandon_is_announced_in_the_tables_language(store):
    svc = make_service(store)
    await _two_player_table(svc)
    out = await svc.play.abandon(CHANNEL, ANN, confirm=True, locale="cs", server_locale="de")
    assert out.line == DE["bot.game.abandoned"]


async def test_reminders_speak_each_servers_language_unless_the_table_pinned_one(store):
    clock = Clock(datetime(2026, 1, 1, tzinfo=timezone.utc))
    svc = make_service(store, clock=clock, reminder_minutes=60, takeover_minutes=0)
    await _two_player_table(svc)
    clock.now += timedelta(minutes=61)
    [rem] = await svc.absent.due_reminders(clock.now, server_locale={GUILD: "de"}.get)
    assert rem.locale == "de" and rem.text.startswith("der Tisch wartet seit 1 Std. 1 Min. auf dich: ")
    await _end_turn(svc, ANN, locale="en", server="de")
    await svc.lobby.set_language(CHANNEL, ANN, "cs")
    clock.now += timedelta(minutes=61)
    [rem] = await svc.absent.due_reminders(clock.now, server_locale={GUILD: "de"}.get)
    assert rem.locale == "cs" and rem.text.startswith("stůl na vás čeká už ")


async def test_a_pinned_language_without_a_catalog_reads_the_servers(store):
    """A language pinned earlier whose catalog is gone (not shipped any more) falls back."""
    svc = make_service(store)
    await _two_player_table(svc)
    game = await store.live_game(CHANNEL)
    await store.set_locale(game.id, "xx", now="2026-01-01T00:00:00+00:00")
    assert (await svc.play.status(CHANNEL, locale="de")).locale == "de"
