"""Every statement /leaderboard (all-time and by season), /profile, /game replay's autocomplete, /games,
the game-ending click, the reminder sweeps and the seasons' announcement sweep run is answered from an
index (migrations 012, 021), never a scan of the history.

The statements are the real ones: SQLite's trace callback records each one the services run (with
their values), PostgreSQL's by wrapping the connection; each is then explained — SQLite's ``EXPLAIN
QUERY PLAN`` must name no ``SCAN`` of games, results, seats or the ratings, PostgreSQL's plan (with
sequential scans priced out, ``enable_seqscan = off``) no ``Seq Scan`` on them. A leaderboard or
profile whose ratings are fresh does not read the results at all.
"""

from __future__ import annotations

import re
from datetime import timedelta

from bot.records import Leaderboards
from bot.store.hints import HintsStore
from tests.bot.conftest import GUILD
from tests.bot.records.test_ratings_upkeep import GAME, USERS, Table
from tests.bot.records.test_records import fake_finish

HISTORY = (
    "games",
    "results",
    "seats",
    "ratings",
    "play_counts",
    "challenge_entries",
    "lobby_members",
    "seasons",
    "level_records",
    "solo_games",
)
# aliases the statements give those tables (the records' and the store's SQL)
ALIASES = {
    "g": "games",
    "r": "results",
    "x": "results",
    "s": "seats",
    "t": "seats",
    "m": "lobby_members",
    "c": "campaigns",
    "sn": "seasons",
}
# a walk of a partial index that holds only the active games is not a walk of the history
_SQLITE_SCAN = re.compile(r"\bSCAN (\w+)\b(?! USING (?:COVERING )?INDEX games_active)")
_PG_SEQ = re.compile(r"Seq Scan on (\w+)")


class Recorder:
    """The statements a store runs, with their parameters, while ``on``."""

    def __init__(self, store):
        self.store, self.sql, self.on = store, [], False
        self.postgres = type(store).__name__ == "PostgresStore"

    async def __aenter__(self):
        if self.postgres:
            from bot.store import postgres

            self._saved = {n: getattr(postgres._Conn, n) for n in ("execute", "fetchall", "fetchone", "executemany")}
            for name, fn in self._saved.items():

                def wrap(fn=fn, name=name):
                    async def call(conn, sql, params=()):
                        if self.on:
                            many = name == "executemany" and params
                            self.sql.append((sql, list(params[0]) if many else list(params)))
                        return await fn(conn, sql, params)

                    return call

                setattr(postgres._Conn, name, wrap())
        else:
            await self.store._in_thread(lambda c: c.set_trace_callback(lambda s: self.on and self.sql.append((s, []))))
        return self

    async def __aexit__(self, *exc):
        if self.postgres:
            from bot.store import postgres

            for name, fn in self._saved.items():
                setattr(postgres._Conn, name, fn)
        else:
            await self.store._in_thread(lambda c: c.set_trace_callback(None))

    async def run(self, coro):
        self.sql.clear()
        self.on = True
        try:
            await coro
        finally:
            self.on = False
        return [(s, p) for s, p in self.sql if re.match(r"\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b", s, re.I)]

    async def plans(self, statements) -> list[tuple[str, str]]:
        out = []
        if self.postgres:
            from bot.store.postgres import numbered

            async with self.store._pool.acquire() as conn:
                # statistics of this test's own rows: the session's schema is shared, and what autovacuum
                # last measured there (another test's thousands of results) sways the planner's pick
                await conn.execute("ANALYZE")
                await conn.execute("SET enable_seqscan = off")
                for sql, params in statements:
                    rows = await conn.fetch("EXPLAIN " + numbered(sql), *params)
                    out.append((sql, "\n".join(r[0] for r in rows)))
                await conn.execute("RESET enable_seqscan")
        else:
            for sql, _ in statements:
                rows = await self.store._fetchall("EXPLAIN QUERY PLAN " + sql)
                out.append((sql, " | ".join(str(r[-1]) for r in rows)))
        return out

    def scans(self, plans) -> list[tuple[str, str]]:
        bad = []
        for sql, plan in plans:
            names = _PG_SEQ.findall(plan) if self.postgres else _SQLITE_SCAN.findall(plan)
            if any(ALIASES.get(n, n) in HISTORY for n in names):
                bad.append((sql, plan))
        return bad


async def history(rs, table: Table, n: int = 24) -> None:
    for i in range(n):
        players = USERS[i % 4 : i % 4 + 2 + i % 3]
        gid = await table.start(players, GUILD + i % 2)
        await table.finish(gid, list(range(1, len(players) + 1)))
    lobby = await table.start(USERS[:2], GUILD)  # one running game for the sweeps and /games
    assert lobby


async def test_the_records_paths_use_indexes_only(rs, clock):
    table = Table(rs)
    await history(rs, table)
    lb = Leaderboards(rs)
    svc = rs.service
    user = USERS[1]
    async with Recorder(svc.store) as rec:
        paths = {
            "leaderboard": rec.run(lb.page(GAME, "rating", "server", guild_id=GUILD)),
            "leaderboard wins": rec.run(lb.page(GAME, "wins", "global", guild_id=None)),
            "profile": rec.run(lb.profile(user, "Bob", [GAME], guild_id=GUILD)),
            "autocomplete": rec.run(lb.recent_games(user, GUILD, "en", 25)),
            "/games": rec.run(svc.my_tables.of(user)),
            "reminder sweep": rec.run(
                svc.store.unswept_games("reminder", updated_before=(clock.now - timedelta(minutes=5)).isoformat())
            ),
            "response sweep": rec.run(svc.store.unswept_games("response", updated_before=clock.now.isoformat())),
            "AI driver sweep": rec.run(svc.store.active_games()),
            "bank sweep": rec.run(svc.store.running_clocks()),
            "season leaderboard": rec.run(lb.page(GAME, "rating", "server", guild_id=GUILD, season="current")),
            "past season wins": rec.run(lb.page(GAME, "wins", "global", guild_id=None, season="1")),
            "season solo": rec.run(lb.page(GAME, "solo", "server", guild_id=GUILD, season="current")),
            "season campaign": rec.run(lb.page(GAME, "campaign", "server", guild_id=GUILD, season="1")),
            "season challenge": rec.run(lb.page(GAME, "challenge", "global", guild_id=None, season="current")),
            "season choices": rec.run(rs.seasons.choices(GUILD, "", "en")),
            "announcement sweep": rec.run(rs.seasons.due_announcements(lambda g: True, lambda g: "en")),
        }
        seen = {}
        for name, run in paths.items():
            seen[name] = await run
        gid = await table.start(USERS[2:5], GUILD)
        seen["game end"] = await rec.run(table.finish(gid, [1, 2, 3]))
        # migration 016: a hint used, a game with AI seats ending (records against AI levels), the boards
        # and profile lines that leave hinted games out
        hinted = await table.start([USERS[0], None, None], GUILD)
        seen["hint used"] = await rec.run(HintsStore(svc.store).record_use(hinted, 0))
        seen["game end with AI seats"] = await rec.run(table.finish(hinted, [1, 2, 3]))
        seen["profile records"] = await rec.run(HintsStore(svc.store).level_records(user, GAME, "global"))
        seen["challenge board"] = await rec.run(lb.challenge_board(GAME, guild_id=GUILD))
        seen["solo board"] = await rec.run(lb.page(GAME, "solo", "server", guild_id=GUILD))
        solo = await rs.start_solo(GUILD, 9999, user, "Bob", GAME, "high_score", 25)
        seen["solo game end"] = await rec.run(fake_finish(rs, solo.update.game_id, user, 60, 40))
        for name, statements in seen.items():
            assert statements, name
            plans = await rec.plans(statements)
            assert rec.scans(plans) == [], (name, rec.scans(plans))
        everything = [p for st in seen.values() for p in await rec.plans(st)]
        joined = "\n".join(plan for _, plan in everything)
        for index in ("results_by_user", "games_finish_order", "seasons_by_start"):
            assert index in joined, index
        # a season's solo board reads a range of solo games by finish time (migration 021); on a few rows
        # PostgreSQL may take the (game type, mode) prefix of the older index instead: both are index reads
        assert {"solo_games_by_finish", "solo_games_by_start"} & set(re.findall(r"solo_games_by_\w+", joined))
        if not rec.postgres:
            assert "solo_games_by_finish" in joined
        # The active games are read through one of their two partial indexes: on a small history the
        # planner may take either for a sweep (both are index reads; which one depends on statistics that
        # autovacuum refreshes when it likes), so the test asks for one of them, and no scan above.
        assert {"games_active_by_id", "games_active_updated"} & set(re.findall(r"games_active_\w+", joined))
        # fresh ratings: a leaderboard never reads the results log; a profile only its few recent games
        for name in ("leaderboard", "leaderboard wins", "season leaderboard", "past season wins"):
            assert not [s for s, _ in seen[name] if re.search(r"\bresults\b", s)], name
        assert [s for s, _ in seen["profile"] if re.search(r"\bresults\b", s) and "LIMIT" not in s] == []
        # the game end reads the players' ratings rows, not the whole table
        assert any("user_id IN" in s for s, _ in seen["game end"])


async def test_a_scan_would_be_caught(rs):
    """The check itself: a statement that has to read every game is reported."""
    async with Recorder(rs.service.store) as rec:
        statements = await rec.run(rs.service.store._fetchall("SELECT COUNT(*) FROM games WHERE seed = 3"))
        assert len(statements) == 1
        assert rec.scans(await rec.plans(statements)) != []


# --- the stall paths (issue 29): votes, the grace, stalls, open seats and /games ---------------------

STALL_HISTORY = (*HISTORY, "votes", "ballots", "invitations")
# partial indexes that hold only what is open now (open seats, open votes, lobbies): walking one is not
# a walk of the history
_STALL_SCAN = re.compile(
    r"\bSCAN (\w+)\b(?! USING (?:COVERING )?INDEX (?:games_active|seats_open|votes_open_by_deadline))"
)


def stall_scans(rec: Recorder, plans) -> list[tuple[str, str]]:
    bad = []
    for sql, plan in plans:
        names = _PG_SEQ.findall(plan) if rec.postgres else _STALL_SCAN.findall(plan)
        if any(ALIASES.get(n, n) in STALL_HISTORY for n in names):
            bad.append((sql, plan))
    return bad


async def test_the_stall_paths_use_indexes_only(rs, clock):
    from bot.store.substitutes import SubstitutesStore
    from bot.store.votes import VotesStore

    table = Table(rs)
    await history(rs, table)
    svc = rs.service
    store = svc.store
    gid = await table.start(USERS[2:5], GUILD)
    row = await store.game(gid)
    votes, subs = VotesStore(store), SubstitutesStore(store)
    now = clock.now.isoformat()
    user = USERS[2]
    async with Recorder(store) as rec:
        paths = {
            "/games": rec.run(store.user_tables(user, 100)),
            "open a vote": rec.run(
                votes.open(
                    gid,
                    "cancel",
                    "command",
                    seat=None,
                    target_id=None,
                    started_by=user,
                    game_version=row.version,
                    now=now,
                    deadline=now,
                    channel_id=row.channel_id,
                )
            ),
        }
        seen = {name: await run for name, run in paths.items()}
        [vote] = await votes.open_votes(gid)
        more = {
            "a ballot": rec.run(votes.cast(vote.id, user, True, now=now)),
            "the tally": rec.run(votes.ballots(vote.id)),
            "a table's open votes": rec.run(votes.open_votes(gid)),
            "/games' open votes": rec.run(votes.open_votes_of([gid, gid + 1])),
            "vote sweep": rec.run(votes.every_open()),
            "offer a seat": rec.run(subs.offer(gid, 0, user, now=now)),
            "/games open: seats": rec.run(subs.open_seats([GUILD, GUILD + 1])),
            "/games open: tables": rec.run(subs.open_lobbies([GUILD], 10)),
            "private?": rec.run(subs.is_private(gid)),
            "invited?": rec.run(subs.invited(gid, user)),
            "withdraw": rec.run(subs.withdraw(gid, 0, user)),
            "grace: clocks": rec.run(store.running_clocks()),
            "grace: tables without a clock": rec.run(store.unswept_games("grace", updated_before=now)),
            "grace: the offer's time": rec.run(store.notice_sent(gid, row.version, "takeover.0")),
            "stall sweep": rec.run(
                store.unswept_games("stall", updated_before=(clock.now + timedelta(days=31)).isoformat())
            ),
            "decide": rec.run(votes.close(vote.id, "failed", now=now)),
        }
        for name, run in more.items():
            seen[name] = await run
        for name, statements in seen.items():
            assert statements, name
            plans = await rec.plans(statements)
            assert stall_scans(rec, plans) == [], (name, stall_scans(rec, plans))
