"""The Store protocol: everything the GameService needs from a database, nothing more.

The action log is the source of truth; ``games.state`` is a cache of replaying it. Every change
to a running game is one transaction guarded by ``games.version`` (optimistic concurrency).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence


class StoreError(Exception):
    """Base class for storage errors."""


class StaleVersion(StoreError):
    """A versioned write found another version (someone else moved first)."""

    def __init__(self, game_id: int, expected: int):
        self.game_id = game_id
        self.expected = expected
        super().__init__(f"game {game_id}: version is no longer {expected}")


class ChannelBusyError(StoreError):
    """The channel already has a game in lobby or active status."""


class SeatLimitError(StoreError):
    """The table already seats its game's maximum number of players (checked in the database)."""


@dataclass(slots=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    options: dict[str, Any]
    seed: int | None
    status: str  # lobby | active | finished | abandoned
    seat_order: str  # random | joined
    state: str | None  # JSON cache of the engine state
    version: int
    creator_id: int
    created_at: str
    updated_at: str
    locale: str | None = None  # the language pinned for the table's public messages (None: the server's)
    pace: str | None = None  # the table's clock (bot/table/clocks.py); None: "none" (migration 009)
    rules_version: int | None = None  # the rules it was played under (migration 015; None: stored before)
    out_of_time: str | None = None  # a run-out clock nobody answers: "ai" (None too) or "vote" (migration 017)
    rated: bool = True  # not rated once an AI stood in or a hint was used (migrations 003, 016)
    hints: str | None = None  # the table's hint option: "on" | "off"; None: by default (migration 016)
    hours: str | None = None  # the daily playing hours its banks run in (migration 020; None: always)


@dataclass(slots=True)
class LobbyRow:
    user_id: int | None
    ai_level: str | None
    name: str
    pos: int = 0  # join order


@dataclass(slots=True)
class SeatRow:
    seat: int
    user_id: int | None
    ai_level: str | None
    name: str
    absent_user_id: int | None = None  # whose seat an AI stand-in plays (user_id is None meanwhile)
    resigned: int | None = None  # its owner resigned: 1 for the game's first resignation (migration 010)
    # the seat's clock (migration 009, paced tables): the bank when the awaited span began (None: the
    # pace's start), the span's start (None: not awaited), notices sent in the span, a one-span stand-in
    bank_seconds: float | None = None
    awaited_since: str | None = None
    bank_notices: int = 0
    stand_in_once: bool = False
    bank_out_at: str | None = None  # when the span's run-out notice went out (migration 017; the grace)
    open_since: str | None = None  # open for a substitute since (migration 018)
    replaced_user_id: int | None = None  # who held the seat before a substitute or a replace vote
    hints: int = 0  # hints its player asked for (migration 016)
    seen_version: int | None = None  # the version its player saw the "since" lines at (migration 029)


@dataclass(frozen=True, slots=True)
class SeatClock:
    """A seat's clock as a write stores it (migration 009); ``give_back``: its one-span AI stand-in
    returns the seat to its owner in the same transaction."""

    seat: int
    bank_seconds: float | None
    awaited_since: str | None
    bank_notices: int = 0
    give_back: bool = False


@dataclass(frozen=True, slots=True)
class RunningClock:
    """An awaited human seat of a paced active game, whose bank is running (for reminders)."""

    game_id: int
    guild_id: int | None
    channel_id: int
    version: int
    pace: str
    seat: int
    user_id: int
    name: str
    bank_seconds: float | None
    awaited_since: str
    bank_notices: int
    bank_out_at: str | None = None  # the run-out notice of this span went out (migration 017)
    out_of_time: str | None = None  # the table's choice when nobody answers it (games.out_of_time)
    hours: str | None = None  # the table's playing hours (migration 020)


@dataclass(frozen=True, slots=True)
class AwaySpan:
    user_id: int
    starts_at: str
    ends_at: str


@dataclass(slots=True)
class ActionRow:
    seq: int  # 1, 2, ... per game (assigned by the store on commit when 0)
    seat: int
    action_key: str
    turn: int  # Decision.turn the action answered
    reveals: bool
    events: list[dict] = field(default_factory=list)  # serialised engine Events for the log
    created_at: str = ""
    version: int | None = None  # the game's version after this commit (None: stored before migration 007)


@dataclass(slots=True)
class TurnStart:
    """The current turn as undo needs it: the state before its first action, and its actions."""

    state: str  # JSON of the engine state
    actions: list[ActionRow]  # the turn's actions in order (empty right after an undo to its start)


@dataclass(slots=True)
class Invitee:
    """A user invited to a private table (migration 010); its creator is one too."""

    user_id: int
    name: str


@dataclass(slots=True)
class UserTableRow:
    """One of a user's running tables (``/games``): the game, and the user's seat (None in a lobby)."""

    game: GameRow
    seat: int | None
    stand_in: bool = False  # an AI plays the user's seat while they are away (they may take it back)


@dataclass(slots=True)
class ResultRow:
    seat: int
    user_id: int | None
    rank: int
    score: int
    details: dict[str, Any]


class Store(Protocol):
    async def close(self) -> None: ...

    async def schema_version(self) -> int: ...

    # -- lobby --
    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        options: dict,
        creator_id: int,
        now: str,
        max_players: int | None = None,
        creator: LobbyRow | None = None,
        seat_order: str | None = None,
        invited: Sequence[Invitee] = (),
        rematch_of: int | None = None,
        pace: str | None = None,
        out_of_time: str | None = None,
        hints: str | None = None,
        hours: str | None = None,
    ) -> GameRow:
        """Insert a game in ``lobby`` status seating at most ``max_players`` (None: no limit), with
        ``creator`` seated in the same transaction; ChannelBusyError if the channel has a live game.
        ``invited`` makes the table private (migration 010: only they may join); ``rematch_of`` names
        the finished game a rematch lobby was opened from; ``hours`` its playing hours (migration 020)."""

    async def live_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in lobby or active status."""

    async def last_game(self, channel_id: int) -> GameRow | None:
        """The channel's most recent game whatever its status."""

    async def last_finished(self, channel_id: int) -> GameRow | None:
        """The channel's most recent finished game (what ``/game replay`` opens)."""

    async def game(self, game_id: int) -> GameRow | None: ...

    async def lobby_members(self, game_id: int) -> list[LobbyRow]: ...

    async def add_lobby_member(self, game_id: int, member: LobbyRow) -> bool:
        """False if that user already sits at the table; SeatLimitError if the table is full."""

    async def remove_lobby_member(self, game_id: int, user_id: int) -> bool: ...

    async def update_lobby(
        self,
        game_id: int,
        *,
        options: dict | None = None,
        seat_order: str | None = None,
        pace: str | None = None,
        out_of_time: str | None = None,
        now: str,
    ) -> None: ...

    async def start_game(
        self,
        game_id: int,
        *,
        seed: int,
        seats: Sequence[SeatRow],
        state: str,
        now: str,
        rules_version: int | None = None,
    ) -> GameRow:
        """lobby -> active with its seats (and their clocks), initial state (version 0) and the rules
        version it is played under; StaleVersion if not a lobby."""

    # -- running game --
    async def seats(self, game_id: int) -> list[SeatRow]: ...

    async def actions(self, game_id: int, *, since_turn: int | None = None) -> list[ActionRow]:
        """The action log in order (only actions answering turn ``since_turn`` or later, if given)."""

    async def last_action(self, game_id: int) -> ActionRow | None: ...

    async def recent_actions(self, game_id: int, limit: int, *, before_seq: int | None = None) -> list[ActionRow]:
        """The newest ``limit`` actions (only those before ``before_seq``, if given), newest first."""

    async def actions_after(self, game_id: int, version: int) -> list[ActionRow]:
        """The actions committed after the game's ``version``, in order, each with its version (migration
        007; rows stored before it have none and are left out). Undo, takeover and take-back bump the
        version without a row: a gap in these versions."""

    async def turn_start(self, game_id: int) -> TurnStart | None:
        """The state before the current turn's first action and the actions since (migration 005);
        None when the store does not know it (a game stored before 005, until its next turn)."""

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        new_state: str,
        action: ActionRow,
        *,
        results: Sequence[ResultRow] | None = None,
        now: str,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        """Append the action and store the state (version+1) and the seats' ``clocks`` in one
        transaction; with ``results`` also finish the game. Returns the new version; StaleVersion if
        the version moved."""

    async def undo_to(
        self,
        game_id: int,
        expected_version: int,
        new_state: str,
        keep_actions: int,
        *,
        now: str,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        """Store a replayed state (and the seats' ``clocks``) and delete action rows after the first
        ``keep_actions`` (version+1)."""

    async def repair_state(self, game_id: int, expected_version: int, state: str) -> None:
        """Replace an unreadable state cache without changing the version."""

    async def migrate_rules(self, game_id: int, expected_version: int, state: str, rules_version: int) -> None:
        """A game migrated to another rules version (``engine.core.versions``): its state rebuilt from its
        log under that version, the version recorded, the turn start (stored under the older one)
        forgotten; the game's version unchanged (its moves are the same). StaleVersion if it moved."""

    async def set_status(self, game_id: int, status: str, *, expected_version: int | None = None, now: str) -> None: ...

    async def results(self, game_id: int) -> list[ResultRow]: ...

    # -- AI seats and absent players (migration 003) --
    async def active_games(self, *, updated_before: str | None = None) -> list[GameRow]:
        """Every active game (only those not changed since ``updated_before``, if given)."""

    async def take_over_seat(
        self,
        game_id: int,
        seat: int,
        level: str,
        *,
        expected_version: int,
        now: str,
        once: bool = False,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        """Hand a human seat to an AI stand-in of ``level`` (``once``: for its current awaited span
        only) and mark the game not rated (version+1), storing the seats' ``clocks``."""

    async def give_back_seat(
        self, game_id: int, seat: int, *, expected_version: int, now: str, clocks: Sequence[SeatClock] = ()
    ) -> int:
        """Return a stood-in seat to its absent owner (version+1; the game stays not rated)."""

    async def is_rated(self, game_id: int) -> bool:
        """Whether no seat was handed to an AI for an absent player (``games.rated``, migration 003)."""

    async def counts_for_ratings(self, game_id: int) -> bool:
        """Whether the game counts for ratings when it ends, by the one rule the ratings apply
        (``bot.store.tallies.RATED``: two or more seats, every seat a human's or resigned, not marked
        unrated)."""

    async def remove_lobby_ai(self, game_id: int, pos: int) -> bool:
        """Remove the AI member at join position ``pos`` from an open table."""

    async def set_locale(self, game_id: int, locale: str | None, *, now: str) -> bool:
        """Pin (or with None unpin) the language of a lobby's or running game's public messages;
        False if the game is not live. Not a game move: the version does not change."""

    async def mark_notice(self, game_id: int, version: int, kind: str, *, now: str) -> bool:
        """Record that notice ``kind`` went out at ``version``; False if it already had."""

    async def notice_sent(self, game_id: int, version: int, kind: str) -> str | None:
        """When notice ``kind`` went out at ``version`` (None: it did not)."""

    async def unswept_games(self, sweep: str, *, updated_before: str) -> list[GameRow]:
        """Active games not changed since ``updated_before`` that the sweep ``sweep`` (reminder,
        takeover, response) has not looked at in their current version (no ``<sweep>.*`` notice at it):
        a sweep costs the games that are due, not every waiting table (migration 014's index)."""

    # -- invitations, rematches, resignations, a user's tables (migration 010) --
    async def invitations(self, game_id: int) -> list[Invitee]:
        """Who may join a private table (its creator among them); empty for an open table."""

    async def rematch(self, game_id: int) -> GameRow | None:
        """The live (lobby or active) game opened as a rematch of ``game_id``, if any."""

    async def resign_seat(self, game_id: int, seat: int, level: str, *, expected_version: int, now: str) -> int:
        """Hand a human seat to an AI of ``level`` for good, numbered as the game's next resignation; the
        game stays rated (version+1). StaleVersion if the version moved or the seat is not a human's."""

    async def user_tables(self, user_id: int, limit: int) -> list[UserTableRow]:
        """The user's seats at active games and open tables, least recently changed first, at most ``limit``."""

    # -- paces, time banks and /away (migration 009) --
    async def running_clocks(self) -> list[RunningClock]:
        """Every awaited human seat of a paced active game (its bank is running)."""

    async def mark_bank_notice(
        self, game_id: int, seat: int, awaited_since: str, seen: int, sent: int, *, bank_out_at: str | None = None
    ) -> bool:
        """Raise the seat's notice count from ``seen`` to ``sent`` within the awaited span that began at
        ``awaited_since`` (with ``bank_out_at``: the span's run-out notice went out then, migration 017);
        False if another call did first or the span ended."""

    async def away_spans(self, user_ids: Sequence[int], *, ending_after: str) -> list[AwaySpan]:
        """The users' away spans that end after ``ending_after``, oldest first."""

    async def start_away(self, user_id: int, starts_at: str, ends_at: str) -> None:
        """A new away span (a current one ends at ``starts_at``)."""

    async def end_away(self, user_id: int, now: str) -> bool:
        """End the user's current away span now; False if they were not away."""
