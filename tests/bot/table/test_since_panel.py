"""Since my last move on the panel (issue 32): ``Play.panel`` opened for the first time after others
moved starts with at most five lines (``Panel.since``), once; a seat whose own move was last, a
spectator and a second open read none; the mark survives a restart (a new service on the same file).
For each game, two and four players, humans clicking at random through the real service."""

from __future__ import annotations

import random

import pytest

from bot.i18n import t
from bot.store import open_store
from bot.table.codec import decode_event
from engine.core.since import MAX_LINES

from ..conftest import ANN, BOB, CAT, CHANNEL, GUILD, make_service

DAN = 104
USERS = [ANN, BOB, CAT, DAN]
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan"}
SPECTATOR = 999
GAMES = ["emara", "macao", "lisboa"]


async def start(svc, game_type: str, players: int, seed: int = 11):
    users = USERS[:players]
    await svc.lobby.open(GUILD, CHANNEL, game_type, users[0], NAMES[users[0]])
    for uid in users[1:]:
        await svc.lobby.join(CHANNEL, uid, NAMES[uid])
    await svc.lobby.set_seat_order(CHANNEL, users[0], "joined")
    await svc.play.start(CHANNEL, users[0], seed=seed)


async def awaited(svc) -> int:
    """The user of the first awaited seat."""
    tb = await svc.tables.active(CHANNEL)
    return tb.seats[tb.game.decision(tb.state).seats[0]].user_id


class Model:
    """What the panel should show, from the clicks alone: lines when the user has acted, another seat
    acted last, and the user opened no panel since that action."""

    def __init__(self) -> None:
        self.actions: list[int] = []  # who clicked, in order
        self.opened: dict[int, int] = {}  # user: len(actions) at their last panel

    def expects(self, user: int) -> bool:
        return user in self.actions and self.actions[-1] != user and self.opened.get(user, -1) < len(self.actions)


async def secret_lines(svc, seat: int) -> list[str]:
    """Every log line of the game so far private to a seat other than ``seat`` (a draw, a hand), as read."""
    tb = await svc.tables.finished_or_active(CHANNEL)
    events = [decode_event(e) for row in await svc.store.actions(tb.row.id) for e in row.events]
    return [t(e.msg, "en", seat_names=tb.names) for e in events if e.private_to not in (None, seat)]


async def open_panel(svc, model: Model, user: int):
    """Open ``user``'s panel, check its "since" lines against the model (and that they name no line
    private to another seat), and that a second open has none."""
    panel = await svc.play.panel(CHANNEL, user)
    assert bool(panel.since) == model.expects(user), (user, model.actions[-6:], panel.since)
    assert len(panel.since) <= MAX_LINES
    if panel.since:
        text = "\n".join(panel.since)
        assert not [line for line in await secret_lines(svc, panel.seat) if line in text]
    model.opened[user] = len(model.actions)
    assert (await svc.play.panel(CHANNEL, user)).since == ()  # opened again: none
    return panel


async def click(svc, model: Model, rng: random.Random, peek: int | None = None):
    """The awaited user opens their panel and clicks at random; ``peek``: another user opens theirs first."""
    if peek is not None:
        await open_panel(svc, model, peek)
    user = await awaited(svc)
    panel = await open_panel(svc, model, user)
    await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
    model.actions.append(user)
    return panel


@pytest.mark.parametrize("players", [2, pytest.param(4, marks=pytest.mark.slow)])  # 4 seats: the slow set
@pytest.mark.parametrize("game_type", GAMES)
async def test_the_panel_opens_with_the_lines_once_after_others_moved(service, game_type, players) -> None:
    await start(service, game_type, players)
    model, rng = Model(), random.Random(players)
    rounds_seen = 0
    for i in range(160 if players == 4 else 90):
        user = await awaited(service)
        expects = model.expects(user)
        others = (
            set(model.actions[len(model.actions) - model.actions[::-1].index(user) :])
            if user in model.actions
            else set()
        )
        panel = await click(service, model, rng, peek=USERS[(i // 7) % players] if i % 11 == 5 else None)
        if expects and not panel.since:
            continue  # the peek just now showed them
        if expects and len(others - {user}) == players - 1:  # away for a whole round: every other player moved
            rounds_seen += 1
            names = [NAMES[u] for u in USERS[:players] if u != user]
            head = panel.since[: players - 1]
            for name in names:
                assert sum(line.startswith((f"{name}: ", f"{name} ")) for line in head) == 1, head
            assert panel.since[-1].startswith("Now: "), panel.since
            assert panel.since[-2].startswith("For you: "), panel.since
    assert rounds_seen >= 2


@pytest.mark.parametrize("game_type", GAMES)
async def test_the_seat_that_moved_last_reads_none(service, game_type) -> None:
    await start(service, game_type, 2)
    model, rng = Model(), random.Random(3)
    for _ in range(6):
        await click(service, model, rng)
    last = model.actions[-1]
    assert (await service.play.panel(CHANNEL, last)).since == ()  # its own move was last


async def test_an_unseated_user_gets_no_lines(service) -> None:
    from bot.table.errors import NotSeated

    await start(service, "macao", 2)
    model, rng = Model(), random.Random(3)
    for _ in range(5):
        await click(service, model, rng)
    with pytest.raises(NotSeated):
        await service.play.panel(CHANNEL, SPECTATOR)


async def test_the_lines_never_quote_a_line_private_to_another_seat(service) -> None:
    """The toy game writes each draw twice: "Player 2 draws a card." for all, "You drew a 2." for Bob."""
    from ..conftest import end_turn, started

    await started(service)
    for _ in range(3):
        await end_turn(service, ANN)
        await end_turn(service, BOB)
    assert any("You drew" in line for line in await secret_lines(service, 0))
    await end_turn(service, ANN)
    await end_turn(service, BOB)
    since = (await service.play.panel(CHANNEL, ANN)).since
    assert since and not any("You drew" in line for line in since) and "draws a card" in "\n".join(since)


@pytest.mark.parametrize("game_type", GAMES)
async def test_the_mark_survives_a_restart(tmp_path, game_type) -> None:
    path = str(tmp_path / "since.sqlite3")
    store = await open_store(path)
    svc = make_service(store)
    await start(svc, game_type, 2)
    model, rng = Model(), random.Random(5)
    first = await awaited(svc)
    while True:  # until the first player acted and the other one moved after them
        await click(svc, model, rng)
        if first in model.actions and model.actions[-1] != first:
            break
    await store.close()

    store = await open_store(path)  # a restart: the lines show at the first open
    svc = make_service(store)
    lines = (await svc.play.panel(CHANNEL, first)).since
    assert lines and lines[-1].startswith("Now: ")
    await store.close()

    store = await open_store(path)  # and after another restart, not again
    svc = make_service(store)
    assert (await svc.play.panel(CHANNEL, first)).since == ()
    seats = await store.seats((await svc.tables.active(CHANNEL)).row.id)
    assert seats[0 if first == ANN else 1].seen_version is not None
    await store.close()
