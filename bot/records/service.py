"""Solo games, the daily challenge and what finished games record: the use cases beside GameService.

``RecordsService(service)`` registers itself as a finish hook of the GameService's tables
(``service.tables.hooks``): a finished solo game fills in its high score or campaign step, a finished
challenge game its entry, and a finished multiplayer game updates the ratings. Starting a solo or
challenge game goes through the GameService's own lobby and start (``service.lobby``,
``service.play``), so one game per channel or thread still holds.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from bot.i18n import echo, t
from bot.store import CampaignRow, GameRow, RecordsStore, ResultRow, SeatRow, SoloGameRow
from bot.table import BadOption, GameService, TurnUpdate, UnknownGame
from engine.core.text import DEFAULT_LOCALE, M, Msg

from .challenge import SECRET_NAME, challenge_spec, daily_seed, day_of, new_secret
from .ratings import Ratings
from .seasons import Seasons
from .solo import MODES, campaign_best, solo_spec

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SoloStart:
    """What ``start_solo`` / ``start_challenge`` return: the first board and a line about the setup."""

    update: TurnUpdate
    mode: str  # high_score | campaign | challenge
    start: int | None  # difficulty (None: from the setup, e.g. the challenge's setup card)
    lines: list[str]
    recorded: bool = True  # challenge: whether this is the day's recorded attempt
    day: str | None = None


class RecordsService:
    def __init__(self, service: GameService, *, secret_source: Callable[[], str] = new_secret):
        self.service = service
        self.secret_source = secret_source  # the database's challenge secret, the first time (tests fix it)
        self.records = RecordsStore(service.store)
        self.ratings = Ratings(self.records)
        self.seasons = Seasons(self)
        # user ids -> their global names (not a server's nickname), for global boards: the Discord client
        # sets it; without it global boards name players as they were named outside any server
        self.global_names: Callable[[list[int]], Awaitable[dict[int, str]]] | None = None
        service.tables.hooks.append(self)

    def now(self) -> str:
        return self.service.tables.now()

    def today(self) -> str:
        return day_of(self.service.tables.clock())

    def game_name(self, game_type: str, locale: str) -> str:
        return t(self.service.tables.game(game_type).name, locale)

    # ================================================================== starting

    async def campaign_position(self, user_id: int, game_type: str) -> int:
        spec = solo_spec(game_type)
        if spec is None:
            raise UnknownGame(M("bot.solo.not_solo", game=echo(game_type)))
        row = await self.records.campaign(user_id, game_type)
        return row.position if row is not None else spec.campaign_first

    async def start_solo(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_type: str,
        mode: str,
        start: int | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
    ) -> SoloStart:
        """Start a solo game for the user alone in the channel (or thread)."""
        self.service.tables.game(game_type)
        spec = solo_spec(game_type)
        if spec is None:
            raise UnknownGame(M("bot.solo.not_solo", game=self.game_name(game_type, locale)))
        if mode not in MODES:
            raise BadOption(M("bot.err.bad_option", field="mode", value=echo(mode)))
        if start is not None and not spec.start_min <= start <= spec.start_max:
            raise BadOption(
                M(
                    "bot.solo.bad_start",
                    min=spec.start_min,
                    max=spec.start_max,
                    harder=M("bot.solo.harder." + ("lower" if spec.lower_is_harder else "higher")),
                )
            )
        if start is None:
            start = (await self.campaign_position(user_id, game_type)) if mode == "campaign" else spec.default_start
        svc = self.service
        await svc.lobby.open(guild_id, channel_id, game_type, user_id, name, spec.options(start), locale=locale)
        await svc.lobby.set_language(channel_id, user_id, locale)  # a game for one speaks its player's language
        for level in spec.ai_seats(start) if spec.ai_seats is not None else ():
            await svc.lobby.add_ai(channel_id, user_id, level, locale=locale)
        update = await svc.play.start(channel_id, user_id, locale=locale)
        await self.records.add_solo_game(
            SoloGameRow(update.game_id, user_id, guild_id, game_type, mode, start, self.now(), None, None, None, None)
        )
        game = self.game_name(game_type, locale)
        line = t(
            "bot.solo.started",
            locale,
            name=name,
            game=game,
            mode=t(f"bot.solo.mode.{mode}", locale),
            difficulty=spec.difficulty_text(start),
        )
        return SoloStart(update=update, mode=mode, start=start, lines=[line])

    async def start_challenge(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_type: str,
        *,
        locale: str = DEFAULT_LOCALE,
    ) -> SoloStart:
        """Start today's challenge game; the user's first attempt of the day is the recorded one."""
        self.service.tables.game(game_type)
        spec = challenge_spec(game_type)
        game = self.game_name(game_type, locale)
        if spec is None:
            raise UnknownGame(M("bot.solo.no_challenge", game=game))
        day = self.today()
        stored = await self.records.challenge(game_type, day)  # the day's deal once someone started it
        if stored is None:
            secret = await self.records.secret(SECRET_NAME, self.secret_source())
            seed = daily_seed(game_type, day, secret)
            await self.records.ensure_challenge(game_type, day, seed, spec.options(seed))
            stored = await self.records.challenge(game_type, day)  # another process may have been first
            assert stored is not None, "ensure_challenge stored the day's deal"
        seed, options = stored
        svc = self.service
        await svc.lobby.open(guild_id, channel_id, game_type, user_id, name, options, locale=locale)
        await svc.lobby.set_language(channel_id, user_id, locale)  # a game for one speaks its player's language
        for level in spec.ai_seats:
            await svc.lobby.add_ai(channel_id, user_id, level, locale=locale)
        update = await svc.play.start(channel_id, user_id, locale=locale, seed=seed)
        recorded = await self.records.add_entry(update.game_id, game_type, day, user_id, guild_id, self.now())
        lines = [
            t("bot.solo.challenge_started", locale, day=day, game=game),
            t("bot.solo.challenge_recorded" if recorded else "bot.solo.challenge_unrecorded", locale, day=day),
        ]
        return SoloStart(update=update, mode="challenge", start=None, lines=lines, recorded=recorded, day=day)

    # ================================================================== finish hooks

    async def hint_cost(self, row: GameRow) -> Msg | None:
        """What the first hint costs in a solo game or a recorded challenge attempt (asked by
        ``bot.table.hints`` before it counts one): the game stays off the leaderboards."""
        if await self.records.solo_game(row.id) is not None:
            return M("bot.hints.confirm_solo")
        entry = await self.records.entry(row.id)
        if entry is not None and entry.recorded:
            return M("bot.hints.confirm_challenge")
        return None

    async def game_finished(self, row: GameRow, seats: list[SeatRow], results: list[ResultRow]) -> None:
        solo = await self.records.solo_game(row.id)
        if solo is not None:
            await self._finish_solo(solo, results, _hinted(seats, solo.user_id))
            return
        entry = await self.records.entry(row.id)
        if entry is not None:
            spec = challenge_spec(row.game_type)
            mine = next((r for r in results if r.user_id == entry.user_id), None)
            if mine is not None:
                keep = {k: v for k, v in mine.details.items() if spec is None or k in spec.details}
                await self.records.finish_entry(row.id, mine.score, keep, self.now(), _hinted(seats, entry.user_id))
            return
        if len(seats) >= 2:
            await self.ratings.game_finished(row.game_type, row.id)

    async def _finish_solo(self, solo: SoloGameRow, results: list[ResultRow], hinted: bool = False) -> None:
        spec = solo_spec(solo.game_type)
        mine = next((r for r in results if r.user_id == solo.user_id), None)
        if spec is None or mine is None:
            return
        opponent, won = spec.outcome(mine.score, mine.details)
        campaign = None
        if solo.mode == "campaign" and not hinted:
            old = await self.records.campaign(solo.user_id, solo.game_type)
            best: tuple[int, int] | None = None
            if old and old.best_start is not None and old.best_score is not None:
                best = (old.best_start, old.best_score)
            best_game = old.best_game_id if old else None
            if won:
                new_best = campaign_best(best, solo.start, mine.score)
                if new_best != best:
                    best, best_game = new_best, solo.game_id
            campaign = CampaignRow(
                solo.user_id,
                solo.game_type,
                spec.campaign_next(solo.start, bool(won)),
                best[0] if best else None,
                best[1] if best else None,
                best_game,
                (old.games if old else 0) + 1,
                (old.wins if old else 0) + (1 if won else 0),
            )
        await self.records.finish_solo(solo.game_id, mine.score, opponent, won, self.now(), campaign, hinted)

    async def final_lines(self, row: GameRow, locale: str) -> list[str]:
        """Lines under a finished game's ranking: the solo outcome, the record, the challenge place."""
        solo = await self.records.solo_game(row.id)
        if solo is not None and solo.finished_at is not None:
            return await self._solo_lines(solo, locale)
        entry = await self.records.entry(row.id)
        if entry is not None and entry.finished_at is not None:
            return await self._entry_lines(row, entry, locale)
        return []

    async def _solo_lines(self, solo: SoloGameRow, locale: str) -> list[str]:
        out = []  # who won is the final ranking's last line (bot.presenting.final_result)
        if solo.hinted:
            return [t("bot.hints.solo_unrecorded", locale)]
        if solo.mode == "high_score":
            rec = {start: best for start, best, _ in await self.records.solo_records(solo.user_id, solo.game_type)}
            best = rec.get(solo.start, solo.score)
            key = "bot.solo.new_best" if best == solo.score else "bot.solo.record"
            out.append(t(key, locale, start=solo.start, score=solo.score, best=best))
        else:
            camp = await self.records.campaign(solo.user_id, solo.game_type)
            if camp is not None:
                out.append(t("bot.solo.campaign_next", locale, start=camp.position))
                if camp.best_start is not None:
                    out.append(t("bot.solo.campaign_best", locale, start=camp.best_start, score=camp.best_score))
        return out

    async def _entry_lines(self, row: GameRow, entry: Any, locale: str) -> list[str]:
        out = []  # who won is the final ranking's last line (bot.presenting.final_result)
        if entry.recorded and await self.records.hinted_entry(entry.game_id):
            return [t("bot.hints.challenge_unrecorded", locale, day=entry.day, score=entry.score)]
        if not entry.recorded:
            out.append(t("bot.solo.challenge_result_unrecorded", locale, day=entry.day, score=entry.score))
            return out
        table = await self.records.challenge_standings(entry.game_type, entry.day)
        place = next((i + 1 for i, e in enumerate(table) if e.game_id == entry.game_id), len(table))
        out.append(
            t("bot.solo.challenge_result", locale, day=entry.day, score=entry.score, place=place, count=len(table))
        )
        return out


def _hinted(seats: list[SeatRow], user_id: int) -> bool:
    """Whether the user's seat asked for a hint."""
    return any(s.hints for s in seats if user_id in (s.user_id, s.absent_user_id))
