"""A vote in words: its question, tally, deadline and result, in the table's language (``votes.ftl``)."""

from __future__ import annotations

from typing import Sequence

from bot.i18n import t
from bot.store.votes import Ballot, VoteRow
from engine.core.text import M, Msg

from . import clocks
from . import vote_rules
from .asks import VoteView
from .tables import Table

NOBODY = "–"


def table_label(tb: Table, lang: str) -> str:
    """How a message outside the table names it: "Macao #12" (the thread's name starts so)."""
    return t(table_msg(tb), lang)


def table_msg(tb: Table) -> Msg:
    return M("bot.votes.table", game=tb.game.name, id=tb.row.id)


def _names(seats) -> str:
    return ", ".join(s.name for s in seats) or NOBODY


def _target(vote: VoteRow, tb: Table) -> str:
    if vote.seat is None or vote.seat >= len(tb.seats):
        return "?"
    seat = tb.seats[vote.seat]
    return seat.name


def _date(text: str, lang: str) -> str:
    return clocks.date_text(clocks.parse(text), lang)


def _days(seconds: float) -> int:
    return round(seconds / clocks.DAY)


def vote_view(vote: VoteRow, tb: Table, ballots: Sequence[Ballot], lang: str) -> VoteView:
    label = table_label(tb, lang)
    name = _target(vote, tb)
    tally = vote_rules.tally(tb.seats, vote, ballots)
    stall = vote.reason == "stall"
    kind = "stall" if stall else vote.kind
    words = M(f"bot.votes.title.{kind}", table=table_msg(tb), name=name, days=_days(clocks.STALL))
    title = t(words, lang)
    lines: list[str] = []
    if stall:
        lines.append(t("bot.votes.about.stall", lang, date=_date(vote.deadline, lang)))
    elif vote.kind == "cancel":
        by = next((s.name for s in tb.seats if vote.started_by is not None and s.user_id == vote.started_by), "?")
        lines.append(t("bot.votes.about.cancel", lang, by=by))
    else:
        why = (
            t("bot.votes.why.bank_out", lang, name=name)
            if vote.reason == "bank_out"
            else t(
                "bot.votes.why.command",
                lang,
                by=next((s.name for s in tb.seats if s.user_id == vote.started_by), "?"),
                name=name,
            )
        )
        lines.append(
            t(
                "bot.votes.about.replace",
                lang,
                why=why,
                name=name,
                needed=vote_rules.majority(len(tally.voters)),
                voters=len(tally.voters),
            )
        )
    lines.append(t("bot.votes.tally", lang, yes=_names(tally.yes), no=_names(tally.no), waiting=_names(tally.waiting)))
    if vote.open:
        lines.append(t("bot.votes.until", lang, date=_date(vote.deadline, lang)))
    else:
        lines.append(result_line(vote, tb, ballots, lang))
    return VoteView(
        vote_id=vote.id,
        game_id=tb.row.id,
        guild_id=tb.row.guild_id,
        channel_id=vote.channel_id,
        message_id=vote.message_id,
        kind=vote.kind,
        reason=vote.reason,
        status=vote.status,
        title=title,
        lines=lines,
        yes_label=t(f"bot.votes.yes.{kind}", lang, name=name),
        no_label=t(f"bot.votes.no.{kind}", lang, name=name),
        locale=lang,
        table=label,
        waiting_user_ids=[s.user_id for s in tally.waiting if s.user_id is not None] if vote.open else [],
        words=words,
        table_words=table_msg(tb),
    )


def result_line(vote: VoteRow, tb: Table, ballots: Sequence[Ballot], lang: str) -> str:
    """The vote's stated result (its status decided), in the table's language."""
    msg = result_msg(vote, tb, ballots, lang)
    return t(msg, lang) if msg is not None else ""


def result_msg(vote: VoteRow, tb: Table, ballots: Sequence[Ballot], lang: str) -> Msg | None:
    """:func:`result_line` as a message (None while the vote is open); dates are in ``lang``."""
    tally = vote_rules.tally(tb.seats, vote, ballots)
    name = _target(vote, tb)
    status = vote.status
    if status == vote_rules.WITHDRAWN:
        if vote.reason == "stall":
            return M("bot.votes.result.moved")
        if not tally.voters:
            return M("bot.votes.result.nobody")
        if tb.row.status != "active":
            return M("bot.votes.result.over")
        return M("bot.votes.result.back", name=name)
    if status == vote_rules.CLOSED:
        return M("bot.votes.result.closed", days=_days(clocks.STALL + clocks.STALL_CLOSE))
    if status == vote_rules.PASSED:
        if vote.kind == "replace":
            return M("bot.votes.result.replaced", name=name, yes=len(tally.yes), voters=len(tally.voters))
        return M("bot.votes.result.stall_agreed" if vote.reason == "stall" else "bot.votes.result.cancelled")
    if status == vote_rules.FAILED:
        late = not tally.no or (vote.kind == "replace" and 2 * (len(tally.voters) - len(tally.no)) > len(tally.voters))
        if vote.kind == "replace":
            key = "bot.votes.result.kept_late" if late else "bot.votes.result.kept"
            return M(key, name=name, yes=len(tally.yes), voters=len(tally.voters), date=_date(vote.deadline, lang))
        if late:
            return M("bot.votes.result.not_all", date=_date(vote.deadline, lang), waiting=_names(tally.waiting))
        return M("bot.votes.result.refused", names=_names(tally.no))
    return None


def closed_line(vote: VoteRow, tb: Table, lang: str) -> str:
    """The public line of a table a vote (or a stall) ended."""
    return t(closed_msg(vote, tb), lang)


def closed_msg(vote: VoteRow, tb: Table) -> Msg:
    if vote.status == vote_rules.CLOSED:
        return M("bot.votes.closed.stall", table=table_msg(tb), days=_days(clocks.STALL + clocks.STALL_CLOSE))
    return M("bot.votes.closed.agreed", table=table_msg(tb))
