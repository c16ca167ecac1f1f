"""The AI driver: AI seats (and AI stand-ins for absent players) move by themselves, one turn at a time.

:meth:`AiDriver.ai_turn` plays ONE turn of the AI seat to move (each decision thought out in a
worker process of the :class:`~.ai_pool.AiPool`, or a worker thread without one, outside the lock,
then applied and committed under the lock through the same version-checked path as a human's
click) and returns the board after it. Every front end calls it in a loop and shows every board:
the Discord client pausing ``delay`` between turns, the terminal and the tests without a pause.
Nothing else in the bot plays AI moves.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from bot.i18n import t
from bot.store import StaleVersion
from engine.core import Action
from engine.core.text import DEFAULT_LOCALE

from . import ai_levels
from . import tables as tables_module
from .ai_pool import AiPool, AiWorkerError
from .errors import ServiceError
from .models import PublicUpdate
from .tables import Table, Tables
from .turns import board_due, newly_awaited

log = logging.getLogger(__name__)

FALLBACK_LEVEL = "medium"  # plays a decision whose worker was lost (no search: fast in this process)
FALLBACK_KEEPS = ("random", "easy")  # levels weaker than that, kept as they are

MAX_AI_DECISIONS_PER_TURN = 1000  # a safety net against a game whose turn never ends
MAX_RETRIES = 5  # lost races in a row before an AI turn gives up (the next kick retries)


@dataclass(frozen=True, slots=True)
class AiTurn:
    """One AI turn, played and committed: the board after it."""

    public: PublicUpdate
    seat: int
    name: str
    level: str
    actions: int  # decisions committed in this turn
    more: bool  # another AI seat moves next (a driver goes on after its pause)
    stand_in: bool = False  # the AI played for an absent player (``name`` is theirs)


class AiDriver:
    """Plays the AI seats' turns (see the module docstring)."""

    def __init__(
        self,
        tables: Tables,
        *,
        delay: float = 0.0,
        budget: ai_levels.Budget | ai_levels.Budgets = ai_levels.Budget(),
        pool: AiPool | None = None,
    ):
        self.tables = tables
        self.pool = pool  # AI worker processes (None: think in a thread of this process)
        self.store = tables.store
        self.delay = delay  # the pause a front end makes before each AI turn (seconds)
        self.budgets = ai_levels.Budgets.of_any(budget)  # hard's, and expert's own

    async def think(self, tb: Table, seat: int) -> Action:
        """The AI's action for ``seat`` now (the state is not changed): in the worker-process pool when
        there is one and it serves the level, else in a worker thread of this process."""
        level = tb.seats[seat].ai_level or ai_levels.DEFAULT_LEVEL

        def in_thread(level: str):
            return asyncio.to_thread(
                ai_levels.choose_action,
                tb.game,
                tb.state,
                level,
                tb.row.seed or 0,
                tb.row.version,
                self.budgets.of(level),
                seat=seat,
            )

        if self.pool is None or not self.pool.serves(tb.game) or ai_levels.is_overridden(level):
            return await in_thread(level)
        try:
            return await self.pool.choose(
                tb.game, tb.state, level, tb.row.seed or 0, tb.row.version, self.budgets.of(level), seat=seat
            )
        except AiWorkerError as e:
            # a lost or hung worker: this one decision is thought here, by a level that needs no search
            # (medium: tens of milliseconds; a weaker level keeps its own), so a seat that a player handed
            # over does not play at random; should that fail too, the random player moves
            stand_in = level if level in FALLBACK_KEEPS else FALLBACK_LEVEL
            log.warning("game %s: AI worker failed (%s); %s moves for seat %d", tb.row.id, e, stand_in, seat)
            try:
                return await in_thread(stand_in)
            except Exception:
                log.exception("game %s: the %s stand-in failed too; the random player moves", tb.row.id, stand_in)
                return await in_thread("random")

    @staticmethod
    def ai_seat(tb: Table, decision) -> int | None:
        """The first awaited seat an AI plays (on its turn, out of turn, or in a simultaneous choice)."""
        if decision is None:
            return None
        return next((s for s in decision.seats if tb.seats[s].ai_level is not None), None)

    async def ai_turn(self, channel_id: int, *, locale: str = DEFAULT_LOCALE) -> AiTurn | None:
        """Play the decisions of one awaited AI seat until it is no longer awaited or the turn changes;
        None if no AI seat is awaited (or no game). Its texts are in the table's pinned language, else
        ``locale`` (the server's). The update after it is a new board when the turn
        changed, else a notice to the seats that became awaited (a notice may tell nobody: an AI's
        hidden bid beside humans still bidding needs no message).

        Each decision is thought out without holding the channel's lock, then applied and
        committed under it only if the game is still at the version the AI looked at; if someone
        else changed the game meanwhile (an abandon, a take-back, another process) the AI looks again.
        """
        with tables_module.drawing_for_ai():  # its pictures queue behind the humans' (bot.table.tables)
            return await self._ai_turn(channel_id, locale)

    async def _ai_turn(self, channel_id: int, locale: str) -> AiTurn | None:
        try:
            tb = await self.tables.active(channel_id)
        except ServiceError:
            return None
        first: tuple[int, int] | None = None  # (seat, turn) of this AI turn
        before = None  # the decision this AI turn started from
        played = retries = 0
        level = ""  # the AI seat's level when its turn began
        while played < MAX_AI_DECISIONS_PER_TURN:
            decision = tb.game.decision(tb.state)
            seat = self.ai_seat(tb, decision)
            if seat is None or decision is None:
                break
            if first is not None and (decision.turn != first[1] or seat != first[0]):
                break
            action = await self.think(tb, seat)
            async with self.tables.lock(channel_id):
                row = await self.store.game(tb.row.id)
                fresh = row is not None and row.status == "active" and row.version == tb.row.version
                if fresh:
                    events = tb.game.apply(tb.state, seat, action)
                    try:
                        await self.tables.commit(tb, seat, decision.turn, action, events)
                    except StaleVersion:
                        fresh = False
            if not fresh:
                retries += 1
                if retries > MAX_RETRIES:
                    log.warning("game %s: AI turn gave up after %d lost races", tb.row.id, retries)
                    break
                try:
                    tb = await self.tables.active(channel_id, tb.row.id)
                except ServiceError:
                    break
                continue
            if first is None:
                first, before = (seat, decision.turn), decision
                level = tb.seats[seat].ai_level or ""  # kept: a one-move stand-in gives the seat back
            played += 1
        if first is None:
            return None
        after = tb.game.decision(tb.state)
        board = board_due(before, after)
        locale = self.tables.public_locale(tb.row, locale)
        # a one-move stand-in's span ended with the move: the seat is its owner's again (pace.settle)
        returned = [t("bot.pace.returned", locale, name=tb.seats[s].name) for s in tb.returned]
        public = await self.tables.public(
            tb,
            await self.tables.log_since_turn(tb, first[1], locale) + returned,
            locale,
            board=board or bool(returned),
            notify=newly_awaited(before, after, first[0]),
            refresh=True,  # within the turn: the turn's message shows a human newly asked (tables.public)
        )
        seat_row = tb.seats[first[0]]
        return AiTurn(
            public=public,
            seat=first[0],
            name=seat_row.name,
            level=level,
            actions=played,
            more=self.ai_seat(tb, after) is not None,
            stand_in=seat_row.absent_user_id is not None or first[0] in tb.returned,
        )

    async def channels_awaiting_ai(self) -> list[int]:
        """Channels whose active game waits for an AI seat (to resume AI play after a restart), among
        the games this process owns (``tables.owns``: another process resumes the others)."""
        out = []
        for row in await self.store.active_games():
            if not self.tables.owns(row.guild_id):
                continue
            try:
                tb = await self.tables.load(row)
            except Exception:  # an unloadable game must not keep the others from resuming
                log.warning("game %s: cannot be loaded to resume AI play", row.id, exc_info=True)
                continue
            if self.ai_seat(tb, tb.game.decision(tb.state)) is not None:
                out.append(row.channel_id)
        return out
