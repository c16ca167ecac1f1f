"""A vote in words: its question, tally, deadline and result, in the table's language (``votes.ftl``)."""

from __future__ import annotations

from typing import Sequence

from bot.i18n import t
from bot.store.votes import Ballot, VoteRow

from . import pace as clocks
from . import vote_rules
from .asks import VoteView
from .tables import Table

NOBODY = "–"


def table_label(tb: Table, lang: str) -> str:
    """How a message outside the table names it: "Macao #12" (the thread's name starts so)."""
    return t("bot.votes.table", lang, game=t(tb.game.name, lang), id=tb.row.id)


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
    title = t(f"bot.votes.title.{kind}", lang, table=label, name=name, days=_days(clocks.STALL))
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
    )


def result_line(vote: VoteRow, tb: Table, ballots: Sequence[Ballot], lang: str) -> str:
    """The vote's stated result (its status decided), in the table's language."""
    tally = vote_rules.tally(tb.seats, vote, ballots)
    name = _target(vote, tb)
    status = vote.status
    if status == vote_rules.WITHDRAWN:
        if vote.reason == "stall":
            return t("bot.votes.result.moved", lang)
        if not tally.voters:
            return t("bot.votes.result.nobody", lang)
        if tb.row.status != "active":
            return t("bot.votes.result.over", lang)
        return t("bot.votes.result.back", lang, name=name)
    if status == vote_rules.CLOSED:
        return t("bot.votes.result.closed", lang, days=_days(clocks.STALL + clocks.STALL_CLOSE))
    if status == vote_rules.PASSED:
        if vote.kind == "replace":
            return t("bot.votes.result.replaced", lang, name=name, yes=len(tally.yes), voters=len(tally.voters))
        return t("bot.votes.result.stall_agreed" if vote.reason == "stall" else "bot.votes.result.cancelled", lang)
    if status == vote_rules.FAILED:
        late = not tally.no or (vote.kind == "replace" and 2 * (len(tally.voters) - len(tally.no)) > len(tally.voters))
        if vote.kind == "replace":
            key = "bot.votes.result.kept_late" if late else "bot.votes.result.kept"
            return t(
                key, lang, name=name, yes=len(tally.yes), voters=len(tally.voters), date=_date(vote.deadline, lang)
            )
        if late:
            return t("bot.votes.result.not_all", lang, date=_date(vote.deadline, lang), waiting=_names(tally.waiting))
        return t("bot.votes.result.refused", lang, names=_names(tally.no))
    return ""


def closed_line(vote: VoteRow, tb: Table, lang: str) -> str:
    """The public line of a table a vote (or a stall) ended."""
    label = table_label(tb, lang)
    if vote.status == vote_rules.CLOSED:
        return t("bot.votes.closed.stall", lang, table=label, days=_days(clocks.STALL + clocks.STALL_CLOSE))
    return t("bot.votes.closed.agreed", lang, table=label)
