"""Tournaments through the service: a 16-player Swiss tournament of four-player tables over three rounds
played to the end by two services on one database (two bot processes' worth) with restarts between the
rounds, each round paired once; a knockout with byes; the sign-up's refusals; abandoned tables."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone

import pytest

from bot.i18n import t
from bot.records import RecordsService
from bot.store import open_store
from bot.store.tournaments import TournamentStore
from bot.table import AlreadyJoined, BadOption, GameOver, GameService, NoGame, NotJoined
from bot.table.ai_levels import choose_action
from bot.table.tournament_models import (
    BadDeadline,
    NotOrganiser,
    RatingTooLow,
    TournamentClosed,
    TournamentFull,
    TournamentNotFound,
    table_channel,
)
from tests.bot.conftest import GUILD, Clock, make_service

HOME = 7000
ORGANISER = 999
PLAYERS = [(1000 + i, f"P{i:02d}") for i in range(16)]
TOY = {"target": 6}  # short races: a table plays out in a few dozen moves


def services(store, clock: Clock) -> GameService:
    """A bot process's services: the table's and the records' (its finish hook rates the games)."""
    svc = make_service(store, clock=clock, standings_picture=None)
    RecordsService(svc, secret_source=lambda: "s")
    return svc


async def play_out(svc: GameService, channel: int) -> None:
    """Every seat of the table's game plays (an AI chooses each human's moves, sent as their clicks) to
    the end: the game is rated like any table."""
    while True:
        try:
            tb = await svc.tables.active(channel)
        except (GameOver, NoGame):
            return
        decision = tb.game.decision(tb.state)
        if decision is None:
            return
        seat = decision.seats[0]
        action = choose_action(tb.game, tb.state, "easy", tb.row.seed or 0, tb.row.version, seat=seat)
        await svc.play.act(channel, tb.seats[seat].user_id, tb.row.version, action.key())


async def round_games(store, tid: int, round_no: int) -> list[tuple[int, int]]:
    """(table_no, game id) of a round's tables that have a game."""
    tables = await TournamentStore(store).tables(tid)
    return [(tg.table.table_no, tg.table.game_id) for tg in tables if tg.table.round == round_no and tg.table.game_id]


async def test_a_16_player_swiss_of_four_seat_tables_paired_once_by_two_processes_across_restarts(db_url):
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    one, two = await open_store(db_url), await open_store(db_url)
    first, second = services(one, clock), services(two, clock)
    try:
        info = await first.tournaments.create(
            GUILD,
            HOME,
            ORGANISER,
            "toy",
            "swiss",
            rounds=3,
            seats_per_table=4,
            pace="none",
            sign_up_until="2h",
            options=TOY,
        )
        tid = info.id
        for i, (uid, name) in enumerate(PLAYERS):
            await (first if i % 2 else second).tournaments.join(tid, GUILD, uid, name)
        clock.advance(121)  # the deadline passed: both processes' sweeps see it at once
        met: dict[int, set[int]] = {}
        for round_no in (1, 2, 3):
            opened = await asyncio.gather(first.tournaments.advance(tid), second.tournaments.advance(tid))
            games = await round_games(one, tid, round_no)
            assert len(games) == 4 and len({g for _, g in games}) == 4  # four tables, each one game
            assert sorted(x.table_no for x in opened[0]) == [1, 2, 3, 4] == sorted(x.table_no for x in opened[1])
            tables = [tg for tg in await TournamentStore(one).tables(tid) if tg.table.round == round_no]
            for tg in tables:  # a round's seating: no two players meet again (16 players, 3 rounds)
                assert len(tg.table.players) == 4 and not tg.table.bye
                for u in tg.table.players:
                    assert not met.get(u, set()) & set(tg.table.players), (round_no, tg.table.players)
                for u in tg.table.players:
                    met.setdefault(u, set()).update(x for x in tg.table.players if x != u)
                row = await one.game(tg.table.game_id)
                assert row.status == "active" and row.channel_id == table_channel(tid, round_no, tg.table.table_no)
                assert row.creator_id == ORGANISER
                assert row.out_of_time == "vote"  # an out-of-time player: the table votes
            if round_no > 1:  # Swiss: the leaders after the previous round share the top table
                done = await first.tournaments.rounds.standing(await first.tournaments.store.tournament(tid))
                assert done[0][0].user_id in tables[0].table.players
            for n, (table_no, _game) in enumerate(games):  # each process plays half the tables
                await play_out(first if n % 2 else second, table_channel(tid, round_no, table_no))
            # a restart of both processes between the rounds: new stores, new services, same database
            await one.close()
            await two.close()
            one, two = await open_store(db_url), await open_store(db_url)
            first, second = services(one, clock), services(two, clock)
        await asyncio.gather(first.tournaments.advance(tid), second.tournaments.advance(tid))
        store = TournamentStore(one)
        row = await store.tournament(tid)
        assert row.status == "finished" and row.round == 3
        rounds = await store.rounds(tid)
        assert [r for r, finished, _ in rounds if finished] == [1, 2, 3]
        assert len(await store.tables(tid)) == 12  # three rounds of four tables: paired once each
        standings, _ = await first.tournaments.rounds.standing(row)
        assert [s.place for s in standings] == list(range(1, 17))
        assert all(s.played == 3 for s in standings)
        keys = [(-s.points, -s.buchholz, -s.score, s.seed) for s in standings]
        assert keys == sorted(keys)  # the stated order: points, Buchholz, total score, seed
        expected: dict[int, int] = {}  # points per place, four seats 6/4/2/0; tied seats share the best place
        for tg in await store.tables(tid):
            for user, (rank, _score) in tg.results.items():
                expected[user] = expected.get(user, 0) + (6, 4, 2, 0)[rank - 1]
        assert {s.user_id: s.points for s in standings} == expected
        final = await first.tournaments.status(tid, GUILD, PLAYERS[0][0])
        assert final.lines[0] == f"Finished. Champion: {standings[0].name}"
        # the tables are rated like any table: each player's rating counts three games
        rated = await one._fetchall("SELECT games FROM ratings WHERE scope = 'global' AND game_type = 'toy'")
        assert sorted(r[0] for r in rated) == [3] * 16
    finally:
        await one.close()
        await two.close()


async def test_a_knockout_sends_each_tables_winner_on_with_byes_to_the_best_seeds(store):
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    info = await svc.tournaments.create(
        GUILD, HOME, ORGANISER, "toy", "knockout", seats_per_table=2, pace="none", sign_up_until="1h", options=TOY
    )
    for uid, name in PLAYERS[:5]:
        await svc.tournaments.join(info.id, GUILD, uid, name)
    opened = await svc.tournaments.start(info.id, GUILD, ORGANISER, locale="en")
    assert len(opened) == 2  # 5 players: two tables of two, a bye for the best seed
    ts = TournamentStore(store)
    tables = await ts.tables(info.id)
    byes = [tg.table for tg in tables if tg.table.bye]
    seeds = {p.user_id: p.seed for p in await ts.players(info.id)}
    assert len(byes) == 1 and seeds[byes[0].players[0]] == 1
    rounds = 0
    while (row := await ts.tournament(info.id)).status == "running":
        rounds += 1
        for table_no, _ in await round_games(store, info.id, row.round):
            await play_out(svc, table_channel(info.id, row.round, table_no))
        await svc.tournaments.advance(info.id)
    assert rounds == 3  # 5 -> 3 -> 2 -> 1
    standings, tgs = await svc.tournaments.rounds.standing(row)
    last = [tg for tg in tgs if tg.table.round == 3]
    assert len(last) == 1 and standings[0].user_id in last[0].table.players
    assert standings[0].out_in is None and all(s.out_in for s in standings[1:])
    assert [s.out_in for s in standings[1:]] == sorted((s.out_in for s in standings[1:]), reverse=True)


async def test_an_abandoned_table_counts_as_played_and_the_round_goes_on(store):
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    info = await svc.tournaments.create(
        GUILD, HOME, ORGANISER, "toy", "swiss", rounds=2, seats_per_table=2, pace="none", options=TOY
    )
    for uid, name in PLAYERS[:4]:
        await svc.tournaments.join(info.id, GUILD, uid, name)
    await svc.tournaments.start(info.id, GUILD, ORGANISER, locale="en")
    games = await round_games(store, info.id, 1)
    await play_out(svc, table_channel(info.id, 1, games[0][0]))
    out = await svc.play.abandon(table_channel(info.id, 1, games[1][0]), ORGANISER, confirm=True)  # the creator
    assert out.abandoned
    await svc.tournaments.advance(info.id)
    row = await svc.tournaments.store.tournament(info.id)
    assert row.round == 2  # the round ended with its abandoned table
    standings, _ = await svc.tournaments.rounds.standing(row)
    abandoned = [s for s in standings if "—" in s.results]
    assert len(abandoned) == 2 and all(s.points == 3 and s.played == 1 for s in abandoned)
    assert {s.points for s in standings if s not in abandoned} == {6, 0}


async def test_the_sign_up_refuses_what_it_must_and_changes_nothing(store):
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    for bad in ("tomorrow", "0m", "31d", "2020-01-01 10:00", "2026-13-01", "9999d"):
        with pytest.raises(BadDeadline):
            await svc.tournaments.create(GUILD, HOME, ORGANISER, "toy", "swiss", sign_up_until=bad)
    with pytest.raises(BadOption):
        await svc.tournaments.create(GUILD, HOME, ORGANISER, "toy", "ladder")
    with pytest.raises(BadOption) as seats:
        await svc.tournaments.create(GUILD, HOME, ORGANISER, "toy", "swiss", seats_per_table=5)
    assert t(seats.value.msg) == "Toy Race tournaments seat 2 to 4 players per table."
    with pytest.raises(BadOption):
        await svc.tournaments.create(GUILD, HOME, ORGANISER, "toy", "swiss", limit=1000)
    assert await svc.tournaments.store.of_guild(GUILD, 5) == []  # nothing stored
    info = await svc.tournaments.create(
        GUILD, HOME, ORGANISER, "toy", "swiss", limit=3, min_rating=1.5, sign_up_until="2026-05-02 20:00"
    )
    assert info.status == "signup" and info.title == "🏆 Toy Race tournament #1 · Swiss"
    assert "Sign-up open until <t:1777752000:f> (<t:1777752000:R>)." in info.lines
    with pytest.raises(RatingTooLow) as low:  # unrated: rating 0 on this server
        await svc.tournaments.join(info.id, GUILD, PLAYERS[0][0], "P00")
    assert "rated 1.5 or more in Toy Race" in t(low.value.msg) and "your rating here is 0" in t(low.value.msg)
    await svc.tournaments.store.s._write("UPDATE tournaments SET min_rating = NULL WHERE id = ?", (info.id,))
    for uid, name in PLAYERS[:3]:
        await svc.tournaments.join(info.id, GUILD, uid, name)
    with pytest.raises(AlreadyJoined):
        await svc.tournaments.join(info.id, GUILD, PLAYERS[0][0], "P00")
    with pytest.raises(TournamentFull):
        await svc.tournaments.join(info.id, GUILD, PLAYERS[3][0], "P03")
    with pytest.raises(TournamentNotFound):  # a forged id of another server's tournament
        await svc.tournaments.join(info.id, GUILD + 1, PLAYERS[4][0], "P04")
    with pytest.raises(NotJoined):
        await svc.tournaments.leave(info.id, GUILD, PLAYERS[5][0])
    await svc.tournaments.leave(info.id, GUILD, PLAYERS[2][0])
    assert (await svc.tournaments.info(info.id)).players == ["P00", "P01"]
    with pytest.raises(NotOrganiser):
        await svc.tournaments.start(info.id, GUILD, PLAYERS[0][0], locale="en")
    with pytest.raises(NotOrganiser):
        await svc.tournaments.cancel(info.id, GUILD, PLAYERS[0][0], locale="en")
    cancelled = await svc.tournaments.cancel(info.id, GUILD, PLAYERS[0][0], can_manage=True, locale="en")
    assert cancelled.status == "cancelled" and cancelled.lines[0].startswith("The organiser cancelled")
    with pytest.raises(TournamentClosed):
        await svc.tournaments.join(info.id, GUILD, PLAYERS[6][0], "P06")


async def test_a_sign_up_with_too_few_players_at_its_deadline_is_cancelled(store):
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    info = await svc.tournaments.create(GUILD, HOME, ORGANISER, "toy", "round_robin", sign_up_until="30m")
    await svc.tournaments.join(info.id, GUILD, PLAYERS[0][0], "P00")
    assert await svc.tournaments.due() == []
    clock.now += timedelta(minutes=31)
    assert await svc.tournaments.due() == [info.id]
    assert await svc.tournaments.advance(info.id) == []
    row = await svc.tournaments.store.tournament(info.id)
    assert row.status == "cancelled" and row.note == "bot.tn.note.too_few"
    [post] = await svc.tournaments.posts(info.id, "en")
    assert post.kind == "final" and post.lines == ["Cancelled: too few players had signed up by the deadline."]
    await svc.tournaments.posted(post)
    assert await svc.tournaments.posts(info.id, "en") == [] and await svc.tournaments.due() == []


async def test_forget_me_takes_a_players_name_out_of_a_tournament_and_keeps_its_standings(store):
    from bot.store import RecordsStore

    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    info = await svc.tournaments.create(
        GUILD, HOME, ORGANISER, "toy", "swiss", rounds=1, seats_per_table=2, pace="none", options=TOY
    )
    for uid, name in PLAYERS[:4]:
        await svc.tournaments.join(info.id, GUILD, uid, name)
    await svc.tournaments.start(info.id, GUILD, ORGANISER, locale="en")
    for table_no, _ in await round_games(store, info.id, 1):
        await play_out(svc, table_channel(info.id, 1, table_no))
    await svc.tournaments.advance(info.id)
    row = await svc.tournaments.store.tournament(info.id)
    before = {s.name: s.points for s in (await svc.tournaments.rounds.standing(row))[0]}
    await RecordsStore(store).forget(PLAYERS[0][0], "Former player", svc.tables.now())
    after = {s.name: s.points for s in (await svc.tournaments.rounds.standing(row))[0]}
    assert "P00" not in after and after["Former player"] == before["P00"]
    assert {k: v for k, v in after.items() if k != "Former player"} == {k: v for k, v in before.items() if k != "P00"}


async def test_a_substitute_plays_a_seat_on_and_the_entrant_keeps_its_place(store):
    """A seat taken over by a substitute (votes and substitutes, issue 29): the game records the seat under
    the substitute; the tournament counts it for the entrant who sat down there."""
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    info = await svc.tournaments.create(
        GUILD, HOME, ORGANISER, "toy", "swiss", rounds=1, seats_per_table=2, pace="none", options=TOY
    )
    for uid, name in PLAYERS[:2]:
        await svc.tournaments.join(info.id, GUILD, uid, name)
    await svc.tournaments.start(info.id, GUILD, ORGANISER, locale="en")
    [(table_no, game_id)] = await round_games(store, info.id, 1)
    channel = table_channel(info.id, 1, table_no)
    leaver, stranger = PLAYERS[0][0], 4242
    await svc.substitutes.offer(channel, leaver)
    seat = next(s.seat for s in await store.seats(game_id) if s.user_id == leaver)
    await svc.substitutes.claim(game_id, seat, stranger, "Sub")
    await play_out(svc, channel)
    results = {r.user_id: r.rank for r in await store.results(game_id)}
    assert stranger in results and leaver not in results  # the game's results name who held the seat
    await svc.tournaments.advance(info.id)
    row = await svc.tournaments.store.tournament(info.id)
    standings, _ = await svc.tournaments.rounds.standing(row)
    assert {s.user_id for s in standings} == {PLAYERS[0][0], PLAYERS[1][0]}
    mine = next(s for s in standings if s.user_id == leaver)
    assert mine.played == 1 and mine.points == (6 if results[stranger] == 1 else 0)
