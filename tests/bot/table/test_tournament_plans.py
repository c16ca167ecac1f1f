"""Every statement a tournament runs (migration 022) — its sign-up, the sweep, a round's pairing and its
games, the round's end, the posts' claims, ``/tournament status``, a table's final line — is answered from
an index on SQLite and PostgreSQL, never a scan (the records plans test's recorder and check)."""

from __future__ import annotations

import re
from datetime import datetime, timezone

from tests.bot.conftest import GUILD, Clock
from tests.bot.records import test_records_plans as plans
from tests.bot.records.test_records_plans import Recorder
from tests.bot.table.test_tournaments import HOME, ORGANISER, PLAYERS, TOY, play_out, round_games, services

TOURNAMENT_TABLES = ("tournaments", "tournament_players", "tournament_rounds", "tournament_tables")
# A walk of a partial index that holds only the running tournaments (or those owing their final post) is
# not a walk of every tournament ever played, as the active games' partial indexes are not.
PARTIAL = re.compile(
    r"\bSCAN (\w+)\b(?! USING (?:COVERING )?INDEX (?:games_active|tournaments_running|tournaments_to_announce))"
)


async def test_the_tournament_paths_use_indexes_only(store, monkeypatch):
    monkeypatch.setattr(plans, "HISTORY", (*plans.HISTORY, *TOURNAMENT_TABLES))
    monkeypatch.setattr(plans, "_SQLITE_SCAN", PARTIAL)
    clock = Clock(start=datetime(2026, 5, 1, 18, tzinfo=timezone.utc), tick=1)
    svc = services(store, clock)
    tn = svc.tournaments
    async with Recorder(store) as rec:
        seen = {}
        info = await tn.create(GUILD, HOME, ORGANISER, "toy", "swiss", rounds=2, seats_per_table=2, options=TOY)
        seen["create"] = await rec.run(tn.create(GUILD, HOME, ORGANISER, "toy", "knockout", options=TOY))
        seen["sign-up message"] = await rec.run(tn.set_message(info.id, 123))
        for uid, name in PLAYERS[:3]:
            await tn.join(info.id, GUILD, uid, name)
        seen["join"] = await rec.run(tn.join(info.id, GUILD, PLAYERS[3][0], PLAYERS[3][1]))
        seen["leave"] = await rec.run(tn.leave(info.id, GUILD, PLAYERS[3][0]))
        await tn.join(info.id, GUILD, PLAYERS[3][0], PLAYERS[3][1])
        seen["sweep"] = await rec.run(tn.due())
        seen["start"] = await rec.run(tn.start(info.id, GUILD, ORGANISER, locale="en"))
        opened = await tn.advance(info.id)
        seen["thread claim"] = await rec.run(tn.rounds.claim_thread(opened[0]))
        for i, table in enumerate(opened):
            await tn.rounds.moved(table, 880 + i)
        seen["posts"] = await rec.run(tn.posts(info.id, "en"))
        for table_no, _ in await round_games(store, info.id, 1):
            await play_out(svc, 880 + table_no - 1)
        seen["round end and the next pairing"] = await rec.run(tn.advance(info.id))
        seen["status"] = await rec.run(tn.status(info.id, GUILD, PLAYERS[0][0]))
        game = await store.game((await round_games(store, info.id, 1))[0][1])
        seen["final line"] = await rec.run(tn.final_lines(game, "en"))
        seen["autocomplete"] = await rec.run(tn.of_guild(GUILD, "en"))
        for name, statements in seen.items():
            assert statements, name
            plan = await rec.plans(statements)
            assert rec.scans(plan) == [], (name, rec.scans(plan))
        everything = [p for st in seen.values() for p in await rec.plans(st)]
        joined = "\n".join(plan for _, plan in everything)
        for index in ("tournaments_running", "tournaments_signing_up", "tournament_tables_by_game"):
            assert index in joined, index
