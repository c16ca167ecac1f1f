"""Random games for the conformance suite, played once per (game, player count, option set) and kept.

A playout checks what must hold at every step (``step_errors``) while it plays, and keeps what the
other checks need: the (seat, key) log, the events of every move, and a sample of positions as State
JSON (a check loads its own copy from the JSON, so nothing it does can touch another's state).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from engine.ai.random_ai import choose
from engine.core.actions import MAX_KEY, Action, Event
from engine.core.rng import Rng
from engine.core.text import Msg, has_message, translate
from engine.registry import game_ids, get_game

from .expectations import expect, facts

MAX_OPTIONS = 25  # Discord's select limit: a decision never offers more
MAX_LABEL = 80  # Discord's button label limit
SAMPLE_EVERY = 17  # keep every 17th position (and the first few: pre-game choices)
SEED = 7


def cases() -> list[tuple[str, int, int]]:
    """(game id, players, option set index) for every game, player count and option set it declares."""
    return [(g, p, i) for g in game_ids() for p in facts(g).players for i in range(len(expect(g).options))]


def first_cases() -> list[tuple[str, int, int]]:
    """Every game and player count with the first option set, plus every option set at the most players:
    the positions the per-position checks visit."""
    return [(g, p, i) for g, p, i in cases() if i == 0 or p == facts(g).players[-1]]


def case_id(case: tuple[str, int, int]) -> str:
    return f"{case[0]}-{case[1]}p-o{case[2]}"


@dataclass
class Position:
    state_json: str
    seats: tuple[int, ...]  # the seats the decision awaits
    legal: dict[int, list[str]]  # awaited seat -> its legal keys
    step: int  # actions played before it


@dataclass
class Record:
    game_id: str
    players: int
    options: dict
    seed: int
    setup_json: str
    final_json: str = ""
    log: list[tuple[int, str]] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)  # action kinds played
    multi_kinds: set[str] = field(default_factory=set)  # decision kinds that awaited several seats
    errors: list[str] = field(default_factory=list)


def messages(obj: object):
    """Every Msg in ``obj`` (a Msg, or a list or tuple of them), the Msgs in their parameters included."""
    if isinstance(obj, Msg):
        yield obj
        for v in obj.params.values():
            yield from messages(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from messages(v)


def _label_errors(msg: object, where: str, limit: int = MAX_LABEL) -> list[str]:
    if not isinstance(msg, Msg):
        return [f"{where}: not a Msg: {msg!r}"]
    missing = [m.id for m in messages(msg) if not has_message(m.id)]
    if missing:
        return [f"{where}: no English text for {missing}"]
    text = translate(msg)
    if not text.strip():
        return [f"{where}: empty label {msg.id}"]
    if len(text) > limit:
        return [f"{where}: longer than {limit}: {text!r}"]
    return []


def step_errors(game, st, players: int, last_turn: int) -> list[str]:
    """What must hold at any position: the decision names valid seats; every awaited seat has 1..25
    options with distinct keys that parse back to the action, each with a short translated label; a seat
    not awaited has none; the game's own invariants; the State JSON round-trips exactly."""
    errs: list[str] = []
    d = game.decision(st)
    if d is not None:
        if not d.seats or len(set(d.seats)) != len(d.seats) or not set(d.seats) <= set(range(players)):
            errs.append(f"decision awaits {d.seats}")
        # a solo game's virtual opponent (Lisboa's Rival) owns turns of its own, as seat 1
        if d.owner is not None and d.owner not in range(max(players, 2)):
            errs.append(f"decision owner {d.owner}")
        if d.turn < last_turn:
            errs.append(f"turn went back from {last_turn} to {d.turn}")
        errs += _label_errors(d.prompt, "prompt", limit=2000)  # a sentence: any length
        for seat in range(players):
            actions = game.legal_actions(st, seat)
            if seat not in d.seats:
                if actions:
                    errs.append(f"seat {seat} is not awaited but has options")
                continue
            ks = [a.key() for a in actions]
            if not 1 <= len(ks) <= MAX_OPTIONS:
                errs.append(f"seat {seat} has {len(ks)} options")
            if len(set(ks)) != len(ks):
                errs.append(f"seat {seat} has repeated options {ks}")
            for a in actions:
                if len(a.key()) > MAX_KEY or Action.parse(a.key()) != a or Action.parse(a.key()).key() != a.key():
                    errs.append(f"key {a.key()!r} does not round-trip")
                errs += _label_errors(game.describe(st, seat, a), f"label of {a.key()}")
    errs += game.check_invariants(st)
    text = st.model_dump_json()
    if game.State.model_validate_json(text).model_dump_json() != text:
        errs.append("State JSON does not round-trip")
    return errs


def _event_errors(events: object, players: int) -> list[str]:
    if not isinstance(events, list) or not all(isinstance(e, Event) for e in events):
        return [f"apply returned {events!r}, not a list of events"]
    errs = []
    for e in events:
        if e.private_to is not None and e.private_to not in range(players):
            errs.append(f"event private to seat {e.private_to}")
        if not isinstance(e.msg, Msg) or not all(has_message(m.id) for m in messages(e.msg)):
            errs.append(f"event without an English text: {e.msg!r}")
    return errs


def play(game_id: str, players: int, options: dict, seed: int = SEED) -> Record:
    """A random game to its end (a random awaited seat, a random legal action), every step checked."""
    game = get_game(game_id)
    st = game.setup(players, game.Options(**options), seed)
    rec = Record(game_id, players, options, seed, setup_json=st.model_dump_json())
    rng = Rng.from_seed(seed)
    last_turn = 0
    while (d := game.decision(st)) is not None:
        errs = step_errors(game, st, players, last_turn)
        if errs:
            rec.errors += [f"step {len(rec.log)}: {e}" for e in errs]
            break
        last_turn = d.turn
        if len(d.seats) > 1:
            rec.multi_kinds.add(d.kind)
        if len(rec.log) < 4 or len(rec.log) % SAMPLE_EVERY == 0:
            rec.positions.append(
                Position(
                    st.model_dump_json(),
                    d.seats,
                    {s: [a.key() for a in game.legal_actions(st, s)] for s in d.seats},
                    len(rec.log),
                )
            )
        seat = d.seats[rng.below(len(d.seats))]
        action = choose(game, st, rng, seat)
        events = game.apply(st, seat, action)
        rec.log.append((seat, action.key()))
        rec.events.append(events)
        rec.kinds.add(action.kind)
        rec.errors += [f"step {len(rec.log)} {action.key()}: {e}" for e in _event_errors(events, players)]
        if len(rec.log) > 100_000:
            rec.errors.append("game too long")
            break
    rec.final_json = st.model_dump_json()
    return rec


@lru_cache(maxsize=None)
def recorded(game_id: str, players: int, option_index: int) -> Record:
    """``play`` once per case for the whole session (the checks read it, never change it)."""
    return play(game_id, players, expect(game_id).options[option_index])


def load(game, text: str):
    """A fresh state object from State JSON."""
    return game.State.model_validate_json(text)
