"""A tournament's rounds going on by themselves: the start, each round's pairing and games, the round's
end, the posts.

:meth:`Rounds.advance` does whatever is due for one tournament and can be called any number of times
by any number of processes (the front end's sweep, the organiser's Start, a table's end): every step is
a claim in the database (``bot.store.tournaments``), so a round is paired once and each table's game
opened once. What needs the chat — a table's thread, the posts — is handed to the front end claimed
(:class:`~.tournament_models.TableToOpen`, :class:`~.tournament_models.TournamentPost`).

A round ends when every one of its tables has finished or was abandoned (``bot.table.standings`` says
how each counts); the transaction that ends it pairs the next round, or ends the tournament after its
last round (a knockout: when one player is left). The tables are ordinary games opened through the
lobby and start of every table (the organiser is their creator, so they may end a stuck table with
``/game abandon``), in the tournament's pace, with "when a clock runs out: wait for a vote" (a majority of
the table replaces an out-of-time player, by an AI or a substitute): rated like any table.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Sequence

from bot.i18n import t
from bot.store import ChannelBusyError, RecordsStore, guild_scope
from bot.store.records import ordinal
from bot.store.tournaments import NewTable, PlayerRow, TableGame, TournamentRow, TournamentStore
from engine.core.text import DEFAULT_LOCALE

from . import clocks
from . import pairing
from .errors import AlreadyJoined, AlreadyStarted, ChannelBusy, TableFull
from .lobby import Lobby
from .models import PublicUpdate
from .play import Play
from .standings import ABANDONED, BYE, FINISHED, PLAYING, Entrant, Seat, Standing, TableOutcome
from .standings import alive, met, standings
from .tables import Tables
from .tournament_models import LEASE_SECONDS, MAX_ROUNDS, TableToOpen, table_channel

log = logging.getLogger(__name__)


def entrants(players: Sequence[PlayerRow]) -> list[Entrant]:
    """The players with their seeds (before the start: in sign-up order)."""
    return [Entrant(p.user_id, p.name, p.seed if p.seed is not None else p.pos) for p in players]


def outcomes(tables: Sequence[TableGame]) -> list[TableOutcome]:
    """Each table as the standings read it: a bye, a finished game's places and scores, an abandoned
    game, or one still played (or not opened yet)."""
    out = []
    for tg in tables:
        tb = tg.table
        if tb.bye:
            state, seats = BYE, tuple(Seat(u) for u in tb.players)
        elif tg.status == "finished":
            state = FINISHED
            seats = tuple(Seat(u, *tg.results.get(u, (len(tb.players), 0))) for u in tb.players)
        else:
            state = ABANDONED if tg.status == "abandoned" else PLAYING
            seats = tuple(Seat(u) for u in tb.players)
        out.append(TableOutcome(tb.round, tb.table_no, state, seats, tb.game_id))
    return out


def planned_rounds(tour: TournamentRow, players: int, min_seats: int) -> int:
    """The rounds the tournament plays: Swiss as set; a round robin until everyone met everyone (at most
    as set); a knockout until one player is left."""
    k = tour.seats_per_table
    if tour.format == "knockout":
        return max(1, pairing.knockout_rounds(players, k, min_seats))
    if tour.format == "round_robin":
        return max(1, min(tour.rounds, MAX_ROUNDS, pairing.round_robin_rounds(players, k)))
    return tour.rounds


def pair(
    tour: TournamentRow, field_: Sequence[Entrant], played: Sequence[TableOutcome], round_no: int, min_seats: int
) -> list[NewTable]:
    """Round ``round_no``'s tables (numbered 1..; byes after them, a table of one each)."""
    by_seed = [e.user_id for e in sorted(field_, key=lambda e: e.seed)]
    k = tour.seats_per_table
    if tour.format == "knockout":
        p = pairing.knockout(alive(field_, played), k, min_seats)
    elif tour.format == "round_robin":
        p = pairing.round_robin(by_seed, k, round_no, met(played), min_seats)
    else:
        order = [s.user_id for s in standings(field_, played)] if played else by_seed
        had_bye = {s.user_id for o in played if o.state == BYE for s in o.seats}
        p = pairing.swiss(order, k, met(played), had_bye, min_seats)
    tables = [NewTable(i + 1, list(players)) for i, players in enumerate(t for t in p.tables if t)]
    return tables + [NewTable(len(tables) + j + 1, [u], bye=True) for j, u in enumerate(p.byes)]


class Rounds:
    """The rounds of every tournament (see the module docstring)."""

    def __init__(self, tables: Tables, lobby: Lobby, play: Play, store: TournamentStore):
        self.tables, self.lobby, self.play, self.store = tables, lobby, play, store
        self.records = RecordsStore(tables.store)

    def min_seats(self, tour: TournamentRow) -> int:
        return max(2, self.tables.game(tour.game_type).min_players)

    def _stale(self) -> str:
        return (self.tables.clock() - timedelta(seconds=LEASE_SECONDS)).isoformat()

    async def standing(self, tour: TournamentRow) -> tuple[list[Standing], list[TableGame]]:
        """The standings now, and every table with its game."""
        tgs = await self.store.tables(tour.id)
        return standings(entrants(await self.store.players(tour.id)), outcomes(tgs), tour.format == "knockout"), tgs

    # ------------------------------------------------------------------ what is due

    async def advance(
        self, tournament_id: int, *, locale: str = DEFAULT_LOCALE, start_now: bool = False
    ) -> list[TableToOpen]:
        """Do what is due (start, open the round's games, end a round and pair the next); the current
        round's tables whose thread the front end should open, named in ``locale`` (the server's)."""
        for _ in range(4):  # a start, or a round's end that pairs the next one: once more round the loop
            tour = await self.store.tournament(tournament_id)
            if tour is None or tour.status in ("finished", "cancelled"):
                return []
            if tour.status == "signup":
                if not start_now and tour.sign_up_until > self.tables.now():
                    return []
                await self._begin(tour)
                start_now = False
                continue
            tgs = await self.store.tables(tour.id)
            current = [tg for tg in tgs if tg.table.round == tour.round]
            if await self._open_games(tour, current):
                tgs = await self.store.tables(tour.id)
                current = [tg for tg in tgs if tg.table.round == tour.round]
            played = outcomes(tgs)
            if current and all(o.state != PLAYING for o in played if o.round == tour.round):
                await self._end_round(tour, played)  # ended here or by another process: read it again
                continue
            if not any(_needs_thread(tg) for tg in current):
                return []
            names = {p.user_id: p.name for p in await self.store.players(tour.id)}
            rounds = planned_rounds(tour, len(names), self.min_seats(tour))
            return [self._to_open(tour, tg, names, rounds, locale) for tg in current if _needs_thread(tg)]
        return []

    async def _begin(self, tour: TournamentRow) -> None:
        """The sign-up is over: seed the players by their rating on the server (then sign-up order) and
        pair round 1 — or cancel when too few signed up."""
        players = await self.store.players(tour.id)
        if len(players) < self.min_seats(tour):
            if await self.store.cancel(tour.id, "bot.tn.note.too_few", self.tables.now()):
                log.info("tournament %s: cancelled at its start, %d players", tour.id, len(players))
            return
        ratings = {
            r.user_id: ordinal(r.mu, r.sigma)
            for r in await self.records.ratings(tour.game_type, guild_scope(tour.guild_id))
        }
        ranked = sorted(players, key=lambda p: (-ratings.get(p.user_id, 0.0), p.pos))
        seeds = [(p.user_id, i + 1, ratings.get(p.user_id)) for i, p in enumerate(ranked)]
        field_ = [Entrant(p.user_id, p.name, i + 1) for i, p in enumerate(ranked)]
        tables = pair(tour, field_, [], 1, self.min_seats(tour))
        if await self.store.start(tour.id, seeds, tables, self.tables.now()):
            log.info(
                "tournament %s started: %d players, round 1 paired (%d tables)", tour.id, len(players), len(tables)
            )

    async def _end_round(self, tour: TournamentRow, played: list[TableOutcome]) -> bool:
        """Every table of the round is decided: end it, pairing the next round or ending the tournament
        (one transaction; False if another process did)."""
        field_ = entrants(await self.store.players(tour.id))
        min_seats = self.min_seats(tour)
        if tour.format == "knockout":
            last = len(alive(field_, played)) <= 1
        else:
            last = tour.round >= planned_rounds(tour, len(field_), min_seats)
        now = self.tables.now()
        if last:
            done = await self.store.finish(tour.id, tour.round, now)
            if done:
                log.info("tournament %s finished after round %s", tour.id, tour.round)
            return done
        tables = pair(tour, field_, played, tour.round + 1, min_seats)
        paired = await self.store.next_round(tour.id, tour.round, tables, now)
        if paired:
            log.info("tournament %s: round %s paired (%d tables)", tour.id, tour.round + 1, len(tables))
        return paired

    async def _open_games(self, tour: TournamentRow, current: Sequence[TableGame]) -> bool:
        """Open the game of each table of the round that has none: through the lobby and start of any
        table, in the table's own channel id (so only one process opens it). True if one was linked."""
        names = {p.user_id: p.name for p in await self.store.players(tour.id)}
        linked = False
        for tg in current:
            tb = tg.table
            if tb.bye or tb.game_id is not None:
                continue
            channel = table_channel(tour.id, tb.round, tb.table_no)
            try:
                await self.lobby.open(
                    tour.guild_id,
                    channel,
                    tour.game_type,
                    tour.organiser_id,
                    "",
                    tour.options,
                    seat_creator=False,
                    pace=tour.pace or clocks.NONE,
                    out_of_time=clocks.WAIT_FOR_VOTE,  # an out-of-time player: the table votes (issue 29)
                )
            except (ChannelBusy, ChannelBusyError):
                pass  # opened by another process (or an earlier try): carried on below
            row = await self.tables.store.live_game(channel)
            if row is None:
                continue
            if row.status == "lobby" and not await self._seat_and_start(tour, channel, row.id, tb.players, names):
                continue  # another process is still seating its players: it starts it (else the next sweep)
            row = await self.tables.store.game(row.id)
            if row is None or row.status != "active":
                continue
            seats = [s.user_id for s in await self.tables.store.seats(row.id)]  # as started: the entrants
            await self.store.link_game(tour.id, tb.round, tb.table_no, row.id, seats)
            linked = True
        return linked

    async def _seat_and_start(
        self, tour: TournamentRow, channel: int, game_id: int, players: Sequence[int], names: dict[int, str]
    ) -> bool:
        """Seat the table's players at its lobby (those another process has not) and start it once all of
        them, and only they, sit there; False while not all are seated (a start with some missing would
        leave a player out)."""
        try:
            seated = {m.user_id for m in await self.tables.store.lobby_members(game_id)}
            for user in players:
                if user not in seated:
                    try:
                        await self.lobby.join(channel, user, names.get(user, str(user)), game_id=game_id)
                    except (AlreadyJoined, TableFull):
                        pass  # another process seated them meanwhile (the table holds its players only)
            if {m.user_id for m in await self.tables.store.lobby_members(game_id)} != set(players):
                return False
            await self.play.start(channel, tour.organiser_id, game_id=game_id)
        except AlreadyStarted:
            pass  # another process started it meanwhile
        return True

    def _to_open(
        self, tour: TournamentRow, tg: TableGame, names: dict[int, str], rounds: int, locale: str
    ) -> TableToOpen:
        tb = tg.table
        assert tb.game_id is not None, "only an opened table gets a thread"
        game = t(self.tables.game(tour.game_type).name, locale)
        return TableToOpen(
            tour.id,
            tb.round,
            tb.table_no,
            tb.game_id,
            table_channel(tour.id, tb.round, tb.table_no),
            tour.channel_id,
            thread_name=t(
                "bot.tn.thread_name",
                locale,
                game=game,
                id=tour.id,
                round=tb.round,
                table=tb.table_no,
                names=", ".join(names.get(u, "?") for u in tb.players),
            ),
            header=t(
                "bot.tn.table_header",
                locale,
                game=game,
                id=tour.id,
                format=t(f"bot.tn.format.{tour.format}", locale),
                round=tb.round,
                rounds=rounds,
                table=tb.table_no,
            ),
        )

    # ------------------------------------------------------------------ a table's thread

    async def claim_thread(self, table: TableToOpen) -> bool:
        return await self.store.claim(
            "thread", (table.tournament_id, table.round, table.table_no), self.tables.now(), self._stale()
        )

    async def release_thread(self, table: TableToOpen) -> None:
        await self.store.release("thread", (table.tournament_id, table.round, table.table_no))

    async def moved(self, table: TableToOpen, thread_id: int) -> bool:
        """The table's game goes on in ``thread_id`` (opened by the front end)."""
        return await self.store.moved_to_thread(
            table.game_id, table.from_channel, thread_id, table.home_channel_id, self.tables.now()
        )

    async def first_board(self, thread_id: int, locale: str) -> PublicUpdate:
        """The table's first board in its thread, telling the seats asked first."""
        tb = await self.tables.active(thread_id)
        locale = self.tables.public_locale(tb.row, locale)
        return await self.tables.public(tb, await self.tables.log_since_turn(tb, 0, locale), locale)


def _needs_thread(tg: TableGame) -> bool:
    return not tg.table.bye and tg.table.game_id is not None and tg.table.thread_id is None
