"""Ratings: OpenSkill Plackett-Luce over the immutable results log, per game type, per server and global.

Rated: finished games with two or more seats, all human (no AI seat, no seat taken over, not marked
unrated), never solo. Ranks are the results' ranks (the game's own tie-breaks applied; equal ranks
are true ties). The ``ratings`` table is a cache of the log, kept per game (:class:`Ratings`): games
appended in finish order are applied on top of their players' rows, anything else is rebuilt from the
log — both run the same :func:`apply_game` in the same order, so they give identical numbers.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.store import GLOBAL, RatedGame, RatingRow, RecordsStore, guild_scope
from bot.store.records import ORDINAL_Z as ORDINAL_Z  # kept in the store: the tournaments seed by it too
from bot.store.records import ordinal as ordinal

PROVISIONAL_GAMES = 5  # fewer rated games than this: provisional
log = logging.getLogger(__name__)


def model() -> PlackettLuce:
    return PlackettLuce()


@dataclass(slots=True)
class Skill:
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0


def apply_game(table: dict[tuple[str, int], Skill], game: RatedGame, m: PlackettLuce | None = None) -> None:
    """Rate one game in the global scope, its server's scope and the seasons it counts in (each season's
    ratings start afresh: a player's first game of a season meets the model's default rating), updating
    ``table`` in place."""
    m = m or model()
    scopes = [GLOBAL] + ([guild_scope(game.guild_id)] if game.guild_id is not None else []) + game.seasons
    for scope in scopes:
        current = []
        for user, _ in game.players:
            s = table.get((scope, user))
            if s is None:
                base = m.rating()
                s = table[(scope, user)] = Skill(base.mu, base.sigma)
            current.append(s)
        teams = [[m.create_rating([s.mu, s.sigma])] for s in current]
        ranks: list[float] = [rank for _, rank in game.players]
        rated = m.rate(teams, ranks=ranks)
        for (_user, rank), s, team in zip(game.players, current, rated):
            s.mu, s.sigma = team[0].mu, team[0].sigma
            s.games += 1
            s.wins += 1 if rank == 1 else 0


def compute(games: list[RatedGame]) -> dict[tuple[str, int], Skill]:
    """Every scope's ratings from the rated games in finish order."""
    m = model()
    table: dict[tuple[str, int], Skill] = {}
    for g in games:
        apply_game(table, g, m)
    return table


def rate(rows: list[RatingRow], games: list[RatedGame]) -> list[RatingRow]:
    """The catch-up's step (:meth:`RecordsStore.apply_next`): the players' stored rows, then ``games``
    applied in order; returns every row they touched (the store fills in the game type)."""
    table = {(r.scope, r.user_id): Skill(r.mu, r.sigma, r.games, r.wins) for r in rows}
    m = model()
    for g in games:
        apply_game(table, g, m)
    return [RatingRow(scope, "", user, s.mu, s.sigma, s.games, s.wins) for (scope, user), s in table.items()]


class Ratings:
    """The ratings cache kept up to date without reading the history on a click or command.

    A finished game is recorded in ``rated_log`` with its results (bot/store/tallies.py); then
    :meth:`game_finished` (and :meth:`refresh`, before a leaderboard or profile reads) compares the
    log's marker with the cache's — a few one-row reads — and, when the cache is behind by a few appended
    games, applies them inline (only those games' players' rows are read). Anything else — many games
    behind, a result recorded out of order, a finished game changed — starts ONE background task per
    game type, which rebuilds from the log page by page with the arithmetic in a worker thread;
    meanwhile commands answer with the ratings as they stand. ``python -m bot ratings-rebuild``
    rebuilds on demand (:func:`bot.records.maintenance.main`).
    """

    INLINE = 16  # games a click or command applies itself at most; more go to the background
    PAGE = 500  # rated games per read of a rebuild (PostgreSQL decodes a page on the event loop)

    def __init__(self, records: RecordsStore, *, background: bool = True):
        self.records = records
        self.background = background  # False: stale ratings stay until rebuilt explicitly
        self._jobs: dict[str, asyncio.Task] = {}

    def _rows(self, game_type: str, table: dict[tuple[str, int], Skill]) -> list[RatingRow]:
        return [RatingRow(scope, game_type, user, s.mu, s.sigma, s.games, s.wins) for (scope, user), s in table.items()]

    async def refresh(self, game_type: str) -> None:
        """Bring the cache up to the log when a few appended games are missing; otherwise leave the work
        to the background task (the current ratings answer meanwhile)."""
        state = await self.records.ratings_state(game_type)
        if state.fresh:
            return
        behind = state.behind
        if behind is not None and behind <= self.INLINE:
            if await self.records.apply_next(game_type, self.INLINE, rate) is not None:
                return
        self.schedule(game_type)

    async def game_finished(self, game_type: str, game_id: int) -> None:
        """A finished game's results (and its line in the rated log) are committed: apply it."""
        await self.refresh(game_type)

    def schedule(self, game_type: str) -> None:
        """Start the game type's background catch-up or rebuild unless one runs."""
        if not self.background:
            return
        job = self._jobs.get(game_type)
        if job is None or job.done():
            self._jobs[game_type] = asyncio.get_running_loop().create_task(self._sync(game_type))

    async def _sync(self, game_type: str) -> None:
        try:
            await self.sync(game_type)
        except Exception:  # logged; the next read schedules it again
            log.exception("ratings of %s: background update failed", game_type)

    async def sync(self, game_type: str) -> None:
        """Until the cache matches the log: a few appended games are applied (as a click does), anything
        more is rebuilt, with the arithmetic in a worker thread (a catch-up's arithmetic runs inside its
        transaction, which on PostgreSQL is the event loop)."""
        for _ in range(1000):
            state = await self.records.ratings_state(game_type)
            if state.fresh:
                return
            behind = state.behind
            if (
                behind is None
                or behind > self.INLINE
                or await self.records.apply_next(game_type, self.INLINE, rate) is None
            ):
                await self.rebuild(game_type)
            await asyncio.sleep(0)
        raise RuntimeError(f"ratings of {game_type} do not settle")  # pragma: no cover - a log changing forever

    async def idle(self) -> None:
        """Wait for the background tasks (tests, the maintenance command, shutdown)."""
        while any(not j.done() for j in self._jobs.values()):
            await asyncio.gather(*self._jobs.values(), return_exceptions=True)

    async def rebuild(self, game_type: str) -> int:
        """Recompute the game type's ratings from the results log, page by page with the arithmetic in a
        worker thread; stored only if the log did not change underneath (else it starts again). Returns
        the number of rated games."""
        for _ in range(100):
            state = await self.records.ratings_state(game_type)
            upto = state.log[1]
            table: dict[tuple[str, int], Skill] = {}
            after, count = "", 0
            while True:
                page = await self.records.rated_games(game_type, after=after, upto=upto, limit=self.PAGE)
                if not page:
                    break
                await asyncio.to_thread(compute_into, table, page)
                after, count = page[-1].key, count + len(page)
            if await self.records.replace_ratings(
                game_type, self._rows(game_type, table), count, after, state.log[2], state.forgotten
            ):
                return count
        raise RuntimeError(f"ratings of {game_type}: the log kept changing during the rebuild")  # pragma: no cover

    async def standings(self, game_type: str, scope: str) -> list[RatingRow]:
        await self.refresh(game_type)
        return await self.records.ratings(game_type, scope)

    async def ranked(
        self, game_type: str, scope: str, by: str, page: int, per_page: int
    ) -> tuple[int, int, list[RatingRow]]:
        """(page clamped to the board, rows on the board, that page's rows) of the ``by`` board
        ("rating" or "wins"), sorted by the database: only one page leaves it."""
        await self.refresh(game_type)
        total, rows = await self.records.ranked(game_type, scope, by, page * per_page, per_page, ORDINAL_Z)
        last = max(0, (total - 1) // per_page)
        if page > last or page < 0:
            page = min(max(page, 0), last)
            total, rows = await self.records.ranked(game_type, scope, by, page * per_page, per_page, ORDINAL_Z)
        return page, total, rows

    async def of(self, game_type: str, scope: str, user_id: int) -> RatingRow | None:
        """One user's rating in ``scope`` (None: not rated there)."""
        await self.refresh(game_type)
        rows = await self.records.ratings(game_type, scope, user_id)
        return rows[0] if rows else None


def compute_into(table: dict[tuple[str, int], Skill], games: list[RatedGame]) -> None:
    """Apply ``games`` in order to ``table`` (a rebuild's pages, in a worker thread)."""
    m = model()
    for g in games:
        apply_game(table, g, m)
