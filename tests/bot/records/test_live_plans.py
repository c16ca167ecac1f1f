"""Every statement issue 33 adds (a table's turn message, scheduled tables and their server events, polls
for the next game, a forum of tables) is answered from an index on SQLite and PostgreSQL, never a scan of a table that
grows with the games (the check of ``test_records_plans``, over these tables too)."""

from __future__ import annotations

import re

from bot.store.live import GamePoll, LiveStore
from bot.store.posts import TurnPost
from tests.bot.conftest import GUILD
from tests.bot.records.test_ratings_upkeep import Table
from tests.bot.records.test_records_plans import _PG_SEQ, _SQLITE_SCAN, ALIASES, HISTORY, Recorder, history

GROWING = (*HISTORY, "table_events", "game_polls", "table_posts", "guild_settings")
MORE_ALIASES = {**ALIASES, "e": "table_events", "p": "table_posts"}
N = 60  # polls, half of them read


# A walk of a partial index holds only what is in flight (the events not ended yet), never the history.
IN_FLIGHT = re.compile(r"SCAN \w+ USING (?:COVERING )?INDEX table_events_open")


def scans(rec: Recorder, plans) -> list[tuple[str, str]]:
    bad = []
    for sql, plan in plans:
        names = _PG_SEQ.findall(plan) if rec.postgres else _SQLITE_SCAN.findall(IN_FLIGHT.sub("", plan))
        if any(MORE_ALIASES.get(n, n) in GROWING for n in names):
            bad.append((sql, plan))
    return bad


async def test_the_live_tables_and_turn_message_statements_use_indexes_only(rs, clock) -> None:
    await history(rs, Table(rs))
    svc = rs.service
    live = LiveStore(svc.store)
    games = [g.id for g in await svc.store.active_games()]
    gid = games[0]
    now = clock.now.isoformat()
    finished = [r[0] for r in await svc.store._fetchall("SELECT id FROM games WHERE status = 'finished' ORDER BY id")]
    for i, game_id in enumerate(finished):  # scheduled tables of finished games, half reminded and ended
        await live.schedule(game_id, GUILD, 5_000 + i, f"2026-01-{1 + i % 28:02d}T20:00:00+00:00")
        if i % 2:
            await live.claim_start(game_id, now)
            await live.claim_end(game_id, now)
    await live.schedule(gid, GUILD, 6_000, "2026-02-01T20:00:00+00:00")
    for i in range(N):
        poll = GamePoll(
            8_000 + i, GUILD, 7_000 + i, 1, "Ann", ("emara", "macao"), "en", f"2026-01-01T{i % 24:02d}:00:00"
        )
        await live.add_poll(poll)
        if i % 2:
            await live.claim_poll(poll.message_id, now)
    posts = svc.tables.posts
    await svc.lobby.open(GUILD, 778, "emara", 1, "Ann")
    lobby = (await svc.store.live_game(778)).id
    async with Recorder(svc.store) as rec:
        seen = {
            "schedule": await rec.run(live.schedule(lobby, GUILD, 778, "2026-02-02T20:00:00+00:00")),
            "event created": await rec.run(live.set_event(gid, 99)),
            "a table's event": await rec.run(live.event(gid)),
            "starts due": await rec.run(live.due_starts(now, 50)),
            "start claimed": await rec.run(live.claim_start(gid, now)),
            "end claimed": await rec.run(live.claim_end(gid, now)),
            "ended tables": await rec.run(live.ended_tables(50)),
            "poll kept": await rec.run(
                live.add_poll(GamePoll(9_999, GUILD, 7_999, 1, "Ann", ("emara",), "en", "2026-01-02T00:00:00"))
            ),
            "a poll": await rec.run(live.poll(9_999)),
            "polls due": await rec.run(live.due_polls(now, 50)),
            "poll claimed": await rec.run(live.claim_poll(9_999, now)),
            "poll's lobby": await rec.run(live.poll_opened(9_999, gid)),
            "a table's posts": await rec.run(posts.posts(gid)),
            "turn message": await rec.run(posts.set_turn_post(gid, TurnPost(123, 4, (1, 2)))),
            "a forum post": await rec.run(posts.set_forum(gid, 555)),
            "the server's forum": await rec.run(svc.forum.setting(GUILD)),
            "a forum table": await rec.run(svc.forum.of_table(gid)),
            "lobby with its start": await rec.run(svc.lobby.info(778, locale="en")),
        }
        for name, statements in seen.items():
            assert statements, name
            plans = await rec.plans(statements)
            assert scans(rec, plans) == [], (name, scans(rec, plans))
        joined = "\n".join(plan for _, plan in await rec.plans(seen["starts due"] + seen["polls due"]))
        assert "table_events_due" in joined and "game_polls_due" in joined
        ended = "\n".join(plan for _, plan in await rec.plans(seen["ended tables"]))
        assert "table_events_open" in ended
