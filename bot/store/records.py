"""SQL for solo records, campaigns, daily challenges, the ratings cache and forget-me (migration 002).

Kept beside the store rather than inside it: ``RecordsStore`` borrows the store's transaction and
read helpers (:class:`~.sql.SqlStore`), so the same statements run on SQLite and PostgreSQL and are
serialised with the game writes the way the backend serialises those.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Sequence

from .sql import SqlStore, Tx

GLOBAL = "global"


def guild_scope(guild_id: int | None) -> str:
    return GLOBAL if guild_id is None else f"guild:{guild_id}"


@dataclass(slots=True)
class SoloGameRow:
    game_id: int
    user_id: int
    guild_id: int | None
    game_type: str
    mode: str
    start: int
    created_at: str
    finished_at: str | None
    score: int | None
    opponent: int | None
    won: bool | None


@dataclass(slots=True)
class CampaignRow:
    user_id: int
    game_type: str
    position: int
    best_start: int | None
    best_score: int | None
    best_game_id: int | None
    games: int
    wins: int


@dataclass(slots=True)
class EntryRow:
    game_id: int
    game_type: str
    day: str
    user_id: int
    guild_id: int | None
    recorded: bool
    finished_at: str | None
    score: int | None
    details: dict[str, Any]


@dataclass(slots=True)
class RatedGame:
    """One finished, rated multiplayer game as the ratings see it: (user, rank) per seat, in seat order."""

    game_id: int
    guild_id: int | None
    key: str                       # finish order: "<updated_at>#<id>"
    players: list[tuple[int, int]]


@dataclass(slots=True)
class RecentGame:
    """One finished game a user played, for their profile: its id opens its replay."""

    game_id: int
    game_type: str
    finished_at: str
    rank: int
    players: int


@dataclass(slots=True)
class RatingRow:
    scope: str
    game_type: str
    user_id: int
    mu: float
    sigma: float
    games: int
    wins: int


_SOLO = "game_id, user_id, guild_id, game_type, mode, start, created_at, finished_at, score, opponent, won"
_ENTRY = "game_id, game_type, day, user_id, guild_id, recorded, finished_at, score, details"


def _solo(r: Sequence[Any]) -> SoloGameRow:
    return SoloGameRow(*r[:10], won=None if r[10] is None else bool(r[10]))


def _entry(r: Sequence[Any]) -> EntryRow:
    return EntryRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7], json.loads(r[8] or "{}"))


class RecordsStore:
    def __init__(self, store: SqlStore):
        self.s = store

    # ------------------------------------------------------------------ solo

    async def add_solo_game(self, row: SoloGameRow) -> None:
        await self.s._write(f"INSERT INTO solo_games ({_SOLO}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, NULL)",
                            (row.game_id, row.user_id, row.guild_id, row.game_type, row.mode, row.start,
                             row.created_at))

    async def solo_game(self, game_id: int) -> SoloGameRow | None:
        r = await self.s._fetchone(f"SELECT {_SOLO} FROM solo_games WHERE game_id = ?", (game_id,))
        return _solo(r) if r else None

    async def solo_games(self, user_id: int, game_type: str, mode: str) -> list[SoloGameRow]:
        rows = await self.s._fetchall(f"SELECT {_SOLO} FROM solo_games WHERE user_id = ? AND game_type = ?"
                                      " AND mode = ? ORDER BY game_id", (user_id, game_type, mode))
        return [_solo(r) for r in rows]

    async def finish_solo(self, game_id: int, score: int, opponent: int | None, won: bool | None, now: str,
                          campaign: CampaignRow | None = None) -> bool:
        """Fill in the result once (False if it already was); high score record or campaign in the same
        transaction."""
        async def body(tx: Tx) -> bool:
            if await tx.execute("UPDATE solo_games SET finished_at = ?, score = ?, opponent = ?, won = ?"
                                " WHERE game_id = ? AND finished_at IS NULL",
                                (now, score, opponent, None if won is None else int(won), game_id)) != 1:
                return False
            user_id, game_type, mode, start = await tx.fetchone(
                "SELECT user_id, game_type, mode, start FROM solo_games WHERE game_id = ?", (game_id,))
            if mode == "high_score":
                await tx.execute(
                    "INSERT INTO solo_records (user_id, game_type, start, best_score, best_game_id, plays, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (user_id, game_type, start) DO UPDATE SET"
                    " plays = solo_records.plays + 1, updated_at = excluded.updated_at,"
                    " best_game_id = CASE WHEN excluded.best_score > solo_records.best_score"
                    "                     THEN excluded.best_game_id ELSE solo_records.best_game_id END,"
                    " best_score = CASE WHEN excluded.best_score > solo_records.best_score"
                    "                   THEN excluded.best_score ELSE solo_records.best_score END",
                    (user_id, game_type, start, score, game_id, now))
            elif campaign is not None:
                await tx.execute(
                    "INSERT INTO campaigns (user_id, game_type, position, best_start, best_score, best_game_id,"
                    " games, wins, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (user_id, game_type) DO UPDATE SET position = excluded.position,"
                    " best_start = excluded.best_start, best_score = excluded.best_score,"
                    " best_game_id = excluded.best_game_id, games = excluded.games, wins = excluded.wins,"
                    " updated_at = excluded.updated_at",
                    (campaign.user_id, campaign.game_type, campaign.position, campaign.best_start,
                     campaign.best_score, campaign.best_game_id, campaign.games, campaign.wins, now))
            return True

        return await self.s._transact(body)

    async def campaign(self, user_id: int, game_type: str) -> CampaignRow | None:
        r = await self.s._fetchone("SELECT user_id, game_type, position, best_start, best_score, best_game_id,"
                                   " games, wins FROM campaigns WHERE user_id = ? AND game_type = ?",
                                   (user_id, game_type))
        return CampaignRow(*r) if r else None

    async def campaigns(self, game_type: str, guild_id: int | None = None) -> list[CampaignRow]:
        """Users with a campaign result (at least one win); ``guild_id``: who played a campaign game there."""
        sql = ("SELECT user_id, game_type, position, best_start, best_score, best_game_id, games, wins"
               " FROM campaigns c WHERE game_type = ? AND best_start IS NOT NULL AND user_id > 0")
        params: list[Any] = [game_type]
        if guild_id is not None:
            sql += (" AND EXISTS (SELECT 1 FROM solo_games s WHERE s.user_id = c.user_id AND s.game_type = c.game_type"
                    " AND s.mode = 'campaign' AND s.guild_id = ?)")
            params.append(guild_id)
        return [CampaignRow(*r) for r in await self.s._fetchall(sql, params)]

    async def solo_records(self, user_id: int, game_type: str) -> list[tuple[int, int, int]]:
        """(start, best score, plays) of the user's high-score games, easiest start first."""
        rows = await self.s._fetchall("SELECT start, best_score, plays FROM solo_records WHERE user_id = ?"
                                      " AND game_type = ? ORDER BY start DESC", (user_id, game_type))
        return [tuple(r) for r in rows]

    async def high_scores(self, game_type: str, start: int | None, guild_id: int | None = None
                          ) -> list[tuple[int, int, int]]:
        """(user, start, best score) per user and start, from finished high-score games (in a guild)."""
        sql = ("SELECT user_id, start, MAX(score) FROM solo_games WHERE game_type = ? AND mode = 'high_score'"
               " AND finished_at IS NOT NULL AND user_id > 0")
        params: list[Any] = [game_type]
        if start is not None:
            sql += " AND start = ?"
            params.append(start)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY user_id, start"
        return [tuple(r) for r in await self.s._fetchall(sql, params)]

    # ------------------------------------------------------------------ challenges

    async def ensure_challenge(self, game_type: str, day: str, seed: int, options: dict) -> None:
        await self.s._write("INSERT INTO challenges (game_type, day, seed, options) VALUES (?, ?, ?, ?)"
                            " ON CONFLICT DO NOTHING", (game_type, day, seed, json.dumps(options, sort_keys=True)))

    async def secret(self, name: str, fresh: str) -> str:
        """The database's secret ``name``, made from ``fresh`` the first time (every process then reads
        the same one; migration 011)."""
        await self.s._write("INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING", (name, fresh))
        return (await self.s._fetchone("SELECT value FROM secrets WHERE name = ?", (name,)))[0]

    async def replace_secret(self, name: str, value: str) -> None:
        """Keep ``value`` as ``name`` (such as the command set last synced with Discord)."""
        await self.s._write("INSERT INTO secrets (name, value) VALUES (?, ?)"
                            " ON CONFLICT (name) DO UPDATE SET value = excluded.value", (name, value))

    async def challenge(self, game_type: str, day: str) -> tuple[int, dict] | None:
        r = await self.s._fetchone("SELECT seed, options FROM challenges WHERE game_type = ? AND day = ?",
                                   (game_type, day))
        return (r[0], json.loads(r[1])) if r else None

    async def has_recorded_entry(self, game_type: str, day: str, user_id: int) -> bool:
        return await self.s._fetchone("SELECT 1 FROM challenge_entries WHERE game_type = ? AND day = ?"
                                      " AND user_id = ? AND recorded = 1", (game_type, day, user_id)) is not None

    async def add_entry(self, game_id: int, game_type: str, day: str, user_id: int, guild_id: int | None,
                        now: str) -> bool:
        """Record the attempt; the first of the user's day is recorded (True), later ones are not."""
        for recorded in (1, 0):
            try:
                await self.s._write(f"INSERT INTO challenge_entries ({_ENTRY.replace('finished_at, score, details', 'created_at')})"
                                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                                    (game_id, game_type, day, user_id, guild_id, recorded, now))
                return bool(recorded)
            except self.s.IntegrityError:
                if not recorded:
                    raise
        return False  # pragma: no cover

    async def entry(self, game_id: int) -> EntryRow | None:
        r = await self.s._fetchone(f"SELECT {_ENTRY} FROM challenge_entries WHERE game_id = ?", (game_id,))
        return _entry(r) if r else None

    async def finish_entry(self, game_id: int, score: int, details: dict, now: str) -> bool:
        return await self.s._write("UPDATE challenge_entries SET finished_at = ?, score = ?, details = ?"
                                   " WHERE game_id = ? AND finished_at IS NULL",
                                   (now, score, json.dumps(details), game_id)) == 1

    async def challenge_table(self, game_type: str, day: str, guild_id: int | None = None) -> list[EntryRow]:
        """Finished recorded attempts of the day, best first (earlier finish breaks ties)."""
        sql = (f"SELECT {_ENTRY} FROM challenge_entries WHERE game_type = ? AND day = ? AND recorded = 1"
               " AND finished_at IS NOT NULL AND user_id > 0")
        params: list[Any] = [game_type, day]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " ORDER BY score DESC, finished_at, game_id"
        return [_entry(r) for r in await self.s._fetchall(sql, params)]

    async def user_entries(self, user_id: int, game_type: str) -> list[EntryRow]:
        rows = await self.s._fetchall(f"SELECT {_ENTRY} FROM challenge_entries WHERE user_id = ? AND game_type = ?"
                                      " AND recorded = 1 AND finished_at IS NOT NULL ORDER BY day", (user_id, game_type))
        return [_entry(r) for r in rows]

    # ------------------------------------------------------------------ ratings

    async def rated_games(self, game_type: str, game_id: int | None = None) -> list[RatedGame]:
        """Finished games of ``game_type`` that count for ratings, in finish order: two or more seats, every
        seat a human (no AI seat, no takeover; a resigned seat, which an AI finished, still counts:
        migration 010), not solo, not marked unrated (``games.rated`` = 0)."""
        only = " AND g.id = ?" if game_id is not None else ""
        rows = await self.s._fetchall(
            "SELECT g.id, g.guild_id, g.updated_at, r.seat, r.user_id, r.rank FROM games g"
            " JOIN results r ON r.game_id = g.id"
            f" WHERE g.game_type = ? AND g.status = 'finished' AND g.rated = 1{only}"
            " AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) >= 2"
            " AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND (s.ai_level IS NOT NULL"
            "                 OR s.user_id IS NULL) AND s.resigned IS NULL)"
            " AND NOT EXISTS (SELECT 1 FROM results x WHERE x.game_id = g.id AND x.user_id IS NULL)"
            " ORDER BY g.updated_at, g.id, r.seat",
            (game_type, game_id) if game_id is not None else (game_type,))
        games: dict[int, RatedGame] = {}
        for gid, guild, updated, _seat, user, rank in rows:
            g = games.get(gid)
            if g is None:
                g = games[gid] = RatedGame(gid, guild, f"{updated}#{gid:012d}", [])
            g.players.append((user, rank))
        return list(games.values())

    async def ratings_meta(self, game_type: str) -> tuple[int, str] | None:
        r = await self.s._fetchone("SELECT games, last_key FROM ratings_meta WHERE game_type = ?", (game_type,))
        return (r[0], r[1]) if r else None

    async def ratings(self, game_type: str, scope: str, user_id: int | None = None) -> list[RatingRow]:
        sql = "SELECT scope, game_type, user_id, mu, sigma, games, wins FROM ratings WHERE game_type = ? AND scope = ?"
        params: list[Any] = [game_type, scope]
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(user_id)
        return [RatingRow(*r) for r in await self.s._fetchall(sql, params)]

    async def write_ratings(self, game_type: str, rows: Sequence[RatingRow], games: int, last_key: str, *,
                            replace: bool) -> None:
        """Store ratings (all of the game type when ``replace``, else upsert these) and the cache marker."""
        async def body(tx: Tx) -> None:
            if replace:
                await tx.execute("DELETE FROM ratings WHERE game_type = ?", (game_type,))
            await tx.executemany(
                "INSERT INTO ratings (scope, game_type, user_id, mu, sigma, games, wins) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (scope, game_type, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
                " games = excluded.games, wins = excluded.wins",
                [(r.scope, r.game_type, r.user_id, r.mu, r.sigma, r.games, r.wins) for r in rows])
            await tx.execute("INSERT INTO ratings_meta (game_type, games, last_key) VALUES (?, ?, ?)"
                             " ON CONFLICT (game_type) DO UPDATE SET games = excluded.games,"
                             " last_key = excluded.last_key", (game_type, games, last_key))

        await self.s._transact(body)

    # ------------------------------------------------------------------ people

    async def names(self, user_ids: Sequence[int]) -> dict[int, str]:
        """Each user's latest seat name (the display name they last played under)."""
        ids = [u for u in set(user_ids) if u is not None]
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = await self.s._fetchall(f"SELECT s.user_id, s.name FROM seats s WHERE s.user_id IN ({marks})"
                                      " AND s.game_id = (SELECT MAX(t.game_id) FROM seats t WHERE t.user_id = s.user_id)",
                                      ids)
        return {r[0]: r[1] for r in rows}

    async def recent_games(self, user_id: int, guild_id: int | None, limit: int) -> list[RecentGame]:
        """The user's latest finished games on ``guild_id`` (None: games outside any server), newest first."""
        scope = "g.guild_id = ?" if guild_id is not None else "g.guild_id IS NULL"
        rows = await self.s._fetchall(
            "SELECT g.id, g.game_type, g.updated_at, r.rank, (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id)"
            f" FROM results r JOIN games g ON g.id = r.game_id WHERE r.user_id = ? AND {scope}"
            " AND g.status = 'finished' ORDER BY g.id DESC LIMIT ?",
            (user_id, guild_id, limit) if guild_id is not None else (user_id, limit))
        return [RecentGame(int(r[0]), r[1], r[2], int(r[3]), int(r[4])) for r in rows]

    async def played(self, user_id: int, game_type: str) -> tuple[int, int]:
        """(finished multiplayer games, wins) of the user in ``game_type`` (AI games included)."""
        r = await self.s._fetchone(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END), 0) FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.user_id = ? AND g.game_type = ? AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) >= 2",
            (user_id, game_type))
        return int(r[0]), int(r[1])

    async def forget(self, user_id: int, placeholder_name: str, now: str) -> int:
        """Anonymise the user's results and seats under a fresh pseudonym and delete their personal rows.

        Returns the pseudonymous id (negative). The ratings cache is dropped: the next read rebuilds it
        from the (anonymised) results log, so everyone else's numbers stay the same.
        """
        async def body(tx: Tx) -> int:
            pseudo = -int((await tx.fetchone("INSERT INTO forgotten (forgotten_at) VALUES (?) RETURNING pseudonym",
                                             (now,)))[0])
            await tx.execute("UPDATE results SET user_id = ? WHERE user_id = ?", (pseudo, user_id))
            await tx.execute("UPDATE seats SET user_id = ?, name = ? WHERE user_id = ?", (pseudo, placeholder_name,
                                                                                            user_id))
            await tx.execute("UPDATE seats SET absent_user_id = ?, name = ? WHERE absent_user_id = ?",
                             (pseudo, placeholder_name, user_id))
            await tx.execute("DELETE FROM lobby_members WHERE user_id = ?", (user_id,))
            await tx.execute("UPDATE games SET creator_id = ? WHERE creator_id = ?", (pseudo, user_id))
            for table in ("solo_games", "solo_records", "campaigns", "challenge_entries", "notify_prefs",
                          "away_spans"):
                await tx.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
            await tx.execute("DELETE FROM ratings")
            await tx.execute("DELETE FROM ratings_meta")
            return pseudo

        return await self.s._transact(body)
