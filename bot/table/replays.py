"""Replays: step through a finished game board by board, export it as a game file, animate it.

:class:`Replays` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`.
It rebuilds a finished game from its seed and action log (``engine.core.history.boards``: the same
boards the table posted during play) and shows each board as the players saw it: the public view's
picture, the public log lines of the actions that led to it, the summary, and on the last board the
final ranking with its tie-breaks. Nothing private is ever shown: pictures come from
``view(state, None)`` and log lines from public events only.

The log is replayed under today's rules only: one played under an older rules version is migrated
first (``engine.core.versions``; when its keys change, its log lines follow the migrated keys), one
of rules this bot neither plays nor migrates has no replay and no game file (``ReplayRefused``).

A finished game never changes, so its rebuilt boards are kept in a small in-process cache (seat names
are read from the store each time: a player who asked to be forgotten is shown under a pseudonym).
Any process can answer any click: the cache only saves the replay of the log.

The animated summary draws every board of a game: seconds of CPU for a long game. With an
``animation_worker`` (the bot's: :func:`animate_in_worker`) it is drawn in a separate, lower-priority
process from the game file, so the clicks at other tables do not wait for it; without one (tests, the
terminal) it is drawn in a thread with the service's renderer and animator.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from collections import OrderedDict
from dataclasses import dataclass
from datetime import timezone
from typing import Awaitable, Callable, Sequence

from pydantic import BaseModel

from bot.i18n import t
from bot.store import ActionRow, GameRow, RecordsStore, SeatRow
from engine.core import Action, Game, versions
from engine.core.gamefile import FileSeat, public_file
from engine.core.history import Board, Chapter, boards, chapters
from engine.core.text import DEFAULT_LOCALE, M

from .codec import encode_event
from .errors import BadAction, ChallengeReplayClosed, NoFinishedGame, ReplayNotFinished
from .models import ReplayFrame, ReplayJump
from .summaries import event_lines, final_result, seat_name, summary_lines
from .tables import Tables
from .versions import ReplayRefused

log = logging.getLogger(__name__)

Animator = Callable[[list[bytes]], "bytes | None"]  # board PNGs in order -> one animated picture, or None
AnimationWorker = Callable[[bytes], Awaitable[bytes | None]]  # a game file -> its animated summary

CACHED_GAMES = 8  # finished games whose rebuilt boards are kept in memory
JUMPS = 25  # entries per jump list (Discord's select limit)
CACHED_ANIMATIONS = 4  # animated summaries kept in memory (a few MB each)
ANIMATIONS_AT_ONCE = 2  # animated summaries drawn at the same time (seconds of CPU each)
WORKER_MODULE = "render.replay"  # the animation worker program (python -m render.replay NICE)
WORKER_NICE = 10  # as much lower a priority as the AI workers'
WORKER_TIMEOUT = 300.0  # seconds before a worker counts as hung and is killed
# The worker's picture caches (RENDER_CACHE_MB): one game in one language needs ~60 MB of layers, and two
# summaries drawn at once must fit a 1 GB host beside the bot (python -m bot bench memory)
WORKER_CACHE_MB = 64


def default_animator(frames: list[bytes]) -> bytes | None:
    """``render.animation.animate`` when the renderer package is installed; None (no animation) until then."""
    try:
        from render.animation import animate
    except ImportError as e:  # pragma: no cover - depends on what is installed
        if e.name not in ("render", "render.animation"):
            raise
        return None
    return animate(frames)


async def animate_in_worker(
    game_file: bytes, *, nice: int = WORKER_NICE, timeout: float = WORKER_TIMEOUT
) -> bytes | None:
    """The animated summary of ``game_file`` drawn by a one-off ``python -m render.replay`` process at a
    lower priority; None (logged) if it fails or takes longer than ``timeout`` seconds."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        WORKER_MODULE,
        str(nice),
        env={**os.environ, "RENDER_CACHE_MB": str(WORKER_CACHE_MB)},
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(game_file), timeout)
    except (asyncio.TimeoutError, asyncio.CancelledError):
        proc.kill()
        await proc.wait()
        log.warning("animation worker: no summary after %.0f s", timeout)
        return None
    if proc.returncode != 0 or not out:
        log.warning("animation worker failed (exit %s): %s", proc.returncode, err.decode(errors="replace")[-500:])
        return None
    return out


def logged(
    game: Game, players: int, options: BaseModel, seed: int, steps: Sequence[tuple[int, str]]
) -> list[ActionRow]:
    """Action rows (their logged events) for a log migrated to other keys (``engine.core.versions``):
    the stored rows' events follow the stored keys, the boards follow these."""
    state, out = game.setup(players, options, seed), []
    for seq, (seat, key) in enumerate(steps, start=1):
        decision = game.decision(state)
        events = game.apply(state, seat, Action.parse(key))
        out.append(
            ActionRow(
                seq=seq,
                seat=seat,
                action_key=key,
                turn=decision.turn if decision else 0,
                reveals=any(e.reveals for e in events),
                events=[encode_event(e) for e in events],
            )
        )
    return out


def window(count: int, current: int, size: int = JUMPS) -> range:
    """At most ``size`` consecutive indices out of ``range(count)``, with ``current`` near the middle."""
    start = min(max(current - size // 2, 0), max(count - size, 0))
    return range(start, min(start + size, count))


@dataclass(slots=True)
class History:
    """A finished game rebuilt: its boards, their chapters and its stored action rows (with their logged
    events)."""

    row: GameRow
    game: Game
    options: BaseModel
    boards: list[Board]
    chapters: list[Chapter]
    actions: list[ActionRow]

    def chapter_at(self, index: int) -> int:
        """The position in ``chapters`` of the chapter board ``index`` belongs to."""
        return next(i for i, c in enumerate(self.chapters) if c.first <= index <= c.last)


class Replays:
    """Finished games, board by board (see the module docstring)."""

    def __init__(
        self,
        tables: Tables,
        *,
        animator: Animator | None = default_animator,
        animation_worker: AnimationWorker | None = None,
    ):
        self.tables = tables
        self.store = tables.store
        self.animator = animator
        self.animation_worker = animation_worker
        self._cache: OrderedDict[int, History] = OrderedDict()
        self._animations: OrderedDict[tuple[int, str], bytes] = OrderedDict()
        self._drawing: dict[tuple[int, str], asyncio.Lock] = {}  # the summaries being drawn now
        self._animation_slots = asyncio.Semaphore(ANIMATIONS_AT_ONCE)

    # --- which game ------------------------------------------------------------------------------

    async def finished(
        self, channel_id: int, game_id: int | None = None, *, guild_id: int | None = None, any_server: bool = False
    ) -> GameRow:
        """The game a replay opens: ``game_id`` if it is a finished game of this server (``guild_id``;
        ``any_server`` for the terminal, whose database is the player's own), else the channel's last
        finished game. NoFinishedGame / ReplayNotFinished otherwise."""
        if game_id is None:  # the channel's last: played here, or in a thread a lobby here opened
            here = await self.store.last_finished(channel_id)
            moved = await self.tables.posts.last_finished_from(channel_id)
            if moved is not None and (here is None or moved > here.id):
                here = await self.store.game(moved)
            if here is None:
                raise NoFinishedGame()
            return await self._after_its_day(here)
        row = await self.store.game(game_id)
        if row is None or (not any_server and row.guild_id != guild_id):
            raise NoFinishedGame(
                M("bot.err.no_finished_game_number" if any_server else "bot.err.no_finished_game_id", id=game_id)
            )
        if row.status != "finished":
            raise ReplayNotFinished(M("bot.err.replay_not_finished", id=game_id))
        return await self._after_its_day(row)

    async def _after_its_day(self, row: GameRow) -> GameRow:
        """``row``, unless it is a daily challenge's game whose UTC day is not over
        (ChallengeReplayClosed): the day's deal stays unseen while anyone may still play it."""
        entry = await RecordsStore(self.store).entry(row.id)
        if entry is not None and entry.day >= self.tables.clock().astimezone(timezone.utc).date().isoformat():
            raise ChallengeReplayClosed(M("bot.err.challenge_replay_closed", id=row.id, day=entry.day))
        return row

    async def history(self, row: GameRow) -> History:
        cached = self._cache.get(row.id)
        if cached is not None:
            self._cache.move_to_end(row.id)
            return cached
        if row.seed is None:
            raise ValueError(f"game {row.id} never started: no seed to replay")
        game = self.tables.game(row.game_type)
        options = game.Options.model_validate(row.options)
        seats = await self.store.seats(row.id)
        actions = await self.store.actions(row.id)
        steps = [(a.seat, a.action_key) for a in actions]
        try:  # the log in today's keys: migrated from the rules version the game was played under
            today = await asyncio.to_thread(
                versions.today_steps, game, row.rules_version, len(seats), options, row.seed, steps
            )
        except versions.RulesVersionError as e:
            raise ReplayRefused.of(row, game, e) from e
        if today != steps:  # other keys, maybe more of them: the logged lines follow them
            actions = await asyncio.to_thread(logged, game, len(seats), options, row.seed, today)
        rebuilt = await asyncio.to_thread(boards, game, len(seats), options, row.seed, today)
        history = History(
            row=row, game=game, options=options, boards=rebuilt, chapters=chapters(rebuilt), actions=actions
        )
        self._cache[row.id] = history
        while len(self._cache) > CACHED_GAMES:
            self._cache.popitem(last=False)
        return history

    # --- one board -------------------------------------------------------------------------------

    async def frame(
        self,
        channel_id: int,
        game_id: int | None = None,
        index: int = 0,
        *,
        guild_id: int | None = None,
        any_server: bool = False,
        locale: str = DEFAULT_LOCALE,
    ) -> ReplayFrame:
        """Board ``index`` (0: the start; -1: the end) of a finished game, in the table's public
        language (pinned, else ``locale``). An index outside the game is refused (BadAction)."""
        row = await self.finished(channel_id, game_id, guild_id=guild_id, any_server=any_server)
        h = await self.history(row)
        count = len(h.boards)
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise BadAction()
        seats = await self.store.seats(row.id)
        locale = self.tables.public_locale(row, locale)
        board = h.boards[index]
        game = h.game
        state = game.State.model_validate_json(board.state)
        view = game.view(state, None)
        names = [s.name for s in seats]
        png = None
        if self.tables.renderer is not None:
            png = await self.tables.drawn(self.tables.renderer, game.id, view, names, locale)
        finished = None
        breakdown_png = None
        if index == count - 1 and game.decision(state) is None:
            result = game.result(state)
            finished = final_result(game, result, seats, locale) if result is not None else None
            if finished is not None:
                breakdown_png = await self.tables.breakdown_picture(game, state, names, locale)
        return ReplayFrame(
            game_id=row.id,
            game_type=row.game_type,
            index=index,
            count=count,
            png=png,
            position=self._position(board, count, locale),
            summary=summary_lines(game, state, view, seats, locale),
            log_lines=event_lines(h.actions[board.first : board.end], None, locale, names),
            chapters=self._chapters(h, index, locale),
            moves=self._moves(h, index, seats, locale),
            finished=finished,
            locale=locale,
            breakdown_png=breakdown_png,
        )

    @staticmethod
    def _position(board: Board, count: int, locale: str) -> str:
        """ "Start" or "Move 12 of 76" (the round or period is the summary's first line already)."""
        if board.index == 0:
            return t("bot.replay.start", locale)
        return t("bot.replay.move", locale, index=board.index, count=count - 1)

    @staticmethod
    def _chapters(h: History, index: int, locale: str) -> list[ReplayJump]:
        parts = h.chapters
        return [
            ReplayJump(label=t(parts[i].label, locale), index=parts[i].first)
            for i in window(len(parts), h.chapter_at(index))
        ]

    def _moves(self, h: History, index: int, seats: Sequence[SeatRow], locale: str) -> list[ReplayJump]:
        """The boards of the current chapter (a window of them around ``index`` when there are more)."""
        part = h.chapters[h.chapter_at(index)]
        span = window(part.last - part.first + 1, index - part.first)
        names = [s.name for s in seats]
        out = []
        for i in span:
            b = h.boards[part.first + i]
            if b.index == 0:
                out.append(ReplayJump(label=t("bot.replay.start", locale), index=0))
                continue
            who = ", ".join(seat_name(seats, s) or "?" for s in b.actors)
            lines = event_lines(h.actions[b.first : b.end], None, locale, names)
            out.append(
                ReplayJump(
                    label=t("bot.replay.move_label", locale, index=b.index, names=who),
                    index=b.index,
                    description=lines[0] if lines else "",
                )
            )
        return out

    # --- take it home ----------------------------------------------------------------------------

    async def export(
        self,
        channel_id: int,
        game_id: int | None = None,
        *,
        guild_id: int | None = None,
        any_server: bool = False,
        locale: str = DEFAULT_LOCALE,
    ) -> tuple[str, bytes]:
        """The game file (``engine.core.gamefile``, version 2: the public boards the table saw, no seed
        and no action keys) of a finished game: its file name and JSON bytes.
        ``python -m engine replay FILE --out DIR`` turns it back into the board pictures."""
        row = await self.finished(channel_id, game_id, guild_id=guild_id, any_server=any_server)
        h = await self.history(row)
        seats = [FileSeat(name=s.name, ai=s.ai_level) for s in await self.store.seats(row.id)]
        doc = await asyncio.to_thread(
            public_file, h.game, h.options, seats, h.boards, self.tables.public_locale(row, locale)
        )
        return f"{row.game_type}-{row.id}.json", (doc.model_dump_json(indent=1) + "\n").encode()

    async def animation(
        self,
        channel_id: int,
        game_id: int | None = None,
        *,
        guild_id: int | None = None,
        any_server: bool = False,
        locale: str = DEFAULT_LOCALE,
    ) -> tuple[str, bytes] | None:
        """The whole game as one animated picture (one frame per board): its file name and bytes, or
        None without a renderer or animator (or when the animation worker fails).

        Drawing one takes seconds of CPU, and anyone may ask for it: the last few are kept
        (:data:`CACHED_ANIMATIONS`), the same one asked for twice at once is drawn once, and at most
        :data:`ANIMATIONS_AT_ONCE` are drawn at a time."""
        row = await self.finished(channel_id, game_id, guild_id=guild_id, any_server=any_server)
        name = f"{row.game_type}-{row.id}.gif"
        locale = self.tables.public_locale(row, locale)
        key = (row.id, locale)
        lock = self._drawing.setdefault(key, asyncio.Lock())
        try:
            async with lock:
                data = self._animations.get(key)
                if data is None:
                    async with self._animation_slots:
                        data = await self._draw(row, locale)
                    if data:
                        self._animations[key] = data
                        while len(self._animations) > CACHED_ANIMATIONS:
                            self._animations.popitem(last=False)
                else:
                    self._animations.move_to_end(key)
        finally:
            if not lock.locked() and self._drawing.get(key) is lock:
                del self._drawing[key]
        return (name, data) if data else None

    async def _draw(self, row: GameRow, locale: str) -> bytes | None:
        if self.animation_worker is not None:
            _, game_file = await self.export(row.channel_id, row.id, any_server=True, locale=locale)
            return await self.animation_worker(game_file)
        if self.tables.renderer is None or self.animator is None:
            return None
        h = await self.history(row)
        names = [s.name for s in await self.store.seats(row.id)]
        game, renderer, animator = h.game, self.tables.renderer, self.animator

        def build() -> bytes | None:
            frames = [
                renderer(game.id, game.view(game.State.model_validate_json(b.state), None), names, locale)
                for b in h.boards
            ]
            return animator([f for f in frames if f])

        return await self.tables.drawn(build)  # in the drawing threads, as every picture
