"""The panel's **?**: the rule that governs the player's current decision and what each option does.

:meth:`Explain.explain` answers the "?" button (and the terminal's ``?``) with translated lines:
the rule of the decision's Step (``<game>.why.<step>``: the rulebook's term, its section, the rule),
then one line per option with the changes it makes to the seat's own figures, measured by
``engine.core.why`` on the seat's own determinisations (nothing hidden is read). Asking costs
nothing and changes nothing: it is not a hint (no search, no advice) and the game stays rated.

The measuring plays every option twice on copies; it runs in a worker thread on a copy of the
state, never on the event loop nor under the table's lock.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from bot.i18n import t
from engine.core import why
from engine.core.text import DEFAULT_LOCALE

from .models import Panel
from .stale_clicks import asked_now
from .tables import Tables


@dataclass(frozen=True, slots=True)
class WhyOutcome:
    """What "?" shows on the player's panel: the panel now and the explanation's lines."""

    panel: Panel
    lines: list[str]  # the rule (its heading line first), the "what each option changes" line, the options
    step: str  # the decision's Step, the rule's key


class Explain:
    """The "?" use case (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables

    async def explain(
        self,
        channel_id: int,
        user_id: int,
        version: int,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> WhyOutcome:
        """The user's current decision explained, in ``locale``. Refused (a ServiceError) when the user
        has no seat, nothing to decide, or clicked a panel the game has moved on from."""
        tb = await self.tables.active(channel_id, game_id)
        seat = await asked_now(self.tables.store, tb, user_id, version)
        state = tb.game.copy_state(tb.state)  # the thread measures a copy: the table may move on meanwhile
        answer = await asyncio.to_thread(why.explain, tb.game, state, seat)
        assert answer is not None, "the seat decides now"
        lines = [t(answer.rule, locale, seat_names=tb.names), t("core.why.numbers", locale)]
        lines += [t(o.line(), locale, seat_names=tb.names) for o in answer.options]
        last = await self.tables.store.last_action(tb.row.id)
        panel = await self.tables.pictured(tb, self.tables.panel(tb, user_id, locale, last=last), locale)
        return WhyOutcome(panel=panel, lines=lines, step=answer.step)
