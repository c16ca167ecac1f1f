"""Tables: the one loader and committer every table use case shares.

:class:`Tables` holds the per-channel locks, loads a channel's game (or its lobby row), commits an
applied action with its version check and runs the finish hooks, and builds what front ends show
(the public update after a change, a user's private panel). The use cases (``lobby``, ``play``,
``ai_driver``, ``absent``) are separate components over one shared instance.

Nothing lives only in memory: every call loads the game from the store, and every change is one
versioned transaction. A per-channel ``asyncio.Lock`` serialises calls inside this process; the
version check in the database catches races between processes.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Callable, Iterator, TypeVar

from pydantic import BaseModel, ValidationError

from bot.clock import real_now
from bot.i18n import echo, t
from bot.store import ActionRow, AwaySpan, GameRow, ResultRow, SeatClock, SeatRow, StaleVersion, Store
from bot.store.posts import PostsStore
from render import caches
from engine.core import Action, Game, IllegalAction, text, versions
from engine.core.capabilities import HINTS, supports
from engine.core.replay import replay_from
from engine.core.text import DEFAULT_LOCALE, M
from engine.registry import get_game

from . import hint_policy
from . import clocks
from .codec import encode_event
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
from .models import ActionOption, Notice, Panel, PublicUpdate
from .resigned import resigned_last, resigned_lines
from .summaries import event_lines, final_result, seat_name, summary_lines, waiting_for
from .turns import owner_or_first
from .versions import refused

log = logging.getLogger(__name__)

BOARD_TRIES = 2  # a board that fails to draw is drawn once more before the table owes it
# pictures drawn at the same time: one per core, 2 to 4 (python -m bot bench memory: 8 at once peaked at
# 839 MB for 1,000 tables; drawing is CPU work, more threads than cores add memory, not speed)
DRAWINGS_AT_ONCE = max(2, min(4, os.cpu_count() or 1))
T = TypeVar("T")
_pools: dict[str, ThreadPoolExecutor] = {}
_pools_lock = threading.Lock()
_for_ai: contextvars.ContextVar[bool] = contextvars.ContextVar("drawing_for_ai", default=False)
AI_DRAWINGS_AT_ONCE = 1  # AI turns' pictures: one thread of their own, so a human's never waits behind them


def drawing_pool(for_ai: bool = False) -> ThreadPoolExecutor:
    """The threads the process's pictures are drawn in: DRAWINGS_AT_ONCE for the players' clicks, one
    more for the AI turns' boards (a restart's catch-up draws hundreds: a click's board goes first).
    Their own: in asyncio's default pool each drawing would land on any of its threads, and glibc gives
    each thread its own heap arena, every one of which then keeps a drawing's peak (tens of MB: the
    board's copy, the palette image, PNG buffers); drawing is CPU work, more threads add memory only."""
    kind = "ai" if for_ai else "clicks"
    with _pools_lock:
        pool = _pools.get(kind)
        if pool is None:
            size = AI_DRAWINGS_AT_ONCE if for_ai else DRAWINGS_AT_ONCE
            pool = _pools[kind] = ThreadPoolExecutor(size, thread_name_prefix=f"draw-{kind}")
        return pool


@contextmanager
def drawing_for_ai() -> Iterator[None]:
    """Pictures drawn inside are an AI turn's: they go to the AI's drawing thread (:func:`drawing_pool`)."""
    token = _for_ai.set(True)
    try:
        yield
    finally:
        _for_ai.reset(token)


# (game id, public view model or its JSON dict, seat names, locale) -> PNG, or None: no picture
Renderer = Callable[[str, Any, list[str], str], "bytes | None"]
# What a stored game that no longer reads or replays raises (a rules change, a damaged row): its table
# is told once why it cannot go on, never "something went wrong" on every click.
UNREADABLE = (IllegalAction, ValidationError, ValueError, KeyError, IndexError, TypeError)


def default_renderer(game_id: str, view: dict, names: list[str], locale: str = DEFAULT_LOCALE) -> bytes | None:
    """``render.board`` when the renderer package is installed; None (no picture) until then."""
    try:
        from render import board
    except ImportError as e:  # pragma: no cover - depends on what is installed
        if e.name not in ("render", "render.board"):
            raise
        return None
    return board(game_id, view, names, locale)


PhoneRenderer = Callable[[str, Any, list[str], str, "str | None"], "tuple[bytes | None, bytes | None]"]
SeatRenderer = Callable[[str, Any, int, list[str], str], "bytes | None"]
FOLLOW_RENDERER: Any = "follow the board renderer"  # the default of Tables' phone and seat renderers


def default_phone_renderer(
    game_id: str, view: Any, names: list[str], locale: str = DEFAULT_LOCALE, asked: str | None = None
) -> tuple[bytes | None, bytes | None]:
    """(board, phone card) drawn once (``render.phone.pictures``); a game without a phone declaration
    gets its board only."""
    from render import phone

    try:
        phone.declaration(game_id)
    except KeyError:
        return default_renderer(game_id, view, names, locale), None
    return phone.pictures(game_id, view, names, locale, asked)


def default_seat_renderer(
    game_id: str, view: Any, seat: int, names: list[str], locale: str = DEFAULT_LOCALE
) -> bytes | None:
    """The seat's own area from its own view (``render.phone.own_area``); None for a game without one."""
    from render import phone

    try:
        phone.declaration(game_id)
    except KeyError:
        return None
    return phone.own_area(game_id, view, seat, names, locale)


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


class Tables:
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

    def panel(
        self, tb: Table, user_id: int, locale: str, *, with_options: bool = True, last: ActionRow | None = None
    ) -> Panel:
        game, state = tb.game, tb.state
        seat = tb.seat_of(user_id)
        decision = game.decision(state)
        private = [t(m, locale) for m in game.seat_lines(state, seat)] if seat is not None else []
        your_turn = decision is not None and decision.awaits(seat)
        if decision is None:
            status = t("bot.game.finished", locale)
        elif your_turn:
            status = t("bot.turn.yours", locale)
        else:
            status = waiting_for(
                tb.seats,
                decision.seats,
                self.question(tb, decision.seats[0], locale) if decision.seats else None,
                locale,
            )
        options: list[ActionOption] = []
        prompt = None
        if your_turn and with_options and seat is not None:
            prompt = t(game.seat_prompt(state, seat), locale)
            options = [
                ActionOption(key=a.key(), label=t(game.describe(state, seat, a), locale))
                for a in game.legal_actions(state, seat)
            ]
        can_undo = (
            your_turn
            and decision is not None
            and last is not None
            and last.seat == seat
            and last.turn == decision.turn
            and not last.reveals
        )
        pace = clocks.pace_of(tb.row.pace)
        if pace is not None and seat is not None and decision is not None:  # "Your clock: 1 d 4 h left"
            private = [*private, *self.your_clock(tb, seat, pace, locale)]
        active = owner_or_first(decision)
        return Panel(
            game_id=tb.row.id,
            game_type=tb.row.game_type,
            version=tb.row.version,
            seat=seat,
            your_turn=your_turn,
            status=status,
            prompt=prompt,
            options=options,
            private_lines=private,
            active_seat=active,
            active_user_id=tb.seats[active].user_id if active is not None else None,
            active_name=seat_name(tb.seats, active),
            turn=decision.turn if decision else None,
            can_undo=can_undo,
            finished=decision is None,
            can_hint=bool(options) and supports(tb.game, HINTS) and hint_policy.allowed(tb.row, tb.seats),
        )

    async def pictured(self, tb: Table, panel: Panel, locale: str) -> Panel:
        """``panel`` with its seat's own area (see :meth:`seat_picture`)."""
        if self.seat_pictures is None or panel.seat is None:
            return panel
        return replace(panel, png=await self.seat_picture(tb, panel.seat, locale))

    async def seat_picture(self, tb: Table, seat: int, locale: str) -> bytes | None:
        """The seat's own area drawn from ``view(state, seat)`` only, cached by game, version, seat and
        language. A drawing that fails is left out (None): it never costs the panel or the move."""
        if self.seat_pictures is None:
            return None
        key = (tb.row.id, tb.row.version, seat, locale)
        png = self._seat_png.get(key)
        if png is None:
            try:
                view = tb.game.view(tb.state, seat)
                png = await self.drawn(self.seat_pictures, tb.game.id, view, seat, tb.names, locale)
            except Exception:  # noqa: BLE001 - a drawing bug must not block the panel or the move
                log.exception("game %s: the own area of seat %s could not be drawn", tb.row.id, seat)
                return None
            if png:
                self._seat_png.put(key, png)
        return png

    @staticmethod
    def public_locale(row: GameRow, server_locale: str) -> str:
        """The language of a table's public messages and board: the one the table pinned
        (``/game language``), else ``server_locale`` (the server's preferred language; a front end
        without servers passes its own)."""
        return row.locale if row.locale and text.has_locale(row.locale) else server_locale

    async def public(
        self,
        tb: Table,
        log_lines: list[str],
        locale: str,
        *,
        board: bool = True,
        notify: list[int] | None = None,
        refresh: bool = False,
    ) -> PublicUpdate:
        """The table now: a new board (``board``), or only a notice. ``notify`` are the seats to tell
        that they may act (default: every awaited seat); only humans are mentioned. ``refresh``: a
        change within the turn that asks a human anew: its pictures are drawn too, so that the turn's
        message can show the table as it stands (``PublicUpdate.refresh``)."""
        game, state = tb.game, tb.state
        view = game.view(state, None)
        names = [s.name for s in tb.seats]
        png = phone_png = None
        failed = False
        decision = game.decision(state)
        told = (list(decision.seats) if notify is None else notify) if decision is not None else []
        refresh = refresh and not board and any(tb.seats[s].user_id is not None for s in told)
        if (board or refresh) and self.renderer is not None:
            asked = self.question(tb, decision.seats[0], locale) if decision is not None and decision.seats else None
            try:  # board and phone card from one drawing of the board
                if self.phone is not None:
                    png, phone_png = await self.drawn(self.phone, game.id, view, names, locale, asked)
            except Exception:  # noqa: BLE001 - a phone card bug must not cost the board post
                log.exception("game %s: the phone card could not be drawn", tb.row.id)
            if png is None:
                png = await self.draw(tb.row.id, game.id, view, names, locale)
            else:
                self.boards_owed.discard(tb.row.id)
            if png is None and tb.row.id in self.boards_owed:
                failed = True
                log_lines = [*log_lines, t("bot.board.failed", locale)]
        result = resigned_last(game.result(state), tb.seats) if decision is None else None
        finished = final_result(game, result, tb.seats, locale) if result is not None else None
        if finished is not None:
            for hook in self.hooks:
                finished.lines.extend(await hook.final_lines(tb.row, locale))
        active = owner_or_first(decision)
        asked_seat = next(iter(told or (decision.seats if decision else ())), None)  # told first, else awaited
        humans = [s for s in tb.seats if (s.user_id is not None or s.absent_user_id is not None) and not s.resigned]
        # A table with one human (solo, a challenge, everyone else an AI) never pings its player: the
        # panel they clicked carries on, and AI turns follow on their own.
        told_users = [u for s in told if (u := tb.seats[s].user_id) is not None] if len(humans) > 1 else []
        prefs = await self.posts.notify_prefs(told_users)
        dm_users = [u for u in told_users if prefs[u].mode == "dm"]
        posts = await self.posts.posts(tb.row.id)
        return PublicUpdate(
            game_id=tb.row.id,
            game_type=tb.row.game_type,
            channel_id=tb.row.channel_id,
            version=tb.row.version,
            png=png,
            phone_png=phone_png,
            summary=summary_lines(game, state, view, tb.seats, locale)
            + resigned_lines(tb.seats, locale)
            + self.clock_lines(tb, locale),
            mention_user_ids=[u for u in told_users if prefs[u].mode == "mention"],
            active_seat=active,
            active_name=seat_name(tb.seats, active),
            turn=decision.turn if decision else None,
            log_lines=log_lines,
            finished=finished,
            board=board,
            refresh=refresh,
            board_failed=failed,
            awaited_names=[seat_name(tb.seats, s) or "?" for s in (decision.seats if decision else ())],
            locale=locale,
            dm_user_ids=dm_users,
            dm_notices=await self.notices(tb, dm_users, locale),
            awaited_user_ids=[
                u for s in (decision.seats if decision else ()) if (u := tb.seats[s].user_id) is not None
            ],
            told_seats=told,
            question=self.question(tb, asked_seat, locale) if asked_seat is not None else None,
            seat_names=tb.names,
            guild_id=tb.row.guild_id,
            home_channel_id=posts.home_channel_id,
            lobby_message_id=posts.lobby_message_id,
            open_seats=[s.seat for s in tb.seats if s.open_since is not None],
            clock_note=self.clock_note(locale),
        )

    async def reader_locales(self, user_ids: list[int], fallback: str) -> dict[int, str]:
        """Each user's own language (their last interaction's, migration 019), else ``fallback``."""
        known = await self.posts.user_locales(sorted(set(user_ids)))
        return {u: known.get(u) or fallback for u in user_ids}

    async def notices(self, tb: Table, user_ids: list[int], fallback: str) -> list[Notice]:
        """What a direct message tells each of ``user_ids`` (seated at ``tb``) now, in their own
        language: the game, their seat's question, their bank (see :class:`Notice`)."""
        if not user_ids:
            return []
        locales = await self.reader_locales(user_ids, fallback)
        pace = clocks.pace_of(tb.row.pace)
        hours = clocks.hours_of(tb.row.hours) if pace is not None else None
        decision = tb.game.decision(tb.state)
        now = self.clock()
        paused = None
        if hours is not None and not clocks.is_open(hours, now):
            paused = clocks.local_text(hours, clocks.next_opening(hours, now), now)
        out = []
        for user in user_ids:
            seat = tb.seat_of(user)
            if seat is None:
                continue
            lang = locales[user]
            awaited = decision is not None and seat in decision.seats
            clock = pace is not None and awaited
            left = clocks.remaining(tb.seats[seat], pace, now, tb.away, hours) if pace is not None and awaited else None
            out.append(
                Notice(
                    user_id=user,
                    seat=seat,
                    locale=lang,
                    game_name=t(tb.game.name, lang),
                    question=self.question(tb, seat, lang),
                    left_seconds=left,
                    paused_until=paused if clock else None,
                )
            )
        return out

    async def draw(self, game_id: int, game_type: str, view: Any, names: list[str], locale: str) -> bytes | None:
        """The board's picture, drawn in a worker thread; a failed drawing is tried once more (a
        passing fault: memory, a font file), then the game owes its board (``boards_owed``) and None
        is returned: the move is committed already and must not be answered with an error."""
        renderer = self.renderer
        if renderer is None:  # pictures are off (the caller checks): nothing to draw, nothing owed
            return None
        for attempt in range(1, BOARD_TRIES + 1):
            try:
                png = await self.drawn(renderer, game_type, view, names, locale)
            except Exception:
                log.exception("drawing the board of game %s failed (try %s of %s)", game_id, attempt, BOARD_TRIES)
                continue
            self.boards_owed.discard(game_id)
            return png
        self.boards_owed.add(game_id)
        return None

    @staticmethod
    def question(tb: Table, seat: int, locale: str) -> str | None:
        """What ``seat`` is asked now (the game's prompt), as others may read it: prompts carry no
        private information (the panel lists the seat's private options)."""
        decision = tb.game.decision(tb.state)
        if decision is None or not decision.awaits(seat):
            return None
        return t(tb.game.seat_prompt(tb.state, seat), locale)

    def clock_lines(self, tb: Table, locale: str) -> list[str]:
        """The board's one short clock line on a paced table: the awaited seats' banks, and who is away;
        with playing hours, the window, and that the clocks are paused outside it."""
        pace = clocks.pace_of(tb.row.pace)
        decision = tb.game.decision(tb.state) if pace is not None else None
        if pace is None or decision is None:
            return []
        now = self.clock()
        hours = clocks.hours_of(tb.row.hours)
        parts = []
        for s in clocks.awaited_humans(tb.seats, decision):
            seat = tb.seats[s]
            until = clocks.away_until(tb.away, seat.user_id, now)
            left = clocks.duration_text(clocks.remaining(seat, pace, now, tb.away, hours), locale)
            parts.append(
                t("bot.pace.seat_away", locale, name=seat.name, left=left, date=clocks.date_text(until, locale))
                if until is not None
                else t("bot.pace.seat_clock", locale, name=seat.name, left=left)
            )
        if not parts:
            return []
        line = t("bot.pace.clocks", locale, seats=" · ".join(parts))
        if hours is None:
            return [line]
        if clocks.is_open(hours, now):
            return [line + " · " + t("bot.hours.open", locale, window=hours.window_text())]
        opens = clocks.local_text(hours, clocks.next_opening(hours, now), now)
        return [t("bot.hours.paused_board", locale, seats=" · ".join(parts), until=opens, window=hours.window_text())]

    def your_clock(self, tb: Table, seat: int, pace: clocks.Pace, locale: str) -> list[str]:
        """The panel's clock line: "Your clock: 1 d 4 h left", paused outside the playing hours."""
        now = self.clock()
        hours = clocks.hours_of(tb.row.hours)
        left = clocks.duration_text(clocks.remaining(tb.seats[seat], pace, now, tb.away, hours), locale)
        if hours is None:
            return [t("bot.pace.your_clock", locale, left=left)]
        if clocks.is_open(hours, now):
            return [t("bot.hours.your_clock", locale, left=left, window=hours.window_text())]
        opens = clocks.local_text(hours, clocks.next_opening(hours, now), now)
        return [t("bot.hours.your_clock_paused", locale, left=left, until=opens, window=hours.window_text())]

    def settle_clocks(self, tb: Table, turn: int | None = None) -> list[SeatClock]:
        """The seats' clocks after a change of ``tb.state`` answering ``turn`` (nothing without a
        pace): what the write stores with the change (``bot.table.clocks.settle``)."""
        return clocks.settle(
            tb.seats,
            clocks.pace_of(tb.row.pace),
            tb.game.decision(tb.state),
            self.clock(),
            tb.away,
            turn,
            clocks.hours_of(tb.row.hours),
        )

    def mirror_clocks(self, tb: Table, written: list[SeatClock]) -> None:
        """Written clocks in ``tb.seats``; the seats a one-move stand-in gave back in ``tb.returned``."""
        clocks.apply(tb.seats, written)
        tb.returned += [c.seat for c in written if c.give_back]

    async def commit(self, tb: Table, seat: int, turn: int, action: Action, events: list) -> ActionRow:
        """Store the already-applied action: version+1; finishes the game with its results if it ended.
        The seats' clocks (paced tables) are settled in the same transaction."""
        results = None
        if tb.game.decision(tb.state) is None:
            result = tb.game.result(tb.state)
            if result is not None:
                result = resigned_last(result, tb.seats)  # the ratings see resigned seats last
                results = [
                    ResultRow(
                        seat=s.seat,
                        user_id=s.user_id if s.user_id is not None else s.absent_user_id,
                        rank=result.ranks[s.seat],
                        score=result.scores[s.seat],
                        details=_jsonable(result.details[s.seat] if s.seat < len(result.details) else {}),
                    )
                    for s in tb.seats
                ]
        row = ActionRow(
            seq=0,
            seat=seat,
            action_key=action.key(),
            turn=turn,
            reveals=any(e.reveals for e in events),
            events=[encode_event(e) for e in events],
        )
        written = self.settle_clocks(tb, turn)
        tb.row.version = await self.store.commit_action(
            tb.row.id, tb.row.version, tb.state.model_dump_json(), row, results=results, now=self.now(), clocks=written
        )
        self.mirror_clocks(tb, written)
        if results is not None:
            tb.row.status = "finished"
            log.info(
                "game %s finished: %s, %d seats, version %s", tb.row.id, tb.row.game_type, len(tb.seats), tb.row.version
            )
            for hook in self.hooks:
                try:
                    await hook.game_finished(tb.row, tb.seats, results)
                except Exception:  # records are rebuilt from the results log; the move itself stands
                    log.exception("game %s: finish hook %r failed", tb.row.id, hook)
        return row

    async def log_since_turn(self, tb: Table, turn: int, locale: str) -> list[str]:
        return event_lines(await self.store.actions(tb.row.id, since_turn=turn), None, locale, tb.names)

    async def warm_up(self, game_types: list[str]) -> None:
        """Render one public board per game type, so the renderer's static layers are cached
        before the first real turn (call once at start-up)."""
        if self.renderer is None:
            return
        for game_type in game_types:
            game = self.game(game_type)
            players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
            state = game.setup(players, game.Options(), 0)
            names = [t("core.seat", seat=i + 1) for i in range(players)]
            await self.drawn(self.renderer, game.id, game.view(state, None), names, DEFAULT_LOCALE)
            if self.seat_pictures is not None:  # the own area's palette too (built once per game)
                await self.drawn(self.seat_pictures, game.id, game.view(state, 0), 0, names, DEFAULT_LOCALE)


def _jsonable(details: Any) -> dict:
    """Result details as plain JSON (engine Msgs become their English text)."""
    if not isinstance(details, dict):
        return {"value": str(details)}
    out: dict[str, Any] = {}
    for k, v in details.items():
        if isinstance(v, (int, float, str, bool)) or v is None:
            out[str(k)] = v
        elif isinstance(v, (list, tuple)):
            out[str(k)] = [
                x if isinstance(x, (int, float, str, bool)) else t(x) if hasattr(x, "id") else str(x) for x in v
            ]
        else:
            out[str(k)] = t(v) if hasattr(v, "id") else str(v)
    return out
