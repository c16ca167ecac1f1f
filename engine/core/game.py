"""The one protocol every game implements (compare OpenSpiel's Game/State, boardgame.io's game)."""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel

from .actions import Action, Decision, Event, Result
from .msg import Msg


@runtime_checkable
class Game(Protocol):
    id: str                      # a short lowercase id: appears in custom_ids and the DB
    name: Msg                    # display name
    min_players: int
    max_players: int
    Options: type[BaseModel]     # setup options and rulebook variants
    State: type[BaseModel]       # the full state; round-trips through JSON exactly

    def setup(self, players: int, options: BaseModel, seed: int) -> BaseModel:
        """A fresh game; all later randomness comes from the state's own RNG."""

    def decision(self, state: BaseModel) -> Decision | None:
        """Who may choose now (``Decision.seats``) and whose turn it is, or None when the game is over."""

    def legal_actions(self, state: BaseModel, seat: int) -> list[Action]:
        """The options of ``seat`` now in a stable order (never more than 25); [] if it may not act."""

    def apply(self, state: BaseModel, seat: int, action: Action) -> list[Event]:
        """Validate and perform ``seat``'s ``action``; raise IllegalAction (``core.not_your_turn`` for a
        seat that may not act now) and leave the state untouched if illegal."""

    def result(self, state: BaseModel) -> Result | None:
        """Final ranks and scores, or None while the game runs."""

    def view(self, state: BaseModel, seat: int | None) -> BaseModel | dict[str, Any]:
        """What ``seat`` may see (None = the public table): the game's typed view model (or a JSON-able
        dict); generic code reads it through ``engine.core.view.plain_view``."""

    def describe(self, state: BaseModel, seat: int, action: Action) -> Msg:
        """A short label for a legal action of ``seat``'s current decision (button text)."""

    def seat_lines(self, state: BaseModel, seat: int) -> list[Msg]:
        """Private status lines for the seat's panel (hand, stock): never shown to others."""

    # --- presentation helpers every game supplies (the bot stays game-agnostic) ---

    def option_specs(self) -> list["OptionSpec"]:
        """Lobby options as choice lists (the bot draws one select or toggle per spec)."""

    def rules_topics(self) -> list[str]:
        """Topic ids for ``/rules``; the text is the message ``<game id>.rules.<topic>``."""

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        """Card id -> (title, text) for ``/card`` with autocomplete."""

    # --- optional: AI support (see ``SearchSupport``; engine.ai falls back when absent) ---
    # --- optional: ``check_invariants(state) -> list[str]`` (selfplay), ``summary_lines(state)``,
    #     ``solo_mode()``, ``daily_challenge()``, ``passive_kinds`` (action kinds the easy player avoids while others remain),
    #     ``response_kinds`` (Decision kinds that ask a player out of turn; the bot declines them with the game's
    #     ``decline_key``, default "decline", after RESPONSE_MINUTES) ---


def mover(decision: Decision) -> int:
    """The seat a simulation (a random playout, a search) lets act: the only one, or the lowest of
    several (a simultaneous decision played as if sequential)."""
    seats = decision.seats
    return seats[0] if len(seats) == 1 else min(seats)


def acting_seat(decision: Decision | None) -> int:
    """The one seat that may act now; ValueError when nobody or several seats may (name the seat then)."""
    if decision is None or len(decision.seats) != 1:
        raise ValueError("the acting seat is not implied: name it")
    return decision.seats[0]


@runtime_checkable
class SearchSupport(Protocol):
    """Optional methods a game adds so ``engine.ai`` can play it well (not part of ``Game``, so games
    without them still satisfy the protocol; the AI then uses plain random play for its missing parts).

    ``evaluate(state, seat)`` -> float: how good ``state`` is for ``seat``, in the game's score units,
    positive when ``seat`` is ahead (relative to the best other seat, or to the solo opponent). Must be
    cheap (it is called at every search leaf) and read only what every seat may see.

    ``determinise(state, seat, rng)`` -> State: a fresh copy of ``state`` (never mutating it) in which
    every piece of information ``seat`` cannot see (other seats' hands, deck orders, face-down piles,
    the state's own RNG) is resampled with ``rng`` consistently with what ``seat`` sees. The result must
    depend only on what ``seat`` sees and on ``rng``: two states that differ only in hidden parts give
    the same copy for the same ``rng`` state.

    ``copy_state(state)`` -> State (optional too): a fast deep copy for search.

    ``prune(state, actions)`` -> list (optional too): the subset of legal ``actions`` an AI should
    consider (e.g. without exchanges that could undo each other forever); never empty.
    """

    def evaluate(self, state: BaseModel, seat: int) -> float: ...

    def determinise(self, state: BaseModel, seat: int, rng: Any) -> BaseModel: ...


class OptionSpec(BaseModel):
    """One lobby option: a field of ``Game.Options`` and the values a lobby offers for it."""

    field: str
    label: Msg
    choices: list[tuple[Any, Msg]]   # (value for Options.field, label); first = default

    model_config = {"arbitrary_types_allowed": True}
