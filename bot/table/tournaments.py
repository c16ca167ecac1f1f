"""Tournaments the bot runs: sign-up, the rounds (:mod:`.tournament_rounds`), status, cancelling, posts.

``/tournament create`` opens a sign-up (a player limit, an optional rating gate, a deadline); players
join and leave until the deadline or the organiser's Start; then every round's tables open by
themselves, paired by standing (:mod:`.pairing`), scored by place (:mod:`.standings`), until the
final standings and the champion are posted. :class:`Tournaments` is one component of
:class:`~bot.table.GameService`, over the shared :class:`~.tables.Tables`, the lobby and the start of
every table; a finish hook of the tables, it adds the tournament's line under a table's final ranking.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta
from typing import Any, Callable, Sequence

from bot.i18n import echo, t
from bot.store import GameRow, RecordsStore, ResultRow, SeatRow, guild_scope
from bot.store.records import ordinal
from bot.store.seasons import parse
from bot.store.tournaments import TableGame, TournamentRow, TournamentStore
from engine.core.text import DEFAULT_LOCALE, M

from . import pace as clocks
from .errors import AlreadyJoined, BadOption, NotJoined
from .lobby import Lobby
from .play import Play
from .standings import BYE_POINTS, PLACE_POINTS, Standing, standings
from .tables import Tables
from .tournament_models import (
    DEFAULT_LIMIT,
    DEFAULT_ROUNDS,
    FORMATS,
    LEASE_SECONDS,
    MAX_ENTRANTS,
    MAX_ROUNDS,
    MENTIONS_MAX,
    POST_TABLES_MAX,
    SEATS,
    STATUS_ROWS_MAX,
    NotOrganiser,
    RatingTooLow,
    TableToOpen,
    TooFewPlayers,
    TournamentClosed,
    TournamentFull,
    TournamentInfo,
    TournamentNotFound,
    TournamentPost,
    TournamentStatus,
    deadline,
)
from .tournament_rounds import Rounds, entrants, outcomes, planned_rounds

log = logging.getLogger(__name__)

# The standings picture: (its data as plain values, locale) -> PNG, or None. render.standings by default.
Picture = Callable[[dict[str, Any], str], "bytes | None"]


def default_picture(data: dict[str, Any], locale: str) -> bytes | None:
    """``render.standings`` when the renderer package is installed (imported on the first picture, as the
    boards' renderer is); its data from public values only."""
    from render import standings as picture

    rows = [picture.Row(**r) for r in data["rows"]]
    return picture.png(picture.Standings(**{**data, "rows": rows}), locale)


def _fmt(x: float) -> str:
    return f"{x:g}"


class Tournaments:
    """Tournament use cases (see the module docstring)."""

    def __init__(self, tables: Tables, lobby: Lobby, play: Play, *, picture: Picture | None = default_picture):
        self.tables = tables
        self.store = TournamentStore(tables.store)
        self.rounds = Rounds(tables, lobby, play, self.store)
        self.records = RecordsStore(tables.store)
        self.picture = picture if tables.renderer is not None else None
        tables.hooks.append(self)

    # ------------------------------------------------------------------ sign-up

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        game_type: str,
        format: str,
        *,
        rounds: int | None = None,
        seats_per_table: int | None = None,
        pace: str = clocks.LOBBY_DEFAULT,
        sign_up_until: str | None = None,
        limit: int | None = None,
        min_rating: float | None = None,
        options: dict | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> TournamentInfo:
        """Open a sign-up; every bad option is refused (nothing stored) with a line saying why."""
        game = self.tables.game(game_type)
        if format not in FORMATS:
            raise BadOption(M("bot.err.bad_option", field="format", value=echo(format)))
        seats = seats_per_table or min(max(SEATS), game.max_players)
        if seats not in SEATS or not game.min_players <= seats <= game.max_players or seats < 2:
            raise BadOption(
                M("bot.tn.err.seats", game=game.name, min=max(2, game.min_players), max=min(4, game.max_players))
            )
        if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
            raise BadOption(M("bot.err.bad_option", field="rounds", value=echo(rounds)))
        if pace not in clocks.CHOICES:
            raise BadOption(M("bot.err.bad_option", field="pace", value=echo(pace)))
        limit = limit or DEFAULT_LIMIT
        if not 2 <= limit <= MAX_ENTRANTS:
            raise BadOption(M("bot.tn.err.limit", max=MAX_ENTRANTS))
        until = deadline(sign_up_until, self.tables.clock())
        validated = game.Options.model_validate({**game.Options().model_dump(), **(options or {})})
        row = await self.store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            game_type=game.id,
            options=validated.model_dump(mode="json"),
            format=format,
            rounds=rounds or DEFAULT_ROUNDS[format],
            seats_per_table=seats,
            pace=None if pace == clocks.NONE else pace,
            max_players=limit,
            min_rating=min_rating,
            sign_up_until=until.isoformat(),
            organiser_id=organiser_id,
            now=self.tables.now(),
        )
        log.info("tournament %s created: %s %s, server %s", row.id, row.game_type, row.format, guild_id)
        return await self._info(row, locale)

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        """The sign-up message the front end posted (edited as the tournament goes on)."""
        await self.store.set_message(tournament_id, message_id)

    async def _row(self, tournament_id: int, guild_id: int | None = None) -> TournamentRow:
        """The tournament (of ``guild_id``, when given: a forged id of another server is not found)."""
        row = await self.store.tournament(tournament_id)
        if row is None or (guild_id is not None and row.guild_id != guild_id):
            raise TournamentNotFound()
        return row

    async def info(self, tournament_id: int, *, locale: str = DEFAULT_LOCALE) -> TournamentInfo:
        return await self._info(await self._row(tournament_id), locale)

    async def join(
        self, tournament_id: int, guild_id: int | None, user_id: int, name: str, *, locale: str = DEFAULT_LOCALE
    ) -> TournamentInfo:
        row = await self._row(tournament_id, guild_id)
        if row.status != "signup":
            raise TournamentClosed()
        if row.min_rating is not None:
            mine = await self.records.ratings(row.game_type, guild_scope(row.guild_id), user_id)
            rating = ordinal(mine[0].mu, mine[0].sigma) if mine else 0.0
            if rating < row.min_rating:
                raise RatingTooLow(
                    M(
                        "bot.tn.err.rating",
                        game=self.tables.game(row.game_type).name,
                        rating=_fmt(round(rating, 1)),
                        gate=_fmt(row.min_rating),
                    )
                )
        outcome = await self.store.join(row.id, user_id, name, self.tables.now())
        if outcome == "already":
            raise AlreadyJoined()
        if outcome == "full":
            raise TournamentFull(M("bot.tn.err.full", max=row.max_players))
        if outcome == "closed":
            raise TournamentClosed()
        return await self._info(row, locale)

    async def leave(
        self, tournament_id: int, guild_id: int | None, user_id: int, *, locale: str = DEFAULT_LOCALE
    ) -> TournamentInfo:
        row = await self._row(tournament_id, guild_id)
        if row.status != "signup":
            raise TournamentClosed()
        if not await self.store.leave(row.id, user_id):
            raise NotJoined()
        return await self._info(row, locale)

    def _check_organiser(self, row: TournamentRow, user_id: int, can_manage: bool) -> None:
        if user_id != row.organiser_id and not can_manage:
            raise NotOrganiser()

    async def start(
        self, tournament_id: int, guild_id: int | None, user_id: int, *, can_manage: bool = False, locale: str
    ) -> list[TableToOpen]:
        """The organiser starts before the deadline: round 1 is paired and its games opened; the tables
        whose threads the front end opens."""
        row = await self._row(tournament_id, guild_id)
        self._check_organiser(row, user_id, can_manage)
        if row.status != "signup":
            raise TournamentClosed()
        if len(await self.store.players(row.id)) < self.rounds.min_seats(row):
            raise TooFewPlayers(M("bot.tn.err.too_few", min=self.rounds.min_seats(row)))
        return await self.rounds.advance(row.id, locale=locale, start_now=True)

    async def cancel(
        self, tournament_id: int, guild_id: int | None, user_id: int, *, can_manage: bool = False, locale: str
    ) -> TournamentInfo:
        """The organiser (or a server manager) cancels: no further round; tables being played go on as
        ordinary tables (rated like any)."""
        row = await self._row(tournament_id, guild_id)
        self._check_organiser(row, user_id, can_manage)
        if not await self.store.cancel(row.id, "bot.tn.note.cancelled", self.tables.now()):
            raise TournamentClosed()
        log.info("tournament %s cancelled by %s", row.id, user_id)
        return await self.info(row.id, locale=locale)

    async def of_guild(self, guild_id: int, locale: str, limit: int = 25) -> list[tuple[int, str]]:
        """(id, label) of the server's tournaments, newest first (``/tournament``'s autocomplete)."""
        out = []
        for row in await self.store.of_guild(guild_id, limit):
            out.append((row.id, self._title(row, locale) + " · " + t(f"bot.tn.state.{row.status}", locale)))
        return out

    # ------------------------------------------------------------------ what is due (the front end's sweep)

    async def due(self) -> list[int]:
        """The tournaments with something due that this process owns (``tables.owns``)."""
        return [row.id for row in await self.store.due(self.tables.now()) if self.tables.owns(row.guild_id)]

    async def advance(self, tournament_id: int, *, locale: str = DEFAULT_LOCALE) -> list[TableToOpen]:
        return await self.rounds.advance(tournament_id, locale=locale)

    async def posts(self, tournament_id: int, locale: str) -> list[TournamentPost]:
        """The posts owed in the tournament's channel, each claimed for this process (post it, then
        :meth:`posted`; a failure: :meth:`not_posted`). A round is posted once all its tables have their
        threads; the final standings once it ended."""
        row = await self._row(tournament_id)
        now = self.tables.now()
        stale = (self.tables.clock() - timedelta(seconds=LEASE_SECONDS)).isoformat()
        out: list[TournamentPost] = []
        if row.status == "running" or (row.status == "finished"):
            tgs = await self.store.tables(row.id)
            for round_no, _finished, posted in await self.store.rounds(row.id):
                if posted is not None:
                    continue
                mine = [tg for tg in tgs if tg.table.round == round_no]
                if any(not tg.table.bye and tg.table.thread_id is None for tg in mine):
                    continue  # its threads first
                if await self.store.claim("post", (row.id, round_no), now, stale):
                    out.append(await self._round_post(row, round_no, tgs, locale))
        if row.status in ("finished", "cancelled") and row.final_posted_at is None:
            rounds = await self.store.rounds(row.id)
            if row.status == "cancelled" or all(posted for _, _, posted in rounds):
                if await self.store.claim("final", (row.id,), now, stale):
                    out.append(await self._final_post(row, locale))
        return out

    async def posted(self, post: TournamentPost) -> None:
        key = (post.tournament_id, post.round) if post.kind == "round" else (post.tournament_id,)
        await self.store.done("post" if post.kind == "round" else "final", key, self.tables.now())

    async def not_posted(self, post: TournamentPost) -> None:
        key = (post.tournament_id, post.round) if post.kind == "round" else (post.tournament_id,)
        await self.store.release("post" if post.kind == "round" else "final", key)

    # ------------------------------------------------------------------ status

    async def status(
        self, tournament_id: int, guild_id: int | None, user_id: int, *, locale: str = DEFAULT_LOCALE
    ) -> TournamentStatus:
        """Where the tournament stands, for one user (privately): the standings (picture and the top
        lines), the user's own place, the current round's tables with their threads."""
        row = await self._row(tournament_id, guild_id)
        rows, tgs = await self.rounds.standing(row)
        players = {p.user_id: p.name for p in await self.store.players(row.id)}
        lines = [self._state_line(row, len(players), rows, locale)]
        me = next((r for r in rows if r.user_id == user_id), None)
        if me is not None and row.status != "signup":
            lines.append(t("bot.tn.status_you", locale, place=me.place, count=len(rows), points=_fmt(me.points)))
        if row.status == "running":
            lines += ["", t("bot.tn.round_tables", locale, round=row.round)]
            lines += self._table_lines(row, [tg for tg in tgs if tg.table.round == row.round], players, locale)
        if row.status != "signup" and rows:
            lines += ["", t("bot.tn.standings_title", locale)]
            lines += [self._standing_line(r, locale) for r in rows[:STATUS_ROWS_MAX]]
            if len(rows) > STATUS_ROWS_MAX:
                lines.append(t("bot.tn.more_players", locale, n=len(rows) - STATUS_ROWS_MAX))
        png = await self._picture(row, rows, locale) if row.status != "signup" and rows else None
        return TournamentStatus(self._title(row, locale), lines, png)

    # ------------------------------------------------------------------ finish hook (bot.table.tables)

    async def game_finished(self, row: GameRow, seats: list[SeatRow], results: list[ResultRow]) -> None:
        """Nothing here: the round's end is the sweep's (it also counts abandoned tables)."""

    async def final_lines(self, row: GameRow, locale: str) -> list[str]:
        """Under a tournament table's final ranking: which tournament, and how its round stands."""
        found = await self.store.table_of_game(row.id)
        if found is None:
            return []
        tour, table = found
        tgs = [tg for tg in await self.store.tables(tour.id) if tg.table.round == table.round and not tg.table.bye]
        playing = sum(1 for tg in tgs if tg.status not in ("finished", "abandoned"))
        return [
            t(
                "bot.tn.table_over",
                locale,
                title=self._title(tour, locale),
                round=table.round,
                table=table.table_no,
                playing=playing,
            )
        ]

    # ------------------------------------------------------------------ words

    def _title(self, row: TournamentRow, locale: str) -> str:
        return t(
            "bot.tn.title",
            locale,
            game=t(self.tables.game(row.game_type).name, locale),
            id=row.id,
            format=t(f"bot.tn.format.{row.format}", locale),
        )

    def _rounds_text(self, row: TournamentRow, players: int, locale: str) -> str:
        if row.status == "signup" and row.format != "swiss":
            return t(f"bot.tn.rounds_{row.format}", locale)
        return str(planned_rounds(row, players, self.rounds.min_seats(row)))

    def _state_line(self, row: TournamentRow, players: int, rows: Sequence[Standing], locale: str) -> str:
        if row.status == "running":
            return t(
                "bot.tn.state_running",
                locale,
                round=row.round,
                rounds=self._rounds_text(row, players, locale),
                players=players,
            )
        if row.status == "finished" and rows:
            return t("bot.tn.state_finished", locale, champion=rows[0].name)
        if row.status == "cancelled":
            return t(row.note or "bot.tn.note.cancelled", locale)
        return t("bot.tn.state_signup", locale, until=_stamp(row.sign_up_until))

    async def _info(self, row: TournamentRow, locale: str) -> TournamentInfo:
        row = await self.store.tournament(row.id) or row
        players = await self.store.players(row.id)
        rows = (await self.rounds.standing(row))[0] if row.status == "finished" else []
        points = PLACE_POINTS.get(row.seats_per_table, ())
        lines = [
            self._state_line(row, len(players), rows, locale),
            t("bot.tn.organiser", locale, mention=f"<@{row.organiser_id}>"),
            t(f"bot.tn.format_text.{row.format}", locale, seats=row.seats_per_table),
            t("bot.tn.rounds", locale, rounds=self._rounds_text(row, len(players), locale)),
            t(
                "bot.tn.pace",
                locale,
                pace=t(f"bot.pace.name.{row.pace}", locale) if row.pace else t("bot.pace.lobby_none", locale),
            ),
            t("bot.tn.points", locale, points=" / ".join(str(p) for p in points), bye=BYE_POINTS),
            t("bot.tn.tiebreaks", locale),
            t("bot.tn.rated", locale),
        ]
        if row.min_rating is not None:
            lines.append(t("bot.tn.gate", locale, gate=_fmt(row.min_rating)))
        lines.append(
            t(
                "bot.tn.players",
                locale,
                count=len(players),
                max=row.max_players,
                names=", ".join(p.name for p in players) or "-",
            )
        )
        return TournamentInfo(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            message_id=row.message_id,
            status=row.status,
            organiser_id=row.organiser_id,
            title="🏆 " + self._title(row, locale),
            lines=lines,
            players=[p.name for p in players],
            locale=locale,
        )

    def _table_lines(
        self, row: TournamentRow, tgs: Sequence[TableGame], players: dict[int, str], locale: str
    ) -> list[str]:
        lines = []
        for tg in tgs[:POST_TABLES_MAX]:
            names = ", ".join(players.get(u, "?") for u in tg.table.players)
            if tg.table.bye:
                lines.append(t("bot.tn.bye_line", locale, names=names, points=BYE_POINTS))
            else:
                where = f"<#{tg.table.thread_id}>" if tg.table.thread_id else t("bot.tn.opening", locale)
                if tg.status in ("finished", "abandoned"):
                    where += " · " + t(f"bot.tn.table_state.{tg.status}", locale)
                lines.append(t("bot.tn.table_line", locale, table=tg.table.table_no, where=where, names=names))
        if len(tgs) > POST_TABLES_MAX:
            lines.append(t("bot.tn.more_tables", locale, n=len(tgs) - POST_TABLES_MAX))
        return lines

    def _standing_line(self, r: Standing, locale: str) -> str:
        return t(
            "bot.tn.standing_line",
            locale,
            place=r.place,
            name=r.name,
            points=_fmt(r.points),
            buchholz=_fmt(r.buchholz),
            score=r.score,
        )

    async def _picture(self, row: TournamentRow, rows: Sequence[Standing], locale: str, **extra: Any) -> bytes | None:
        if self.picture is None:
            return None
        data = {
            "title": self._title(row, locale),
            "subtitle": extra.get("subtitle") or t("bot.tn.standings_after", locale, round=row.round),
            "rows": [
                {
                    "place": r.place,
                    "name": r.name,
                    "points": _fmt(r.points),
                    "buchholz": _fmt(r.buchholz),
                    "score": str(r.score),
                    "results": list(r.results),
                    "note": t("bot.tn.out_in", locale, round=r.out_in) if r.out_in else "",
                }
                for r in rows
            ],
            "rounds": max((len(r.results) for r in rows), default=0),
            "footer": t("bot.tn.picture_footer", locale, bye=BYE_POINTS),
            "champion": extra.get("champion", ""),
        }
        try:
            return await asyncio.to_thread(self.picture, data, locale)
        except Exception:  # noqa: BLE001 - a drawing bug must not cost the post (its lines say it all)
            log.exception("tournament %s: the standings picture could not be drawn", row.id)
            return None

    async def _round_post(
        self, row: TournamentRow, round_no: int, tgs: Sequence[TableGame], locale: str
    ) -> TournamentPost:
        players = {p.user_id: p.name for p in await self.store.players(row.id)}
        mine = [tg for tg in tgs if tg.table.round == round_no]
        rounds = self._rounds_text(row, len(players), locale)
        lines = [t("bot.tn.round_starts", locale, round=round_no, rounds=rounds)]
        png = None
        if round_no > 1:
            before = [tg for tg in tgs if tg.table.round < round_no]
            rows = standings(entrants(await self.store.players(row.id)), outcomes(before), row.format == "knockout")
            png = await self._picture(
                row, rows, locale, subtitle=t("bot.tn.standings_after", locale, round=round_no - 1)
            )
            lines.append(t("bot.tn.leaders", locale, names=", ".join(r.name for r in rows[:3])))
        lines += self._table_lines(row, mine, players, locale)
        who = [u for tg in mine for u in tg.table.players]
        mentions = who if len(who) <= MENTIONS_MAX else []
        content = (" ".join(f"<@{u}>" for u in mentions) + " " + t("bot.tn.tables_ready", locale)) if mentions else ""
        return TournamentPost(
            row.id,
            "round",
            round_no,
            row.channel_id,
            self._title(row, locale),
            lines,
            content.strip(),
            mentions,
            png,
            await self._info(row, locale) if round_no == 1 else None,
        )

    async def _final_post(self, row: TournamentRow, locale: str) -> TournamentPost:
        rows, _ = await self.rounds.standing(row)
        if row.status == "cancelled" or not rows:
            lines = [t(row.note or "bot.tn.note.cancelled", locale)]
            return TournamentPost(
                row.id,
                "final",
                row.round,
                row.channel_id,
                self._title(row, locale),
                lines,
                "",
                [],
                None,
                await self._info(row, locale),
            )
        champion = t("bot.tn.champion", locale, name=rows[0].name)
        png = await self._picture(row, rows, locale, subtitle=t("bot.tn.final_standings", locale), champion=champion)
        lines = [champion, ""] + [self._standing_line(r, locale) for r in rows[:STATUS_ROWS_MAX]]
        if len(rows) > STATUS_ROWS_MAX:
            lines.append(t("bot.tn.more_players", locale, n=len(rows) - STATUS_ROWS_MAX))
        return TournamentPost(
            row.id,
            "final",
            row.round,
            row.channel_id,
            self._title(row, locale),
            lines,
            f"<@{rows[0].user_id}>",
            [rows[0].user_id],
            png,
            await self._info(row, locale),
        )


def _stamp(iso: str) -> str:
    """A Discord timestamp (each reader sees it in their own time zone): date, time and "in 3 hours"."""
    unix = int(parse(iso).timestamp())
    return f"<t:{unix}:f> (<t:{unix}:R>)"
