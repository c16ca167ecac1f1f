"""Tables' base: the per-channel lock, a loaded :class:`Table`, and :class:`TablesBase`, which holds the
store, the renderers and the clock and loads a channel's game (its lobby row, the active game, a replay
of its log, a refused or unreadable one) (moved from tables.py as it was)."""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable

from pydantic import BaseModel, ValidationError

from bot.clock import real_now
from bot.i18n import echo, t
from bot.store import AwaySpan, GameRow, SeatRow, StaleVersion, Store
from bot.store.posts import PostsStore
from render import caches
from engine.core import Game, versions
from engine.core.replay import replay_from
from engine.core.text import M
from engine.registry import get_game

from . import clocks
from .errors import (
    AlreadyStarted,
    BadAction,
    GameOver,
    LobbyClosed,
    LobbyNotStarted,
    NoGame,
    NoLobby,
    TableUnreadable,
    UnknownGame,
)
from .versions import refused

from .table_drawing import (
    FOLLOW_RENDERER,
    BreakdownRenderer,
    PhoneRenderer,
    Renderer,
    SeatRenderer,
    T,
    UNREADABLE,
    _for_ai,
    default_breakdown_renderer,
    default_phone_renderer,
    default_renderer,
    default_seat_renderer,
    drawing_pool,
)

log = logging.getLogger("bot.table.tables")  # the name operators filter on, as before the split


def owns_every_guild(guild_id: int | None) -> bool:
    """A single process (or the terminal) owns every game."""
    return True


class ChannelLock:
    """``async with`` one channel's lock; the entry in ``locks`` lives only while someone holds or
    waits for it, so the dict does not grow with every channel ever played."""

    __slots__ = ("_locks", "_channel", "_entry")

    def __init__(self, locks: dict[int, list], channel_id: int):
        self._locks, self._channel = locks, channel_id

    async def __aenter__(self) -> None:
        entry = self._locks.get(self._channel)
        if entry is None:
            entry = self._locks[self._channel] = [asyncio.Lock(), 0]  # [lock, holders and waiters]
        self._entry = entry
        entry[1] += 1
        try:
            await entry[0].acquire()
        except BaseException:  # cancelled while waiting
            self._leave()
            raise

    async def __aexit__(self, *exc: object) -> None:
        self._entry[0].release()
        self._leave()

    def _leave(self) -> None:
        self._entry[1] -= 1
        if self._entry[1] == 0 and self._locks.get(self._channel) is self._entry:
            del self._locks[self._channel]


@dataclass(slots=True)
class Table:
    """One running game as loaded for a call."""

    row: GameRow
    game: Game
    options: BaseModel
    state: BaseModel
    seats: list[SeatRow]
    away: list[AwaySpan] = field(default_factory=list)  # its players' /away spans (paced tables)
    returned: list[int] = field(default_factory=list)  # seats a one-move stand-in gave back in this call

    @property
    def names(self) -> list[str]:
        """Display names by seat, for the engine's player references in log lines."""
        return [s.name for s in self.seats]

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None


class TablesBase:
    """Loads and commits the channel's game; one instance is shared by every table component."""

    def __init__(
        self,
        store: Store,
        *,
        games: Callable[[str], Game] = get_game,
        renderer: Renderer | None = default_renderer,
        clock: Callable[[], datetime] = real_now,
        owns: Callable[[int | None], bool] = owns_every_guild,
        phone: PhoneRenderer | None = FOLLOW_RENDERER,
        seat_pictures: SeatRenderer | None = FOLLOW_RENDERER,
        breakdowns: BreakdownRenderer | None = FOLLOW_RENDERER,
    ):
        self.store = store
        self._games = games
        self.renderer = renderer
        # The phone card and the seat's own area (render.phone) come with the real board renderer; a
        # table given another renderer (tests, benchmarks) draws them only when given them too.
        real = renderer is default_renderer
        self.phone = (default_phone_renderer if real else None) if phone is FOLLOW_RENDERER else phone
        self.seat_pictures = (
            (default_seat_renderer if real else None) if seat_pictures is FOLLOW_RENDERER else seat_pictures
        )
        # where the points came from, on a finished game's final board (render.breakdown)
        self.breakdowns = (
            (default_breakdown_renderer if real else None) if breakdowns is FOLLOW_RENDERER else breakdowns
        )
        # own-area pictures by (game, version, seat, language), within their share of the picture budget
        self._seat_png = caches.BytesLRU("panels", len)
        self.clock = clock
        # Whether this process owns a guild's games (several processes on one database each run some
        # shards): work done without an interaction (resuming AI play, reminders) is limited to them.
        self.owns = owns
        self._locks: dict[int, list] = {}  # channel -> [asyncio.Lock, holders and waiters] (ChannelLock)
        # Where a table lives in the chat (its thread, lobby line, live notice) and how users are told.
        self.posts = PostsStore(store)
        # Listeners of finished games (solo records, challenges, ratings: bot.records). Each may define
        # ``async game_finished(row, seats, results)`` and ``async final_lines(row, locale) -> list[str]``.
        self.hooks: list[Any] = []
        # Games whose latest board could not be drawn (its move stands): the next board-less update
        # (the next move, /game status) posts a board. In memory: after a restart /game status does.
        self.boards_owed: set[int] = set()
        self._refused_games: set[int] = set()  # tables refused by design, already logged at WARNING

    async def drawn(self, draw: Callable[..., T], *args: Any) -> T:
        """``draw(*args)`` in the process's drawing threads (:func:`drawing_pool`: the clicks', or the AI's).
        Then, at most every few seconds, the heap's free pages go back to the system (glibc keeps what
        drawing threads freed otherwise)."""
        ctx = contextvars.copy_context()
        pool = drawing_pool(_for_ai.get())
        out = await asyncio.get_running_loop().run_in_executor(pool, ctx.run, draw, *args)
        if caches.trim_due(time.monotonic()):
            await asyncio.to_thread(caches.return_memory)
        return out

    def lock(self, channel_id: int) -> ChannelLock:
        return ChannelLock(self._locks, channel_id)

    def _refused(self, game_id: int, why: str, error: BaseException) -> None:
        """A table refused by design (a rules version this code does not play, a row that cannot be
        read): its players are told in one line and may end it, so nothing needs the operator. Logged at
        WARNING the first time in this process, then at INFO (every click on it comes here)."""
        first = game_id not in self._refused_games
        self._refused_games.add(game_id)
        log.log(logging.WARNING if first else logging.INFO, "game %s: " + why, game_id, error)

    def now(self) -> str:
        return self.clock().isoformat()

    def clock_note(self, locale: str) -> str | None:
        """The staging clock's warning for every board and lobby (bot.clock), None on a real clock."""
        scale = getattr(self.clock, "scale", 1)
        return t("bot.staging.footer", locale, scale=f"{scale:g}") if scale != 1 else None

    def game(self, game_type: str) -> Game:
        try:
            return self._games(game_type)
        except KeyError as e:
            raise UnknownGame(M("bot.err.unknown_game", game=echo(game_type))) from e

    async def lobby_row(self, channel_id: int, game_id: int | None = None) -> GameRow:
        """The channel's open lobby; NoLobby / AlreadyStarted otherwise. ``game_id`` (from a lobby
        message's button) must name it: a click on the message of an earlier table never acts on the
        current one (LobbyClosed)."""
        row = await self.store.live_game(channel_id)
        if game_id is not None and (row is None or row.id != game_id):
            other = await self.store.game(game_id)
            if other is None or other.channel_id != channel_id:
                raise BadAction()
            raise AlreadyStarted() if other.status == "active" else LobbyClosed()
        if row is None:
            raise NoLobby()
        if row.status != "lobby":
            raise AlreadyStarted()
        return row

    async def active(self, channel_id: int, game_id: int | None = None) -> Table:
        """The channel's active game; NoGame / GameOver / LobbyNotStarted otherwise."""
        row = await self.store.live_game(channel_id)
        if game_id is not None and (row is None or row.id != game_id):
            other = await self.store.game(game_id)
            if other is None or other.channel_id != channel_id:
                raise BadAction()
            if other.status in ("finished", "abandoned"):
                raise GameOver()
            raise NoGame()
        if row is None:
            last = await self.store.last_game(channel_id)
            if last is not None and last.status == "finished":
                raise GameOver()
            raise NoGame()
        if row.status == "lobby":
            raise LobbyNotStarted()
        return await self.load(row)

    async def finished_or_active(self, channel_id: int) -> Table:
        return await self.load(await self.shown_row(channel_id))

    async def shown_row(self, channel_id: int) -> GameRow:
        """The game ``/game status`` shows in the channel (its active game, else its last finished one),
        unloaded: NoGame or LobbyNotStarted at the cost of two indexed reads, before anything public."""
        row = await self.store.live_game(channel_id)
        if row is None:
            row = await self.store.last_game(channel_id)
            if row is None or row.status != "finished":
                raise NoGame()
        if row.status == "lobby":
            raise LobbyNotStarted()
        return row

    async def load(self, row: GameRow) -> Table:
        """The stored game; TableUnreadable when neither its state nor its action log can be read, or
        when it was played under a rules version this code neither plays nor migrates (a game of an
        older version is rebuilt from its log under today's rules: :meth:`rebuild`)."""
        game = self.game(row.game_type)
        seats = await self.store.seats(row.id)
        try:
            versions.check(game, row.rules_version)
        except versions.RulesVersionError as e:
            self._refused(row.id, "%s: the table cannot go on (its players may end it with /game abandon)", e)
            raise TableUnreadable(refused(row, game, e)) from e
        try:
            options = game.Options.model_validate(row.options)
            if not versions.trusts_state(game, row.rules_version):
                raise ValueError(f"state stored under {game.id} rules version {row.rules_version}")
            state = game.State.model_validate_json(row.state or "")
        except (ValidationError, ValueError) as e:
            log.warning(
                "game %s: state cache not read (%s), rebuilding from the action log",
                row.id,
                " ".join(str(e).split())[:200],
            )
            try:
                options = game.Options.model_validate(row.options)
                state = await self.rebuild(row, game, options, len(seats))
            except UNREADABLE as e:
                self._refused(row.id, "its action log does not replay either (%s): the table cannot go on", e)
                raise TableUnreadable(M("bot.err.table_unreadable", id=row.id)) from e
        return Table(row=row, game=game, options=options, state=state, seats=seats, away=await self.away_of(row, seats))

    async def rebuild(self, row: GameRow, game: Game, options: BaseModel, players: int) -> BaseModel:
        """The state after the whole action log, replayed under today's rules (migrated from the rules
        version it was played under: ``engine.core.versions.rebuild``), stored as the game's state. A
        game whose log needed no new keys is recorded as today's version; one whose log did is
        rebuilt like this at every load (its log stays in the keys it was played in)."""
        if row.seed is None:
            raise ValueError(f"game {row.id} has no seed: it never started")
        steps = [(a.seat, a.action_key) for a in await self.store.actions(row.id)]
        rebuilt = await asyncio.to_thread(versions.rebuild, game, row.rules_version, players, options, row.seed, steps)
        state = rebuilt.state.model_dump_json()
        try:
            if rebuilt.version == versions.rules_version(game) != row.rules_version:
                await self.store.migrate_rules(row.id, row.version, state, rebuilt.version)
                log.info("game %s: migrated to %s rules version %s", row.id, game.id, rebuilt.version)
                row.rules_version = rebuilt.version
            elif versions.trusts_state(game, row.rules_version):
                await self.store.repair_state(row.id, row.version, state)
        except StaleVersion:
            pass  # someone else wrote meanwhile; our rebuilt state is still the log's truth
        return rebuilt.state

    async def unreadable(self, row: GameRow | None) -> bool:
        """Whether ``row`` is a running game whose stored game cannot be read (TableUnreadable)."""
        if row is None or row.status != "active":
            return False
        try:
            await self.load(row)
        except TableUnreadable:
            return True
        return False

    async def away_of(self, row: GameRow, seats: list[SeatRow]) -> list[AwaySpan]:
        """The /away spans that may touch the running banks of a paced table (none without a pace)."""
        if clocks.pace_of(row.pace) is None:
            return []
        running = [s.awaited_since for s in seats if s.awaited_since is not None]
        users = [s.user_id for s in seats if s.user_id is not None]
        return await self.store.away_spans(users, ending_after=min(running, default=self.now()))

    async def replay(self, row: GameRow, game: Game, options: BaseModel, players: int, drop_last: int = 0) -> BaseModel:
        """The state after the action log without its last ``drop_last`` actions. Undo drops actions of
        the current turn only: it replays that turn from the state stored at its start when the store
        has one (a game stored before migration 005 may not, until its next turn) under today's rules;
        else the whole log from the seed, migrated from the rules version it was played under
        (``engine.core.versions``: RulesVersionError when it cannot be)."""
        seed = row.seed
        if seed is None:
            raise ValueError(f"game {row.id} has no seed: it never started")
        if drop_last and versions.trusts_state(game, row.rules_version):  # else stored under other rules
            start = await self.store.turn_start(row.id)
            if start is not None and len(start.actions) >= drop_last:
                steps = [(a.seat, a.action_key) for a in start.actions[: len(start.actions) - drop_last]]

                def from_turn_start() -> BaseModel | None:
                    try:
                        state = game.State.model_validate_json(start.state)
                    except (ValidationError, ValueError):
                        return None
                    return replay_from(game, state, steps)

                state = await asyncio.to_thread(from_turn_start)
                if state is not None:
                    return state
                log.warning("game %s: turn start unreadable, replaying the whole log", row.id)
        steps = [(a.seat, a.action_key) for a in await self.store.actions(row.id)]
        if drop_last:
            steps = steps[:-drop_last]
        rebuilt = await asyncio.to_thread(versions.rebuild, game, row.rules_version, players, options, seed, steps)
        return rebuilt.state
