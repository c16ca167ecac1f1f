"""Tables: the one loader and committer every table use case shares.

:class:`Tables` holds the per-channel locks, loads a channel's game (or its lobby row), commits an
applied action with its version check and runs the finish hooks, and builds what front ends show
(the public update after a change, a user's private panel). The use cases (``lobby``, ``play``,
``ai_driver``, ``absent``) are separate components over one shared instance.

Nothing lives only in memory: every call loads the game from the store, and every change is one
versioned transaction. A per-channel ``asyncio.Lock`` serialises calls inside this process; the
version check in the database catches races between processes.

Split by idea: ``table_drawing`` (the drawing threads and default renderers), ``table_base`` (the
locks, :class:`Table` and loading), ``table_clocks`` (clock lines, settling clocks), ``table_views``
(panels, public updates, notices); :class:`Tables` puts them together and commits, and this module
names what the other table modules import.
"""

from __future__ import annotations

import logging
from typing import Any


from bot.i18n import t
from bot.store import ActionRow, ResultRow
from engine.core import Action
from engine.core.text import DEFAULT_LOCALE

from .codec import encode_event
from .resigned import resigned_last
from .summaries import event_lines


from .table_base import ChannelLock, Table, owns_every_guild
from .table_drawing import (
    BOARD_TRIES,
    FOLLOW_RENDERER,
    UNREADABLE,
    PhoneRenderer,
    Renderer,
    SeatRenderer,
    default_phone_renderer,
    default_renderer,
    default_seat_renderer,
    drawing_for_ai,
    drawing_pool,
)
from .table_views import TableViews

log = logging.getLogger(__name__)

__all__ = [
    "BOARD_TRIES",
    "FOLLOW_RENDERER",
    "UNREADABLE",
    "ChannelLock",
    "PhoneRenderer",
    "Renderer",
    "SeatRenderer",
    "Table",
    "Tables",
    "default_phone_renderer",
    "default_renderer",
    "default_seat_renderer",
    "drawing_for_ai",
    "drawing_pool",
    "owns_every_guild",
]


class Tables(TableViews):
    """Loads and commits the channel's game; one instance is shared by every table component (split by
    idea: table_base loads, table_clocks and table_views show, this class commits)."""

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
