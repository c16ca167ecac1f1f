"""Ratings: OpenSkill Plackett-Luce over the immutable results log, per game type, per server and global.

Rated: finished games with two or more seats, all human (no AI seat, no seat taken over, not marked
unrated), never solo. Ranks are the results' ranks (the game's own tie-breaks applied; equal ranks
are true ties). The ``ratings`` table is a cache: :meth:`Ratings.refresh` rebuilds it from the log
when it does not hold exactly the rated games there are, and a finished game is applied on top
incrementally when it is the next one in finish order — both run the same :func:`apply_game`, so an
incremental update and a rebuild give identical numbers.
"""
from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.store import GLOBAL, RatedGame, RatingRow, RecordsStore, guild_scope

PROVISIONAL_GAMES = 5      # fewer rated games than this: provisional


def model() -> PlackettLuce:
    return PlackettLuce()


@dataclass(slots=True)
class Skill:
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0


def ordinal(mu: float, sigma: float) -> float:
    """OpenSkill's ordinal() of a rating (mu - 3 sigma with the default model)."""
    return model().create_rating([mu, sigma]).ordinal()


def apply_game(table: dict[tuple[str, int], Skill], game: RatedGame, m: PlackettLuce | None = None) -> None:
    """Rate one game in the global scope and its server's scope, updating ``table`` in place."""
    m = m or model()
    scopes = [GLOBAL] + ([guild_scope(game.guild_id)] if game.guild_id is not None else [])
    for scope in scopes:
        current = []
        for user, _ in game.players:
            s = table.get((scope, user))
            if s is None:
                base = m.rating()
                s = table[(scope, user)] = Skill(base.mu, base.sigma)
            current.append(s)
        teams = [[m.create_rating([s.mu, s.sigma])] for s in current]
        ranks = [rank for _, rank in game.players]
        rated = m.rate(teams, ranks=ranks)
        for (user, rank), s, team in zip(game.players, current, rated):
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


class Ratings:
    def __init__(self, records: RecordsStore):
        self.records = records

    def _rows(self, game_type: str, table: dict[tuple[str, int], Skill]) -> list[RatingRow]:
        return [RatingRow(scope, game_type, user, s.mu, s.sigma, s.games, s.wins) for (scope, user), s in table.items()]

    async def rebuild(self, game_type: str) -> int:
        """Recompute the game type's ratings from the results log; returns the number of rated games."""
        games = await self.records.rated_games(game_type)
        table = compute(games)
        await self.records.write_ratings(game_type, self._rows(game_type, table), len(games),
                                         games[-1].key if games else "", replace=True)
        return len(games)

    async def refresh(self, game_type: str) -> None:
        """Make the cache match the log (rebuild when it does not)."""
        games = await self.records.rated_games(game_type)
        meta = await self.records.ratings_meta(game_type)
        if meta != (len(games), games[-1].key if games else "") or (meta is None and games):
            table = compute(games)
            await self.records.write_ratings(game_type, self._rows(game_type, table), len(games),
                                             games[-1].key if games else "", replace=True)

    async def game_finished(self, game_type: str, game_id: int) -> None:
        """Apply a just-finished game incrementally when it is the next in finish order; else rebuild."""
        games = await self.records.rated_games(game_type)
        if not games or games[-1].game_id != game_id:
            if any(g.game_id == game_id for g in games):
                await self.rebuild(game_type)
            return
        meta = await self.records.ratings_meta(game_type)
        before = (len(games) - 1, games[-2].key if len(games) > 1 else "")
        if meta != before and not (meta is None and len(games) == 1):
            await self.rebuild(game_type)
            return
        game = games[-1]
        scopes = [GLOBAL] + ([guild_scope(game.guild_id)] if game.guild_id is not None else [])
        table: dict[tuple[str, int], Skill] = {}
        users = {u for u, _ in game.players}
        for scope in scopes:
            for row in await self.records.ratings(game_type, scope):
                if row.user_id in users:
                    table[(scope, row.user_id)] = Skill(row.mu, row.sigma, row.games, row.wins)
        apply_game(table, game)
        await self.records.write_ratings(game_type, self._rows(game_type, table), len(games), game.key,
                                         replace=False)

    async def table(self, game_type: str, scope: str) -> list[RatingRow]:
        await self.refresh(game_type)
        return await self.records.ratings(game_type, scope)
