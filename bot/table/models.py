"""Plain dataclasses the table use cases return. No Discord types: front ends present these."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class LobbyMember:
    user_id: int | None  # None for an AI seat
    name: str
    ai_level: str | None = None
    pos: int | None = None  # join position (identifies an AI seat to remove)


@dataclass(frozen=True, slots=True)
class LobbyOption:
    """One lobby option as a choice list: ``choices`` are (value as string, label); ``current`` is a value."""

    field: str
    label: str
    choices: list[tuple[str, str]]
    current: str


@dataclass(frozen=True, slots=True)
class LobbyInfo:
    game_id: int  # database id of the game (goes into custom_ids)
    game_type: str  # the game's id in the engine registry
    game_name: str
    channel_id: int
    creator_id: int
    members: list[LobbyMember]
    min_players: int
    max_players: int
    options: dict[str, Any]  # validated Options as JSON-able data
    option_specs: list[LobbyOption]
    seat_order: str  # "random" | "joined"
    status: str  # "lobby" (or "abandoned" after a close)
    lines: list[str]  # translated summary lines (players, seat order)
    locale: str = "en"  # the language of the lobby message (the table's public language)
    pace: str = "none"  # the table's clock (bot.table.clocks.CHOICES)
    out_of_time: str = "ai"  # a run-out clock nobody answers: the AI plays after the grace, or a vote
    invited: tuple[LobbyMember, ...] = ()  # a private table: who may join, its creator among them
    hints: bool = False  # Suggest will be allowed (the creator's choice, else the table's default)
    # what the game declares (GameInfo.supports): a lobby offers AI seats and the hint option only then
    offers_ai: bool = True
    offers_hints: bool = True
    clock_note: str | None = None  # the staging clock's warning (bot.clock), for the message's footer
    refused: tuple[Any, ...] = ()  # Msgs: invitations left out when the table opened (over a limit)
    hours: str | None = None  # the table's playing hours ("09:00-23:00 Europe/Prague"; bot.table.clocks.Hours)
    starts_at: str | None = None  # a scheduled table's start (/play … when:; ISO 8601 UTC; bot.table.live)

    @property
    def private(self) -> bool:
        return bool(self.invited)

    @property
    def can_start(self) -> bool:
        return self.min_players <= len(self.members) <= self.max_players


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int  # 0-based engine seat
    user_id: int | None
    ai_level: str | None
    name: str


@dataclass(frozen=True, slots=True)
class ActionOption:
    key: str  # Action.key(): custom_id = f"{game_id}:{version}:{key}"
    label: str


@dataclass(frozen=True, slots=True)
class Panel:
    """What one user sees privately: their seat's lines and, on their decision, the choices."""

    game_id: int
    game_type: str
    version: int
    seat: int | None  # the user's seat (None for a spectator)
    your_turn: bool  # the user's seat may act now (on its turn, out of turn, or with others)
    status: str  # "It is your turn." / "It is Ann's turn." / "Waiting for Ann, Bob." / over
    prompt: str | None  # the decision's prompt when it is your turn
    options: list[ActionOption]  # empty unless it is your turn
    private_lines: list[str]  # the seat's private status (hand, stock)
    active_seat: int | None
    active_user_id: int | None
    active_name: str | None
    turn: int | None  # Decision.turn of the current decision
    can_undo: bool
    finished: bool
    can_take_back: bool = False  # an AI stands in for this user's seat; they may take it back
    png: bytes | None = None  # the seat's own area (hand, stock ...) drawn from its own view; None: no picture
    can_hint: bool = False  # Suggest is offered: the user decides now and the table allows hints (hint_policy)
    guide: tuple[str, ...] = ()  # a teaching game's guided step: the rule in play and a sensible choice (learn)
    since: tuple[str, ...] = ()  # "since your last move" (at most five lines), at the first open after others moved


@dataclass(frozen=True, slots=True)
class FinalStanding:
    seat: int
    name: str
    user_id: int | None
    ai_level: str | None
    rank: int
    score: int
    details: dict[str, Any]


@dataclass(frozen=True, slots=True)
class FinalResult:
    standings: list[FinalStanding]  # sorted by rank, then seat
    winners: list[str]  # names of every rank-1 seat
    tiebreaks: list[str]  # translated tie-break explanations
    lines: list[str]  # translated ranking lines ready to print


@dataclass(frozen=True, slots=True)
class Notice:
    """What a direct message to one user says, in that user's own language (``locale``: their last
    interaction's, else the table's): the table's game, what the user is asked there, and their bank."""

    user_id: int
    seat: int
    locale: str
    game_name: str  # the table's game, in ``locale``
    question: str | None  # the seat's question (the game's prompt), in ``locale``; None: no question
    left_seconds: float | None = None  # the seat's bank on a paced table (None: no clock)
    paused_until: str | None = None  # playing hours: the bank is paused until this local time ("09:00 Europe/Prague")


@dataclass(frozen=True, slots=True)
class PublicUpdate:
    """The public table after a change (or on request): a new board, or a notice that seats must act.

    ``board`` is True when a new board is due (a new turn or round phase, the game's end, a request);
    otherwise the update only tells ``mention_user_ids`` that they may act now (an out-of-turn
    response, the next seat of a round phase), in ONE message, with no picture.
    """

    game_id: int
    game_type: str
    channel_id: int
    version: int
    png: bytes | None  # board rendered from view(state, None); None if no renderer or no board
    summary: list[str]  # round / turn / scores (the final ranking is in ``finished``)
    mention_user_ids: list[int]  # humans told to act now, once each (empty for AIs or game over)
    active_seat: int | None  # whose turn the table shows (the owner, else the first awaited seat)
    active_name: str | None
    turn: int | None
    log_lines: list[str]  # new public event lines since the previous public update
    finished: FinalResult | None = None
    board: bool = True
    # A change within the turn that asks a human anew (no new board is due): its pictures are drawn
    # all the same, so that a front end can show the turn's message as the table stands now.
    refresh: bool = False
    board_failed: bool = False  # a board was due but could not be drawn (twice): it follows later
    awaited_names: list[str] = field(default_factory=list)  # every seat that may act now, by name
    locale: str = "en"  # the language of these texts: the table's public language
    # Who is told, and how (each user's /notify choice): ``mention_user_ids`` are mentioned in the
    # table's channel, ``dm_user_ids`` get a direct message instead; users who chose "none" are in
    # neither. ``told_seats`` are the seats newly asked (a notice is the live notice for them).
    dm_user_ids: list[int] = field(default_factory=list)
    awaited_user_ids: list[int] = field(default_factory=list)  # every human that may act now (told or not)
    told_seats: list[int] = field(default_factory=list)
    question: str | None = None  # what the told seats (else the awaited ones) are asked: the game's prompt
    seat_names: list[str] = field(default_factory=list)
    guild_id: int | None = None
    home_channel_id: int | None = None  # the channel of the table's lobby when the game runs in a thread
    lobby_message_id: int | None = None  # the lobby message there: the table's live line
    phone_png: bytes | None = None  # the phone card beside ``png`` (render.phone); None without one
    open_seats: list[int] = field(default_factory=list)  # seats open for a substitute (bot.table.substitutes)
    clock_note: str | None = None  # the staging clock's warning (bot.clock), for the board's footer
    dm_notices: list[Notice] = field(default_factory=list)  # one per ``dm_user_ids``, in each one's language
    # Where the points came from (render.breakdown), on a finished game's final board; None otherwise.
    breakdown_png: bytes | None = None

    @property
    def mention_user_id(self) -> int | None:
        """The first human told to act (most decisions await one seat)."""
        return self.mention_user_ids[0] if self.mention_user_ids else None

    @property
    def awaited_user_id(self) -> int | None:
        """The first human that may act now, whether told or not (a front end driving the table)."""
        return self.awaited_user_ids[0] if self.awaited_user_ids else None


@dataclass(frozen=True, slots=True)
class TurnUpdate:
    """What ``start`` returns: the seating and the first public board."""

    game_id: int
    seats: list[SeatInfo]
    public: PublicUpdate
    lines: list[str]  # "The game of X has started: A, B, C."

    @property
    def finished(self) -> FinalResult | None:
        return self.public.finished


@dataclass(frozen=True, slots=True)
class ActOutcome:
    panel: Panel  # the actor's fresh panel
    public: PublicUpdate | None  # a new board (turn changed, game ended) or a notice to newly awaited seats
    finished: FinalResult | None
    events: list[str] = field(default_factory=list)  # lines the actor may see (public + own private)
    stale_notice: int | None = None  # the table's live notice, now answered: the front end deletes it


@dataclass(frozen=True, slots=True)
class UndoOutcome:
    panel: Panel
    undone: str  # label of the undone action
    line: str  # "Undone: ..."


@dataclass(frozen=True, slots=True)
class AbandonOutcome:
    needs_confirmation: bool
    abandoned: bool
    line: str
    game_id: int | None = None  # the game abandoned (its live line in the channel says so)


@dataclass(frozen=True, slots=True)
class ReplayJump:
    """One entry of a replay's jump lists: a chapter (a round, a period) or one board of it."""

    label: str
    index: int  # the board it shows
    description: str = ""  # the board's first log line (moves only)


@dataclass(frozen=True, slots=True)
class ReplayFrame:
    """One board of a finished game as a replay shows it: the public picture, what happened since the
    previous board, and where it sits in the game. Only public information, as during play."""

    game_id: int
    game_type: str
    index: int  # 0 = the table at the start
    count: int  # boards in the game
    png: bytes | None
    position: str  # "Start" / "Move 12 of 87" (the summary names the round)
    summary: list[str]  # round / turn / scores, as the board post showed them
    log_lines: list[str]  # public lines of the actions that led to this board
    chapters: list[ReplayJump]  # every chapter (at most 25: a window around the current one)
    moves: list[ReplayJump]  # the boards of the current chapter (at most 25, around this one)
    finished: FinalResult | None  # the final ranking with its tie-breaks, on the last board only
    locale: str = "en"
    breakdown_png: bytes | None = None  # where the points came from (render.breakdown), on the last board only

    @property
    def first(self) -> bool:
        return self.index == 0

    @property
    def last(self) -> bool:
        return self.index == self.count - 1
