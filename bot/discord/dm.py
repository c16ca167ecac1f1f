"""What a direct message says: each one stands on its own, in its reader's language.

A direct message is read away from the table, among other conversations, often hours later: it names
the table as its thread is named ("Macao #12 · Ann, Bob"), says what the reader is asked there and how
much of their clock is left, and ends with a link; it starts with a capital (it follows no mention).
The texts come from the service in the reader's own language (:class:`bot.table.Notice`: their last
interaction's, else the table's); this module only puts them together with the link.
"""

from __future__ import annotations

from typing import Callable, Sequence

from bot.i18n import t
from bot.table import Notice
from bot.table.digest import Digest
from bot.table.clocks import duration_text

DM_LIMIT = 2000  # characters Discord allows in one message


def table_title(game_name: str, game_id: int, seat_names: Sequence[str], locale: str) -> str:
    """The table as its thread is named: "Macao #12 · Ann, Bob" (a lobby without players yet: "Macao #12")."""
    if not seat_names:
        return t("bot.discord.live_title", locale, game=game_name, id=game_id)
    return t("bot.discord.thread_name", locale, game=game_name, id=game_id, names=", ".join(seat_names))


def clock_line(notice: Notice) -> str | None:
    """ "Your clock: 1 d 4 h left." (paused outside the table's playing hours), None without a clock."""
    if notice.left_seconds is None:
        return None
    left = duration_text(notice.left_seconds, notice.locale)
    if notice.paused_until:
        return t("bot.dm.clock_paused", notice.locale, left=left, until=notice.paused_until)
    return t("bot.dm.clock", notice.locale, left=left)


def asked(notice: Notice, game_id: int, seat_names: Sequence[str], link: str) -> str:
    """The direct message to a player who newly has to act."""
    lang = notice.locale
    title = table_title(notice.game_name, game_id, seat_names, lang)
    question = notice.question or t("bot.turn.yours", lang)
    return _lines(t("bot.dm.asked", lang, table=title, question=question), clock_line(notice), link)


def reminder(notice: Notice, game_id: int, seat_names: Sequence[str], link: str, waited: str | None) -> str:
    """A reminder as a direct message: the table still waits for the reader (``waited``: how long,
    at a table without a clock)."""
    lang = notice.locale
    title = table_title(notice.game_name, game_id, seat_names, lang)
    question = notice.question or t("bot.turn.yours", lang)
    if notice.left_seconds is None and waited is not None:
        head = t("bot.dm.reminder_waited", lang, table=title, question=question, waited=waited)
    else:
        head = t("bot.dm.reminder", lang, table=title, question=question)
    return _lines(head, clock_line(notice), link)


def invitation(inviter: str, game_name: str, game_id: int, server: str, link: str, locale: str) -> str:
    """The invitation to a private table: who invites, to which table on which server, a link."""
    title = table_title(game_name, game_id, (), locale)
    return _lines(t("bot.dm.invited", locale, inviter=inviter, table=title, server=server), link)


def _lines(*lines: str | None) -> str:
    return "\n".join(line for line in lines if line)


def digest(d: Digest, link_of: Callable[[int | None, int], str], limit: int = DM_LIMIT) -> str:
    """The daily digest: every table awaiting the reader (its thread's name, the question, their
    clock, a link), longest waiting first, within one message (the rest counted: /games lists all)."""
    lang = d.locale
    head = t("bot.digest.title", lang, count=len(d.tables))
    foot = t("bot.digest.next", lang, date=d.next_at.strftime("%Y-%m-%d %H:%M UTC"))
    lines: list[str] = []
    size = len(head) + len(foot) + 2
    for n, table in enumerate(d.tables):
        notice = table.notice
        title = table_title(notice.game_name, table.game_id, table.seat_names, lang)
        entry = t("bot.digest.line", lang, table=title, question=notice.question or t("bot.turn.yours", lang))
        clock = clock_line(notice)
        link = link_of(table.guild_id, table.channel_id)
        text = "\n".join(x for x in (entry, f"  {clock}" if clock else None, f"  {link}") if x)
        more = t("bot.digest.more", lang, n=len(d.tables) - n)
        if size + len(text) + 1 + len(more) + 1 > limit:
            lines.append(more)
            break
        lines.append(text)
        size += len(text) + 1
    return "\n".join([head, *lines, foot])
