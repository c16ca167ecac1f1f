"""What the stall use cases hand a front end: votes as their message shows them, and table notices.

Plain dataclasses (no Discord types), as :mod:`bot.table.models`. A :class:`TableNotice` is something the
table must say without a click (the AI playing a seat after the grace, a vote opened or decided, a
stalled table closed); ``told`` are the users it concerns, each told the way they chose with
``/notify`` (a mention in the post, a direct message, or nothing), the post itself is always made in
the table's thread.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.text import Msg

from .models import PublicUpdate


@dataclass(frozen=True, slots=True)
class VoteView:
    """A vote as its message shows it: the question, the tally, the deadline; the result once decided."""

    vote_id: int
    game_id: int
    guild_id: int | None
    channel_id: int  # the table's thread (the vote's message is there)
    message_id: int | None  # None until the front end posted it
    kind: str  # cancel | replace
    reason: str  # command | bank_out | stall
    status: str  # open | passed | failed | withdrawn | closed
    title: str  # "Vote: cancel Macao #12?"
    lines: list[str]  # what it decides, who voted what, until when; the result once decided
    yes_label: str
    no_label: str
    locale: str  # the table's public language
    table: str  # "Macao #12"
    waiting_user_ids: list[int] = field(default_factory=list)  # voters who have not voted yet
    # the title and the table's name as messages: a direct message says them in its reader's language
    words: Msg | None = None
    table_words: Msg | None = None

    @property
    def open(self) -> bool:
        return self.status == "open"


@dataclass(frozen=True, slots=True)
class TableNotice:
    """Something a table says without a click. ``kind``:

    * ``stand_in``: the grace after a run-out clock passed with nobody answering: an AI plays the seat;
    * ``vote``: a vote was opened (post its message: ``vote``);
    * ``vote_result``: a vote was decided without changing the game (edit its message);
    * ``replaced``: a replace vote passed: the seat is an AI's and open for a substitute;
    * ``closed``: the game ended by a vote or a stall (abandoned, not rated).
    """

    kind: str
    game_id: int
    guild_id: int | None
    channel_id: int
    locale: str
    line: str  # the table's public line (its language)
    table: str  # "Macao #12": what a direct message names
    told: tuple[int, ...] = ()  # users told as they chose (/notify)
    vote: VoteView | None = None
    public: PublicUpdate | None = None  # the table after the change (its live line; the AI moves next)
    ended: bool = False  # the game is over (abandoned): its live line says so
    # ``line`` and ``table`` as messages: a direct message says them in its reader's language
    words: Msg | None = None
    table_words: Msg | None = None


@dataclass(frozen=True, slots=True)
class VoteOutcome:
    """What starting a vote or casting a ballot did: the vote now, the voter's private line, and what its
    decision changed (``notice``, None while it is open or when it changed nothing but its message)."""

    view: VoteView
    line: str
    notice: TableNotice | None = None
    told: tuple[int, ...] = ()  # a vote just opened: the voters and the player it is about
