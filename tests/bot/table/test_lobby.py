"""Lobby: open, join, leave, options, seat order, AI seats, start."""

from __future__ import annotations

import pytest

from bot.table import errors
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, make_service, started


async def test_open_lobby_seats_the_creator_with_default_options(service):
    info = await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    assert info.game_type == "toy" and info.creator_id == ANN and info.status == "lobby"
    assert [m.user_id for m in info.members] == [ANN]
    assert info.options == {"target": 10, "hand": 2, "bids": False, "sprints": False}
    assert [s.field for s in info.option_specs] == ["target", "hand", "bids", "sprints"]
    assert info.option_specs[0].choices[0][0] == "10"
    assert not info.can_start
    assert any("Ann" in line for line in info.lines)


async def test_one_table_per_channel(service):
    await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    with pytest.raises(errors.ChannelBusy):
        await service.lobby.open(GUILD, CHANNEL, "toy", BOB, "Bob")
    await service.lobby.open(GUILD, CHANNEL + 1, "toy", BOB, "Bob")


async def test_unknown_game_and_bad_initial_options(service):
    with pytest.raises(errors.UnknownGame):
        await service.lobby.open(GUILD, CHANNEL, "chess", ANN, "Ann")
    with pytest.raises(errors.BadOption):
        await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", {"target": 999})


async def test_join_leave_and_full_table(service):
    await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    info = await service.lobby.join(CHANNEL, BOB, "Bob")
    assert [m.name for m in info.members] == ["Ann", "Bob"] and info.can_start
    with pytest.raises(errors.AlreadyJoined):
        await service.lobby.join(CHANNEL, BOB, "Bob")
    info = await service.lobby.leave(CHANNEL, BOB)
    assert [m.name for m in info.members] == ["Ann"]
    with pytest.raises(errors.NotJoined):
        await service.lobby.leave(CHANNEL, BOB)
    await service.lobby.join(CHANNEL, BOB, "Bob")
    await service.lobby.join(CHANNEL, CAT, "Cat")
    await service.lobby.add_ai(CHANNEL, ANN)
    with pytest.raises(errors.TableFull):
        await service.lobby.join(CHANNEL, 999, "Dan")
    with pytest.raises(errors.TableFull):
        await service.lobby.add_ai(CHANNEL, ANN)


async def test_creator_leaving_closes_the_table(service):
    await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await service.lobby.join(CHANNEL, BOB, "Bob")
    info = await service.lobby.leave(CHANNEL, ANN)
    assert info.status == "abandoned"
    with pytest.raises(errors.NoLobby):
        await service.lobby.join(CHANNEL, CAT, "Cat")
    await service.lobby.open(GUILD, CHANNEL, "toy", BOB, "Bob")


async def test_options_are_creator_only_and_validated_against_the_specs(service):
    await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await service.lobby.join(CHANNEL, BOB, "Bob")
    with pytest.raises(errors.NotCreator):
        await service.lobby.set_option(CHANNEL, BOB, "target", 6)
    info = await service.lobby.set_option(CHANNEL, ANN, "target", "6")  # string from a select works
    assert info.options["target"] == 6 and info.option_specs[0].current == "6"
    with pytest.raises(errors.BadOption):
        await service.lobby.set_option(CHANNEL, ANN, "target", 7)  # valid for the model, not offered
    with pytest.raises(errors.BadOption):
        await service.lobby.set_option(CHANNEL, ANN, "nonsense", 1)
    with pytest.raises(errors.BadOption):
        await service.lobby.set_seat_order(CHANNEL, ANN, "alphabetical")
    with pytest.raises(errors.NotCreator):
        await service.lobby.set_seat_order(CHANNEL, BOB, "joined")
    with pytest.raises(errors.NotCreator):
        await service.lobby.add_ai(CHANNEL, BOB)
    with pytest.raises(errors.BadOption):
        await service.lobby.add_ai(CHANNEL, ANN, level="godlike")
    assert (await service.lobby.info(CHANNEL)).options["target"] == 6


async def test_start_checks_creator_and_player_count(service):
    await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    with pytest.raises(errors.PlayerCount):
        await service.play.start(CHANNEL, ANN)
    await service.lobby.join(CHANNEL, BOB, "Bob")
    with pytest.raises(errors.NotCreator):
        await service.play.start(CHANNEL, BOB)
    update = await service.play.start(CHANNEL, ANN)
    assert {s.user_id for s in update.seats} == {ANN, BOB}
    with pytest.raises(errors.AlreadyStarted):
        await service.lobby.join(CHANNEL, CAT, "Cat")
    with pytest.raises(errors.AlreadyStarted):
        await service.play.start(CHANNEL, ANN)


async def test_start_posts_the_first_board_and_mentions_the_first_player(service):
    update = await started(service, seat_order="joined")
    assert [s.user_id for s in update.seats] == [ANN, BOB]
    pub = update.public
    assert pub.png.startswith(b"\x89PNG") and pub.version == 0
    assert pub.mention_user_id == ANN and pub.active_name == "Ann" and pub.turn == 0
    assert "started" in update.lines[0]


async def test_random_seat_order_is_seeded(store):
    orders = set()
    for seed in range(8):
        svc = make_service(store, first_seed=seed)
        update = await started(svc, humans=(ANN, BOB, CAT), channel=1000 + seed, seat_order="random")
        orders.add(tuple(s.user_id for s in update.seats))
        again = make_service(store, first_seed=seed)
        update2 = await started(again, humans=(ANN, BOB, CAT), channel=2000 + seed, seat_order="random")
        assert [s.user_id for s in update2.seats] == [s.user_id for s in update.seats]
    assert len(orders) > 1


async def test_start_with_options_reaches_the_engine(service):
    await started(service, options={"target": 6, "hand": 3})
    panel = await service.play.panel(CHANNEL, ANN)
    assert any("/6" in line for line in panel.private_lines)
    assert "Hand:" in panel.private_lines[0] and panel.private_lines[0].count(",") == 2


async def test_warm_up_renders_each_game_once(store):
    calls = []
    svc = make_service(store, renderer=lambda g, v, n, loc: calls.append((g, len(n))) or b"")
    await svc.tables.warm_up(["toy"])
    assert calls == [("toy", 2)]


async def test_a_lobby_call_naming_an_earlier_table_never_acts_on_the_current_one(service):
    old = await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await service.play.abandon(CHANNEL, ANN, confirm=True)
    new = await service.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    with pytest.raises(errors.LobbyClosed):
        await service.lobby.join(CHANNEL, BOB, "Bob", game_id=old.game_id)
    with pytest.raises(errors.LobbyClosed):
        await service.play.start(CHANNEL, ANN, game_id=old.game_id)
    with pytest.raises(errors.BadAction):  # a game of another channel (a forged id)
        await service.lobby.join(CHANNEL + 1, BOB, "Bob", game_id=new.game_id)
    assert [m.name for m in (await service.lobby.info(CHANNEL)).members] == ["Ann"]
    info = await service.lobby.join(CHANNEL, BOB, "Bob", game_id=new.game_id)
    assert [m.name for m in info.members] == ["Ann", "Bob"]
    await service.play.start(CHANNEL, ANN, game_id=new.game_id)
    with pytest.raises(errors.AlreadyStarted):
        await service.lobby.join(CHANNEL, CAT, "Cat", game_id=new.game_id)
