"""Tournaments the bot runs: sign-up, the rounds (:mod:`.tournament_rounds`), status, cancelling, posts.

``/tournament create`` opens a sign-up (a player limit, an optional rating gate, a deadline); players
join and leave until the deadline or the organiser's Start; then every round's tables open by
themselves, paired by standing (:mod:`.pairing`), scored by place (:mod:`.standings`), until the
final standings and the champion are posted (in words and pictures: :mod:`.tournament_posts`).
:class:`Tournaments` is one component of
:class:`~bot.table.GameService`, over the shared :class:`~.tables.Tables`, the lobby and the start of
every table; a finish hook of the tables, it adds the tournament's line under a table's final ranking.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from bot.i18n import echo, t
from bot.store import GameRow, RecordsStore, ResultRow, SeatRow, guild_scope
from bot.store.records import ordinal
from bot.store.tournaments import TournamentRow, TournamentStore
from engine.core.text import DEFAULT_LOCALE, M

from . import clocks
from .errors import AlreadyJoined, BadOption, NotJoined
from .lobby import Lobby
from .play import Play
from .tables import Tables
from .tournament_models import (
    DEFAULT_LIMIT,
    DEFAULT_ROUNDS,
    FORMATS,
    POST_LEASE_SECONDS,
    MAX_ENTRANTS,
    MAX_ROUNDS,
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
from .tournament_posts import Picture, Words, default_picture, fmt
from .tournament_rounds import Rounds

log = logging.getLogger(__name__)


class Tournaments:
    """Tournament use cases (see the module docstring)."""

    def __init__(self, tables: Tables, lobby: Lobby, play: Play, *, picture: Picture | None = default_picture):
        self.tables = tables
        self.store = TournamentStore(tables.store)
        self.rounds = Rounds(tables, lobby, play, self.store)
        self.records = RecordsStore(tables.store)
        self.words = Words(tables, self.store, self.rounds, picture)  # None picture: none (tests, benchmarks)
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
        return await self.words.info(row, locale)

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
        return await self.words.info(await self._row(tournament_id), locale)

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
                        rating=fmt(round(rating, 1)),
                        gate=fmt(row.min_rating),
                    )
                )
        outcome = await self.store.join(row.id, user_id, name, self.tables.now())
        if outcome == "already":
            raise AlreadyJoined()
        if outcome == "full":
            raise TournamentFull(M("bot.tn.err.full", max=row.max_players))
        if outcome == "closed":
            raise TournamentClosed()
        return await self.words.info(row, locale)

    async def leave(
        self, tournament_id: int, guild_id: int | None, user_id: int, *, locale: str = DEFAULT_LOCALE
    ) -> TournamentInfo:
        row = await self._row(tournament_id, guild_id)
        if row.status != "signup":
            raise TournamentClosed()
        if not await self.store.leave(row.id, user_id):
            raise NotJoined()
        return await self.words.info(row, locale)

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
            out.append((row.id, self.words.title(row, locale) + " · " + t(f"bot.tn.state.{row.status}", locale)))
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
        stale = (self.tables.clock() - timedelta(seconds=POST_LEASE_SECONDS)).isoformat()
        out: list[TournamentPost] = []
        if row.status in ("running", "finished"):
            tgs = await self.store.tables(row.id)
            for round_no, _finished, posted in await self.store.rounds(row.id):
                if posted is not None:
                    continue
                mine = [tg for tg in tgs if tg.table.round == round_no]
                if any(not tg.table.bye and tg.table.thread_id is None for tg in mine):
                    continue  # its threads first
                if await self.store.claim("post", (row.id, round_no), now, stale):
                    out.append(await self.words.round_post(row, round_no, tgs, locale))
        if row.status in ("finished", "cancelled") and row.final_posted_at is None:
            rounds = await self.store.rounds(row.id)
            if row.status == "cancelled" or all(posted for _, _, posted in rounds):
                if await self.store.claim("final", (row.id,), now, stale):
                    out.append(await self.words.final_post(row, locale))
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
        lines = [self.words.state_line(row, len(players), rows, locale)]
        me = next((r for r in rows if r.user_id == user_id), None)
        if me is not None and row.status != "signup":
            lines.append(t("bot.tn.status_you", locale, place=me.place, count=len(rows), points=fmt(me.points)))
        if row.status == "running":
            lines += ["", t("bot.tn.round_tables", locale, round=row.round)]
            lines += self.words.table_lines(row, [tg for tg in tgs if tg.table.round == row.round], players, locale)
        if row.status != "signup" and rows:
            lines += ["", t("bot.tn.standings_title", locale)]
            lines += [self.words.standing_line(r, locale) for r in rows[:STATUS_ROWS_MAX]]
            if len(rows) > STATUS_ROWS_MAX:
                lines.append(t("bot.tn.more_players", locale, n=len(rows) - STATUS_ROWS_MAX))
        png = await self.words.standings_picture(row, rows, locale) if row.status != "signup" and rows else None
        return TournamentStatus(self.words.title(row, locale), lines, png)

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
                title=self.words.title(tour, locale),
                round=table.round,
                table=table.table_no,
                playing=playing,
            )
        ]
