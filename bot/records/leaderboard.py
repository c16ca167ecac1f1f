"""Leaderboards, profiles, the challenge table and forget-me, as plain translated pages.

Kinds: ``rating`` (OpenSkill ordinal, provisional under 5 rated games), ``wins`` (rated games won),
``solo`` (high scores per starting value), ``campaign`` (lowest start beaten, then score),
``challenge`` (today's recorded attempts). Scope ``server`` (the guild) or ``global``. Each has a season
view (``season=``, :mod:`.seasons`): ratings and wins of the season's own ratings (they start afresh each
season), the solo and campaign boards from the games finished within it, the challenge board as each
player's best recorded score of the season's days. All-time stays the default: a season's first days
would show an empty or provisional board, and the boards' meaning and links stay as they were.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import partial
from typing import Callable

from bot.i18n import echo, t
from bot.store import GLOBAL, RatingRow, guild_scope
from bot.store.hints import AI_PREFIX, SOLO_PREFIX, HintsStore, LevelRecord
from bot.store.learn import LearnStore
from bot.table import AI_LEVELS, BadOption, level_text
from engine.core.text import DEFAULT_LOCALE, M, Msg

from .challenge import previous_day
from .ratings import PROVISIONAL_GAMES, ordinal
from .seasons import Season
from .service import RecordsService
from .solo import campaign_best, solo_spec

KINDS = ("rating", "wins", "solo", "campaign", "challenge")
SCOPES = ("server", "global")
PER_PAGE = 10
RECENT_GAMES = 5  # finished games on this server a profile lists (their ids open their replays)
DATE = slice(0, 10)  # the date part of a stored ISO timestamp


@dataclass(frozen=True, slots=True)
class BoardRow:
    place: int
    user_id: int
    name: str
    value: str
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    game_type: str
    kind: str
    scope: str
    start: int | None
    page: int  # 0-based, clamped
    pages: int
    title: str
    rows: list[BoardRow]
    lines: list[str]  # ready to print (rows, notes)
    footer: str
    season: int | None = None  # the season shown (its number in the scope); None: all-time


@dataclass(frozen=True, slots=True)
class Profile:
    user_id: int
    name: str
    lines: list[str] = field(default_factory=list)


def _record_entry(name: str, r: LevelRecord, locale: str) -> str:
    """ "hard: 5 games, 2 wins (+1 with hints)" for one AI level or solo difficulty."""
    entry = t("bot.lb.profile_level_entry", locale, name=name, games=r.games, wins=r.wins)
    return entry + (" " + t("bot.lb.profile_level_hinted", locale, n=r.hinted) if r.hinted else "")


def _whole(text: str) -> bool:
    return text.lstrip("-").isascii() and text.lstrip("-").isdigit()


def _said(text: Msg | str, locale: str) -> str:
    return t(text, locale) if isinstance(text, Msg) else text


def _fmt(x: float) -> str:
    return f"{x:.1f}"


def _rating_value(locale: str, ordinal_: float, r: RatingRow) -> str:
    return t("bot.lb.rating_value", locale, ordinal=_fmt(ordinal_), mu=_fmt(r.mu), sigma=_fmt(r.sigma), games=r.games)


class Leaderboards:
    def __init__(self, records: RecordsService):
        self.rs = records
        self.db = records.records

    async def _names(self, ids: list[int], locale: str, guild_id: int | None) -> dict[int, str]:
        """Names on a server's board: the names used in that server's games. On a global board: the
        users' global Discord names (``RecordsService.global_names``, set by the Discord client), else the
        names used outside any server — never a server nickname. Without the client (the terminal table,
        where no game is on a server) the latest name anywhere."""
        if guild_id is not None:
            names = await self.db.names(ids, on_server=guild_id)
        elif self.rs.global_names is None:
            names = await self.db.names(ids)
        else:
            found = await self.rs.global_names(ids)
            missing = [u for u in ids if not found.get(u)]
            names = {**(await self.db.names(missing, outside_servers=True) if missing else {}), **found}
        return {u: names.get(u) or t("bot.lb.unknown_player", locale, id=u) for u in ids}

    async def _rows(
        self,
        game_type: str,
        kind: str,
        scope: str,
        guild_id: int | None,
        start: int | None,
        locale: str,
        season: Season | None = None,
    ) -> list[tuple[int, Callable[[], str], bool]]:
        """(user, its value text to be, provisional) in board order: only the shown page's texts are made."""
        guild = guild_id if scope == "server" else None
        span = season.span if season is not None else None
        if kind == "solo":
            rows3 = sorted(await self.db.high_scores(game_type, start, guild, span), key=lambda r: (r[1], -r[2], r[0]))
            return [
                (u, partial(t, "bot.lb.solo_value", locale, score=score, start=st), False) for u, st, score in rows3
            ]
        if kind == "campaign":
            if season is not None:  # the season's wins, folded per user as the campaign keeps its best
                best: dict[int, tuple[int, int]] = {}
                for user, st, score, _game in await self.db.campaign_wins(game_type, season.span, guild):
                    best[user] = campaign_best(best.get(user), st, score)
                ranked = sorted(best.items(), key=lambda kv: (kv[1][0], -kv[1][1], kv[0]))
                return [
                    (u, partial(t, "bot.lb.campaign_value", locale, start=st, score=score), False)
                    for u, (st, score) in ranked
                ]
            camps = sorted(
                await self.db.campaigns(game_type, guild), key=lambda c: (c.best_start, -(c.best_score or 0), c.user_id)
            )
            return [
                (c.user_id, partial(t, "bot.lb.campaign_value", locale, start=c.best_start, score=c.best_score), False)
                for c in camps
            ]
        if kind == "challenge":
            if season is not None:  # each player's best recorded day of the season
                days = (season.first_day, season.ends_at[:10])
                return [
                    (u, partial(t, "bot.season.challenge_value", locale, score=score, days=n), False)
                    for u, score, n in await self.db.challenge_season(game_type, days, guild)
                ]
            entries = await self.db.challenge_standings(game_type, self.rs.today(), guild)
            return [(e.user_id, partial(t, "bot.lb.challenge_value", locale, score=e.score), False) for e in entries]
        raise BadOption(M("bot.lb.unknown_kind", kind=echo(kind)))

    async def _ranked(
        self,
        game_type: str,
        kind: str,
        scope: str,
        guild_id: int | None,
        page: int,
        locale: str,
        season: Season | None = None,
    ) -> tuple[int, int, list[tuple[int, Callable[[], str], bool]]]:
        """The rating or wins board's page: (page, rows on the board, the page's rows as ``_rows`` gives them);
        a season's board reads that season's own ratings."""
        sc = guild_scope(guild_id) if scope == "server" and guild_id is not None else GLOBAL
        if season is not None:
            sc = season.key
        page, total, rows = await self.rs.ratings.ranked(game_type, sc, kind, page, PER_PAGE)
        if kind == "rating":
            return (
                page,
                total,
                [
                    (r.user_id, partial(_rating_value, locale, ordinal(r.mu, r.sigma), r), r.games < PROVISIONAL_GAMES)
                    for r in rows
                ],
            )
        return (
            page,
            total,
            [(r.user_id, partial(t, "bot.lb.wins_value", locale, wins=r.wins, games=r.games), False) for r in rows],
        )

    async def page(
        self,
        game_type: str,
        kind: str = "rating",
        scope: str = "server",
        *,
        guild_id: int | None,
        page: int = 0,
        start: int | None = None,
        locale: str = DEFAULT_LOCALE,
        season: str | int | None = None,
    ) -> LeaderboardPage:
        """A page of the board; ``season``: None (all-time), ``"current"`` or a season's number (in the
        scope: the server's seasons, or the global scope's calendar quarters)."""
        self.rs.service.tables.game(game_type)
        if kind not in KINDS:
            raise BadOption(M("bot.lb.unknown_kind", kind=echo(kind)))
        if scope not in SCOPES:
            raise BadOption(M("bot.err.bad_option", field="scope", value=echo(scope)))
        if guild_id is None:
            scope = "global"
        shown = await self.rs.seasons.resolve(
            guild_id if scope == "server" else None, None if season is None else str(season)
        )
        if kind in ("rating", "wins"):  # sorted and paged by the database (any number of players)
            page, total, chunk = await self._ranked(game_type, kind, scope, guild_id, page, locale, shown)
        else:
            rows = await self._rows(game_type, kind, scope, guild_id, start, locale, shown)
            total = len(rows)
            page = min(max(page, 0), max(1, math.ceil(total / PER_PAGE)) - 1)
            chunk = rows[page * PER_PAGE : (page + 1) * PER_PAGE]
        pages = max(1, math.ceil(total / PER_PAGE))
        names = await self._names([u for u, _, _ in chunk], locale, guild_id if scope == "server" else None)
        board = [BoardRow(page * PER_PAGE + i + 1, u, names[u], v(), prov) for i, (u, v, prov) in enumerate(chunk)]
        lines = [
            t("bot.lb.row", locale, rank=r.place, name=r.name + ("*" if r.provisional else ""), value=r.value)
            for r in board
        ] or [t("bot.lb.empty", locale)]
        if any(r.provisional for r in board):
            lines += ["", t("bot.lb.provisional_note", locale, n=PROVISIONAL_GAMES)]
        kind_label = t(f"bot.lb.kind.{kind}", locale)
        if kind == "solo" and start is not None:
            kind_label += f" ({start})"
        scope_label = t(f"bot.lb.scope.{scope}", locale)
        if shown is not None:
            scope_label = t("bot.season.lb_scope", locale, scope=scope_label, season=shown.label(locale))
        title = t("bot.lb.title", locale, game=self.rs.game_name(game_type, locale), kind=kind_label, scope=scope_label)
        return LeaderboardPage(
            game_type,
            kind,
            scope,
            start,
            page,
            pages,
            title,
            board,
            lines,
            t("bot.lb.page", locale, page=page + 1, pages=pages),
            shown.number if shown is not None else None,
        )

    async def challenge_board(
        self, game_type: str, *, guild_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> tuple[str, list[str]]:
        """Today's table (recorded, finished attempts) and yesterday's winner: (title, lines)."""
        game = self.rs.game_name(game_type, locale)
        day = self.rs.today()
        today = await self.db.challenge_standings(game_type, day, guild_id)
        yesterday = await self.db.challenge_standings(game_type, previous_day(day), guild_id)
        names = await self._names(
            [e.user_id for e in today[:PER_PAGE]] + [e.user_id for e in yesterday[:1]], locale, guild_id
        )
        lines = [
            t("bot.lb.row", locale, rank=i + 1, name=names[e.user_id], value=e.score)
            for i, e in enumerate(today[:PER_PAGE])
        ] or [t("bot.solo.challenge_empty", locale)]
        lines.append("")
        if yesterday:
            lines.append(
                t("bot.solo.challenge_yesterday", locale, name=names[yesterday[0].user_id], score=yesterday[0].score)
            )
        else:
            lines.append(t("bot.solo.challenge_no_yesterday", locale))
        return t("bot.solo.challenge_title", locale, game=game, day=day), lines

    async def profile(
        self,
        user_id: int,
        fallback_name: str,
        game_types: list[str],
        *,
        guild_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> Profile:
        """The user's records; asked on a server, only what they did on that server (its games, its rating,
        the name they used there, else ``fallback_name``): one server learns nothing of another."""
        here = guild_id
        scope = guild_scope(here) if here is not None else GLOBAL
        name = (await self.db.names([user_id], on_server=here)).get(user_id) or fallback_name
        lines: list[str] = []
        for gt in game_types:
            game = self.rs.game_name(gt, locale)
            games, wins = await self.db.played(user_id, gt, scope)
            block = []
            mine = await self.rs.ratings.of(gt, scope, user_id)
            if games or mine:
                block.append(t("bot.lb.profile_games", locale, game=game, games=games, wins=wins))
                if mine:
                    prov = f" ({t('bot.lb.provisional', locale)})" if mine.games < PROVISIONAL_GAMES else ""
                    block.append(
                        t(
                            "bot.lb.profile_rating",
                            locale,
                            ordinal=_fmt(ordinal(mine.mu, mine.sigma)),
                            mu=_fmt(mine.mu),
                            sigma=_fmt(mine.sigma),
                            games=mine.games,
                            provisional=prov,
                        )
                    )
                else:
                    block.append(t("bot.lb.profile_unrated", locale))
            if solo_spec(gt) is not None:
                recs = await self.db.solo_records(user_id, gt, here)
                if recs:
                    scores = ", ".join(t("bot.lb.profile_solo_entry", locale, score=b, start=s) for s, b, _ in recs)
                    block.append(t("bot.lb.profile_solo", locale, scores=scores))
                camp = await self.db.campaign(user_id, gt)
                if camp is not None and (here is None or await self.db.campaign_played_on(user_id, gt, here)):
                    best = (
                        t("bot.lb.profile_campaign_best", locale, start=camp.best_start, score=camp.best_score)
                        if camp.best_start is not None
                        else ""
                    )
                    block.append(
                        t(
                            "bot.lb.profile_campaign",
                            locale,
                            position=camp.position,
                            games=camp.games,
                            wins=camp.wins,
                            best=best,
                        )
                    )
            block += await self._level_lines(user_id, gt, scope, locale)
            block += await self._learn_lines(user_id, gt, here, locale)
            entries = await self.db.user_entries(user_id, gt, here)
            if entries:
                block.append(
                    t("bot.lb.profile_challenge", locale, count=len(entries), best=max(e.score or 0 for e in entries))
                )
            if block:
                if not block[0].startswith(game):
                    block.insert(0, f"**{game}**")
                lines += block + [""]
        if guild_id is not None:
            lines += await self._recent(user_id, guild_id, locale)
        return Profile(user_id, name, [x for x in lines[:-1]] if lines else [t("bot.lb.profile_nothing", locale)])

    async def _learn_lines(self, user_id: int, game_type: str, guild_id: int | None, locale: str) -> list[str]:
        """Whether the user finished the game's guided first game (``/learn``; on this server only, asked there)."""
        rows = await LearnStore(self.rs.service.store).of_user(user_id, game_type, guild_id)
        if not rows:
            return []
        finished = sum(1 for r in rows if r.finished_at is not None)
        return [t("bot.lb.profile_learn", locale, finished=finished, started=len(rows))]

    async def _level_lines(self, user_id: int, game_type: str, scope: str, locale: str) -> list[str]:
        """The user's record against each AI level and each solo difficulty (migration 016), by primary key."""
        records = await HintsStore(self.rs.service.store).level_records(user_id, game_type, scope)
        out = []
        ai = {r.value: r for r in records if r.opponent.startswith(AI_PREFIX)}
        if ai:
            order = [lv for lv in AI_LEVELS if lv in ai] + sorted(set(ai) - set(AI_LEVELS))
            entries = [_record_entry(level_text(lv, locale), ai[lv], locale) for lv in order]
            out.append(t("bot.lb.profile_ai", locale, entries=" · ".join(entries)))
        spec = solo_spec(game_type)
        solo = {int(r.value): r for r in records if r.opponent.startswith(SOLO_PREFIX) and _whole(r.value)}
        if solo and spec is not None:
            starts = sorted(solo, reverse=spec.lower_is_harder)  # the easiest first
            entries = [_record_entry(_said(spec.difficulty_text(st), locale), solo[st], locale) for st in starts]
            out.append(t("bot.lb.profile_solo_levels", locale, entries=" · ".join(entries)))
        return out

    async def _recent(self, user_id: int, guild_id: int, locale: str) -> list[str]:
        """The user's latest finished games on this server, with a hint to replay them (a blank line ends it)."""
        games = await self.recent_games(user_id, guild_id, locale, RECENT_GAMES)
        if not games:
            return []
        return (
            [t("bot.lb.profile_recent", locale)]
            + [line for _, line in games]
            + [t("bot.lb.profile_recent_hint", locale), ""]
        )

    async def recent_games(self, user_id: int, guild_id: int, locale: str, limit: int) -> list[tuple[int, str]]:
        """The user's latest finished games on this server, newest first: (game id, "#12 · Lisboa · rank
        1/3 · 2026-11-23"), for the profile and the game number's autocomplete of /game replay."""
        return [
            (
                g.game_id,
                t(
                    "bot.lb.profile_recent_game",
                    locale,
                    id=g.game_id,
                    game=self.rs.game_name(g.game_type, locale),
                    rank=g.rank,
                    players=g.players,
                    date=g.finished_at[DATE],
                )
                + (" · " + t("bot.lb.profile_recent_hinted", locale) if g.hinted else ""),
            )
            for g in await self.db.recent_games(user_id, guild_id, limit)
        ]

    async def last_breakdown(self, user_id: int, guild_id: int | None, *, locale: str = DEFAULT_LOCALE) -> bytes | None:
        """Where the points came from (``render.breakdown``) in the user's latest finished game on this
        server (None: outside any server, as the profile's other lines), in ``locale``: one picture, not
        one per game; None when there is none (no finished game, a game without a breakdown)."""
        tables = self.rs.service.tables
        if tables.breakdowns is None:
            return None
        last = await self.db.recent_games(user_id, guild_id, 1)
        row = await tables.store.game(last[0].game_id) if last else None
        if row is None or row.state is None:
            return None
        try:
            game = tables.game(row.game_type)
            state = game.State.model_validate_json(row.state)
        except Exception:  # noqa: BLE001 - a game this code no longer reads shows no picture
            return None
        names = [s.name for s in await tables.store.seats(row.id)]
        return await tables.breakdown_picture(game, state, names, locale)

    async def forget_me(self, user_id: int, *, locale: str = DEFAULT_LOCALE) -> str:
        """Delete the user's personal data (results anonymised, personal rows dropped)."""
        await self.db.forget(user_id, t("bot.lb.forgotten_name", locale), self.rs.now())
        return t("bot.lb.forget_done", locale)
