"""Whole Lisboa games through the GameService: AI seats to the end, human clicks with a restart while
a player is asked to join a Visit, Visits joined and declined out of turn, the time after which an
unanswered join is declined, bad clicks, and the pre-game Clergy choice made by everyone at once."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("engine.lisboa.game")

from bot.i18n import t  # noqa: E402
from bot.store import open_store  # noqa: E402
from bot.table import errors  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import (
    assert_replays,
    refused as bad_click,
    ANN,
    BOB,
    CAT,
    CHANNEL,  # noqa: E402
    make_service,
    NAMES,
    open_table,
    Clock,
)

GAME = get_game("lisboa")
MAX_CLICKS = 3000  # a 3-player game is about two hundred decisions


async def _open(svc, humans, ais=(), options=None):
    """Open a Lisboa table (seats in joining order: humans first, then the AI seats) and start it."""
    return await open_table(svc, "lisboa", humans, ais, options)


async def _decision(svc):
    tb = await svc.tables.active(CHANNEL)
    return tb, tb.game.decision(tb.state)


async def _click(svc, rng, key_filter=None):
    """One random click of the first awaited human seat (an AI seat's turn goes through the driver);
    the outcome, the clicking user and the key."""
    if await svc.ai.ai_turn(CHANNEL) is not None:
        return None, None, None
    tb, decision = await _decision(svc)
    user = next(tb.seats[s].user_id for s in decision.seats if tb.seats[s].user_id is not None)
    panel = await svc.play.panel(CHANNEL, user)
    assert panel.your_turn and panel.prompt and 0 < len(panel.options) <= 25
    keys = [o.key for o in panel.options if key_filter is None or key_filter(o.key)]
    key = rng.choice(keys or [o.key for o in panel.options])
    return await svc.play.act(CHANNEL, user, panel.version, key), user, key


async def _until_join(svc, rng):
    """Random clicks (and AI turns) until a human seat is asked to join a Visit: the table, the
    decision, and the public update of the click that asked it."""
    for _ in range(MAX_CLICKS):
        out, _, _ = await _click(svc, rng)
        tb, decision = await _decision(svc)
        if decision.kind == "join" and tb.seats[decision.seats[0]].user_id is not None:
            return tb, decision, out.public if out is not None else None
    raise AssertionError("nobody was asked to join a Visit")


def _join_label(tb, seat: int) -> str:
    """What the Join button must say: the noble visited and what joining costs that seat."""
    from engine.lisboa.economy import visit_cost
    from engine.lisboa.nouns import noble

    visited = tb.state.stack[-1].d["noble"]
    return f"Join: {t(noble(visited))} ({visit_cost(tb.state, seat, visited)} Influence)"


async def test_visits_are_joined_and_declined_by_other_players_out_of_turn(store):
    svc = make_service(store, games=get_game, first_seed=21)
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans)
    user_of = {s.seat: s.user_id for s in update.seats}
    rng = random.Random(5)
    answered = []
    while len(answered) < 2:
        tb, decision, public = await _until_join(svc, rng)
        joiner = decision.seats[0]
        visitor = decision.owner
        assert visitor is not None and visitor != joiner  # asked out of turn
        if public is not None and not public.board:  # one notice, to the joiner
            assert public.mention_user_ids == [user_of[joiner]]
        panel = await svc.play.panel(CHANNEL, user_of[joiner])
        assert panel.your_turn and panel.prompt == "Join the visit with your Royal Favor?"
        assert [o.key for o in panel.options] == ["join", "decline"]
        assert panel.options[0].label == _join_label(tb, joiner)
        visited = tb.state.stack[-1].d["noble"]
        for uid in humans:  # the visitor and the third player wait
            if uid != user_of[joiner]:
                other = await svc.play.panel(CHANNEL, uid)
                assert not other.your_turn and not other.options
        favors = list(tb.state.seats[joiner].favors)
        key = "join" if not answered else "decline"
        out = await svc.play.act(CHANNEL, user_of[joiner], panel.version, key)
        assert out.events and out.events[0].startswith(NAMES[user_of[joiner]] + ": ")
        after, now = await _decision(svc)
        if key == "join":
            assert len(after.state.seats[joiner].favors) == len(favors) - 1  # the favor is spent
            assert out.panel.your_turn or now is None or now.owner == visitor
        else:
            assert after.state.seats[joiner].favors == favors  # kept
            assert not (
                now is not None
                and now.kind == "join"
                and now.seats == (joiner,)
                and after.state.stack[-1].d["noble"] == visited
            )
        answered.append(key)
    await assert_replays(store, update.game_id)


def _no_broken_texts(caplog) -> None:
    """Every message was translated with all its parameters (the catalog logs what it could not fill)."""
    broken = sorted({r.getMessage() for r in caplog.records if r.name == "engine.core.text"})
    assert broken == [], broken


async def test_three_players_click_random_options_to_the_end_across_a_restart_while_a_join_is_pending(tmp_path, caplog):
    path = str(tmp_path / "lisboa.sqlite3")
    store = await open_store(path)
    svc = make_service(store, games=get_game, first_seed=5)
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans)
    rng = random.Random(5)
    boards = clicks = joins = 0
    restarted = False
    finished = None
    try:
        while clicks < MAX_CLICKS:
            tb, decision = await _decision(svc)
            if decision.kind == "join":
                joins += 1
                if not restarted:  # a new service on the same file while Bob or Cat is asked to join
                    state, version = tb.row.state, tb.row.version
                    await store.close()
                    store = await open_store(path)
                    svc = make_service(store, games=get_game)
                    restarted = True
                    tb, again = await _decision(svc)
                    assert again == decision and (tb.row.state, tb.row.version) == (state, version)
                    joiner = next(u for u in humans if tb.seat_of(u) == decision.seats[0])
                    assert (await svc.play.panel(CHANNEL, joiner)).your_turn
                    await assert_replays(store, update.game_id)
            out, user, _ = await _click(svc, rng)
            clicks += 1
            panel = out.panel
            assert all(o.label and not o.label.startswith("lisboa.") for o in panel.options)
            if out.public is not None and out.public.board:
                boards += 1
                assert out.public.png[:4] == b"\x89PNG" and out.public.summary
            if out.finished is not None:
                finished = out.finished
                break
        assert finished is not None, "the game did not end"
        assert restarted and joins >= 2 and boards > 30
        assert {st.name for st in finished.standings} == {"Ann", "Bob", "Cat"}
        assert finished.winners and all(w in ("Ann", "Bob", "Cat") for w in finished.winners)
        rows = await store.results(update.game_id)
        assert sorted(r.user_id for r in rows) == sorted(humans)
        await assert_replays(store, update.game_id)
        _no_broken_texts(caplog)
    finally:
        await store.close()


async def test_a_join_left_unanswered_for_response_minutes_is_declined_unless_switched_off(store):
    clock = Clock(tick=1)
    svc = make_service(store, games=get_game, first_seed=21, clock=clock)
    assert svc.absent.response_minutes == 24 * 60  # the default: a day, for chat games
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans)
    clock.advance(3 * 24 * 60)  # the Clergy choice is no answer out of turn: never declined
    assert await svc.absent.expire_responses() == []
    assert [r.kind for r in await svc.absent.due_reminders()] == ["takeover"] * 3  # reminded instead
    tb, decision, _ = await _until_join(svc, random.Random(5))
    joiner = decision.seats[0]
    name = tb.seats[joiner].name
    favors = list(tb.state.seats[joiner].favors)
    before = await store.game(update.game_id)
    clock.advance(24 * 60 - 2)
    # past the takeover delay: an answer that times out by itself is only reminded, never offered away
    assert [(r.kind, r.seat) for r in await svc.absent.due_reminders()] == [("reminder", joiner)]
    assert await svc.absent.expire_responses() == []  # not yet
    assert (await store.game(update.game_id)).version == before.version
    clock.advance(2)
    [timeout] = await svc.absent.expire_responses()
    assert timeout.seats == (joiner,) and timeout.channel_id == CHANNEL and timeout.game_id == update.game_id
    assert timeout.lines == [f"{name} did not answer within 24 h 0 min and is taken to decline."]
    last = await store.last_action(update.game_id)
    assert (last.seat, last.action_key) == (joiner, "decline")
    tb, now = await _decision(svc)
    assert tb.row.version == before.version + 1 and tb.state.seats[joiner].favors == favors
    assert timeout.public.version == tb.row.version
    asked = [tb.seats[s].user_id for s in now.seats if s not in decision.seats]
    assert timeout.public.mention_user_ids == [u for u in asked if u is not None]  # whoever is asked next
    assert await svc.absent.expire_responses() == []  # once: the next question waits anew
    with pytest.raises(errors.OutdatedBoard):  # the late click finds a newer board
        await svc.play.act(CHANNEL, tb.seats[joiner].user_id, before.version, "join")
    await assert_replays(store, update.game_id)
    never = make_service(store, games=get_game, clock=clock, response_minutes=0)  # 0: switched off
    await _until_join(never, random.Random(6))
    version = (await store.game(update.game_id)).version
    clock.advance(30 * 24 * 60)
    assert await never.absent.expire_responses() == []
    assert (await store.game(update.game_id)).version == version


async def test_stale_forged_and_out_of_turn_clicks_at_a_join_leave_the_game_untouched(store):
    svc = make_service(store, games=get_game, first_seed=21)
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans)
    tb, decision, _ = await _until_join(svc, random.Random(5))
    joiner = tb.seats[decision.seats[0]].user_id
    visitor = tb.seats[decision.owner].user_id
    third = next(u for u in humans if u not in (joiner, visitor))
    panel = await svc.play.panel(CHANNEL, joiner)

    def refused(*click):
        return bad_click(svc, update.game_id, *click)

    assert "older board" in await refused(errors.OutdatedBoard, joiner, panel.version - 1, "join")
    assert "older board" in await refused(errors.OutdatedBoard, visitor, panel.version - 1, "join")
    for uid in (visitor, third):  # the visitor's own turn waits for the answer
        for key in ("join", "decline", "gold.x"):
            assert "not your turn" in (await refused(errors.NotYourTurn, uid, panel.version, key)).lower()
    assert await refused(errors.NotSeated, 999, panel.version, "join")
    for forged in ("join.1", "decline.0", "pass", "ja.BUILD_STORE", "visit.P01", "clergy.CL_VISIT1", "skip"):
        text = await refused(errors.IllegalMove, joiner, panel.version, forged)
        assert "not allowed" in text, text
    for malformed in ("", "join decline", "join..1", "x" * 200, "join:1", "join\n", "join.１"):
        text = await refused(errors.BadAction, joiner, panel.version, malformed)
        assert "could not be read" in text, text
    out = await svc.play.act(CHANNEL, joiner, panel.version, "decline")  # the real answer still works
    assert out.panel.version == panel.version + 1


async def test_everyone_keeps_a_clergy_tile_in_any_order_and_nobody_sees_another_s_offer(store):
    svc = make_service(store, games=get_game, first_seed=9)
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans, ais=("easy",))
    seat_of = {s.user_id: s.seat for s in update.seats if s.user_id is not None}
    assert update.public.board and sorted(update.public.mention_user_ids) == sorted(humans)  # one message
    tb, decision = await _decision(svc)
    assert tb.state.phase == "clergy" and decision.seats == (0, 1, 2, 3) and decision.owner is None
    offers = {s: list(o) for s, o in tb.state.offer.items()}
    ai = await svc.ai.ai_turn(CHANNEL)  # the AI seat keeps its tile at once, unseen
    assert ai is not None and not ai.public.board and ai.public.mention_user_ids == []
    order = list(humans)
    random.Random(2).shuffle(order)
    from engine.lisboa.nouns import clergy

    for i, user in enumerate(order):
        panel = await svc.play.panel(CHANNEL, user)
        mine = offers[seat_of[user]]
        assert panel.your_turn and sorted(o.key for o in panel.options) == sorted(f"clergy.{c}" for c in mine)
        out = await svc.play.act(CHANNEL, user, panel.version, panel.options[0].key)
        tb, _ = await _decision(svc)
        if i < len(order) - 1:
            assert out.public is None  # nobody new to tell, nothing posted
            assert tb.state.phase == "clergy"
            names = [t(clergy(c)) for c in mine]
            for uid in humans:
                if uid == user:
                    continue
                shown = (await svc.play.panel(CHANNEL, uid)).private_lines
                shown += await svc.play.log(CHANNEL, 100, user_id=uid)
                shown += (await svc.play.status(CHANNEL)).log_lines
                assert not any(n in line for n in names for line in shown), (names, shown)
                view = GAME.view(tb.state, seat_of[uid]).seats[seat_of[user]]
                assert view.offer is None and view.clergy == ()  # neither the offer nor the tile kept
            public = GAME.view(tb.state, None).seats[seat_of[user]]
            assert public.offer is None and public.clergy == ()
        else:
            assert out.public is not None and out.public.board  # all chose: the first turn's board
            assert tb.state.phase != "clergy"
    tb, _ = await _decision(svc)
    assert all(len(sv.clergy) == 1 for sv in GAME.view(tb.state, None).seats)  # shown once all chose
    await assert_replays(store, update.game_id)
