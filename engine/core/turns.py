"""One turn machine for every game: typed action records, one dispatcher, one settle loop.

A game's turn is split into small decisions (compare boardgame.io's moves and stages, OpenSpiel's typed
actions and chance/forced nodes). A game declares them as data:

- a :class:`Move` per kind of action key (the key's first token): its grammar (the converters of the
  key's arguments), what it does (``apply``) and its button text (``label``);
- a :class:`Step` per kind of decision: a frame kind pushed on ``state.stack`` (a payment, a city
  quarter ...) or, with an empty stack, the phase's own decision (a turn menu, a draft). A step says
  who may choose (``seats``), what may be chosen (``legal``: keys in a stable order), what resolves
  without a choice (``auto``), whether a lone option is taken by itself (``single``), the question
  (``prompt``) and which moves its keys belong to (``moves``).

:class:`TurnMachine` does the rest, the same way for every game: it finds the pending step, parses a
key once (``ACTIONS``) and converts its arguments by the move's grammar, checks who may act and that
the key is legal, writes the log line, dispatches to the move, counts the action (``state.seq``) and
settles: ``auto`` steps and lone options a step lets go by themselves, so a player is only asked when
there is a real choice.

A step whose seats choose at once (``Step.together``, ``engine.core.together``) is the machine's too: it
keeps each seat's choice in its own frame (``state.together``), logs it privately to that seat and hands
the game the joint choice once the last seat has chosen (or a seat insists on the normal order).

The protocol calls (``decision``, ``legal_actions``, ``apply``) keep nothing between calls: a state
edited by hand is always read afresh. A caller that plays one state forward many times (a random
playout, a search) holds a :class:`Cursor`, which keeps the options settling already listed for the
next decision -- a value the caller owns, reset by every move it makes, never a hidden cache.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Generic, Protocol, TypeVar

from .actions import Action, Decision, Event
from .errors import IllegalAction
from .quiet import _QUIET, quiet
from .msg import M, Msg
from .together import Choices, Together

S = TypeVar("S", bound="HasStack")

# Settling is bounded so that a faulty game cannot loop for ever inside one apply.
SETTLE_LIMIT = 10_000

# A converter of one key argument (an int or an ASCII token, as ``Action.parse`` reads it) into what the
# move's ``apply`` takes: ``int``, ``str`` (ints read back as their digits) or a game's own.
Arg = Callable[[Any], Any]


class _Actions(dict):
    """key -> its Action, parsed once per distinct key (a content-keyed memo: it cannot go stale)."""

    def __missing__(self, key: str) -> Action:
        a = self[key] = Action.parse(key)
        return a


ACTIONS = _Actions()


class HasStack(Protocol):
    """What the machine reads of a state: the pending frames (each with ``k``, its step's name, and
    ``seat``) and the count of the players' actions (and, in a game with steps chosen at once, its
    frame of their choices: ``together``)."""

    stack: list[Any]
    seq: int


@dataclass(frozen=True, slots=True)
class Move:
    """A typed action record: one kind of key (``kind.arg1.arg2``), its grammar, effect and label.

    ``apply(state, frame, seat, events, *args)`` performs it (``frame``: the pending step's frame, None
    for a phase's own decision); ``args`` convert the key's arguments in order and ``rest`` any further
    ones (passed as one tuple after them: a variable-length payment); ``label(state, frame, seat, *args)``
    is its button text and log wording (None: the game's ``label`` fallback of the machine).
    """

    kind: str
    apply: Callable[..., None]
    args: tuple[Arg, ...] = ()
    rest: Arg | None = None
    label: Callable[..., Msg] | None = None
    # key -> its converted arguments: the converters are pure, so this memo is keyed by content and
    # cannot go stale (a playout parses the same few hundred keys over and over)
    parsed: dict[str, tuple[Any, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def parse(self, action: Action) -> tuple[Any, ...]:
        """The key's arguments converted by the grammar; IllegalAction(core.bad_action) if they do not fit."""
        key = action._key  # (the key built once by Action; a method call here is a tenth of a parse)
        out = self.parsed.get(key)
        if out is None:
            out = self.parsed[key] = self._convert(action)
        return out

    def _convert(self, action: Action) -> tuple[Any, ...]:
        raw = action.args
        n = len(self.args)
        if len(raw) < n or (self.rest is None and len(raw) != n):
            raise IllegalAction(M("core.bad_action"))
        try:
            out = tuple(conv(raw[i]) for i, conv in enumerate(self.args))
            if self.rest is not None:
                rest = self.rest
                out += (tuple(rest(a) for a in raw[n:]),)
        except (ValueError, KeyError, TypeError) as e:
            raise IllegalAction(M("core.bad_action")) from e
        return out


# Step callbacks: ``legal(state, frame, seat)``; ``prompt(state, frame, seat)``; ``auto(state, frame,
# events) -> bool``; ``seats(state, frame)``; ``single(state, frame, key) -> bool``.
Legal = Callable[[Any, Any, int], list[str]]
Prompt = Callable[[Any, Any, int], Msg]
Auto = Callable[[Any, Any, list[Event]], bool]
Seats = Callable[[Any, Any], tuple[int, ...]]
Single = Callable[[Any, Any, str], bool]


@dataclass(frozen=True, slots=True)
class Step:
    """One kind of decision: a frame kind on ``state.stack`` or a phase's own decision (empty stack).

    ``legal(state, frame, seat)`` -> the keys ``seat`` may choose, in a stable order (``frame`` is None
    for a phase's decision); ``moves``: the records of every key kind it offers; ``prompt``: the
    question (a Msg, or ``prompt(state, frame, seat)``); ``auto(state, frame, events)`` resolves the step
    or a forced part of it without a choice and returns True if it changed anything; ``seats(state,
    frame)`` -> who may choose (default: the frame's seat, else whose turn it is); ``single``: whether a
    lone legal option is taken by itself -- True, False or ``single(state, frame, key)`` (never for an
    option that reveals something a player would want to pause on); ``together``: its seats choose at
    once, each unseen by the others (``engine.core.together``).
    """

    name: str
    legal: Legal
    moves: tuple[Move, ...] = ()
    prompt: Msg | Prompt | None = None
    auto: Auto | None = None
    seats: Seats | None = None
    single: bool | Single = False
    together: Together | None = None
    by_kind: dict[str, Move] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for m in self.moves:
            if m.kind in self.by_kind:
                raise ValueError(f"step {self.name}: two moves of kind {m.kind}")
            self.by_kind[m.kind] = m

    def ask(self, st: Any, f: Any, seat: int) -> Msg:
        p = self.prompt
        if p is None:
            raise ValueError(f"step {self.name} has no prompt")
        return p if isinstance(p, Msg) else p(st, f, seat)


@dataclass(slots=True)
class Stop:
    """Where settling stopped: the pending step, its frame (None for a phase's own decision), the decision
    (None when no seat may act) and the keys of its one seat when settling listed them."""

    step: Step
    frame: Any
    decision: Decision | None
    keys: list[str] | None


class TurnMachine(Generic[S]):
    """The protocol's ``decision``, ``legal_actions``, ``apply`` and ``describe`` for a game of steps.

    ``phase(state)`` -> the name of the phase's own step when the stack is empty (None: game over);
    ``active(state)`` -> whose turn it is; ``owner(state, step)`` -> whose turn a decision shows
    (default ``active``; None while all decide at once); ``turn(state)`` -> ``Decision.turn`` (default
    ``state.turn_no``); ``log(state, seat, action, step name)`` -> the log line of a
    choice, also written for lone options taken by themselves (None: no line); ``label(state, seat,
    key)`` -> the text of a key whose move has no ``label`` of its own; ``why(state, seat, key)`` -> a
    clearer reason than ``core.illegal`` for an illegal key (optional).
    """

    def __init__(
        self,
        steps: list[Step],
        *,
        phase: Callable[[S], str | None],
        active: Callable[[S], int | None],
        log: Callable[[S, int, Action, str], Event | None],
        owner: Callable[[S, Step], int | None] | None = None,
        turn: Callable[[S], int] | None = None,
        label: Callable[[S, int, str], Msg] | None = None,
        why: Callable[[S, int, str], Msg] | None = None,
    ):
        self.steps: dict[str, Step] = {}
        for s in steps:
            if s.name in self.steps:
                raise ValueError(f"two steps named {s.name}")
            self.steps[s.name] = s
        self.phase = phase
        self.active = active
        self.owner = owner
        self.turn = turn
        self.log = log
        self.label_fallback = label
        self.why = why

    # --- where the game stands ----------------------------------------------------------------
    def top(self, st: S) -> tuple[Step | None, Any]:
        """The pending step and its frame (None for a phase's own decision); (None, None): game over."""
        stack = st.stack
        if stack:
            f = stack[-1]
            return self.steps[f.k], f
        k = self.phase(st)
        return (None, None) if k is None else (self.steps[k], None)

    def asked(self, st: S, step: Step, f: Any) -> tuple[int, ...]:
        """The seats ``step`` asks (those that already completed a choice made at once included)."""
        if step.seats is not None:
            return step.seats(st, f)
        if f is not None:
            return (f.seat,)
        o = self.active(st)
        return () if o is None else (o,)

    def seats_of(self, st: S, step: Step, f: Any) -> tuple[int, ...]:
        """The seats that may act on ``step`` now: those it asks, less those that completed their
        choice while the seats choose at once."""
        seats = self.asked(st, step, f)
        tog = step.together
        if tog is not None:
            ch = getattr(st, "together", None)
            if ch is not None and ch.step == step.name:
                return tuple(s for s in seats if not tog.complete(st, s, ch.of(s)))
        return seats

    def seats(self, st: S) -> tuple[int, ...]:
        step, f = self.top(st)
        return () if step is None else self.seats_of(st, step, f)

    def _decision(self, st: S, step: Step, f: Any, seats: tuple[int, ...]) -> Decision | None:
        """The Decision of ``step`` (None when no seat may act on it: the game is over)."""
        if not seats:
            return None
        owner = self.active(st) if self.owner is None else self.owner(st, step)
        n = st.turn_no if self.turn is None else self.turn(st)  # type: ignore[attr-defined]
        return Decision(seats, step.ask(st, f, seats[0]), n, owner, step.name)

    def decision(self, st: S) -> Decision | None:
        step, f = self.top(st)
        if step is None:
            return None
        return self._decision(st, step, f, self.seats_of(st, step, f))

    def prompt(self, st: S, seat: int) -> Msg:
        """What ``seat`` is asked now (in a decision of several seats each may be at its own question)."""
        step, f = self.top(st)
        if step is None:
            return M("core.game_over")
        return step.ask(st, f, seat)

    def keys(self, st: S, seat: int) -> list[str]:
        """The legal keys of ``seat`` now ([] if it may not act)."""
        step, f = self.top(st)
        if step is None or seat not in self.seats_of(st, step, f):
            return []
        return step.legal(st, f, seat)

    def legal_actions(self, st: S, seat: int) -> list[Action]:
        return [ACTIONS[k] for k in self.keys(st, seat)]

    # --- labels -------------------------------------------------------------------------------
    def describe(self, st: S, seat: int, action: Action | str) -> Msg:
        """The button text of a legal key of ``seat``'s pending decision."""
        a = action if isinstance(action, Action) else ACTIONS[action]
        step, f = self.top(st)
        move = None if step is None else step.by_kind.get(a.kind)
        if move is not None and move.label is not None:
            return move.label(st, f, seat, *move.parse(a))
        if self.label_fallback is None:
            raise ValueError(f"no label for {a.key()}")
        return self.label_fallback(st, seat, a.key())

    # --- moves --------------------------------------------------------------------------------
    def apply(self, st: S, seat: int, action: Action | str) -> list[Event]:
        """Validate and perform ``seat``'s action, then settle; IllegalAction leaves the state untouched."""
        step, f = self.top(st)
        if step is None:
            raise IllegalAction(M("core.game_over"))
        if seat not in self.seats_of(st, step, f):
            raise IllegalAction(M("core.not_your_turn"))
        key = action.key() if isinstance(action, Action) else str(action)
        if key not in step.legal(st, f, seat):
            raise IllegalAction(self._reason(st, seat, key))
        ev: list[Event] = []
        self.act(st, step, f, seat, ACTIONS[key], ev)
        st.seq += 1  # before settling: options may read it
        self.settle(st, ev)
        return ev

    def _reason(self, st: S, seat: int, key: str) -> Msg:
        if not key:
            return M("core.bad_action")
        return M("core.illegal") if self.why is None else self.why(st, seat, key)

    def act(self, st: S, step: Step, f: Any, seat: int, a: Action, ev: list[Event]) -> None:
        """Perform an already validated action of ``seat`` on ``step`` (a lone option taken by itself too,
        so it is not counted here: ``state.seq`` counts the players' actions): its log line, then its move;
        or, while the step's seats choose at once, kept in the machine's frame (:meth:`collect`)."""
        tog = step.together
        if tog is not None and tog.now(st):
            self.collect(st, step, tog, f, seat, a, ev)
            return
        move = step.by_kind.get(a.kind)
        if move is None:
            raise ValueError(f"step {step.name} has no move {a.kind}")
        args = move.parse(a)
        if not _QUIET.get():  # (a search or a benchmark reads no log: engine.core.quiet)
            line = self.log(st, seat, a, step.name)
            if line is not None:
                ev.append(line)
        move.apply(st, f, seat, ev, *args)

    def dispatch(self, st: S, step: Step, f: Any, seat: int, a: Action, ev: list[Event]) -> None:
        """An action's move, without its log line (a choice made at once, played once all have chosen)."""
        move = step.by_kind.get(a.kind)
        if move is None:
            raise ValueError(f"step {step.name} has no move {a.kind}")
        move.apply(st, f, seat, ev, *move.parse(a))

    def collect(self, st: S, step: Step, tog: Together, f: Any, seat: int, a: Action, ev: list[Event]) -> None:
        """A choice of a step chosen at once: its log line private to ``seat``, the key kept in the
        machine's frame; once every seat asked has completed its choice (or ``a`` insists on the normal
        order), every kept choice played in the order made (engine.core.together)."""
        insists = a.kind in tog.insist
        if not _QUIET.get():
            line = self.log(st, seat, a, step.name)
            if line is not None:
                ev.append(line if insists else replace(line, private_to=seat))
        ch = getattr(st, "together", None)
        if ch is None or ch.step != step.name:
            ch = Choices(step=step.name)
        ch = ch.adding(seat, a._key)
        if not insists and not all(tog.complete(st, s, ch.of(s)) for s in self.asked(st, step, f)):
            st.together = ch  # type: ignore[attr-defined]  # a game with such steps declares the field
            return
        st.together = None  # type: ignore[attr-defined]
        for s, k in ch.made:
            self.dispatch(st, step, f, s, ACTIONS[k], ev)

    def resample(self, st: S, seat: int, rng: Any) -> None:
        """The choices other seats keep in the machine's frame, redrawn at random from the options each
        had (``seat``, searching, cannot see them: a determinisation), in place; ``rng.below(n)``."""
        ch = getattr(st, "together", None)
        if ch is None or all(s == seat for s, _ in ch.made):
            return
        step = self.steps[ch.step]
        insist = step.together.insist if step.together is not None else ()
        f = st.stack[-1] if st.stack else None
        st.together = redrawn = Choices(step=ch.step)  # type: ignore[attr-defined]
        for s, k in ch.made:
            if s != seat:
                options = [o for o in step.legal(st, f, s) if ACTIONS[o].kind not in insist]
                k = options[rng.below(len(options))]
            st.together = redrawn = redrawn.adding(s, k)  # type: ignore[attr-defined]

    def settle(self, st: S, ev: list[Event]) -> Stop | None:
        """Resolve everything that needs no choice: ``auto`` steps and lone options a step lets go.

        Returns where it stopped (the step, its frame, the decision and, when settling listed them, its
        seat's keys); None when the game is over."""
        steps = self.steps
        for _ in range(SETTLE_LIMIT):
            stack = st.stack
            if stack:  # (top() written out: this loop runs after every move)
                f = stack[-1]
                step = steps[f.k]
            else:
                f = None
                k = self.phase(st)
                if k is None:
                    return None
                step = steps[k]
            if step.auto is not None and step.auto(st, f, ev):
                continue
            seats = (f.seat,) if f is not None and step.seats is None else self.seats_of(st, step, f)
            keys = None
            single = step.single
            if single and len(seats) == 1:
                keys = step.legal(st, f, seats[0])
                if len(keys) == 1 and (single is True or single(st, f, keys[0])):
                    self.act(st, step, f, seats[0], ACTIONS[keys[0]], ev)
                    continue
                if not keys:
                    raise RuntimeError(f"no option for seat {seats[0]} at {step.name}")
            return Stop(step, f, self._decision(st, step, f, seats), keys)
        raise RuntimeError("the turn machine did not settle")

    def start(self, st: S) -> list[Event]:
        """Settle a fresh state (``setup``): the first decision is a real choice."""
        ev: list[Event] = []
        self.settle(st, ev)
        return ev

    def cursor(self, st: S) -> "Cursor":
        return Cursor(self, st)


class Cursor:
    """One state played forward by the caller that holds it (a playout, a search).

    It answers ``decision()``, ``legal(seat)`` and ``apply(seat, action)`` as the protocol does, keeping
    what settling already found for the next decision (its step and frame, the decision, its seat's keys)
    until its own next move. Edit the state only through it, or take a new cursor after editing it by hand.
    """

    __slots__ = ("machine", "state", "_stop", "_over")

    def __init__(self, machine: TurnMachine, state: Any):
        self.machine = machine
        self.state = state
        self._stop: Stop | None = None  # None: not known yet (or the game is over, see _over)
        self._over = False

    def _where(self) -> Stop | None:
        stop = self._stop
        if stop is None and not self._over:
            m, st = self.machine, self.state
            step, f = m.top(st)
            if step is None:
                self._over = True
                return None
            stop = self._stop = Stop(step, f, m._decision(st, step, f, m.seats_of(st, step, f)), None)
        return stop

    def decision(self) -> Decision | None:
        stop = self._stop
        if stop is None:
            stop = self._where()
            if stop is None:
                return None
        return stop.decision

    def _legal(self, stop: Stop, seat: int) -> list[str]:
        d = stop.decision
        if d is None or seat not in d.seats:
            return []
        if len(d.seats) != 1:  # each seat of a simultaneous decision has its own options
            return stop.step.legal(self.state, stop.frame, seat)
        keys = stop.keys
        if keys is None:
            keys = stop.keys = stop.step.legal(self.state, stop.frame, seat)
        return keys

    def legal(self, seat: int) -> list[Action]:
        stop = self._stop or self._where()
        return [] if stop is None else [ACTIONS[k] for k in self._legal(stop, seat)]

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        stop = self._stop or self._where()
        d = None if stop is None else stop.decision
        if stop is None or d is None:
            raise IllegalAction(M("core.game_over"))
        if seat not in d.seats:
            raise IllegalAction(M("core.not_your_turn"))
        key = action._key if type(action) is Action else str(action)
        if key not in self._legal(stop, seat):
            raise IllegalAction(self.machine._reason(self.state, seat, key))
        m = self.machine
        st = self.state
        ev: list[Event] = []
        self._stop = None
        m.act(st, stop.step, stop.frame, seat, ACTIONS[key], ev)
        st.seq += 1
        self._stop = m.settle(st, ev)
        self._over = self._stop is None
        return ev


class ProtocolCursor:
    """The :class:`Cursor` interface over the plain protocol, for a game without a turn machine."""

    __slots__ = ("game", "state")

    def __init__(self, game: Any, state: Any):
        self.game = game
        self.state = state

    def decision(self) -> Decision | None:
        return self.game.decision(self.state)

    def legal(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        return self.game.apply(self.state, seat, action)


def cursor(game: Any, state: Any) -> Cursor | ProtocolCursor:
    """A cursor over ``state``: the game's turn machine's when it has one, else the plain protocol's."""
    m = game.machine  # (engine.core.game.GameBase: None for a game without one)
    return m.cursor(state) if isinstance(m, TurnMachine) else ProtocolCursor(game, state)


class Turns:
    """The protocol's ``setup`` and move calls for a game with a turn machine (a mixin: ``machine`` is
    the game's; ``deal(players, options, seed)`` lays out its fresh state, before the first decision)."""

    machine: TurnMachine
    info: Any
    Options: Any

    def deal(self, players: int, options: Any, seed: int) -> Any:
        raise NotImplementedError

    def setup(self, players: int, options: Any = None, seed: int = 0) -> Any:
        """A fresh game: the player count checked, the game dealt, then settled to its first real choice
        (quietly: nobody reads the steps before it)."""
        info = self.info
        if not info.min_players <= players <= info.max_players:
            raise ValueError(f"players must be {info.min_players}..{info.max_players}")
        st = self.deal(players, self.Options() if options is None else options, seed)
        with quiet():
            self.machine.start(st)
        return st

    def decision(self, state: Any) -> Decision | None:
        return self.machine.decision(state)

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        return self.machine.legal_actions(state, seat)

    def apply(self, state: Any, seat: int, action: Action) -> list[Event]:
        return self.machine.apply(state, seat, action)

    def describe(self, state: Any, seat: int, action: Action) -> Msg:
        return self.machine.describe(state, seat, action)

    def seat_prompt(self, state: Any, seat: int) -> Msg:
        return self.machine.prompt(state, seat)
