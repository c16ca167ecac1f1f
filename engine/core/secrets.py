"""What of a game no public text or other seat's view may show, declared once per game.

A game declares its secrets in its ``GameInfo`` (``secrets=Secrets(...)``), the way TAG's components
declare ``VISIBLE_TO_OWNER`` and ``HIDDEN_TO_ALL``:

* ``owner`` -- fields of a seat's entry in a view (``view["seats"][i]``) that only that seat's own view
  fills in: its hand, the cards it drafts. Every other view (the public one, another seat's) leaves
  them out or empty (None).
* ``kept`` -- fields of a seat's entry that show its choices kept by the turn machine while the seats
  choose at once (``engine.core.together``): its own view shows them, every other view only once they
  are played (Macao's dice, Lisboa's Clergy tile).
* ``hidden`` -- paths into the State of what nobody sees the order of: face-down decks, bags, the
  state's own RNG (its future draws). ``"seats.*.deck"`` names the field ``deck`` of every item of
  ``state.seats``. How many there are may be public; which one lies where never is.
* ``open_kinds`` -- decision kinds that several seats answer at once in the open: what each says is
  public at once (Lisboa's newcomer question). Every other decision that awaits several seats is a
  secret choice.

From this one declaration follow the secrecy checks of the conformance suite
(``tests/conformance/test_secrets.py``): no view shows another seat's ``owner`` fields; a seat's view
differs from the public one only in its ``owner`` and ``kept`` fields; reshuffling every ``hidden``
place (:func:`shuffle_hidden`) changes no view and no public text; and a choice made at once shows the
same public log lines, board and texts whatever the seat chose, until the last seat has chosen (the
machine logs a kept choice privately to its seat; a game that plays such a choice at once must too),
unless its kind is one of ``open_kinds``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from .rng import Rng


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


def shuffle_hidden(state: Any, secrets: Secrets, rng: Rng) -> None:
    """Deal every ``hidden`` place of ``state`` anew, in place: a list's items in an order drawn from
    ``rng`` (the same items), an RNG reseeded from ``rng``. TypeError for a place of another kind."""
    for path in secrets.hidden:
        for holder, name in list(places(state, path)):
            value = _get(holder, name, path)
            if isinstance(value, Rng):
                _set(holder, name, Rng.from_seed(rng.next_u64()))
            elif isinstance(value, list):
                pool = sorted(value)
                rng.shuffle(pool)
                _set(holder, name, pool)
            else:
                raise TypeError(f"{path}: a hidden place holds a list or an Rng, not a {type(value).__name__}")


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
