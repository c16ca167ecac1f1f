"""Tables' views: a user's private panel (with its seat's own picture), the public update after a change
with its board, the notices to tell users, and the languages they read in (moved from tables.py as it was)."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any


from bot.i18n import t
from bot.store import ActionRow, GameRow
from engine.core import text
from engine.core.capabilities import HINTS, supports

from . import hint_policy
from . import clocks
from .models import ActionOption, Notice, Panel, PublicUpdate
from .resigned import resigned_last, resigned_lines
from .summaries import final_result, seat_name, summary_lines, waiting_for
from .turns import owner_or_first

from .table_drawing import BOARD_TRIES
from .table_base import Table
from .table_clocks import TableClocks

log = logging.getLogger("bot.table.tables")  # the name operators filter on, as before the split


class TableViews(TableClocks):
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
        """``panel`` with its seat's own area (see :meth:`seat_picture`) and what the hooks add to a
        decision (``panel_guide``: the guided first game's rule and advice, :mod:`.learn`)."""
        guide: list[str] = []
        for hook in self.hooks:
            ask = getattr(hook, "panel_guide", None)
            if ask is not None:
                guide += await ask(tb, panel, locale)
        if guide:
            panel = replace(panel, guide=tuple(guide))
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

    async def breakdown_picture(self, game: Any, state: Any, names: list[str], locale: str) -> bytes | None:
        """Where the points came from (``render.breakdown``) of a finished game, drawn from its final
        state's breakdown (public at the game's end); None without one. A drawing that fails is left out."""
        if self.breakdowns is None:
            return None
        try:
            return await self.drawn(self.breakdowns, game, state, names, locale)
        except Exception:  # noqa: BLE001 - a drawing bug must not cost the final board
            log.exception("a %s game's score breakdown could not be drawn", game.id)
            return None

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
        breakdown_png = None
        if finished is not None:
            for hook in self.hooks:
                finished.lines.extend(await hook.final_lines(tb.row, locale))
            if board and self.breakdowns is not None:
                breakdown_png = await self.breakdown_picture(game, state, tb.names, locale)
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
            breakdown_png=breakdown_png,
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
