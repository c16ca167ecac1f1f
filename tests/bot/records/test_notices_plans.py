"""Every statement the notices add (issue 29: invitation limits, the daily digest, the readers'
languages, whether a game counts for ratings) is answered from an index on SQLite and PostgreSQL,
never a scan of the history or of a table that grows with the users (the check of
``test_records_plans``, over these tables too)."""

from __future__ import annotations

import re

from bot.store import Invitee
from bot.store.invitation_counts import invitation_counts
from tests.bot.conftest import GUILD
from tests.bot.records.test_ratings_upkeep import USERS, Table
from tests.bot.records.test_records_plans import _PG_SEQ, _SQLITE_SCAN, ALIASES, HISTORY, Recorder, history

GROWING = (*HISTORY, "invitations", "notify_prefs", "user_locales")
MORE_ALIASES = {**ALIASES, "i": "invitations"}


def scans(rec: Recorder, plans) -> list[tuple[str, str]]:
    bad = []
    for sql, plan in plans:
        names = _PG_SEQ.findall(plan) if rec.postgres else _SQLITE_SCAN.findall(plan)
        if any(MORE_ALIASES.get(n, n) in GROWING for n in names):
            bad.append((sql, plan))
    return bad


async def test_the_notices_statements_use_indexes_only(rs, clock) -> None:
    await history(rs, Table(rs))
    svc = rs.service
    posts = svc.tables.posts
    now = clock.now.isoformat()
    for n, user in enumerate(USERS):
        await posts.set_notify(user, "digest" if n % 2 else "dm", now=now)
        await posts.set_user_locale(user, "cs", now=now)
    await svc.lobby.open(GUILD, 777, "emara", USERS[0], "P0", invited=[Invitee(USERS[1], "P1")])
    gid = (await svc.store.live_game(777)).id
    async with Recorder(svc.store) as rec:
        seen = {
            "invitation limits": await rec.run(
                invitation_counts(svc.store, USERS[1], USERS[0], day_after=now, since=now)
            ),
            "digests due": await rec.run(posts.due_digests(now, 50)),
            "digest claim": await rec.run(posts.claim_digest(USERS[1], now, now)),
            "digest tables": await rec.run(svc.digest.awaiting(USERS[1], "en")),
            "readers' languages": await rec.run(posts.user_locales(USERS[:4])),
            "a language kept": await rec.run(posts.set_user_locale(USERS[2], "de", now=now)),
            "counts for ratings": await rec.run(svc.store.counts_for_ratings(gid)),
        }
        for name, statements in seen.items():
            assert statements, name
            plans = await rec.plans(statements)
            assert scans(rec, plans) == [], (name, scans(rec, plans))
        joined = "\n".join(plan for _, plan in await rec.plans(seen["invitation limits"] + seen["digests due"]))
        assert "invitations_by_user" in joined and "notify_prefs_digest_due" in joined


async def test_a_scan_of_the_new_tables_would_be_caught(rs) -> None:
    async with Recorder(rs.service.store) as rec:
        statements = await rec.run(
            rs.service.store._fetchall("SELECT COUNT(*) FROM invitations WHERE name = 'x'")  # no index on name
        )
        assert re.search("invitations", statements[0][0]) and scans(rec, await rec.plans(statements)) != []
