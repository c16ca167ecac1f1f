"""Seasons: a server's leaderboards season by season, its season settings, and the champions' announcement.

A server's seasons last three months by default (PROPOSED, as Board Game Arena's), or what an admin set
with ``/setup season`` (1, 2, 3, 4, 6 or 12 months, from the next season on); they follow the calendar
(three months: the calendar quarters, UTC), a server's first season starting when it is first needed
(``bot.store.seasons``). The global scope's seasons are the calendar quarters. Every leaderboard has a
season view (:meth:`Seasons.resolve` turns ``/leaderboard season:`` into a season); ratings per season
start afresh each season and are rebuilt from the results log like the all-time ones
(``bot.records.ratings``). When a season ends, its champions — the top of each game's season rating
board on that server — are announced once in the channel the admin chose (``/setup announcements``),
else in the server's system channel (the front end's part), however many processes sweep and restart:
the season's row is claimed in the database before the post and marked after it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Callable, Protocol

from bot.i18n import echo, t
from bot.store import GLOBAL, RecordsStore, guild_scope
from bot.store.season_store import SeasonsStore
from bot.store.seasons import ANNOUNCE_LEASE_SECONDS, SeasonRow, guild_of, parse
from bot.store.setting_names import ANNOUNCE_CHANNEL, SEASON_LENGTHS, SEASON_MONTHS, season_months
from bot.store.settings import SettingsStore
from bot.table import BadOption, NotAllowed
from engine.core.text import DEFAULT_LOCALE, M

from .ratings import ORDINAL_Z, Ratings, ordinal


class _Records(Protocol):
    """What seasons use of the records service (``RecordsService``, which builds them)."""

    service: Any  # the GameService
    records: RecordsStore
    ratings: Ratings

    def now(self) -> str: ...

    def game_name(self, game_type: str, locale: str) -> str: ...


log = logging.getLogger(__name__)

CURRENT = "current"  # /leaderboard season: the season running now
CHOICES_SHOWN = 25  # autocomplete choices (Discord's limit)
PODIUM = 3  # players named per game in a champions' announcement
MEDALS = ("🥇", "🥈", "🥉")


@dataclass(frozen=True, slots=True)
class Season:
    """One season of a server (or of the global scope), as the leaderboards and announcements show it."""

    scope: str
    number: int
    starts_at: str
    ends_at: str
    months: int
    current: bool = False

    @property
    def key(self) -> str:
        """Its ratings' scope (``guild:12@3``)."""
        return f"{self.scope}@{self.number}"

    @property
    def span(self) -> tuple[str, str]:
        return self.starts_at, self.ends_at

    @property
    def first_day(self) -> str:
        return parse(self.starts_at).date().isoformat()

    @property
    def last_day(self) -> str:
        """The last day it holds (it ends at 00:00 UTC of the day after)."""
        return (parse(self.ends_at) - timedelta(microseconds=1)).date().isoformat()

    def label(self, locale: str) -> str:
        """ "Season 3 (2026-04-01 – 2026-06-30)", with "current" for the running one."""
        key = "bot.season.label_current" if self.current else "bot.season.label"
        return t(key, locale, n=self.number, first=self.first_day, last=self.last_day)


@dataclass(frozen=True, slots=True)
class Announcement:
    """A season's champions to post once (``Seasons.due_announcements``): where, what, in which language."""

    guild_id: int
    channel_id: int | None  # the channel the admin chose (None: the front end's fallback)
    season: Season
    text: str
    locale: str
    row: SeasonRow


def _season(row: SeasonRow, now: str) -> Season:
    return Season(row.scope, row.number, row.starts_at, row.ends_at, row.months, row.holds(now))


class Seasons:
    """Season use cases over the records service (see the module docstring)."""

    def __init__(self, records: _Records):
        self.rs = records
        store = records.service.store
        self.rows = SeasonsStore(store)
        self.settings = SettingsStore(store)

    # ------------------------------------------------------------------ which season

    async def current(self, guild_id: int | None) -> Season:
        """The season running now on the server (the global scope's without one)."""
        now = self.rs.now()
        return _season(await self.rows.current(guild_scope(guild_id), now), now)

    async def resolve(self, guild_id: int | None, value: str | None) -> Season | None:
        """``/leaderboard season:``: nothing is all-time (None); ``current`` the season now; a number that
        season of the server (or of the global scope); anything else is refused, nothing changes."""
        if value is None or not value.strip():
            return None
        value = value.strip()
        if value.lower() == CURRENT:
            return await self.current(guild_id)
        number = int(value) if value.isascii() and value.isdigit() and len(value) <= 6 else None
        row = await self.rows.season(guild_scope(guild_id), number) if number else None
        if row is None:
            raise BadOption(M("bot.season.err.unknown", season=echo(value)))
        return _season(row, self.rs.now())

    async def choices(self, guild_id: int | None, typed: str, locale: str) -> list[tuple[str, str]]:
        """(label, value) of the server's seasons for the option's autocomplete: the current one first,
        then the past ones, newest first; those whose label holds what was typed."""
        now = self.rs.now()
        current = await self.current(guild_id)
        past = await self.rows.seasons(guild_scope(guild_id), CHOICES_SHOWN, before=current.number)
        shown = [(current.label(locale), CURRENT)] + [(_season(r, now).label(locale), str(r.number)) for r in past]
        typed = typed.strip().lower()
        return [c for c in shown if typed in c[0].lower()][:CHOICES_SHOWN]

    # ------------------------------------------------------------------ settings (/setup)

    async def set_length(self, guild_id: int, user_id: int, months: int, *, can_manage: bool, locale: str) -> str:
        """An admin's season length for the server, from its next season on (the current one keeps its end)."""
        if not can_manage:
            raise NotAllowed(M("bot.season.err.manage_server"))
        if months not in SEASON_LENGTHS:
            raise BadOption(M("bot.err.bad_option", field="length", value=echo(months)))
        current = await self.current(guild_id)  # made before the change: it keeps the length it began with
        await self.settings.put(guild_id, SEASON_MONTHS, months, by=user_id, now=self.rs.now())
        return t("bot.season.length_set", locale, months=months, season=current.label(locale), last=current.last_day)

    async def set_channel(
        self, guild_id: int, user_id: int, channel_id: int | None, *, can_manage: bool, locale: str
    ) -> str:
        """An admin's channel for the champions' announcements (None: back to the server's system channel)."""
        if not can_manage:
            raise NotAllowed(M("bot.season.err.manage_server"))
        await self.settings.put(guild_id, ANNOUNCE_CHANNEL, channel_id, by=user_id, now=self.rs.now())
        if channel_id is None:
            return t("bot.season.channel_cleared", locale)
        return t("bot.season.channel_set", locale, channel=f"<#{channel_id}>")

    async def settings_lines(self, guild_id: int, locale: str) -> list[str]:
        """What ``/setup show`` says: the season length, the current season, the announcement channel."""
        values = await self.settings.all(guild_id)
        current = await self.current(guild_id)
        channel = values.get(ANNOUNCE_CHANNEL)
        return [
            t("bot.season.show_length", locale, months=season_months(values.get(SEASON_MONTHS))),
            t("bot.season.show_current", locale, season=current.label(locale)),
            t("bot.season.show_channel", locale, channel=f"<#{channel}>")
            if channel
            else t("bot.season.show_no_channel", locale),
        ]

    # ------------------------------------------------------------------ champions

    async def champions(self, season: Season, locale: str) -> list[str]:
        """One line per game with season ratings: its podium (the season's rating board, top three)."""
        lines = []
        for game_type in await self.rows.game_types(season.key):
            await self.rs.ratings.sync(game_type)  # the whole season applied before anyone is named
            _, rows = await self.rs.records.ranked(game_type, season.key, "rating", 0, PODIUM, ORDINAL_Z)
            if not rows:
                continue
            names = await self.rs.records.names([r.user_id for r in rows], on_server=guild_of(season.scope))
            podium = " · ".join(
                t(
                    "bot.season.podium_entry",
                    locale,
                    medal=MEDALS[i],
                    name=names.get(r.user_id) or t("bot.lb.unknown_player", locale, id=r.user_id),
                    rating=f"{ordinal(r.mu, r.sigma):.1f}",
                    games=r.games,
                )
                for i, r in enumerate(rows)
            )
            lines.append(t("bot.season.podium", locale, game=self.rs.game_name(game_type, locale), podium=podium))
        return lines

    async def due_announcements(
        self, owns: Callable[[int], bool], locale_of: Callable[[int], str]
    ) -> list[Announcement]:
        """The ended seasons of servers this process owns (``owns(guild_id)``) whose champions are not
        announced yet, each claimed for this process: the front end posts each and calls
        :meth:`announced` (or :meth:`not_posted`, to try again later). A season without a rated game is
        marked done without a post. ``locale_of(guild_id)``: the server's language (a channel reads it)."""
        now = self.rs.now()
        stale = (parse(now) - timedelta(seconds=ANNOUNCE_LEASE_SECONDS)).isoformat()
        out = []
        for row in await self.rows.ended_unannounced(now):
            guild = guild_of(row.scope)
            if row.scope == GLOBAL or guild is None:  # no channel belongs to every server: read with /leaderboard
                await self.rows.mark_announced(row, now)
                continue
            if not owns(guild) or not await self.rows.claim_announcement(row, now, stale):
                continue
            season = _season(row, now)
            locale = locale_of(guild) or DEFAULT_LOCALE
            lines = await self.champions(season, locale)
            if not lines:
                await self.rows.mark_announced(row, now)
                log.info("season %s of %s ended without a rated game: nothing to announce", row.number, row.scope)
                continue
            following = await self.current(guild)  # the next season begins (made now if need be)
            text = "\n".join(
                [
                    t("bot.season.ended", locale, season=season.label(locale)),
                    *lines,
                    t("bot.season.next", locale, season=following.label(locale)),
                ]
            )
            channel = await self.settings.get(guild, ANNOUNCE_CHANNEL)
            out.append(Announcement(guild, int(channel) if channel else None, season, text, locale, row))
        return out

    async def announced(self, a: Announcement) -> None:
        await self.rows.mark_announced(a.row, self.rs.now())

    async def not_posted(self, a: Announcement, *, retry: bool) -> None:
        """A claimed announcement that was not posted: given back for the next sweep (``retry``), or given
        up (no channel takes it: logged, the season stays readable with /leaderboard)."""
        if retry:
            await self.rows.release_announcement(a.row)
        else:
            await self.rows.mark_announced(a.row, self.rs.now())
