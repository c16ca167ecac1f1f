"""Play: start the game, act, the private panel and hand, undo, abandon, the public table and its log.

:class:`Play` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`;
a panel for a player whose seat an AI stands in for comes from :class:`bot.table.absent.Absent`.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
from dataclasses import replace
from typing import Callable

from bot.i18n import t
from bot.store import SeatRow, StaleVersion
from bot.store.posts import TurnPost
from engine.core import Action, Decision, IllegalAction, Rng, versions
from engine.core.text import DEFAULT_LOCALE, M

from . import browsing, clocks
from .absent import Absent
from .errors import (
    AlreadyStarted,
    BadAction,
    GameOver,
    IllegalMove,
    NoGame,
    NotAllowed,
    NotCreator,
    NotSeated,
    NotYourTurn,
    OutdatedBoard,
    PlayerCount,
    UndoNotAllowed,
)
from .models import AbandonOutcome, ActOutcome, FinalResult, Panel, PublicUpdate, SeatInfo, TurnUpdate, UndoOutcome
from .stale_clicks import still_open
from .resigned import resigned_last
from .since import first_open_lines
from .summaries import event_lines, final_result
from .tables import Table, Tables
from .turns import board_due, newly_awaited

log = logging.getLogger(__name__)

_SEAT_ORDER_SALT = 0x5EA7_0DE5
_STATUS_LOG_LINES = 10  # log lines under the board that /game status posts again
# How often a click that lost the database's version check to another process is tried again on the new
# version (each time only if nothing it depends on changed); several seats choosing at once each win once.
MERGE_TRIES = 8


def random_seed() -> int:
    return secrets.randbits(62)


class Play:
    """The game's use cases from start to end (see the module docstring)."""

    def __init__(self, tables: Tables, absent: Absent, *, seed_source: Callable[[], int] = random_seed):
        self.tables = tables
        self.store = tables.store
        self.absent = absent
        self.seed_source = seed_source

    async def start(
        self,
        channel_id: int,
        user_id: int,
        *,
        locale: str = DEFAULT_LOCALE,
        seed: int | None = None,
        game_id: int | None = None,
    ) -> TurnUpdate:
        """Creator only: seat everyone (random seeded order or as joined) and set up. AI seats wait
        for the front end's AI driver (``AiDriver.ai_turn``, one board per AI turn)."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if user_id != row.creator_id:
                raise NotCreator()
            game = self.tables.game(row.game_type)
            members = await self.store.lobby_members(row.id)
            if not game.min_players <= len(members) <= game.max_players:
                raise PlayerCount(
                    M("bot.err.player_count", min=game.min_players, max=game.max_players, count=len(members))
                )
            seed = int(self.seed_source()) if seed is None else seed  # a given seed: the daily challenge
            order = list(members)
            if row.seat_order == "random":
                Rng.from_seed(seed ^ _SEAT_ORDER_SALT).shuffle(order)
            seats = [SeatRow(seat=i, user_id=m.user_id, ai_level=m.ai_level, name=m.name) for i, m in enumerate(order)]
            options = game.Options.model_validate(row.options)
            state = await asyncio.to_thread(game.setup, len(seats), options, seed)
            # paced tables: the first awaited humans' banks start running now
            clocks.apply(
                seats, clocks.settle(seats, clocks.pace_of(row.pace), game.decision(state), self.tables.clock())
            )
            try:
                row = await self.store.start_game(
                    row.id,
                    seed=seed,
                    seats=seats,
                    state=state.model_dump_json(),
                    now=self.tables.now(),
                    rules_version=versions.rules_version(game),
                )
            except StaleVersion as e:
                raise AlreadyStarted() from e
            log.info(
                "game %s started: %s, %d seats (%d AI), channel %s",
                row.id,
                row.game_type,
                len(seats),
                sum(1 for s in seats if s.user_id is None),
                channel_id,
            )
            tb = Table(
                row=row,
                game=game,
                options=options,
                state=state,
                seats=seats,
                away=await self.tables.away_of(row, seats),
            )
            locale = self.tables.public_locale(row, locale)
            public = await self.tables.public(tb, await self.tables.log_since_turn(tb, 0, locale), locale)
            names = ", ".join(s.name for s in seats)
            return TurnUpdate(
                game_id=row.id,
                seats=[SeatInfo(s.seat, s.user_id, s.ai_level, s.name) for s in seats],
                public=public,
                lines=[t("bot.game.started", locale, game=t(game.name, locale), names=names)],
            )

    async def panel(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE) -> Panel:
        """The user's private panel: their lines, and the decision's options when it is their turn. Opened
        for the first time after others moved, it starts with what happened since the seat's last action
        (:mod:`.since`: once; a spectator's panel never)."""
        tb = await self.tables.finished_or_active(channel_id)
        seat = tb.seat_of(user_id)
        if seat is None:
            return self.absent.stand_in_panel(tb, user_id, locale)  # NotSeated unless an AI stands in for them
        last = await self.store.last_action(tb.row.id)
        panel = self.tables.panel(tb, user_id, locale, last=last)
        since = await first_open_lines(self.tables, tb, seat, locale, last)
        if since:
            panel = replace(panel, since=tuple(since))
        return await self.tables.pictured(tb, panel, locale)

    async def reopen(
        self, channel_id: int, user_id: int, version: int, *, locale: str = DEFAULT_LOCALE
    ) -> tuple[Panel, bool]:
        """The user's panel now, and whether their panel drawn at ``version`` still stands: the same
        version, or only other seats' choices since, which left its options as they were
        (:mod:`.stale_clicks`). A page of its select is then the same page of the same options."""
        tb = await self.tables.finished_or_active(channel_id)
        seat = tb.seat_of(user_id)
        if seat is None:
            return self.absent.stand_in_panel(tb, user_id, locale), version == tb.row.version
        panel = self.tables.panel(tb, user_id, locale, last=await self.store.last_action(tb.row.id))
        panel = await self.tables.pictured(tb, panel, locale)
        return panel, version == tb.row.version or await still_open(self.store, tb, seat, version)

    async def hand(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE) -> Panel:
        """The user's private lines only (no options), at any time."""
        tb = await self.tables.finished_or_active(channel_id)
        if tb.seat_of(user_id) is None:
            return self.absent.stand_in_panel(tb, user_id, locale)  # NotSeated unless an AI stands in for them
        return await self.tables.pictured(tb, self.tables.panel(tb, user_id, locale, with_options=False), locale)

    @staticmethod
    def _to_move(tb: Table, user_id: int) -> tuple[int, Decision]:
        """The user's seat and the current decision, if their seat may act now (on its turn, out of
        turn, or beside others); else the reason why not."""
        seat = tb.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        decision = tb.game.decision(tb.state)
        if decision is None:
            raise GameOver()
        if not decision.awaits(seat):
            raise NotYourTurn()
        return seat, decision

    async def act(
        self,
        channel_id: int,
        user_id: int,
        version: int,
        action_key: str,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> ActOutcome:
        """Apply the user's choice if it is theirs to make on this exact version.

        ``locale`` is the user's language (their panel and events); the public update is in the
        table's pinned language, else ``server_locale``, else ``locale``.

        ``game_id`` (from a custom_id) must name the channel's active game when given. The version is
        checked first: of two clicks on one version the second is told the board moved on (with a
        fresh panel from the front end), whoever clicked; but a panel drawn before other seats chose
        still counts while its options are unchanged (:mod:`.stale_clicks`). AI seats wait for the
        front end's AI driver (``AiDriver.ai_turn``). The update after the move is a new board when
        the turn changed or the game ended, else a notice to the seats that became able to act (None
        if nobody new).
        """
        async with self.tables.lock(channel_id):
            for tries in itertools.count(1):
                tb = await self.tables.active(channel_id, game_id)
                if version != tb.row.version and not await self._stale_click_stands(tb, user_id, version, action_key):
                    raise OutdatedBoard(tb.row.version)
                seat, decision = self._to_move(tb, user_id)
                try:
                    action = Action.parse(action_key)
                except IllegalAction as e:
                    raise BadAction() from e
                notes = await self._move_notes(tb, seat, action, locale)
                try:  # (apply checks the key against the seat's legal options: one listing per click)
                    events = tb.game.apply(tb.state, seat, action)
                except IllegalAction as e:
                    raise IllegalMove(e.reason) from e
                previous = await self.store.last_action(tb.row.id) if tb.game.info.back_key == action.kind else None
                back_to = await browsing.state_it_undoes(self.tables, tb, seat, decision.turn, action, previous)
                try:
                    if back_to is not None and previous is not None:  # browsing: the opening is taken back
                        last = await self._take_back(tb, back_to, previous.seq - 1)
                    else:
                        last = await self.tables.commit(tb, seat, decision.turn, action, events)
                    break
                except StaleVersion as e:
                    # Another process (or connection) committed first. Load the game again: the click
                    # joins the new version when only other seats acted since and left its options as
                    # they were (a choice made at once: stale_clicks); else the board is outdated.
                    if tries > MERGE_TRIES:
                        current = await self.store.game(tb.row.id)
                        raise OutdatedBoard(current.version if current else version) from e
            if clocks.pace_of(tb.row.pace) is not None and await self.store.end_away(user_id, self.tables.now()):
                tb.away = await self.tables.away_of(tb.row, tb.seats)  # back by acting: /away ends
            after = tb.game.decision(tb.state)
            public = None
            told = newly_awaited(decision, after, seat)
            pub = self.tables.public_locale(tb.row, server_locale or locale)
            # the actor's own area is drawn in a worker thread while the board is drawn in another (it never raises)
            picture = asyncio.create_task(
                self.tables.pictured(tb, self.tables.panel(tb, user_id, locale, last=last), locale)
            )
            if board_due(decision, after) or tb.row.id in self.tables.boards_owed:  # owed: drawing failed
                lines = await self.tables.log_since_turn(tb, decision.turn, pub)
                public = await self.tables.public(tb, lines, pub, notify=told)
            elif any(tb.seats[s].user_id is not None for s in told):
                # what was just done this turn (public lines only) and what the told seats are asked
                lines = await self.tables.log_since_turn(tb, decision.turn, pub)
                public = await self.tables.public(tb, lines, pub, board=False, notify=told, refresh=True)
            mine = notes + [
                t(e.msg, locale, seat_names=tb.names) for e in events if e.private_to is None or e.private_to == seat
            ]
            if public is not None and public.board_failed:
                mine.append(t("bot.board.failed", locale))
            panel = await picture
            stale = None if public is not None else await self.answered_notice(tb)
            return ActOutcome(
                panel=panel,
                public=public,
                finished=public.finished if public else None,
                events=mine,
                stale_notice=stale,
            )

    async def _move_notes(self, tb: Table, seat: int, action: Action, locale: str) -> list[str]:
        """What the hooks say of a move before it is applied (``move_notes``: a teaching game's guided
        step chosen otherwise, :mod:`.learn`); an illegal move is refused by ``apply`` right after."""
        notes: list[str] = []
        for hook in self.tables.hooks:
            ask = getattr(hook, "move_notes", None)
            if ask is not None:
                notes += await ask(tb, seat, action, locale)
        return notes

    async def _take_back(self, tb: Table, state, keep_actions: int):
        """Store ``state`` with the log cut to its first ``keep_actions`` actions (one versioned write,
        as an undo); the newest stored action after it."""
        tb.state = state
        written = self.tables.settle_clocks(tb)
        tb.row.version = await self.store.undo_to(
            tb.row.id, tb.row.version, state.model_dump_json(), keep_actions, now=self.tables.now(), clocks=written
        )
        self.tables.mirror_clocks(tb, written)
        return await self.store.last_action(tb.row.id)

    async def answered_notice(self, tb: Table) -> int | None:
        """The table's live notice once none of the seats it asked is awaited any more (they answered,
        or the game moved on): taken from the table, for the front end to delete; else None."""
        posts = await self.tables.posts.posts(tb.row.id)
        if posts.notice_message_id is None:
            return None
        decision = tb.game.decision(tb.state)
        awaited = set(decision.seats) if decision is not None else set()
        if awaited & set(posts.notice_seats):
            return None
        return (
            posts.notice_message_id if await self.tables.posts.take_notice(tb.row.id, posts.notice_message_id) else None
        )

    async def notice_posted(self, game_id: int, message_id: int | None, seats: list[int]) -> int | None:
        """A front end posted a notice asking ``seats`` (or a board: ``message_id`` None); the table's
        previous live notice, now obsolete, is returned for it to delete."""
        return await self.tables.posts.set_notice(game_id, message_id, seats)

    async def turn_post(self, game_id: int) -> TurnPost | None:
        """The table's turn message (the one layout message of its current turn), if it has one."""
        return (await self.tables.posts.posts(game_id)).turn

    async def turn_posted(self, game_id: int, post: TurnPost | None) -> TurnPost | None:
        """A front end posted the table's turn message ``post`` (None: forget it); the previous one."""
        return await self.tables.posts.set_turn_post(game_id, post)

    async def keep_lobby_line(self, game_id: int, channel_id: int, lobby_message_id: int) -> None:
        """The game stays in its channel (no thread): its lobby message there is still its live line."""
        await self.tables.posts.set_lobby_message(game_id, channel_id, lobby_message_id)

    async def move_to_thread(
        self, game_id: int, home_channel_id: int, thread_id: int, lobby_message_id: int | None
    ) -> None:
        """The game that just started in ``home_channel_id`` goes on in its own thread ``thread_id``; the
        lobby message stays there as the table's live line, and the channel may open the next lobby."""
        async with self.tables.lock(home_channel_id):
            try:
                await self.tables.posts.move_to_thread(
                    game_id, home_channel_id, thread_id, lobby_message_id, now=self.tables.now()
                )
            except StaleVersion as e:
                raise NoGame() from e

    async def _stale_click_stands(self, tb: Table, user_id: int, version: int, action_key: str) -> bool:
        """Whether a click on the user's panel of an earlier ``version`` is applied as if it were current."""
        seat = tb.seat_of(user_id)
        return seat is not None and await still_open(self.store, tb, seat, version, action_key)

    async def status(self, channel_id: int, *, locale: str = DEFAULT_LOCALE) -> PublicUpdate:
        """The public table now (active game, or the channel's last finished game), in the table's
        pinned language, else ``locale``."""
        tb = await self.tables.finished_or_active(channel_id)
        locale = self.tables.public_locale(tb.row, locale)
        lines = await self._newest_lines(tb, None, _STATUS_LOG_LINES, locale)
        return await self.tables.public(tb, lines, locale, notify=[])  # a board again: nobody newly asked

    async def log(
        self, channel_id: int, limit: int = 20, *, user_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> list[str]:
        """The last ``limit`` log lines: public ones, plus private ones of ``user_id``'s seat."""
        tb = await self.tables.finished_or_active(channel_id)
        seat = tb.seat_of(user_id) if user_id is not None else None
        return await self._newest_lines(tb, seat, limit, locale)

    async def _newest_lines(self, tb: Table, seat: int | None, limit: int, locale: str) -> list[str]:
        """The last ``limit`` log lines ``seat`` may see (None: the public ones). Reads the newest
        ``limit`` actions, and further back (twice as many each time) only while they show fewer lines:
        an action may show nothing to this seat."""
        lines: list[str] = []
        before, batch = None, limit
        while len(lines) < limit:
            rows = await self.store.recent_actions(tb.row.id, batch, before_seq=before)
            lines = event_lines(rows[::-1], seat, locale, tb.names) + lines
            if len(rows) < batch:
                break
            before, batch = rows[-1].seq, batch * 2
        return lines[-limit:] if limit > 0 else []

    async def undo(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE) -> UndoOutcome:
        """Take back the seat's last action of its current turn (never across a reveal), by replaying
        the turn's other actions from the state at its start."""
        async with self.tables.lock(channel_id):
            tb = await self.tables.active(channel_id)
            seat, decision = self._to_move(tb, user_id)
            last = await self.store.last_action(tb.row.id)
            if last is None or last.seat != seat or last.turn != decision.turn:
                raise UndoNotAllowed()
            if last.reveals:
                raise UndoNotAllowed(M("bot.err.undo_reveal"))
            state = await self.tables.replay(tb.row, tb.game, tb.options, len(tb.seats), drop_last=1)
            label = t(tb.game.describe(state, seat, Action.parse(last.action_key)), locale)
            tb.state = state  # the undoer stays awaited (undo never leaves its turn): its bank runs on
            written = self.tables.settle_clocks(tb)
            try:
                tb.row.version = await self.store.undo_to(
                    tb.row.id,
                    tb.row.version,
                    state.model_dump_json(),
                    last.seq - 1,
                    now=self.tables.now(),
                    clocks=written,
                )
            except StaleVersion as e:
                current = await self.store.game(tb.row.id)
                raise OutdatedBoard(current.version if current else tb.row.version) from e
            self.tables.mirror_clocks(tb, written)
            panel = self.tables.panel(tb, user_id, locale, last=await self.store.last_action(tb.row.id))
            panel = await self.tables.pictured(tb, panel, locale)
            return UndoOutcome(panel=panel, undone=label, line=t("bot.game.undone", locale, action=label))

    async def abandon(
        self,
        channel_id: int,
        user_id: int,
        can_manage_channel: bool = False,
        confirm: bool = False,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> AbandonOutcome:
        """End the channel's lobby or game for everyone (creator or channel manager; asks to confirm
        in ``locale``, announces it in the table's public language)."""
        async with self.tables.lock(channel_id):
            row = await self.store.live_game(channel_id)
            if row is None:
                raise NoGame()
            if (
                user_id != row.creator_id
                and not can_manage_channel
                and not (
                    await self.tables.unreadable(row)
                    and any(s.user_id == user_id for s in await self.store.seats(row.id))
                )
            ):
                raise NotAllowed()  # a table that cannot be read: any of its players may end it
            if not confirm:
                return AbandonOutcome(
                    needs_confirmation=True, abandoned=False, line=t("bot.game.confirm_abandon", locale)
                )
            try:
                await self.store.set_status(row.id, "abandoned", expected_version=row.version, now=self.tables.now())
                log.info("game %s abandoned", row.id)
            except StaleVersion as e:
                raise OutdatedBoard(row.version) from e
            return AbandonOutcome(
                needs_confirmation=False,
                abandoned=True,
                game_id=row.id,
                line=t("bot.game.abandoned", self.tables.public_locale(row, server_locale or locale)),
            )

    async def final_result(self, channel_id: int, *, locale: str = DEFAULT_LOCALE) -> FinalResult | None:
        """The ranking of the channel's game if it is finished, else None."""
        tb = await self.tables.finished_or_active(channel_id)
        result = resigned_last(tb.game.result(tb.state), tb.seats) if tb.game.decision(tb.state) is None else None
        return final_result(tb.game, result, tb.seats, locale) if result is not None else None
