"""What of a game no public text or other seat's view may show, declared once per game.

A game declares its secrets in its ``GameInfo`` (``secrets=Secrets(...)``), the way TAG's components
declare ``VISIBLE_TO_OWNER`` and ``HIDDEN_TO_ALL``:

* ``owner`` -- fields of a seat's entry in a view (``view["seats"][i]``) that only that seat's own view
  fills in: its hand, the cards it drafts. Every other view (the public one, another seat's) leaves
  them out or empty (None).
* ``kept`` -- fields of a seat's entry that show its choices kept by the turn machine while the seats
  choose at once (``engine.core.together``), each named after the step (``engine.core.turns.Step``)
  whose choice it shows: its own view shows it, every other view only once it is played (Macao's
  ``dice``, Lisboa's ``clergy`` tile, the toy game's ``bid``).
* ``hidden`` -- paths into the State of what nobody sees the order of: face-down decks, bags, the
  state's own RNG (its future draws). ``"seats.*.deck"`` names the field ``deck`` of every item of
  ``state.seats``. How many there are may be public; which one lies where never is.
* ``open_kinds`` -- decision kinds that several seats answer at once in the open: what each says is
  public at once (Lisboa's newcomer question). Every other decision that awaits several seats is a
  secret choice.

From this one declaration follow what a seat sees and what a search resamples:

* :func:`redact` -- a seat's view. A game draws the table once, every seat's own fields filled in
  (``GameBase.full_view``); the core's ``GameBase.view`` leaves out of it every other seat's ``owner``
  fields, and its ``kept`` ones while its choice is kept, so a game cannot forget to.
* :func:`determinise` -- a search's copy of the state: what the declaration cannot say dealt first by
  the game's own ``redeal`` (which cards another seat's hand holds, drawn with its deck; a pile hidden
  below its face-up top), then every ``hidden`` place's order dealt anew (:func:`shuffle_hidden`).

And so do the secrecy checks of the conformance suite
(``tests/conformance/test_secrets.py``): no view shows another seat's ``owner`` fields; a seat's view
differs from the public one only in its ``owner`` and ``kept`` fields; reshuffling every ``hidden``
place (:func:`shuffle_hidden`) changes no view and no public text; and a choice made at once shows the
same public log lines, board and texts whatever the seat chose, until the last seat has chosen (the
machine logs a kept choice privately to its seat; a game that plays such a choice at once must too),
unless its kind is one of ``open_kinds``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, TypeVar

from pydantic import BaseModel

from .rng import Rng
from .together import choices


@dataclass(frozen=True, slots=True)
class Secrets:
    """A game's secrets (see the module docstring); the default: a game without any."""

    owner: tuple[str, ...] = ()  # a seat's view entry: only its own view fills these in
    kept: tuple[str, ...] = ()  # a seat's view entry: its choices kept at once, own view only until played
    hidden: tuple[str, ...] = ()  # State paths of what nobody sees the order of ("deck", "seats.*.deck", "rng")
    open_kinds: tuple[str, ...] = ()  # decision kinds several seats answer at once in the open

    def __post_init__(self) -> None:
        for name in ("owner", "kept", "hidden", "open_kinds"):
            value = getattr(self, name)
            if not (isinstance(value, tuple) and all(isinstance(v, str) and v for v in value)):
                raise TypeError(f"Secrets.{name} = {value!r} is not a tuple of names")

    @property
    def own_fields(self) -> tuple[str, ...]:
        """The fields by which a seat's own view entry may differ from what every other view shows."""
        return self.owner + self.kept


NO_SECRETS = Secrets()  # the default declaration: nothing hidden


def places(state: Any, path: str) -> Iterator[tuple[Any, Any]]:
    """``(holder, field)`` for every place ``path`` names in ``state`` (``*``: every item of a list or
    every value of a dict; the field is then the index or the key). KeyError naming the path when a
    step of it does not exist."""
    *steps, last = path.split(".")
    holders = [state]
    for step in steps:
        nxt: list[Any] = []
        for h in holders:
            value = _get(h, step, path)
            if step == "*":
                nxt += list(value)
            else:
                nxt.append(value)
        holders = nxt
    for h in holders:
        if last == "*":
            _get(h, "*", path)
            yield from ((h, k) for k in (list(h) if isinstance(h, dict) else range(len(h))))
        else:
            _get(h, last, path)
            yield h, last


def _get(holder: Any, step: Any, path: str) -> Any:
    if isinstance(step, int):  # an index a trailing ``*`` named
        return holder[step]
    if step == "*":
        if isinstance(holder, dict):
            return holder.values()
        if isinstance(holder, list):
            return holder
        raise KeyError(f"{path}: '*' over a {type(holder).__name__}")
    if isinstance(holder, dict):
        if step not in holder:
            raise KeyError(f"{path}: no {step!r}")
        return holder[step]
    if not hasattr(holder, step):
        raise KeyError(f"{path}: no field {step!r} on {type(holder).__name__}")
    return getattr(holder, step)


def _set(holder: Any, name: Any, value: Any) -> None:
    if isinstance(holder, (dict, list)):
        holder[name] = value
    else:
        setattr(holder, name, value)


def shuffle_hidden(state: Any, secrets: Secrets, rng: Rng, depth: int | None = None) -> None:
    """Deal every ``hidden`` place of ``state`` anew, in place: a list's items in an order drawn from
    ``rng`` (the same items, from their sorted order), an RNG reseeded from ``rng``. With ``depth``
    only a list's top ``depth`` items (its end: lists are drawn with ``pop()``) are drawn, a uniform
    sample in a uniform order, below them what those few swaps left of the sorted order: what a search
    that draws no deeper needs, for fewer random numbers. TypeError for a place of another kind."""
    for path in secrets.hidden:
        for holder, name in list(places(state, path)):
            value = _get(holder, name, path)
            if isinstance(value, Rng):
                _set(holder, name, Rng.from_seed(rng.next_u64()))
            elif isinstance(value, list):
                pool = sorted(value)
                if depth is None:
                    rng.shuffle(pool)
                else:
                    shuffle_top(pool, depth, rng)
                _set(holder, name, pool)
            else:
                raise TypeError(f"{path}: a hidden place holds a list or an Rng, not a {type(value).__name__}")


def shuffle_top(items: list, k: int, rng: Rng) -> None:
    """Make the last ``k`` items of ``items`` (its top) a uniform random sample of them in a uniform
    order, in place: the last ``k`` steps of a Fisher-Yates shuffle."""
    below = rng.below
    n = len(items)
    for i in range(n - 1, max(n - 1 - k, 0), -1):
        j = below(i + 1)
        items[i], items[j] = items[j], items[i]


def secrets_problems(secrets: Secrets, state: Any) -> list[str]:
    """What is wrong with a declaration against one of the game's states: a ``hidden`` path that does not
    exist there or holds neither a list nor an Rng; a field declared both ``owner`` and ``kept``."""
    out = [f"secrets: {f!r} is both owner and kept" for f in set(secrets.owner) & set(secrets.kept)]
    for path in secrets.hidden:
        try:
            for holder, name in places(state, path):
                value = _get(holder, name, path)
                if not isinstance(value, (list, Rng)):
                    out.append(f"secrets.hidden {path!r} holds a {type(value).__name__}, not a list or an Rng")
        except KeyError as e:
            out.append(f"secrets.hidden {e.args[0]}")
    return out


V = TypeVar("V")
S = TypeVar("S")


def redact(secrets: Secrets, state: Any, seat: int | None, view: V) -> V:
    """``view`` -- the game's whole table, every seat's own fields filled in -- as ``seat`` may see it
    (None: the public table). In every other seat's entry (``view["seats"][i]``) the ``owner`` fields
    are left out, and so is the ``kept`` field named after the step chosen at once while that seat has
    a choice kept in it (``engine.core.together``: not yet played, so only its own view may show it).

    A dict view simply lacks a field left out. A typed (pydantic) view is read back from its JSON form
    without it, so the field takes its default (None, an empty tuple) or, where the view's seat entry is
    a union, the entry type that has no such field (Crown of Emara's ``SeatView`` beside
    ``OwnSeatView``): the model says how a blank looks. ``view`` itself comes back when nothing is left
    out (a game without secrets pays nothing)."""
    owner, kept = secrets.owner, secrets.kept
    if not owner and not kept:
        return view
    typed = isinstance(view, BaseModel)
    plain: Any = view.model_dump(mode="json") if isinstance(view, BaseModel) else view
    entries = plain.get("seats") if isinstance(plain, dict) else None
    if not entries:
        return view
    ch = choices(state)
    step = ch.step if ch is not None and ch.step in kept else None  # the kept field being chosen now
    out = []
    changed = False
    for i, entry in enumerate(entries):
        if i != seat:
            drop = (*owner, step) if step is not None and ch is not None and ch.of(i) else owner
            if any(f in entry for f in drop):
                entry = {k: v for k, v in entry.items() if k not in drop}
                changed = True
        out.append(entry)
    if not changed:
        return view
    if typed:
        plain["seats"] = out  # (a fresh dump: ours to change)
        return type(view).model_validate(plain)  # type: ignore[attr-defined]  # a BaseModel's class
    return {**plain, "seats": out}  # type: ignore[return-value]  # a dict view, as it came


# ``redeal(copy, seat, rng)``: what a game deals by hand on a search's copy, in place (see determinise)
Redeal = Callable[[Any, int, Rng], None]


def determinise(
    secrets: Secrets,
    state: S,
    seat: int,
    rng: Rng,
    copy: Callable[[S], S],
    redeal: Redeal | None = None,
    depth: int | None = None,
) -> S:
    """A search's copy of ``state`` for ``seat`` (``SearchSupport.determinise``; ``state`` is not
    changed): ``copy(state)``, on which ``redeal(copy, seat, rng)``, the game's own extension, deals what
    the declaration cannot say, and then every ``hidden`` place is dealt anew from ``rng``
    (:func:`shuffle_hidden`, to ``depth`` when the game's search draws no deeper). The redeal deals
    where hidden items lie, the core the order of every hidden place:

    * where an item whose place, not only its order, is hidden from ``seat`` may lie -- another seat's
      hand (an ``owner`` field) drawn from the same unseen items as a deck, consistently with what is
      public (Crown of Emara: a hand and its seat's deck; Lisboa: political cards by deck and pile, the
      Clergy offers with the bag);
    * a place hidden only in part: a pile below its face-up top.

    A redeal reads the true state's hidden places, so it draws from pools in a canonical (sorted) order
    and leaves a hidden place's order to the core: the copy depends only on what ``seat`` sees and on
    ``rng``. The other seats' choices kept at once are resampled by the turn machine
    (``TurnMachine.resample``; ``engine.core.delegates`` calls it after this)."""
    out = copy(state)
    if redeal is not None:
        redeal(out, seat, rng)
    shuffle_hidden(out, secrets, rng, depth)
    return out
