"""Tournaments: their limits (a data table), the errors a bad request gets, what the use cases hand a
front end, and reading the sign-up deadline.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

from bot.i18n import echo
from engine.core.text import M

from .errors import ServiceError

FORMATS = ("swiss", "round_robin", "knockout")
SEATS = (2, 3, 4)  # seats per table a tournament may ask for (within the game's own player counts)
MAX_ENTRANTS = 256  # a tournament's largest player limit (the pairing benchmark's size)
DEFAULT_LIMIT = 64  # PROPOSED: the player limit when the organiser sets none
DEFAULT_ROUNDS = {"swiss": 3, "round_robin": 30, "knockout": 30}  # PROPOSED; a round robin / knockout: as it takes
MAX_ROUNDS = 30  # a round robin of more players than this allows plays this many rounds
DEFAULT_SIGN_UP = timedelta(days=1)  # PROPOSED: the sign-up runs a day unless the organiser says otherwise
MAX_SIGN_UP = timedelta(days=30)
LEASE_SECONDS = 300  # a claimed thread to open not opened by then is taken over
# A claimed post not marked made by then is taken over: inside Discord's few minutes of message nonces, so
# the post of a process that died between posting and marking returns that message (``once_nonce``).
POST_LEASE_SECONDS = 120
MENTIONS_MAX = 64  # a round post mentions its players when there are at most this many
POST_TABLES_MAX = 40  # tables listed in a round post (the rest: /tournament status)
STATUS_ROWS_MAX = 25  # standings lines in /tournament status (the picture shows the top too)
CHANNEL_BASE = 100_000  # table_channel: rounds and tables below this per tournament


def table_channel(tournament_id: int, round_no: int, table_no: int) -> int:
    """The channel id a tournament table's game opens in before it moves to its thread: negative, so it
    is no Discord channel, and one per table, so the one-live-game-per-channel index lets it be opened
    once only, whichever process tries."""
    return -(tournament_id * CHANNEL_BASE + round_no * 1000 + table_no)


class TournamentError(ServiceError):
    msg_id = "bot.tn.err.not_found"


class TournamentNotFound(TournamentError):
    msg_id = "bot.tn.err.not_found"


class TournamentClosed(TournamentError):
    msg_id = "bot.tn.err.closed"


class TournamentFull(TournamentError):
    msg_id = "bot.tn.err.full"


class RatingTooLow(TournamentError):
    msg_id = "bot.tn.err.rating"


class NotOrganiser(TournamentError):
    msg_id = "bot.tn.err.not_organiser"


class TooFewPlayers(TournamentError):
    msg_id = "bot.tn.err.too_few"


class BadDeadline(TournamentError):
    msg_id = "bot.tn.err.deadline"


_SPAN = re.compile(r"(?:([0-9]{1,3})\s*([dhm])\s*)+", re.ASCII)
_PART = re.compile(r"([0-9]{1,3})\s*([dhm])", re.ASCII)
_UNITS = {"d": timedelta(days=1), "h": timedelta(hours=1), "m": timedelta(minutes=1)}
_AT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[ T][0-9]{1,2}:[0-9]{2})?", re.ASCII)


def deadline(text: str | None, now: datetime) -> datetime:
    """``sign_up_until``: a span from now ("2d", "3h", "1d 12h", "90m") or a UTC date and time
    ("2026-05-01 18:00", a date alone: its 00:00); nothing: a day. Refused (BadDeadline) unless it is
    in the future and within :data:`MAX_SIGN_UP`."""
    raw = (text or "").strip().lower()
    if not raw:
        at = now + DEFAULT_SIGN_UP
    elif _SPAN.fullmatch(raw):
        at = now + sum((int(n) * _UNITS[u] for n, u in _PART.findall(raw)), timedelta())
    elif _AT.fullmatch(raw):
        try:
            at = datetime.fromisoformat(raw.replace(" ", "T")).replace(tzinfo=timezone.utc)
        except ValueError as e:
            raise BadDeadline(M("bot.tn.err.deadline", value=echo(text))) from e
    else:
        raise BadDeadline(M("bot.tn.err.deadline", value=echo(text)))
    if not now < at <= now + MAX_SIGN_UP:
        raise BadDeadline(M("bot.tn.err.deadline", value=echo(text)))
    return at


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """The sign-up message (edited as players join, and when the tournament starts and ends)."""

    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    status: str  # signup | running | finished | cancelled
    organiser_id: int
    title: str
    lines: list[str]
    players: list[str]
    locale: str


@dataclass(frozen=True, slots=True)
class TableToOpen:
    """A round's table whose game is opened and whose thread the front end opens (claimed first)."""

    tournament_id: int
    round: int
    table_no: int
    game_id: int
    from_channel: int  # where its game waits (table_channel)
    home_channel_id: int  # the tournament's channel, where the thread opens
    thread_name: str
    header: str  # the first board's line: which tournament, round and table


@dataclass(frozen=True, slots=True)
class TournamentPost:
    """A message for the tournament's channel, claimed for this process: a round's tables (with the
    standings before it), or the final standings and champion (or why it was cancelled)."""

    tournament_id: int
    kind: str  # round | final
    round: int
    channel_id: int
    title: str
    lines: list[str]
    content: str  # the mentions of a round's players (empty: nobody)
    mentions: list[int] = field(default_factory=list)
    png: bytes | None = None
    info: TournamentInfo | None = None  # the sign-up message as it reads now (edited with the post)


@dataclass(frozen=True, slots=True)
class TournamentStatus:
    """``/tournament status``: where it stands, privately."""

    title: str
    lines: list[str]
    png: bytes | None = None
