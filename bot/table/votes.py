"""Votes at a table: cancel by consent, and replacing an out-of-time or absent player.

:class:`Votes` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`. A
vote is started by a player (``/game vote``), or by the bot: when a clock runs out at a table whose
lobby chose "wait for a vote" (:mod:`.clocks`, :mod:`.absent`), and when a table has had no move for
``pace.STALL`` (:mod:`.stalls`). Who votes and when a vote is decided: :mod:`.vote_rules`. Everything is
stored (:mod:`bot.store.votes`): a restart in the middle of a vote loses nothing, and :meth:`Votes.due`
(every sweep) decides the votes whose deadline passed and withdraws those that no longer stand.

A vote's consequence is one versioned write with its decision: a cancel that passes abandons the game
(not rated); a replace that passes hands the seat to a medium AI and opens it for a substitute
(:mod:`.substitutes`; the game is no longer rated).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Callable

from bot.i18n import t
from bot.store import StaleVersion
from bot.store.votes import VoteRow, VotesStore
from engine.core.text import DEFAULT_LOCALE, M

from . import ai_levels, vote_rules
from . import clocks
from .absent import Absent
from .asks import TableNotice, VoteOutcome, VoteView
from .errors import BadAction, GameOver, NotSeated, ServiceError
from .tables import Table, Tables
from .vote_texts import closed_line, closed_msg, result_line, result_msg, table_label, table_msg, vote_view

log = logging.getLogger(__name__)

KINDS = ("cancel", "replace")
REPLACE_LEVEL = ai_levels.TAKEOVER_LEVEL  # the AI a replaced seat goes to, until a substitute claims it


class VoteAlreadyOpen(ServiceError):
    msg_id = "bot.votes.err.already_open"


class NotAVoter(ServiceError):
    msg_id = "bot.votes.err.not_a_voter"


class VoteClosed(ServiceError):
    msg_id = "bot.votes.err.closed"


class NotReplaceable(ServiceError):
    msg_id = "bot.votes.err.not_out_of_time"


class NoVoters(ServiceError):
    msg_id = "bot.votes.err.no_voters"


class Votes:
    """Votes at a table (see the module docstring)."""

    def __init__(self, tables: Tables, absent: Absent):
        self.tables = tables
        self.absent = absent
        self.store = VotesStore(tables.store)

    # ------------------------------------------------------------------ starting

    async def start(
        self,
        channel_id: int,
        user_id: int,
        kind: str,
        target_user_id: int | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> VoteOutcome:
        """``/game vote cancel`` or ``/game vote replace player:`` at the channel's table, by a player
        who holds a seat there; the starter's ballot is yes. The vote's view, for the front end to post."""
        if kind not in KINDS:
            raise BadAction()
        async with self.tables.lock(channel_id):
            tb = await self.tables.active(channel_id)
            if tb.seat_of(user_id) is None:
                raise NotSeated()
            if tb.game.decision(tb.state) is None:
                raise GameOver()
            seat = None
            if kind == "replace":
                seat = self.replaceable_seat(tb, target_user_id, by=user_id)
            lang = self.tables.public_locale(tb.row, server_locale or locale)
            vote = await self._open(tb, kind, "command", seat=seat, started_by=user_id)
            if vote is None:
                raise VoteAlreadyOpen(M("bot.votes.err.already_open", kind=t(f"bot.votes.kind.{kind}", locale)))
            await self.store.cast(vote.id, user_id, True, now=self.tables.now())
            outcome = await self._evaluate(vote, tb, lang)
            view = outcome.view if outcome is not None else await self.view(vote, tb, lang)
            told = tuple(u for u in view.waiting_user_ids if u != user_id)
            if kind == "replace" and vote.target_id is not None:
                told += (vote.target_id,)
            return VoteOutcome(
                view=view,
                line=t("bot.votes.started", locale),
                notice=outcome.notice if outcome is not None else None,
                told=told,
            )

    def replaceable_seat(self, tb: Table, target_user_id: int | None, *, by: int | None) -> int:
        """The seat of ``target_user_id`` if the player may be voted out now: out of time (their bank ran
        out, or without a clock they kept the table waiting past the takeover delay) or absent (an AI
        stands in for them); else the reason why not."""
        seat = next(
            (
                s
                for s in tb.seats
                if target_user_id is not None and not s.resigned and target_user_id in (s.user_id, s.absent_user_id)
            ),
            None,
        )
        if seat is None:
            raise NotReplaceable(M("bot.votes.err.not_at_table"))
        if by is not None and target_user_id == by:
            raise NotReplaceable(M("bot.votes.err.own"))
        if not self.out_of_time_or_absent(tb, seat.seat):
            raise NotReplaceable(M("bot.votes.err.not_out_of_time", name=seat.name))
        return seat.seat

    def out_of_time_or_absent(self, tb: Table, seat: int, now: datetime | None = None) -> bool:
        """Whether the seat's player is absent (an AI stands in for them) or out of time now."""
        row = tb.seats[seat]
        if row.user_id is None:
            return row.absent_user_id is not None and not row.resigned
        decision = tb.game.decision(tb.state)
        if decision is None or seat not in decision.seats:
            return False
        now = now or self.tables.clock()
        pace = clocks.pace_of(tb.row.pace)
        if pace is not None:
            return clocks.remaining(row, pace, now, tb.away) <= 0
        since = row.awaited_since or tb.row.updated_at
        waited = (now - clocks.parse(since)).total_seconds() / 60
        return self.absent.takeover_minutes > 0 and waited >= self.absent.takeover_minutes

    async def open_by_bot(
        self, tb: Table, kind: str, reason: str, lang: str, seat: int | None = None
    ) -> VoteView | None:
        """A vote the bot opens (a run-out clock at a "wait for a vote" table, a stalled table), under the
        caller's lock; None if the table has an open vote of that kind already."""
        vote = await self._open(tb, kind, reason, seat=seat, started_by=None)
        return await self.view(vote, tb, lang) if vote is not None else None

    async def open_for_run_out(self, row, seat: int, lang: str) -> VoteView | None:
        """A player's clock ran out at a "wait for a vote" table: a vote to replace them (None when the
        table has an open replace vote already, or nobody else could vote)."""
        async with self.tables.lock(row.channel_id):
            try:
                tb = await self.tables.active(row.channel_id, row.id)
                return await self.open_by_bot(tb, "replace", "bank_out", lang, seat)
            except ServiceError:
                return None

    async def _open(self, tb: Table, kind: str, reason: str, *, seat: int | None, started_by: int | None):
        now = self.tables.clock()
        if reason == "stall":
            deadline = now + timedelta(seconds=clocks.STALL_CLOSE)
        else:
            deadline = now + timedelta(seconds=clocks.vote_seconds(tb.row.pace))
        target = None
        if seat is not None:
            s = tb.seats[seat]
            target = s.user_id if s.user_id is not None else s.absent_user_id
        if not [s for s in tb.seats if s.user_id is not None and s.seat != seat]:
            raise NoVoters()
        vote = await self.store.open(
            tb.row.id,
            kind,
            reason,
            seat=seat,
            target_id=target,
            started_by=started_by,
            game_version=tb.row.version,
            now=now.isoformat(),
            deadline=deadline.isoformat(),
            channel_id=tb.row.channel_id,
        )
        if vote is not None:
            log.info("game %s: %s vote %s opened (%s)", tb.row.id, kind, vote.id, reason)
        return vote

    async def posted(self, vote_id: int, channel_id: int, message_id: int) -> None:
        """The front end posted the vote's message (its buttons carry the vote's id)."""
        await self.store.set_message(vote_id, channel_id, message_id)

    # ------------------------------------------------------------------ ballots

    async def cast(
        self,
        vote_id: int,
        user_id: int,
        yes: bool,
        *,
        message_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> VoteOutcome:
        """A voter's ballot (a voter changes it by voting again while the vote is open). ``message_id``:
        the message whose button was clicked, which must be the vote's. A closed vote, a forged id or
        someone who does not vote here is refused with a private line, and nothing changes."""
        vote = await self.store.vote(vote_id)
        if vote is None or (message_id is not None and vote.message_id is not None and vote.message_id != message_id):
            raise BadAction()
        row = await self.tables.store.game(vote.game_id)
        if row is None:
            raise BadAction()
        async with self.tables.lock(row.channel_id):
            vote = await self.store.vote(vote_id) or vote
            tb = await self.tables.load(await self.tables.store.game(vote.game_id) or row)
            lang = self.tables.public_locale(tb.row, server_locale or locale)
            if not vote.open:
                result = result_line(vote, tb, await self.store.ballots(vote.id), locale)
                raise VoteClosed(M("bot.votes.err.closed", result=result))
            if user_id not in [s.user_id for s in vote_rules.voters(tb.seats, vote)]:
                about_you = vote.kind == "replace" and user_id == vote.target_id
                raise NotAVoter(M("bot.votes.err.about_you" if about_you else "bot.votes.err.not_a_voter"))
            if not await self.store.cast(vote.id, user_id, yes, now=self.tables.now()):
                raise VoteClosed(M("bot.votes.err.closed", result=""))
            outcome = await self._evaluate(vote, tb, lang)
            view = outcome.view if outcome is not None else await self.view(vote, tb, lang)
            return VoteOutcome(
                view=view,
                line=t("bot.votes.cast_yes" if yes else "bot.votes.cast_no", locale),
                notice=outcome.notice if outcome is not None else None,
            )

    # ------------------------------------------------------------------ deciding

    async def due(
        self,
        now: datetime | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: Callable[[int | None], str] | None = None,
    ) -> list[TableNotice]:
        """Every open vote of the tables this process owns, looked at once: decided when its deadline
        passed, withdrawn when it no longer stands (a stall's table moved, the player to replace is
        back, the game ended). What each decision did, for the front end to say."""
        now = now or self.tables.clock()
        out: list[TableNotice] = []
        for vote in await self.store.every_open():
            row = await self.tables.store.game(vote.game_id)
            if row is None or not self.tables.owns(row.guild_id):
                continue
            try:
                async with self.tables.lock(row.channel_id):
                    fresh = await self.store.vote(vote.id)
                    row = await self.tables.store.game(vote.game_id)
                    if fresh is None or not fresh.open or row is None:
                        continue
                    lang = self.tables.public_locale(row, server_locale(row.guild_id) if server_locale else locale)
                    if row.status != "active":
                        if await self.store.close(fresh.id, vote_rules.WITHDRAWN, now=now.isoformat()):
                            fresh.status = vote_rules.WITHDRAWN
                            out.append(self._result_notice(fresh, row, lang, t("bot.votes.result.over", lang)))
                        continue
                    outcome = await self._evaluate(fresh, await self.tables.load(row), lang, now)
            except Exception:
                log.warning("vote %s: cannot be decided now", vote.id, exc_info=True)
                continue
            if outcome is not None and outcome.notice is not None:
                out.append(outcome.notice)
        return out

    async def _evaluate(self, vote: VoteRow, tb: Table, lang: str, now: datetime | None = None) -> VoteOutcome | None:
        """Decide ``vote`` if it is decided now (under the table's lock): its consequence written with
        the decision; None while it is open."""
        now = now or self.tables.clock()
        status: str | None
        if vote.reason == "stall" and tb.row.version != vote.game_version:
            status = vote_rules.WITHDRAWN  # a move ended the stall
        elif vote.kind == "replace" and not self._still_about(vote, tb, now):
            status = vote_rules.WITHDRAWN  # the player is back (or no longer holds the seat)
        else:
            tally = vote_rules.tally(tb.seats, vote, await self.store.ballots(vote.id))
            status = vote_rules.decision(vote, tally, past_deadline=now >= clocks.parse(vote.deadline))
        if status is None:
            return None
        stamp = now.isoformat()
        ended = False
        if status in (vote_rules.PASSED, vote_rules.CLOSED) and vote.kind == "cancel":
            if not await self.store.close_and_abandon(vote.id, status, tb.row.id, now=stamp):
                return None  # another process decided it
            ended = True
            log.info("game %s abandoned by %s vote %s (%s)", tb.row.id, vote.reason, vote.id, status)
        elif status == vote_rules.PASSED and vote.kind == "replace" and vote.seat is not None:
            try:
                tb.row.version = await self.store.close_and_replace(
                    vote.id,
                    tb.row.id,
                    vote.seat,
                    vote.target_id or 0,
                    REPLACE_LEVEL,
                    expected_version=tb.row.version,
                    now=stamp,
                )
            except StaleVersion:
                return None  # the game moved meanwhile: looked at again at the next sweep or ballot
            tb.seats = await self.tables.store.seats(tb.row.id)
            log.info("game %s: seat %s replaced by vote %s", tb.row.id, vote.seat, vote.id)
        elif not await self.store.close(vote.id, status, now=stamp):
            return None
        vote.status, vote.decided_at = status, stamp
        view = await self.view(vote, tb, lang)
        ballots = await self.store.ballots(vote.id)
        line = result_line(vote, tb, ballots, lang)
        humans = tuple(
            u for s in tb.seats if (u := s.user_id if s.user_id is not None else s.absent_user_id) is not None
        )
        if ended:
            notice = TableNotice(
                kind="closed",
                game_id=tb.row.id,
                guild_id=tb.row.guild_id,
                channel_id=tb.row.channel_id,
                locale=lang,
                line=closed_line(vote, tb, lang),
                table=table_label(tb, lang),
                told=humans,  # everyone is told the table ended
                vote=view,
                ended=True,
                words=closed_msg(vote, tb),
                table_words=table_msg(tb),
            )
        elif status == vote_rules.PASSED:
            public = await self.tables.public(tb, [line], lang, board=False, notify=[])
            notice = TableNotice(
                kind="replaced",
                game_id=tb.row.id,
                guild_id=tb.row.guild_id,
                channel_id=tb.row.channel_id,
                locale=lang,
                line=line,
                table=table_label(tb, lang),
                told=(vote.target_id,) if vote.target_id is not None else (),
                vote=view,
                public=public,
                words=result_msg(vote, tb, ballots, lang),
                table_words=table_msg(tb),
            )
        else:
            notice = self._result_notice(vote, tb.row, lang, line, view)
        return VoteOutcome(view=view, line=line, notice=notice)

    def _still_about(self, vote: VoteRow, tb: Table, now: datetime) -> bool:
        """A replace vote stands while its player holds the seat and is still out of time or absent."""
        if vote.seat is None or vote.seat >= len(tb.seats):
            return False
        seat = tb.seats[vote.seat]
        if seat.resigned or vote.target_id not in (seat.user_id, seat.absent_user_id):
            return False
        return self.out_of_time_or_absent(tb, vote.seat, now)

    def _result_notice(self, vote: VoteRow, row, lang: str, line: str, view: VoteView | None = None) -> TableNotice:
        return TableNotice(
            kind="vote_result",
            game_id=row.id,
            guild_id=row.guild_id,
            channel_id=vote.channel_id,
            locale=lang,
            line=line,
            table=t("bot.votes.table", lang, game=t(self.tables.game(row.game_type).name, lang), id=row.id),
            vote=view if view is not None else self._closed_view(vote, row, lang, line),
        )

    def _closed_view(self, vote: VoteRow, row, lang: str, line: str) -> VoteView:
        """The view of a vote whose table cannot be loaded any more (it ended): the result alone."""
        label = t("bot.votes.table", lang, game=t(self.tables.game(row.game_type).name, lang), id=row.id)
        return VoteView(
            vote_id=vote.id,
            game_id=row.id,
            guild_id=row.guild_id,
            channel_id=vote.channel_id,
            message_id=vote.message_id,
            kind=vote.kind,
            reason=vote.reason,
            status=vote.status,
            title=t(f"bot.votes.title.{'stall' if vote.reason == 'stall' else vote.kind}", lang, table=label, name="?"),
            lines=[line],
            yes_label="",
            no_label="",
            locale=lang,
            table=label,
        )

    async def view(self, vote: VoteRow, tb: Table, lang: str) -> VoteView:
        """The vote as its message shows it now."""
        return vote_view(vote, tb, await self.store.ballots(vote.id), lang)

    async def open_votes(self, game_id: int) -> list[VoteRow]:
        return await self.store.open_votes(game_id)
