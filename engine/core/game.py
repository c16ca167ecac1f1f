"""The one protocol every game implements (compare OpenSpiel's Game/State, boardgame.io's game).

A game is declared in two parts:

* :class:`GameInfo` -- its facts, once, frozen (OpenSpiel's ``GameType``): id, name, player counts and
  what the AI and the bot need to know of it (which action kinds are passive, which decisions are
  out-of-turn responses, how far the hard AI searches ...), each with a documented default;
* :class:`Game` -- the methods. The core ones every game writes; the optional ones have their defaults
  in :class:`GameBase`, which every game's class derives from (through ``engine.core.delegates``), so
  callers call ``game.chapter(state)`` and never ask whether a game has it. What a game may offer or
  not (AI, solo, daily challenge, hints) it declares in ``GameInfo.supports``.

:func:`protocol_problems` names what a game object lacks (tests/engine/test_protocol.py runs it over
the registry), and what it declares in ``GameInfo.supports`` (``engine.core.capabilities``: AI, solo,
daily challenge, hints) but lacks the functions of, or has the functions of but does not declare. The
AI's search needs :class:`SearchSupport`, declared as ``ai``.
"""

from __future__ import annotations

import inspect
import re
import typing
from dataclasses import dataclass, fields
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel

from .actions import Action, Decision, Event, Result
from .breakdown import Breakdown
from .hints import NO_REASON, HintReason, lead_reason
from .modes import DailyChallenge, SoloMode
from .msg import M, Msg
from .secrets import NO_SECRETS, Secrets, redact

# --- the facts --------------------------------------------------------------------------------------

# The defaults of the facts a game may leave out (read through ``game.info``, never at a call site).
PASSIVE_KINDS: tuple[str, ...] = ("end", "done", "skip", "pass")
HARD_ITERATIONS = 2000  # engine/ai/__init__.py: measured think time of the first registered game
EASY_GREED = 0.5
EXPERT_ITERATIONS = 2 * HARD_ITERATIONS
DECLINE_KEY = "decline"
FIRST_RULES_VERSION = 1  # every game's rules version when versions began (issue 23)
SCORE_FIELDS: tuple[str, ...] = ("score", "points", "vp")
_ID = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game is, declared once per game (``info = GameInfo(...)`` at the top of its class).
    Every field is checked against its type when the declaration is made, so a wrong one fails at
    import, by name."""

    id: str  # a short lowercase id: appears in custom_ids and the DB
    name: Msg  # display name
    min_players: int
    max_players: int
    # the rules and data this code plays: bumped when a stored seed and log would replay differently
    # (engine/core/versions.py; the game's versions.py says what each older version becomes)
    rules_version: int = FIRST_RULES_VERSION
    # engine.ai -------------------------------------------------------------------------------------
    # action kinds that pass or end: random play (and the easy AI) avoids them half the time while
    # other options remain
    passive_kinds: tuple[str, ...] = PASSIVE_KINDS
    # kinds no AI seat chooses because they bind the humans at the table (random playouts still do)
    never_ai_kinds: tuple[str, ...] = ()
    # how far the hard AI plans: the whole game, or its own turn (then values the position it leaves)
    search_horizon: Literal["game", "turn"] = "game"
    # the hard AI's iterations per decision when no time budget is given
    hard_iterations: int = HARD_ITERATIONS
    # the share of its decisions the easy AI plays as medium would (the rest: random play with light
    # preferences): sets the easy level between random and medium, measured per game by the arena
    easy_greed: float = EASY_GREED
    # how many of its own follow-up choices in the same turn the medium AI looks at (engine/ai/greedy.py)
    medium_lookahead: int = 1
    # the search levels value a new leaf after the mover's own turn is finished greedily (engine/ai/mcts.py):
    # for games whose turns are chains of small decisions, valued badly halfway
    finish_turn: bool = False
    # the expert AI's iterations per decision when no budget is given (then also capped in seconds)
    expert_iterations: int = EXPERT_ITERATIONS
    # expert: a new node's options start with this many visits at their one-step value (0: none)
    expert_prior: int = 0
    # bot -------------------------------------------------------------------------------------------
    # Decision kinds that ask a player out of turn; a table declines them with ``decline_key`` after
    # its response time (bot/table/absent.py)
    response_kinds: tuple[str, ...] = ()
    decline_key: str = DECLINE_KEY
    # The key kind that leaves a list the seat opened from its turn menu (Macao's "back"): a back that
    # returns the seat exactly to where it stood cancels the opening instead of being stored beside it
    # (bot/table/browsing.py). None: the game opens no such lists. The bot names no game's key but these.
    back_key: str | None = None
    # public view fields the generic summary shows as scores, in order (for a game without its own
    # ``summary_lines``)
    score_fields: tuple[str, ...] = SCORE_FIELDS
    # secrecy ---------------------------------------------------------------------------------------
    # what only a seat may see (its view's own fields, its choices kept at once) and what nobody may
    # (hidden State places): engine/core/secrets.py; the conformance suite's secrecy checks read it
    secrets: Secrets = NO_SECRETS
    # capabilities ----------------------------------------------------------------------------------
    # what the game offers beyond the protocol, each optional: ``ai`` (AI seats, searches), ``solo``,
    # ``daily``, ``hints`` (engine/core/capabilities.py); protocol_problems checks each against its
    # functions, and the bot offers nothing undeclared
    supports: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        problems = info_problems(self)
        if problems:
            raise TypeError(f"GameInfo {self.id!r}: " + "; ".join(problems))


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the declared type ``hint`` (the few forms GameInfo uses)."""
    origin = typing.get_origin(hint)
    if origin is Literal:
        return value in typing.get_args(hint)
    if origin is tuple:
        item = typing.get_args(hint)[0]
        return isinstance(value, tuple) and all(_fits(v, item) for v in value)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


def info_problems(info: Any) -> list[str]:
    """What is wrong with a game's declared facts: a field of another type, a malformed id, an empty
    player range."""
    if not isinstance(info, GameInfo):
        return [f"info is a {type(info).__name__}, not a GameInfo"]
    hints = typing.get_type_hints(GameInfo)
    out = [
        f"{f.name} = {getattr(info, f.name)!r} is not a {hints[f.name]}"
        for f in fields(GameInfo)
        if not _fits(getattr(info, f.name), hints[f.name])
    ]
    if not out:
        if not _ID.fullmatch(info.id):
            out.append(f"id {info.id!r} is not a short lowercase id")
        if not 1 <= info.min_players <= info.max_players:
            out.append(f"players {info.min_players}..{info.max_players} is no range")
        if info.hard_iterations < 1:
            out.append("hard_iterations < 1")
        if not 0.0 <= info.easy_greed <= 1.0:
            out.append("easy_greed outside 0..1")
        if info.medium_lookahead < 0 or info.expert_iterations < 1 or info.expert_prior < 0:
            out.append("medium_lookahead, expert_iterations or expert_prior out of range")
    return out


# --- the methods ------------------------------------------------------------------------------------


@runtime_checkable
class Game(Protocol):
    info: GameInfo
    Options: type[BaseModel]  # setup options and rulebook variants
    State: type[BaseModel]  # the full state; round-trips through JSON exactly

    # the facts most code reads, kept as attributes (GameBase reads them from ``info``)
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> Msg: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

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
        dict); generic code reads it through ``engine.core.view.plain_view``. ``GameBase`` answers it:
        the game's ``full_view`` with the other seats' secrets left out (``engine.core.secrets.redact``)."""

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

    # --- with defaults in GameBase ---

    def seat_prompt(self, state: BaseModel, seat: int) -> Msg:
        """What ``seat`` is asked now (seats choosing at once may be at different steps)."""

    def chapter(self, state: BaseModel) -> Msg | None:
        """The part of the game a board belongs to ("Round 3"), for a replay's jump list."""

    def summary_lines(self, state: BaseModel) -> list[Msg] | None:
        """Round, turn and scores for a table's summary; None: the bot's generic one from the view."""

    def solo_mode(self) -> SoloMode | None:
        """The game's solo mode, if it has one."""

    def daily_challenge(self) -> DailyChallenge | None:
        """The game's daily challenge, if it has one."""

    def check_invariants(self, state: BaseModel) -> list[str]:
        """What is wrong with ``state`` (self-play checks it after every move)."""

    def suggest(self, state: BaseModel, seat: int, actions: list[Action]) -> Action | None:
        """The game's own pick among ``actions`` for random play (a split of leftovers that scores best)."""

    def prune(self, state: BaseModel, actions: list[Action]) -> list[Action]:
        """The subset of legal ``actions`` an AI should consider; never empty."""

    def copy_state(self, state: BaseModel) -> BaseModel:
        """A deep copy of ``state`` for search."""

    def evaluate_tuned(self, state: BaseModel, seat: int) -> float:
        """``evaluate`` with the numbers self-play tuning found (``engine.core.weights``; the expert
        level's judgement): for a game with ``SearchSupport``."""

    def score_breakdown(self, state: BaseModel) -> Breakdown | None:
        """Where each seat's final score came from, by the game's end-scoring categories
        (``engine.core.breakdown``); None while the game runs."""

    def hint_reason(self, before: BaseModel, after: BaseModel, seat: int) -> HintReason:
        """Why ``after`` (the suggested move played on a determinised copy, with the rest of ``seat``'s
        turn) is better for ``seat`` than ``before``, in words (``engine.core.hints``)."""


class GameBase:
    """The defaults of the optional methods of :class:`Game`, and its common facts read from
    ``info``. A game's class derives from it (``engine.core.delegates.Delegates`` does) and overrides
    what its rules have."""

    info: GameInfo
    # The game's turn machine (engine.core.turns.TurnMachine) when it runs on one: playouts and searches
    # then hold a cursor over it (engine.core.turns.cursor); None: they play through the protocol calls.
    machine: Any = None
    # The game's hints module (``engine/<game>/hints.py``: ``FIGURES``, the seat's numbers; optional
    # ``figures_for``): what a hint, the "?" and "since my last move" measure. None: no figures.
    hints: Any = None

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def name(self) -> Msg:
        return self.info.name

    @property
    def min_players(self) -> int:
        return self.info.min_players

    @property
    def max_players(self) -> int:
        return self.info.max_players

    def view(self, state: Any, seat: int | None) -> Any:
        """The core's, for every game: :meth:`full_view` as ``seat`` may see it -- every other seat's
        ``owner`` fields and its unplayed ``kept`` ones left out, as ``info.secrets`` declares them
        (``engine.core.secrets.redact``). A game writes ``full_view``, never this, so it cannot forget
        to hide a seat's secrets from the others (the conformance suite checks that it did not)."""
        return redact(self.info.secrets, state, seat, self.full_view(state))

    def full_view(self, state: Any) -> Any:
        """The game's table (its typed view model, or a JSON-able dict) with every seat's own secrets
        filled in -- its hand, its choice kept at once -- and nothing hidden to all (no deck order):
        what :meth:`view` cuts each seat's view from."""
        raise NotImplementedError(f"{type(self).__name__}: full_view (GameBase.view draws a seat's view from it)")

    def seat_prompt(self, state: Any, seat: int) -> Msg:
        """Default: the decision's prompt (every awaited seat is asked the same)."""
        decision = self.decision(state)  # type: ignore[attr-defined]  # every Game has it
        return decision.prompt if decision is not None else M("core.game_over")

    def chapter(self, state: Any) -> Msg | None:
        """Default: no chapters (a replay lists its boards in ranges of moves)."""
        return None

    def summary_lines(self, state: Any) -> list[Msg] | None:
        """Default: None (the bot builds the summary from the public view and ``info.score_fields``)."""
        return None

    def solo_mode(self) -> SoloMode | None:
        return None

    def daily_challenge(self) -> DailyChallenge | None:
        return None

    def check_invariants(self, state: Any) -> list[str]:
        """Default: nothing beyond the protocol's own checks."""
        return []

    def suggest(self, state: Any, seat: int, actions: list[Action]) -> Action | None:
        """Default: no advice (random play picks)."""
        return None

    def prune(self, state: Any, actions: list[Action]) -> list[Action]:
        """Default: every legal action."""
        return actions

    def copy_state(self, state: Any) -> Any:
        """Default: a JSON round trip (measured faster than pydantic's ``model_copy(deep=True)``)."""
        return type(state).model_validate_json(state.model_dump_json())

    def evaluate_tuned(self, state: Any, seat: int) -> float:
        """Default: the game's own ``evaluate`` (no tuned numbers); called only where ``SearchSupport`` is."""
        return self.evaluate(state, seat)  # type: ignore[attr-defined]  # a SearchSupport game has it

    def score_breakdown(self, state: Any) -> Breakdown | None:
        """Default: no breakdown (a front end then shows the scores alone)."""
        return None

    def hint_reason(self, before: Any, after: Any, seat: int) -> HintReason:
        """Default: how the projected lead (``evaluate``, SearchSupport) moved; a game without an
        evaluation names no reason. A game's ``hints.py`` names the figures that changed instead."""
        evaluate = getattr(self, "evaluate", None)
        if evaluate is None:
            return NO_REASON
        return lead_reason(evaluate(before, seat), evaluate(after, seat))


def protocol_problems(game: Any) -> list[str]:
    """What ``game`` lacks of :class:`Game`, by member name: a missing member, a method that takes
    other parameters than the protocol's, facts of the wrong type, attributes that disagree with its
    ``info``. Empty for a complete game."""
    if not hasattr(game, "info"):
        return ["info: missing (declare info = GameInfo(...) at the top of the class)"]
    out = [f"info: {p}" for p in info_problems(game.info)]
    for name in ("Options", "State"):
        cls = getattr(game, name, None)
        if not (isinstance(cls, type) and issubclass(cls, BaseModel)):
            out.append(f"{name}: not a pydantic model class")
    for name, member in vars(Game).items():
        if name.startswith("_") or name in ("info", "Options", "State"):
            continue
        if isinstance(member, property):
            if not hasattr(game, name):
                out.append(f"{name}: missing")
            elif not info_problems(game.info) and getattr(game, name) != getattr(game.info, name):
                out.append(f"{name}: {getattr(game, name)!r} differs from info.{name}")
        elif callable(member):
            own = getattr(game, name, None)
            if not callable(own):
                out.append(f"{name}: missing")
                continue
            want = [p for p in inspect.signature(member).parameters if p != "self"]
            got = [
                p
                for p in inspect.signature(own).parameters.values()
                if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
            ]
            if len(got) != len(want):
                out.append(f"{name}: takes ({', '.join(p.name for p in got)}), the protocol ({', '.join(want)})")
    if not out:
        from .capabilities import capability_problems  # it reads the delegates, which import this module

        out += capability_problems(game)
    return out


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
    """The two methods a game adds so ``engine.ai`` can search it (not part of ``Game``: a game without
    them still satisfies the protocol; the bot then seats no AI and offers no hints). A game that has
    them declares ``ai`` in ``GameInfo.supports``; callers ask ``engine.core.capabilities.supports``.

    ``evaluate(state, seat)`` -> float: how good ``state`` is for ``seat``, in the game's score units,
    positive when ``seat`` is ahead (relative to the best other seat, or to the solo opponent). Must be
    cheap (it is called at every search leaf) and read only what every seat may see.

    ``determinise(state, seat, rng)`` -> State: a fresh copy of ``state`` (never mutating it) in which
    every piece of information ``seat`` cannot see (other seats' hands, deck orders, face-down piles,
    the state's own RNG) is resampled with ``rng`` consistently with what ``seat`` sees. The result must
    depend only on what ``seat`` sees and on ``rng``: two states that differ only in hidden parts give
    the same copy for the same ``rng`` state.

    A search also uses ``Game.copy_state`` and ``Game.prune`` (defaults in ``GameBase``).
    """

    def evaluate(self, state: BaseModel, seat: int) -> float: ...

    def determinise(self, state: BaseModel, seat: int, rng: Any) -> BaseModel: ...


class OptionSpec(BaseModel):
    """One lobby option: a field of ``Game.Options`` and the values a lobby offers for it."""

    field: str
    label: Msg
    choices: list[tuple[Any, Msg]]  # (value for Options.field, label); first = default

    model_config = {"arbitrary_types_allowed": True}
