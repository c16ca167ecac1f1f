"""Votes at a table through the GameService: cancel by consent, replace an out-of-time or absent player
by a majority of the others; deadlines, changed ballots, forged and stale clicks, non-voters, one vote
of a kind at a time, a restart in the middle of a vote."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.i18n import t
from bot.store import open_store
from bot.table import Budget, errors
from bot.table.votes import NotAVoter, NotReplaceable, VoteAlreadyOpen, VoteClosed
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
DAN, EVE = 104, 105
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan"}


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


def _service(store, clock):
    return make_service(store, clock=clock, ai_budget=Budget(time_budget=None, iterations=20), takeover_minutes=240)


@pytest.fixture
def svc(store, clock):
    return _service(store, clock)


async def _table(svc, humans=(ANN, BOB, CAT), pace: str = "live"):
    await svc.lobby.open(GUILD, CHANNEL, "toy", humans[0], NAMES[humans[0]], pace=pace)
    for uid in humans[1:]:
        await svc.lobby.join(CHANNEL, uid, NAMES[uid])
    await svc.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return await svc.play.start(CHANNEL, humans[0])


async def _game(svc):
    return await svc.store.live_game(CHANNEL) or await svc.store.last_game(CHANNEL)


# --- cancel by consent ---------------------------------------------------------------------------


async def test_cancel_passes_when_every_player_agrees(svc, store, clock):
    update = await _table(svc)
    out = await svc.votes.start(CHANNEL, BOB, "cancel")
    assert out.view.open and out.view.title == "Vote: cancel Toy Race #1?"
    assert out.view.lines[1] == "Yes: Bob · No: – · Not voted yet: Ann, Cat"
    assert set(out.told) == {ANN, CAT} and out.notice is None
    assert out.view.yes_label == "Yes, cancel the game" and out.view.no_label == "No, play on"
    after = await svc.votes.cast(out.view.vote_id, ANN, True)
    assert after.notice is None and "Yes: Ann, Bob" in after.view.lines[1]
    done = await svc.votes.cast(out.view.vote_id, CAT, True)
    assert done.view.status == "passed" and not done.view.open
    assert done.view.lines[-1] == "Result: everyone agreed. The game is cancelled: abandoned, not rated."
    assert done.notice.kind == "closed" and done.notice.ended and set(done.notice.told) == {ANN, BOB, CAT}
    row = await store.game(update.game_id)
    assert row.status == "abandoned" and not await store.is_rated(update.game_id)
    with pytest.raises(VoteClosed) as e:  # a stale click on the decided vote
        await svc.votes.cast(out.view.vote_id, ANN, False)
    assert "This vote is over. Result: everyone agreed." in t(e.value.msg)


async def test_cancel_fails_at_the_first_no_and_the_game_goes_on(svc, store):
    update = await _table(svc)
    out = await svc.votes.start(CHANNEL, BOB, "cancel")
    done = await svc.votes.cast(out.view.vote_id, CAT, False)
    assert done.view.status == "failed" and done.notice.kind == "vote_result"
    assert done.notice.line == "Result: Cat said no. The game goes on."
    assert (await store.game(update.game_id)).status == "active"
    again = await svc.votes.start(CHANNEL, CAT, "cancel")  # decided: a new vote of that kind may open
    assert again.view.vote_id != out.view.vote_id


async def test_a_vote_ends_at_its_deadline_with_its_result(svc, clock):
    await _table(svc)
    out = await svc.votes.start(CHANNEL, BOB, "cancel")
    assert "Open until 2026-03-01 12:15 UTC" in out.view.lines[-1]  # a live table's vote: 15 minutes
    assert await svc.votes.due(clock.advance(14)) == []
    [notice] = await svc.votes.due(clock.advance(1))
    assert notice.kind == "vote_result" and notice.vote.status == "failed"
    assert notice.line == "Result: not everyone agreed by 2026-03-01 12:15 UTC (not voted: Ann, Cat). The game goes on."
    assert await svc.votes.due(clock.advance(1)) == []  # once


async def test_one_vote_of_a_kind_at_a_time(svc):
    await _table(svc)
    await svc.votes.start(CHANNEL, BOB, "cancel")
    with pytest.raises(VoteAlreadyOpen) as e:
        await svc.votes.start(CHANNEL, ANN, "cancel")
    assert t(e.value.msg) == (
        "This table already has a vote to cancel this game open: vote there, or wait for its result."
    )


async def test_non_voters_forged_and_misplaced_clicks_are_refused_and_change_nothing(svc):
    await _table(svc)
    out = await svc.votes.start(CHANNEL, BOB, "cancel")
    await svc.votes.posted(out.view.vote_id, CHANNEL, 5555)
    with pytest.raises(NotAVoter):  # someone with no seat here
        await svc.votes.cast(out.view.vote_id, EVE, True)
    with pytest.raises(errors.BadAction):  # a vote id nobody opened
        await svc.votes.cast(out.view.vote_id + 99, ANN, True)
    with pytest.raises(errors.BadAction):  # the button forged onto another message
        await svc.votes.cast(out.view.vote_id, ANN, True, message_id=6666)
    with pytest.raises(errors.NotSeated):  # only a seated player starts one
        await svc.votes.start(CHANNEL, EVE, "cancel")
    with pytest.raises(errors.BadAction):
        await svc.votes.start(CHANNEL, ANN, "kick")
    [vote] = await svc.votes.open_votes((await _game(svc)).id)
    assert [b.user_id for b in await svc.votes.store.ballots(vote.id)] == [BOB]


# --- replace a player ------------------------------------------------------------------------------


async def _out_of_time_dan(svc, clock):
    """Four players; Dan's clock runs out on his turn (everyone else moved at once)."""
    update = await _table(svc, humans=(ANN, BOB, CAT, DAN))
    for user in (ANN, BOB, CAT):
        await end_turn(svc, user)
    clock.advance(11)
    return update


async def test_replace_passes_by_a_majority_of_the_others_and_a_voter_changes_their_ballot(svc, store, clock):
    update = await _out_of_time_dan(svc, clock)
    out = await svc.votes.start(CHANNEL, ANN, "replace", DAN)
    assert out.view.title == "Vote: replace Dan at Toy Race #1?"
    assert "A majority of the other players (2 of 3) decides" in out.view.lines[0]
    assert set(out.told) == {BOB, CAT, DAN}  # the voters, and the player it is about
    with pytest.raises(NotAVoter) as e:  # Dan does not vote on himself
        await svc.votes.cast(out.view.vote_id, DAN, False)
    assert e.value.msg.id == "bot.votes.err.about_you"
    first = await svc.votes.cast(out.view.vote_id, BOB, False)
    assert first.notice is None and "No: Bob" in first.view.lines[1]  # 1 yes, 1 no: still open
    changed = await svc.votes.cast(out.view.vote_id, BOB, True)  # Bob changes his mind
    assert changed.view.status == "passed" and changed.notice.kind == "replaced"
    assert changed.notice.line.startswith("Result: passed, 2 of 3 said yes. Dan's seat goes to a medium AI")
    assert changed.notice.told == (DAN,) and changed.notice.public.open_seats == [3]
    seat = (await store.seats(update.game_id))[3]
    assert seat.user_id is None and seat.absent_user_id is None and seat.ai_level == "medium"
    assert seat.replaced_user_id == DAN and seat.open_since == clock.now.isoformat()
    assert not await store.is_rated(update.game_id)
    with pytest.raises(errors.NotSeated):  # Dan no longer acts there
        await svc.play.act(CHANNEL, DAN, (await store.game(update.game_id)).version, "end")
    assert (await svc.ai.ai_turn(CHANNEL)).seat == 3  # the AI plays the seat until a substitute claims it


async def test_replace_fails_once_no_majority_can_be_reached(svc, clock):
    await _out_of_time_dan(svc, clock)
    out = await svc.votes.start(CHANNEL, ANN, "replace", DAN)
    await svc.votes.cast(out.view.vote_id, BOB, False)
    done = await svc.votes.cast(out.view.vote_id, CAT, False)
    assert done.view.status == "failed"
    assert done.notice.line == "Result: no majority can be reached (1 of 3 said yes). Dan keeps the seat."


async def test_only_an_out_of_time_or_absent_player_can_be_voted_out(svc, clock):
    await _table(svc)
    with pytest.raises(NotReplaceable) as e:  # Bob is not even awaited
        await svc.votes.start(CHANNEL, ANN, "replace", BOB)
    assert t(e.value.msg).startswith("Bob is neither out of time nor away")
    with pytest.raises(NotReplaceable):  # Ann's clock still runs
        await svc.votes.start(CHANNEL, BOB, "replace", ANN)
    with pytest.raises(NotReplaceable):
        await svc.votes.start(CHANNEL, BOB, "replace", EVE)
    clock.advance(11)
    with pytest.raises(NotReplaceable) as e:
        await svc.votes.start(CHANNEL, ANN, "replace", ANN)
    assert e.value.msg.id == "bot.votes.err.own"
    await svc.absent.take_over(CHANNEL, BOB, 0)  # an AI stands in for Ann: she is absent
    out = await svc.votes.start(CHANNEL, BOB, "replace", ANN)
    assert out.view.open


async def test_a_replace_vote_is_withdrawn_when_the_player_moves(svc, clock):
    await _out_of_time_dan(svc, clock)
    out = await svc.votes.start(CHANNEL, ANN, "replace", DAN)
    await end_turn(svc, DAN)  # Dan is back
    [notice] = await svc.votes.due(clock.advance(1))
    assert notice.vote.status == "withdrawn" and notice.line == "Result: Dan is back. The vote is over."
    with pytest.raises(VoteClosed):
        await svc.votes.cast(out.view.vote_id, BOB, True)


async def test_a_restart_in_the_middle_of_a_vote_loses_nothing(db_url, clock):
    store = await open_store(db_url)
    svc = _service(store, clock)
    await _table(svc)
    out = await svc.votes.start(CHANNEL, BOB, "cancel")
    await svc.votes.cast(out.view.vote_id, ANN, True)
    await store.close()
    store = await open_store(db_url)  # a new process, the same database
    try:
        svc = _service(store, clock)
        done = await svc.votes.cast(out.view.vote_id, CAT, True)
        assert done.view.status == "passed" and (await store.last_game(CHANNEL)).status == "abandoned"
    finally:
        await store.close()


async def test_a_restart_keeps_a_votes_deadline(db_url, clock):
    store = await open_store(db_url)
    svc = _service(store, clock)
    await _table(svc)
    await svc.votes.start(CHANNEL, BOB, "cancel")
    await store.close()
    store = await open_store(db_url)
    try:
        svc = _service(store, clock)
        assert await svc.votes.due(clock.advance(10)) == []
        [notice] = await svc.votes.due(clock.advance(6))
        assert notice.vote.status == "failed"
    finally:
        await store.close()


async def test_forget_me_takes_the_players_ballots_and_name_out_of_votes(svc, store, clock):
    from bot.store import RecordsStore

    await _out_of_time_dan(svc, clock)
    out = await svc.votes.start(CHANNEL, ANN, "replace", DAN)
    await svc.votes.cast(out.view.vote_id, BOB, False)
    pseudo = await RecordsStore(store).forget(BOB, "Someone", clock.now.isoformat())
    assert [b.user_id for b in await svc.votes.store.ballots(out.view.vote_id)] == [ANN]
    await RecordsStore(store).forget(DAN, "Someone else", clock.now.isoformat())
    vote = await svc.votes.store.vote(out.view.vote_id)
    assert vote.target_id not in (DAN, None) and vote.target_id < 0 and pseudo < 0
