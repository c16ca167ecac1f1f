"""Ratings kept per game (migration 012) equal a full rebuild, whatever happens to the history.

Random sequences of finished games (2-4 players, two servers, ties), unrated games (an AI seat, a
takeover), abandoned games, forget-me, results recorded out of order and a finished game abandoned
afterwards, on SQLite and PostgreSQL: after every step settles, the stored ratings of every scope are
exactly what OpenSkill gives over the whole log in finish order.
"""

from __future__ import annotations

import asyncio
import random
from datetime import datetime, timedelta, timezone

import pytest

from bot.records import Leaderboards, RecordsService
from bot.records.ratings import compute
from bot.store import ActionRow, LobbyRow, ResultRow, SeatRow
from engine.registry import get_game
from tests.bot.conftest import GUILD, Clock, make_service

GAME = "emara"
USERS = list(range(301, 309))
T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


class Table:
    """Games straight through the store (their results are data), finished through the records'
    finish hook as the game-ending click does."""

    def __init__(self, rs: RecordsService):
        self.rs, self.store = rs, rs.service.store
        self.channel = 9000

    async def start(self, users: list[int | None], guild: int | None) -> int:
        self.channel += 1
        now = self.rs.now()
        row = await self.store.create_lobby(
            guild_id=guild,
            channel_id=self.channel,
            game_type=GAME,
            options={},
            creator_id=users[0] or 1,
            now=now,
            creator=LobbyRow(users[0], None, f"U{users[0]}"),
        )
        seats = [SeatRow(i, u, None if u else "easy", f"U{u}" if u else "AI") for i, u in enumerate(users)]
        await self.store.start_game(row.id, seed=1, seats=seats, state="{}", now=now)
        return row.id

    async def finish(self, game_id: int, ranks: list[int], now: str | None = None) -> None:
        row = await self.store.game(game_id)
        seats = await self.store.seats(game_id)
        results = [ResultRow(s.seat, s.user_id, rk, 50 - rk, {}) for s, rk in zip(seats, ranks)]
        await self.store.commit_action(
            game_id, row.version, "{}", ActionRow(0, 0, "end", 0, False), results=results, now=now or self.rs.now()
        )
        await self.rs.game_finished(await self.store.game(game_id), seats, results)


async def stored(rs: RecordsService) -> dict:
    rows = await rs.service.store._fetchall(
        "SELECT scope, user_id, mu, sigma, games, wins FROM ratings WHERE game_type = ?", (GAME,)
    )
    return {(r[0], r[1]): tuple(r[2:]) for r in rows}


async def from_the_log(rs: RecordsService) -> dict:
    """A full rebuild in memory: every rated game read at once, applied in finish order."""
    table = compute(await rs.records.rated_games(GAME))
    return {k: (s.mu, s.sigma, s.games, s.wins) for k, s in table.items()}


def ranks_for(rng: random.Random, n: int) -> list[int]:
    raw = [rng.randint(1, n) for _ in range(n)]  # ties happen
    order = sorted(set(raw))
    return [order.index(x) + 1 for x in raw]


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_random_histories_keep_ratings_equal_to_a_full_rebuild(rs, seed):
    rng = random.Random(seed)
    table = Table(rs)
    users = list(USERS)
    finished: list[int] = []
    for step in range(28):
        kind = rng.choices(
            ["rated", "ai", "takeover", "abandon", "forget", "late", "unfinish"], [10, 2, 1, 2, 1, 2, 1]
        )[0]
        guild = rng.choice([GUILD, GUILD + 1])
        players = rng.sample(users, rng.randint(2, 4))
        if kind == "rated":
            gid = await table.start(players, guild)
            await table.finish(gid, ranks_for(rng, len(players)))
            finished.append(gid)
        elif kind == "ai":
            gid = await table.start(players[:-1] + [None], guild)
            await table.finish(gid, ranks_for(rng, len(players)))
        elif kind == "takeover":
            gid = await table.start(players, guild)
            await rs.service.store.take_over_seat(gid, 1, "easy", expected_version=0, now=rs.now())
            await table.finish(gid, ranks_for(rng, len(players)))
        elif kind == "abandon":
            gid = await table.start(players, guild)
            await rs.service.store.set_status(gid, "abandoned", expected_version=0, now=rs.now())
        elif kind == "forget":
            gone = rng.choice(users)
            await Leaderboards(rs).forget_me(gone)
            users.remove(gone)
            users.append(max(users) + 1)
        elif kind == "late":  # another process's clock: finished "before" the last recorded game
            gid = await table.start(players, guild)
            await table.finish(gid, ranks_for(rng, len(players)), now=(T0 - timedelta(days=step)).isoformat())
            finished.append(gid)
        elif kind == "unfinish" and finished:  # a finished game taken out of the ratings afterwards
            gid = finished.pop(rng.randrange(len(finished)))
            await rs.service.store.set_status(gid, "abandoned", now=rs.now())
            await rs.ratings.refresh(GAME)
        await rs.ratings.idle()
        assert await stored(rs) == await from_the_log(rs), (step, kind)
    assert (await rs.records.ratings_state(GAME)).fresh
    # every scope, and each one's season (all these games finish in the first season; migration 021)
    servers = {"global", f"guild:{GUILD}", f"guild:{GUILD + 1}"}
    assert {scope for scope, _ in await stored(rs)} == servers | {f"{s}@1" for s in servers}


async def test_a_late_result_answers_with_the_last_ratings_and_rebuilds_in_the_background(rs):
    table = Table(rs)
    for i in range(4):
        gid = await table.start(USERS[:3], GUILD)
        await table.finish(gid, [1 + i % 3, 1 + (i + 1) % 3, 1 + (i + 2) % 3])
    before = await stored(rs)
    gid = await table.start(USERS[:2], GUILD)
    rs.ratings.background = False  # hold the background task back to look at the stale state
    await table.finish(gid, [2, 1], now=T0.isoformat())
    state = await rs.records.ratings_state(GAME)
    assert not state.fresh and state.behind is None  # out of order: not a catch-up
    page = await Leaderboards(rs).page(GAME, "rating", "server", guild_id=GUILD)
    assert len(page.rows) == 3 and await stored(rs) == before  # answered with the last ratings
    rs.ratings.background = True
    await rs.ratings.refresh(GAME)
    await rs.ratings.idle()
    assert await stored(rs) == await from_the_log(rs) != before
    assert (await rs.records.ratings_state(GAME)).fresh


async def test_forget_me_moves_the_ratings_to_the_pseudonym_without_staling_them(rs):
    table = Table(rs)
    for ranks in ([1, 2, 3], [3, 1, 2], [2, 2, 1]):
        gid = await table.start(USERS[:3], GUILD)
        await table.finish(gid, ranks)
    before = await stored(rs)
    await Leaderboards(rs).forget_me(USERS[0])
    assert (await rs.records.ratings_state(GAME)).fresh  # nothing to rebuild
    after = await stored(rs)
    pseudo = {u for _, u in after if u < 0}
    assert len(pseudo) == 1 and not any(u == USERS[0] for _, u in after)
    assert after[("global", pseudo.pop())] == before[("global", USERS[0])]
    assert after == await from_the_log(rs)
    assert await rs.records.played(USERS[0], GAME) == (0, 0)


async def test_a_catch_up_past_the_inline_bound_goes_to_the_background(rs):
    table = Table(rs)
    rs.ratings.background = False
    hook = rs.ratings.refresh
    rs.ratings.refresh = lambda game_type: _nothing()  # the finish hook does nothing meanwhile
    for i in range(rs.ratings.INLINE + 3):
        gid = await table.start(USERS[:2], GUILD + i % 2)
        await table.finish(gid, [1 + i % 2, 2 - i % 2])
    rs.ratings.refresh = hook
    assert (await rs.records.ratings_state(GAME)).behind == rs.ratings.INLINE + 3
    await rs.ratings.refresh(GAME)
    assert await stored(rs) == {}  # too many for a command: nothing inline
    rs.ratings.background = True
    await rs.ratings.refresh(GAME)
    await rs.ratings.idle()
    assert await stored(rs) == await from_the_log(rs)


async def _nothing() -> None:
    return None


async def test_play_counts_count_every_multiplayer_finish_including_ai_games(rs):
    table = Table(rs)
    gid = await table.start([USERS[0], USERS[1]], GUILD)
    await table.finish(gid, [1, 2])
    gid = await table.start([USERS[0], None], GUILD)
    await table.finish(gid, [2, 1])
    gid = await table.start([USERS[1]], GUILD)  # one seat: not a multiplayer game
    await table.finish(gid, [1])
    assert await rs.records.played(USERS[0], GAME) == (2, 1)
    assert await rs.records.played(USERS[1], GAME) == (1, 0)


def test_ordinal_is_openskills_own():
    from openskill.models import PlackettLuce

    from bot.records.ratings import ordinal

    rng, m = random.Random(5), PlackettLuce()
    for _ in range(2000):
        mu, sigma = rng.uniform(-10, 60), rng.uniform(0.1, 9)
        assert ordinal(mu, sigma) == m.create_rating([mu, sigma]).ordinal()


async def test_boards_sorted_by_the_database_follow_the_ordinal_then_games_then_user(rs):
    """Rating and wins pages come sorted from the database: the same order as sorting every row in
    Python by (ordinal, games, user) — ties included — and the pages cover the board once."""
    from bot.records import PER_PAGE
    from bot.records.ratings import ordinal

    rng = random.Random(9)
    rows = []
    for user in range(1, 38):
        mu, sigma = rng.choice([25.0, rng.uniform(10, 40)]), rng.choice([8.0, rng.uniform(1, 8)])
        games = rng.randint(1, 9)
        rows.append(("guild:1", GAME, user, mu, sigma, games, rng.randint(0, games)))
    rows.append(("guild:1", GAME, -4, 99.0, 0.5, 50, 50))  # a forgotten player: never listed
    await rs.service.store._transact(
        lambda tx: tx.executemany(
            "INSERT INTO ratings (scope, game_type, user_id, mu, sigma, games, wins) VALUES (?, ?, ?, ?, ?, ?, ?)", rows
        )
    )
    lb = Leaderboards(rs)
    want = sorted((r for r in rows if r[2] > 0), key=lambda r: (-ordinal(r[3], r[4]), -r[5], r[2]))
    got = [row.user_id for p in range(4) for row in (await lb.page(GAME, "rating", "server", guild_id=1, page=p)).rows]
    assert got == [r[2] for r in want]
    want = sorted((r for r in rows if r[2] > 0 and r[6]), key=lambda r: (-r[6], r[5], r[2]))
    pages = [await lb.page(GAME, "wins", "server", guild_id=1, page=p) for p in range(4)]
    assert [row.user_id for p in pages for row in p.rows][: len(want)] == [r[2] for r in want]
    assert pages[0].pages == -(-len(want) // PER_PAGE)
    assert (await lb.page(GAME, "rating", "server", guild_id=1, page=99)).page == 3


async def test_the_rebuild_command_restores_ratings_from_the_results(tmp_path, monkeypatch, capsys):
    from bot.__main__ import main
    from bot.store import open_store

    path = tmp_path / "db.sqlite3"
    store = await open_store(str(path))
    try:
        rs = RecordsService(make_service(store, games=get_game, clock=Clock(tick=1)), secret_source=lambda: "t")
        table = Table(rs)
        for ranks in ([1, 2, 3], [2, 1, 3]):
            await table.finish(await table.start(USERS[:3], GUILD), ranks)
        want = await stored(rs)
        await store._write("UPDATE ratings SET mu = 0")  # say a backup restored old numbers
    finally:
        await store.close()
    monkeypatch.setenv("DATABASE_PATH", str(path))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    assert await asyncio.to_thread(main, ["ratings-rebuild", "--game", GAME]) == 0
    assert "emara: ratings rebuilt from 2 rated games" in capsys.readouterr().out
    store = await open_store(str(path))
    try:
        rs = RecordsService(make_service(store, games=get_game), secret_source=lambda: "t")
        assert await stored(rs) == want
    finally:
        await store.close()
