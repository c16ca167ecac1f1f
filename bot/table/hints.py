"""Hints: on a player's own panel, what the strongest AI level would choose now, and why.

:meth:`Hints.suggest` answers the **Suggest** button (and the terminal's ``h``): the option named as
the panel names it, with a one-line reason in the reader's language (``engine.ai.hint``: computed from
the seat's own view only). The search runs in the AI worker pool before any AI seat's waiting decision
(:meth:`bot.table.ai_pool.AiPool.hint`), or in a worker thread without a pool; never on the event loop,
and without holding the table's lock.

Whether a table allows hints and what the first costs is :mod:`.hint_policy`. The first Suggest at a
rated table, or in a solo game or daily challenge that goes on the leaderboards, asks to confirm
(``confirm``) before anything is counted. A hint shown is stored (``seats.hints``; the game is no
longer rated) and marks the game: the final board names who used hints, ``/profile`` marks the game,
and a hinted solo game or challenge stays off the leaderboards (``bot.records``).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from bot.i18n import t
from bot.store import ActionRow
from bot.store.hints import HintsStore
from engine.ai.hint import Hint
from engine.core.capabilities import HINTS, supports
from engine.core.text import DEFAULT_LOCALE, M, Msg

from . import ai_levels, hint_policy
from .ai_pool import AiPool, AiWorkerError
from .errors import GameOver, NotOffered, OutdatedBoard, ServiceError
from .models import Panel
from .stale_clicks import asked_now
from .tables import Table, Tables

log = logging.getLogger(__name__)


class HintsOff(ServiceError):
    """Suggest at a table that does not allow hints; the message says why."""

    msg_id = "bot.hints.off_rated"


class HintFailed(ServiceError):
    """The hint could not be worked out (a worker died): nothing was counted."""

    msg_id = "bot.hints.failed"


@dataclass(frozen=True, slots=True)
class HintOutcome:
    """What Suggest shows on the player's panel: the hint, or first what using one costs."""

    panel: Panel  # the player's panel now (its options and, after a hint, no second confirmation)
    line: str  # the hint ("Suggested: … — +4 PP this turn") or the question to confirm
    needs_confirmation: bool = False
    key: str | None = None  # the suggested option's action key (one of the panel's)
    label: str | None = None  # that option as the panel names it
    reason: str | None = None  # why, in one line
    hint: Hint | None = None  # the engine's hint (its numbers), for benchmarks and tests


class Hints:
    """The Suggest use case (see the module docstring)."""

    def __init__(self, tables: Tables, *, budget: ai_levels.Budget = ai_levels.Budget(), pool: AiPool | None = None):
        self.tables = tables
        self.store = HintsStore(tables.store)
        self.budget = budget  # the strongest level's (AI_EXPERT_THINK_SECONDS / AI_EXPERT_ITERATIONS)
        self.pool = pool

    async def cost(self, tb: Table) -> Msg | None:
        """What the table's first hint costs, to be confirmed; None when nothing (a hint was used already,
        or the game is neither rated nor on a leaderboard)."""
        if hint_policy.used(tb.seats):
            return None
        if hint_policy.rated_now(tb.row, tb.seats):
            return M("bot.hints.confirm_rated")
        for hook in self.tables.hooks:  # the records: a solo game or challenge on the leaderboards
            ask = getattr(hook, "hint_cost", None)
            found = await ask(tb.row) if ask is not None else None
            if found is not None:
                return found
        return None

    async def think(self, tb: Table, seat: int) -> Hint:
        """The hint for ``seat`` now, in the pool when it serves the game, else in a worker thread."""
        seed, seq = tb.row.seed or 0, tb.row.version
        if self.pool is not None and self.pool.serves(tb.game):
            try:
                return await self.pool.hint(tb.game, tb.state, seat, seed, seq, self.budget)
            except AiWorkerError as e:
                log.warning("game %s: the AI worker failed on a hint for seat %d (%s)", tb.row.id, seat, e)
                raise HintFailed() from e
        return await asyncio.to_thread(ai_levels.suggest, tb.game, tb.state, seed, seq, self.budget, seat=seat)

    async def suggest(
        self,
        channel_id: int,
        user_id: int,
        version: int,
        *,
        confirm: bool = False,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> HintOutcome:
        """The strongest level's choice for the user's seat now and why (in ``locale``, the reader's).

        Refused (a ServiceError, nothing counted) when the user has nothing to decide, the panel clicked
        is outdated, or the table does not allow hints. The first hint of a rated table (or of a solo
        game or challenge on the leaderboards) needs ``confirm``: without it the outcome asks. A game
        that moved on while the hint was worked out is answered outdated, and the hint is not counted."""
        tb = await self.tables.active(channel_id, game_id)
        seat = await asked_now(self.tables.store, tb, user_id, version)
        if not supports(tb.game, HINTS):  # the game declares no hints (GameInfo.supports)
            raise NotOffered(M("bot.err.no_hints", game=tb.game.name))
        if not hint_policy.allowed(tb.row, tb.seats):
            raise HintsOff(hint_policy.why_not(tb.row, tb.seats))
        cost = await self.cost(tb)
        if cost is not None and not confirm:
            last = await self.tables.store.last_action(tb.row.id)
            panel = await self.tables.pictured(tb, self._panel(tb, user_id, locale, last), locale)
            return HintOutcome(panel=panel, line=t(cost, locale), needs_confirmation=True)
        found = await self.think(tb, seat)
        async with self.tables.lock(channel_id):
            row = await self.tables.store.game(tb.row.id)
            if row is None or row.status != "active":
                raise GameOver()
            if row.version != tb.row.version:
                raise OutdatedBoard(row.version)
            if not await self.store.record_use(tb.row.id, seat):
                raise GameOver()
        tb.seats[seat].hints += 1
        tb.row.rated = False
        last = await self.tables.store.last_action(tb.row.id)
        return await self._outcome(tb, user_id, seat, found, locale, last)

    async def _outcome(
        self, tb: Table, user_id: int, seat: int, found: Hint, locale: str, last: ActionRow | None
    ) -> HintOutcome:
        label = t(tb.game.describe(tb.state, seat, found.action), locale)  # as the panel names the option
        reason = t(found.line, locale, seat_names=tb.names)
        line = t("bot.hints.suggested", locale, option=label, reason=reason)
        return HintOutcome(
            panel=await self.tables.pictured(tb, self._panel(tb, user_id, locale, last), locale),
            line=line,
            key=found.action.key(),
            label=label,
            reason=reason,
            hint=found,
        )

    def _panel(self, tb: Table, user_id: int, locale: str, last: ActionRow | None) -> Panel:
        return self.tables.panel(tb, user_id, locale, last=last)
