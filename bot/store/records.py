"""SQL for solo records, campaigns, daily challenges, the ratings cache and forget-me (migrations 002, 012).

Kept beside the store rather than inside it: ``RecordsStore`` borrows the store's transaction and
read helpers (:class:`~.sql.SqlStore`), so the same statements run on SQLite and PostgreSQL and are
serialised with the game writes the way the backend serialises those.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .base import Store
from .hints import add_solo_record
from .seasons import GLOBAL, guild_scope, season_scope
from .sql import Tx, one, sql_store
from .tallies import RATED, finish_key, split_key


ORDINAL_Z = 3.0  # OpenSkill's ordinal(): mu - z * sigma with its defaults (z=3, alpha=1, target=0)


def ordinal(mu: float, sigma: float) -> float:
    """OpenSkill's ordinal() of a rating, without making a rating object per leaderboard row (the same
    float: tests/bot/records/test_ratings_upkeep.py compares it with the library's)."""
    return mu - ORDINAL_Z * sigma


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
    hinted: bool = False  # its player used a hint: kept off the boards (migration 016)


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
    key: str  # finish order: "<updated_at>#<id>"
    players: list[tuple[int, int]]
    seasons: list[str] = field(default_factory=list)  # the seasons' scopes it counts in ("global@3", ...)


@dataclass(slots=True)
class RecentGame:
    """One finished game a user played, for their profile: its id opens its replay."""

    game_id: int
    game_type: str
    finished_at: str
    rank: int
    players: int
    hinted: bool = False  # someone at the table used a hint (migration 016)


@dataclass(slots=True)
class RatingRow:
    scope: str
    game_type: str
    user_id: int
    mu: float
    sigma: float
    games: int
    wins: int


_SOLO = "game_id, user_id, guild_id, game_type, mode, start, created_at, finished_at, score, opponent, won, hinted"
_ENTRY = "game_id, game_type, day, user_id, guild_id, recorded, finished_at, score, details"


def _solo(r: Sequence[Any]) -> SoloGameRow:
    return SoloGameRow(
        game_id=r[0],
        user_id=r[1],
        guild_id=r[2],
        game_type=r[3],
        mode=r[4],
        start=r[5],
        created_at=r[6],
        finished_at=r[7],
        score=r[8],
        opponent=r[9],
        won=None if r[10] is None else bool(r[10]),
        hinted=bool(r[11]),
    )


def _entry(r: Sequence[Any]) -> EntryRow:
    return EntryRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7], json.loads(r[8] or "{}"))


@dataclass(frozen=True, slots=True)
class RatingsState:
    """The ratings cache against the results log (migration 012): (rated games, last finish key, epoch)
    of each, and how many users were ever forgotten (a rebuild that saw fewer is void)."""

    log: tuple[int, str, int]
    cache: tuple[int, str, int]
    forgotten: int

    @property
    def fresh(self) -> bool:
        return self.log == self.cache

    @property
    def behind(self) -> int | None:
        """Games to append to catch up (0: fresh); None: the history changed otherwise, a rebuild."""
        if (
            self.log[2] != self.cache[2]
            or self.log[0] < self.cache[0]
            or (self.log[0] == self.cache[0] and not self.fresh)
        ):
            return None
        return self.log[0] - self.cache[0]


Rate = Callable[[list[RatingRow], list[RatedGame]], list[RatingRow]]
"""Ratings of the games' players as they stand (rows of the scopes involved) + games -> the new rows."""

WRITE_CHUNK = 500  # ratings rows per statement of a rebuild's write (the loop runs between the chunks)
_UPSERT_RATING = (
    "INSERT INTO ratings (scope, game_type, user_id, mu, sigma, games, wins) VALUES (?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (scope, game_type, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
    " games = excluded.games, wins = excluded.wins"
)


def _rating_params(r: RatingRow, game_type: str) -> tuple:
    return (r.scope, game_type, r.user_id, r.mu, r.sigma, r.games, r.wins)


def _marks(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


async def _log(tx: Tx, game_type: str) -> tuple[int, str, int]:
    r = await tx.fetchone("SELECT games, last_key, epoch FROM rated_log WHERE game_type = ?", (game_type,))
    return (int(r[0]), r[1], int(r[2])) if r else (0, "", 0)


async def _cache(tx: Tx, game_type: str) -> tuple[int, str, int]:
    r = await tx.fetchone("SELECT games, last_key, epoch FROM ratings_meta WHERE game_type = ?", (game_type,))
    return (int(r[0]), r[1], int(r[2])) if r else (0, "", 0)


async def _forgotten(tx: Tx) -> int:
    return int(one(await tx.fetchone("SELECT COALESCE(MAX(pseudonym), 0) FROM forgotten"))[0])


async def _lock_ratings(tx: Tx, game_type: str) -> None:
    """One writer of a game type's ratings at a time: the cache marker's row, made if missing, is
    locked until the transaction ends (PostgreSQL; SQLite serialises every write anyway)."""
    await tx.execute(
        "INSERT INTO ratings_meta (game_type, games, last_key, epoch) VALUES (?, 0, '', 0) ON CONFLICT DO NOTHING",
        (game_type,),
    )
    await tx.execute("UPDATE ratings_meta SET games = games WHERE game_type = ?", (game_type,))


# The number of the season of {scope} whose span holds the game g's finish (migration 021; NULL: none), by
# seasons_by_start: the scope's latest season starting at or before it, if it has not ended by then.
_SEASON = (
    "(SELECT sn.number FROM seasons sn WHERE sn.scope = {scope} AND sn.starts_at <= g.updated_at"
    " AND sn.ends_at > g.updated_at ORDER BY sn.starts_at DESC LIMIT 1)"
)
_GLOBAL_SEASON = _SEASON.format(scope="'global'")
_GUILD_SEASON = _SEASON.format(scope="'guild:' || g.guild_id")


async def _rated_page(
    tx: Tx,
    game_type: str,
    after: str,
    upto: str | None,
    limit: int | None,
    game_id: int | None,
    *,
    ids_only: bool = False,
) -> list[RatedGame]:
    """Rated games after the finish key ``after`` (up to ``upto``), in finish order, at most ``limit``:
    a range of the ``games_finish_order`` index, then their results by primary key."""
    at, gid = split_key(after)
    where = ["g.game_type = ?", "g.status = 'finished'", "g.updated_at >= ?", "(g.updated_at > ? OR g.id > ?)"]
    params: list[Any] = [game_type, at, at, gid]
    if upto is not None:
        top, top_id = split_key(upto)
        where += ["g.updated_at <= ?", "(g.updated_at < ? OR g.id <= ?)"]
        params += [top, top, top_id]
    if game_id is not None:
        where.append("g.id = ?")
        params.append(game_id)
    inner = (
        f"SELECT g.id, g.guild_id, g.updated_at, {_GLOBAL_SEASON} AS gs, {_GUILD_SEASON} AS ls"
        f" FROM games g WHERE {' AND '.join(where)} AND {RATED} ORDER BY g.updated_at, g.id"
    )
    if limit is not None:
        inner += " LIMIT ?"
        params.append(limit)
    if ids_only:
        return [RatedGame(r[0], r[1], finish_key(r[2], r[0]), []) for r in await tx.fetchall(inner, params)]
    rows = await tx.fetchall(
        "SELECT p.id, p.guild_id, p.updated_at, p.gs, p.ls, r.seat, r.user_id, r.rank"
        f" FROM ({inner}) p JOIN results r ON r.game_id = p.id"
        " ORDER BY p.updated_at, p.id, r.seat",
        params,
    )
    games: dict[int, RatedGame] = {}
    for gid_, guild, updated, global_season, guild_season, _seat, user, rank in rows:
        g = games.get(gid_)
        if g is None:
            seasons = [season_scope(GLOBAL, global_season)] if global_season is not None else []
            if guild_season is not None and guild is not None:
                seasons.append(season_scope(guild_scope(guild), guild_season))
            g = games[gid_] = RatedGame(gid_, guild, finish_key(updated, gid_), [], seasons)
        g.players.append((user, rank))
    return list(games.values())


async def _forget_in_tournaments(tx: Tx, user_id: int, pseudo: int, placeholder_name: str) -> None:
    """A forgotten user's tournament sign-ups and seats (migration 022) move to the pseudonym with the
    results, so the standings still add up; their name goes."""
    tournaments = [
        r[0] for r in await tx.fetchall("SELECT tournament_id FROM tournament_players WHERE user_id = ?", (user_id,))
    ]
    for tid in tournaments:
        for round_no, table_no, players, seats in await tx.fetchall(
            "SELECT round, table_no, players, seats FROM tournament_tables WHERE tournament_id = ?", (tid,)
        ):
            ids, sat = json.loads(players), json.loads(seats) if seats else None
            if user_id in ids:
                await tx.execute(
                    "UPDATE tournament_tables SET players = ?, seats = ? WHERE tournament_id = ? AND round = ?"
                    " AND table_no = ?",
                    (
                        json.dumps([pseudo if u == user_id else u for u in ids]),
                        json.dumps([pseudo if u == user_id else u for u in sat]) if sat is not None else None,
                        tid,
                        round_no,
                        table_no,
                    ),
                )
    await tx.execute(
        "UPDATE tournament_players SET user_id = ?, name = ? WHERE user_id = ?", (pseudo, placeholder_name, user_id)
    )


class RecordsStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    # ------------------------------------------------------------------ solo

    async def add_solo_game(self, row: SoloGameRow) -> None:
        await self.s._write(
            f"INSERT INTO solo_games ({_SOLO}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, NULL, 0)",
            (row.game_id, row.user_id, row.guild_id, row.game_type, row.mode, row.start, row.created_at),
        )

    async def solo_game(self, game_id: int) -> SoloGameRow | None:
        r = await self.s._fetchone(f"SELECT {_SOLO} FROM solo_games WHERE game_id = ?", (game_id,))
        return _solo(r) if r else None

    async def solo_games(self, user_id: int, game_type: str, mode: str) -> list[SoloGameRow]:
        rows = await self.s._fetchall(
            f"SELECT {_SOLO} FROM solo_games WHERE user_id = ? AND game_type = ? AND mode = ? ORDER BY game_id",
            (user_id, game_type, mode),
        )
        return [_solo(r) for r in rows]

    async def finish_solo(
        self,
        game_id: int,
        score: int,
        opponent: int | None,
        won: bool | None,
        now: str,
        campaign: CampaignRow | None = None,
        hinted: bool = False,
    ) -> bool:
        """Fill in the result once (False if it already was); high score record or campaign, and the
        record at this difficulty (migration 016), in the same transaction. A game in which its player
        used a hint (``hinted``) is recorded as such and changes neither the high scores nor the campaign."""

        async def body(tx: Tx) -> bool:
            if (
                await tx.execute(
                    "UPDATE solo_games SET finished_at = ?, score = ?, opponent = ?, won = ?, hinted = ?"
                    " WHERE game_id = ? AND finished_at IS NULL",
                    (now, score, opponent, None if won is None else int(won), int(hinted), game_id),
                )
                != 1
            ):
                return False
            user_id, game_type, mode, start, guild_id = one(
                await tx.fetchone(
                    "SELECT user_id, game_type, mode, start, guild_id FROM solo_games WHERE game_id = ?", (game_id,)
                )
            )
            await add_solo_record(tx, user_id, game_type, guild_id, start, bool(won), hinted)
            if hinted:
                return True
            if mode == "high_score":
                await tx.execute(
                    "INSERT INTO solo_records (user_id, game_type, start, best_score, best_game_id, plays, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (user_id, game_type, start) DO UPDATE SET"
                    " plays = solo_records.plays + 1, updated_at = excluded.updated_at,"
                    " best_game_id = CASE WHEN excluded.best_score > solo_records.best_score"
                    "                     THEN excluded.best_game_id ELSE solo_records.best_game_id END,"
                    " best_score = CASE WHEN excluded.best_score > solo_records.best_score"
                    "                   THEN excluded.best_score ELSE solo_records.best_score END",
                    (user_id, game_type, start, score, game_id, now),
                )
            elif campaign is not None:
                await tx.execute(
                    "INSERT INTO campaigns (user_id, game_type, position, best_start, best_score, best_game_id,"
                    " games, wins, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (user_id, game_type) DO UPDATE SET position = excluded.position,"
                    " best_start = excluded.best_start, best_score = excluded.best_score,"
                    " best_game_id = excluded.best_game_id, games = excluded.games, wins = excluded.wins,"
                    " updated_at = excluded.updated_at",
                    (
                        campaign.user_id,
                        campaign.game_type,
                        campaign.position,
                        campaign.best_start,
                        campaign.best_score,
                        campaign.best_game_id,
                        campaign.games,
                        campaign.wins,
                        now,
                    ),
                )
            return True

        return await self.s._transact(body)

    async def campaign(self, user_id: int, game_type: str) -> CampaignRow | None:
        r = await self.s._fetchone(
            "SELECT user_id, game_type, position, best_start, best_score, best_game_id,"
            " games, wins FROM campaigns WHERE user_id = ? AND game_type = ?",
            (user_id, game_type),
        )
        return CampaignRow(*r) if r else None

    async def campaigns(self, game_type: str, guild_id: int | None = None) -> list[CampaignRow]:
        """Users with a campaign result (at least one win); ``guild_id``: who played a campaign game there."""
        sql = (
            "SELECT user_id, game_type, position, best_start, best_score, best_game_id, games, wins"
            " FROM campaigns c WHERE game_type = ? AND best_start IS NOT NULL AND user_id > 0"
        )
        params: list[Any] = [game_type]
        if guild_id is not None:
            sql += (
                " AND EXISTS (SELECT 1 FROM solo_games s WHERE s.user_id = c.user_id AND s.game_type = c.game_type"
                " AND s.mode = 'campaign' AND s.guild_id = ?)"
            )
            params.append(guild_id)
        return [CampaignRow(*r) for r in await self.s._fetchall(sql, params)]

    async def campaign_wins(
        self, game_type: str, span: tuple[str, str], guild_id: int | None = None
    ) -> list[tuple[int, int, int, int]]:
        """(user, start, best score, game) of every start a user won a campaign game from within ``span``
        (a season), on a server if ``guild_id``: the season's campaign board folds them per user."""
        sql = (
            "SELECT user_id, start, MAX(score), MIN(game_id) FROM solo_games WHERE game_type = ? AND mode = 'campaign'"
            " AND finished_at >= ? AND finished_at < ? AND won = 1 AND hinted = 0 AND user_id > 0"
        )
        params: list[Any] = [game_type, *span]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY user_id, start"
        return [(int(r[0]), int(r[1]), int(r[2]), int(r[3])) for r in await self.s._fetchall(sql, params)]

    async def solo_records(
        self, user_id: int, game_type: str, on_server: int | None = None
    ) -> list[tuple[int, int, int]]:
        """(start, best score, plays) of the user's high-score games, easiest start first; with
        ``on_server`` only from the games played on that server (the user's games there, by index)."""
        if on_server is not None:
            rows = await self.s._fetchall(
                "SELECT start, MAX(score), COUNT(*) FROM solo_games WHERE user_id = ?"
                " AND game_type = ? AND mode = 'high_score' AND finished_at IS NOT NULL AND hinted = 0"
                " AND guild_id = ? GROUP BY start ORDER BY start DESC",
                (user_id, game_type, on_server),
            )
            return [tuple(r) for r in rows]
        rows = await self.s._fetchall(
            "SELECT start, best_score, plays FROM solo_records WHERE user_id = ? AND game_type = ? ORDER BY start DESC",
            (user_id, game_type),
        )
        return [tuple(r) for r in rows]

    async def campaign_played_on(self, user_id: int, game_type: str, guild_id: int) -> bool:
        """Whether the user played a campaign game of ``game_type`` on that server."""
        return (
            await self.s._fetchone(
                "SELECT 1 FROM solo_games WHERE user_id = ? AND game_type = ?"
                " AND mode = 'campaign' AND guild_id = ? LIMIT 1",
                (user_id, game_type, guild_id),
            )
            is not None
        )

    async def high_scores(
        self, game_type: str, start: int | None, guild_id: int | None = None, span: tuple[str, str] | None = None
    ) -> list[tuple[int, int, int]]:
        """(user, start, best score) per user and start, from finished high-score games (in a guild; only
        those finished within ``span``, a season's [start, end), by migration 021's index)."""
        sql = (
            "SELECT user_id, start, MAX(score) FROM solo_games WHERE game_type = ? AND mode = 'high_score'"
            " AND finished_at IS NOT NULL AND hinted = 0 AND user_id > 0"
        )
        params: list[Any] = [game_type]
        if span is not None:
            sql += " AND finished_at >= ? AND finished_at < ?"
            params += list(span)
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
        await self.s._write(
            "INSERT INTO challenges (game_type, day, seed, options) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (game_type, day, seed, json.dumps(options, sort_keys=True)),
        )

    async def secret(self, name: str, fresh: str) -> str:
        """The database's secret ``name``, made from ``fresh`` the first time (every process then reads
        the same one; migration 011)."""
        await self.s._write("INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING", (name, fresh))
        return one(await self.s._fetchone("SELECT value FROM secrets WHERE name = ?", (name,)))[0]

    async def replace_secret(self, name: str, value: str) -> None:
        """Keep ``value`` as ``name`` (such as the command set last synced with Discord)."""
        await self.s._write(
            "INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
            (name, value),
        )

    async def challenge(self, game_type: str, day: str) -> tuple[int, dict] | None:
        r = await self.s._fetchone(
            "SELECT seed, options FROM challenges WHERE game_type = ? AND day = ?", (game_type, day)
        )
        return (r[0], json.loads(r[1])) if r else None

    async def has_recorded_entry(self, game_type: str, day: str, user_id: int) -> bool:
        return (
            await self.s._fetchone(
                "SELECT 1 FROM challenge_entries WHERE game_type = ? AND day = ? AND user_id = ? AND recorded = 1",
                (game_type, day, user_id),
            )
            is not None
        )

    async def add_entry(
        self, game_id: int, game_type: str, day: str, user_id: int, guild_id: int | None, now: str
    ) -> bool:
        """Record the attempt; the first of the user's day is recorded (True), later ones are not."""
        for recorded in (1, 0):
            try:
                columns = _ENTRY.replace("finished_at, score, details", "created_at")
                await self.s._write(
                    f"INSERT INTO challenge_entries ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, game_type, day, user_id, guild_id, recorded, now),
                )
                return bool(recorded)
            except self.s.IntegrityError:
                if not recorded:
                    raise
        return False  # pragma: no cover

    async def entry(self, game_id: int) -> EntryRow | None:
        r = await self.s._fetchone(f"SELECT {_ENTRY} FROM challenge_entries WHERE game_id = ?", (game_id,))
        return _entry(r) if r else None

    async def finish_entry(self, game_id: int, score: int, details: dict, now: str, hinted: bool = False) -> bool:
        """Fill in the attempt's result once; one with a hint of its player's (``hinted``) stays off the
        day's table and the profile's challenge line."""
        return (
            await self.s._write(
                "UPDATE challenge_entries SET finished_at = ?, score = ?, details = ?, hinted = ?"
                " WHERE game_id = ? AND finished_at IS NULL",
                (now, score, json.dumps(details), int(hinted), game_id),
            )
            == 1
        )

    async def hinted_entry(self, game_id: int) -> bool:
        """Whether the finished attempt ``game_id`` was played with a hint."""
        r = await self.s._fetchone("SELECT hinted FROM challenge_entries WHERE game_id = ?", (game_id,))
        return bool(r and r[0])

    async def challenge_standings(self, game_type: str, day: str, guild_id: int | None = None) -> list[EntryRow]:
        """Finished recorded attempts of the day, best first (earlier finish breaks ties)."""
        sql = (
            f"SELECT {_ENTRY} FROM challenge_entries WHERE game_type = ? AND day = ? AND recorded = 1"
            " AND finished_at IS NOT NULL AND hinted = 0 AND user_id > 0"
        )
        params: list[Any] = [game_type, day]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " ORDER BY score DESC, finished_at, game_id"
        return [_entry(r) for r in await self.s._fetchall(sql, params)]

    async def challenge_season(
        self, game_type: str, days: tuple[str, str], guild_id: int | None = None
    ) -> list[tuple[int, int, int]]:
        """(user, best score, days played) of the recorded, finished daily challenges of the days
        ``days`` = [first, after-last) (a season's), best first (more days, then user, break ties)."""
        sql = (
            "SELECT user_id, MAX(score), COUNT(*) FROM challenge_entries WHERE game_type = ? AND day >= ? AND day < ?"
            " AND recorded = 1 AND finished_at IS NOT NULL AND hinted = 0 AND user_id > 0"
        )
        params: list[Any] = [game_type, *days]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY user_id"
        rows = [(int(r[0]), int(r[1] or 0), int(r[2])) for r in await self.s._fetchall(sql, params)]
        return sorted(rows, key=lambda r: (-r[1], -r[2], r[0]))

    async def user_entries(self, user_id: int, game_type: str, on_server: int | None = None) -> list[EntryRow]:
        """The user's finished recorded challenge attempts (only those on the server ``on_server``)."""
        where, params = ("", ()) if on_server is None else (" AND guild_id = ?", (on_server,))
        rows = await self.s._fetchall(
            f"SELECT {_ENTRY} FROM challenge_entries WHERE user_id = ? AND game_type = ?"
            f" AND recorded = 1 AND finished_at IS NOT NULL AND hinted = 0{where} ORDER BY day",
            (user_id, game_type, *params),
        )
        return [_entry(r) for r in rows]

    # ------------------------------------------------------------------ ratings

    async def rated_games(
        self,
        game_type: str,
        game_id: int | None = None,
        *,
        after: str = "",
        upto: str | None = None,
        limit: int | None = None,
    ) -> list[RatedGame]:
        """Finished games of ``game_type`` that count for ratings (:data:`~.tallies.RATED`), in finish
        order: only ``game_id``, or those after the finish key ``after`` up to ``upto``, at most ``limit``
        (one page of migration 012's ``games_finish_order`` index)."""
        return await self.s._read(lambda tx: _rated_page(tx, game_type, after, upto, limit, game_id))

    async def ratings_meta(self, game_type: str) -> tuple[int, str] | None:
        r = await self.s._fetchone("SELECT games, last_key FROM ratings_meta WHERE game_type = ?", (game_type,))
        return (r[0], r[1]) if r else None

    async def ratings_state(self, game_type: str) -> RatingsState:
        """The log's and the cache's markers: three primary-key reads, whatever the history's length."""

        async def body(tx: Tx) -> RatingsState:
            return RatingsState(await _log(tx, game_type), await _cache(tx, game_type), await _forgotten(tx))

        return await self.s._read(body)

    async def ratings(self, game_type: str, scope: str, user_id: int | None = None) -> list[RatingRow]:
        sql = "SELECT scope, game_type, user_id, mu, sigma, games, wins FROM ratings WHERE game_type = ? AND scope = ?"
        params: list[Any] = [game_type, scope]
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(user_id)
        return [RatingRow(*r) for r in await self.s._fetchall(sql, params)]

    async def ranked(
        self, game_type: str, scope: str, by: str, offset: int, limit: int, z: float
    ) -> tuple[int, list[RatingRow]]:
        """One leaderboard page sorted in the database (the scope's rows through the primary key) and how
        many rows the board has: ``by`` "rating" (ordinal ``mu - z * sigma``, then games, then user) or
        "wins" (users with a win: wins, then fewer games, then user). Forgotten users (ids < 0) are left out."""
        wins, order = {
            "rating": ("", "mu - ? * sigma DESC, games DESC, user_id"),
            "wins": (" AND wins > 0", "wins DESC, games, user_id"),
        }[by]
        where = f"game_type = ? AND scope = ? AND user_id > 0{wins}"

        async def body(tx: Tx) -> tuple[int, list[RatingRow]]:
            total = one(await tx.fetchone(f"SELECT COUNT(*) FROM ratings WHERE {where}", (game_type, scope)))[0]
            rows = await tx.fetchall(
                f"SELECT scope, game_type, user_id, mu, sigma, games, wins FROM ratings"
                f" WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
                (game_type, scope, *((z,) if by == "rating" else ()), limit, offset),
            )
            return int(total), [RatingRow(*r) for r in rows]

        return await self.s._read(body)

    async def apply_next(self, game_type: str, limit: int, rate: Rate) -> int | None:
        """Apply the next rated games after the cache's last one (at most ``limit``) in one transaction:
        reads only those games, their players' rows and the markers. Returns how many were applied, or
        None when the cache cannot catch up by appending (another epoch: it needs a rebuild)."""

        async def body(tx: Tx) -> int | None:
            await _lock_ratings(tx, game_type)
            log, cache = await _log(tx, game_type), await _cache(tx, game_type)
            if log == cache:
                return 0
            if log[2] != cache[2] or log[0] < cache[0]:
                return None
            games = await _rated_page(tx, game_type, cache[1], None, limit, None)
            if not games:
                return None  # the count says behind but nothing follows: not an append
            scopes = sorted({GLOBAL} | {guild_scope(g.guild_id) for g in games} | {x for g in games for x in g.seasons})
            users = sorted({u for g in games for u, _ in g.players})
            rows = await tx.fetchall(
                "SELECT scope, game_type, user_id, mu, sigma, games, wins FROM ratings WHERE game_type = ?"
                f" AND scope IN ({_marks(scopes)}) AND user_id IN ({_marks(users)})",
                (game_type, *scopes, *users),
            )
            await tx.executemany(
                _UPSERT_RATING, [_rating_params(r, game_type) for r in rate([RatingRow(*r) for r in rows], games)]
            )
            await tx.execute(
                "UPDATE ratings_meta SET games = games + ?, last_key = ? WHERE game_type = ?",
                (len(games), games[-1].key, game_type),
            )
            return len(games)

        return await self.s._transact(body)

    async def replace_ratings(
        self, game_type: str, rows: Sequence[RatingRow], games: int, last_key: str, epoch: int, forgotten: int
    ) -> bool:
        """Store a rebuild (every rated game up to ``last_key``, ``games`` of them) made from the log as it
        stood at ``epoch`` with ``forgotten`` users forgotten; False (nothing written) if either moved
        meanwhile. The log's own count and last key are set from the rebuild plus any games appended
        since, so a history that lost a game counts right again; the catch-up applies those."""

        async def body(tx: Tx) -> bool:
            await _lock_ratings(tx, game_type)
            if (await _log(tx, game_type))[2] != epoch or await _forgotten(tx) != forgotten:
                return False
            after = await _rated_page(tx, game_type, last_key, None, None, None, ids_only=True)
            await tx.execute("DELETE FROM ratings WHERE game_type = ?", (game_type,))
            params = [_rating_params(r, game_type) for r in rows]
            for i in range(0, len(params), WRITE_CHUNK):  # PostgreSQL encodes each chunk on the event loop
                await tx.executemany(_UPSERT_RATING, params[i : i + WRITE_CHUNK])
            await tx.execute(
                "INSERT INTO rated_log (game_type, games, last_key, epoch) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_type) DO UPDATE SET games = excluded.games,"
                " last_key = excluded.last_key",
                (game_type, games + len(after), after[-1].key if after else last_key, epoch),
            )
            await tx.execute(
                "UPDATE ratings_meta SET games = ?, last_key = ?, epoch = ? WHERE game_type = ?",
                (games, last_key, epoch, game_type),
            )
            return True

        return await self.s._transact(body)

    # ------------------------------------------------------------------ people

    async def names(
        self, user_ids: Sequence[int | None], *, on_server: int | None = None, outside_servers: bool = False
    ) -> dict[int, str]:
        """Each user's latest seat name (the display name they last played under): anywhere, only in
        games of the server ``on_server`` (a nickname used elsewhere never shows there), or only in games
        outside any server. Users without such a seat are left out."""
        ids = [u for u in set(user_ids) if u is not None]
        if not ids:
            return {}
        where, params = "", []
        if on_server is not None:
            where, params = " AND g.guild_id = ?", [on_server]
        elif outside_servers:
            where = " AND g.guild_id IS NULL"
        # the user's seats newest first (seats_by_user_game), each game by primary key, up to the first that fits
        users = " UNION ALL ".join("SELECT CAST(? AS BIGINT) AS id" for _ in ids)
        rows = await self.s._fetchall(
            f"SELECT u.id, (SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE s.user_id = u.id{where} ORDER BY s.game_id DESC LIMIT 1)"
            f" FROM ({users}) u",
            [*params, *ids],
        )
        return {r[0]: r[1] for r in rows if r[1] is not None}

    async def recent_games(self, user_id: int, guild_id: int | None, limit: int) -> list[RecentGame]:
        """The user's latest finished games on ``guild_id`` (None: games outside any server), newest first."""
        scope = "g.guild_id = ?" if guild_id is not None else "g.guild_id IS NULL"
        rows = await self.s._fetchall(
            "SELECT g.id, g.game_type, g.updated_at, r.rank, (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id),"
            " (SELECT MAX(t.hints) FROM seats t WHERE t.game_id = g.id)"
            f" FROM results r JOIN games g ON g.id = r.game_id WHERE r.user_id = ? AND {scope}"
            " AND g.status = 'finished' ORDER BY r.game_id DESC LIMIT ?",  # results_by_user, newest first
            (user_id, guild_id, limit) if guild_id is not None else (user_id, limit),
        )
        return [RecentGame(int(r[0]), r[1], r[2], int(r[3]), int(r[4]), bool(r[5])) for r in rows]

    async def played(self, user_id: int, game_type: str, scope: str = GLOBAL) -> tuple[int, int]:
        """(finished multiplayer games, wins) of the user in ``game_type`` (AI games included), everywhere
        or on one server (``scope`` as the ratings': ``guild_scope(guild_id)``)."""
        r = await self.s._fetchone(
            "SELECT games, wins FROM play_counts WHERE user_id = ? AND game_type = ? AND scope = ?",
            (user_id, game_type, scope),
        )  # kept by every finish (012)
        return (int(r[0]), int(r[1])) if r else (0, 0)

    async def forget(self, user_id: int, placeholder_name: str, now: str) -> int:
        """Anonymise the user's results and seats under a fresh pseudonym and delete their personal rows.

        Returns the pseudonymous id (negative). The user's ratings rows and play counts move to the
        pseudonym too: a rebuild from the anonymised log gives exactly those numbers (a rating does not
        depend on who holds it), so nothing goes stale and everyone else's numbers stay the same.
        """

        async def body(tx: Tx) -> int:
            await tx.execute("UPDATE ratings_meta SET games = games")  # no rating update in between (PostgreSQL)
            pseudo = -int(
                one(await tx.fetchone("INSERT INTO forgotten (forgotten_at) VALUES (?) RETURNING pseudonym", (now,)))[0]
            )
            await tx.execute("UPDATE results SET user_id = ? WHERE user_id = ?", (pseudo, user_id))
            await tx.execute(
                "UPDATE seats SET user_id = ?, name = ? WHERE user_id = ?", (pseudo, placeholder_name, user_id)
            )
            await tx.execute(
                "UPDATE seats SET absent_user_id = ?, name = ? WHERE absent_user_id = ?",
                (pseudo, placeholder_name, user_id),
            )
            await tx.execute("DELETE FROM lobby_members WHERE user_id = ?", (user_id,))
            await tx.execute("UPDATE games SET creator_id = ? WHERE creator_id = ?", (pseudo, user_id))
            # votes and substitutes (migrations 017, 018): their ballots go, who a vote was about and who
            # held a seat before a substitute become the pseudonym
            await tx.execute("DELETE FROM ballots WHERE user_id = ?", (user_id,))
            for column in ("started_by", "target_id"):
                await tx.execute(f"UPDATE votes SET {column} = ? WHERE {column} = ?", (pseudo, user_id))
            await tx.execute("UPDATE seats SET replaced_user_id = ? WHERE replaced_user_id = ?", (pseudo, user_id))
            for table in (
                "solo_games",
                "solo_records",
                "campaigns",
                "challenge_entries",
                "notify_prefs",
                "away_spans",
                "learn_games",  # migration 030
            ):
                await tx.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
            await tx.execute("UPDATE ratings SET user_id = ? WHERE user_id = ?", (pseudo, user_id))
            await tx.execute("UPDATE play_counts SET user_id = ? WHERE user_id = ?", (pseudo, user_id))
            await tx.execute("UPDATE level_records SET user_id = ? WHERE user_id = ?", (pseudo, user_id))
            await _forget_in_tournaments(tx, user_id, pseudo, placeholder_name)
            return pseudo

        return await self.s._transact(body)
