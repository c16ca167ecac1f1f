"""Secrets, from each game's one declaration (``GameInfo.secrets``, ``engine.core.secrets``): every view is
the core's, cut from the game's full view by the declaration (a game cannot hide a seat's secrets by hand,
nor forget to); no view shows another seat's own fields; dealing every hidden place anew changes no view
and no public text; and a choice made at once leaves the public log lines, the boards and the public
texts the same whatever the seat chose, until the last seat has chosen (the bot posts every line not
private to a seat publicly).

``tests/conformance/test_planted_leaks.py`` plants each kind of leak in the toy game and shows these
checks fail."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.actions import Action
from engine.core.game import GameBase
from engine.core.rng import Rng
from engine.core.secrets import secrets_problems, shuffle_hidden
from engine.core.text import translate
from engine.core.view import plain_view
from engine.registry import game_ids, get_game

from .expectations import expect, facts
from .playouts import case_id, cases, first_cases, load, recorded

EMPTY: tuple[Any, ...] = (None, [], {}, ())


def states(rec, game):
    yield from (load(game, p.state_json) for p in rec.positions)
    yield load(game, rec.final_json)


def public_texts(game, st) -> tuple[Any, ...]:
    """What the bot shows everyone besides the board and the log: the summary and the chapter."""
    return (game.summary_lines(st), game.chapter(st))


@pytest.mark.parametrize("game_id", game_ids())
def test_each_games_declaration_names_places_its_state_has(game_id):
    game = get_game(game_id)
    for players in facts(game_id).players:
        st = game.setup(players, game.Options(), 7)
        assert secrets_problems(game.info.secrets, st) == [], (game_id, players)


@pytest.mark.parametrize("game_id", game_ids())
def test_each_games_views_are_the_cores_cut_from_its_full_view(game_id):
    """A game draws ``full_view``; ``view`` is ``GameBase``'s (``engine.core.secrets.redact``), and each
    ``kept`` field is named after a step its seats choose at once (the field the core leaves out while
    that step's choices are kept)."""
    game = get_game(game_id)
    assert type(game).view is GameBase.view, f"{game_id} writes its own view: draw full_view (GameBase.view)"
    steps = game.machine.steps if game.machine is not None else {}
    for name in game.info.secrets.kept:
        step = steps.get(name)
        assert step is not None and step.together is not None, f"{game_id}: kept {name!r} names no step chosen at once"


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_no_view_shows_another_seats_own_fields(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    owner = game.info.secrets.owner
    for st in states(rec, game):
        for viewer in (None, *range(rec.players)):
            for i, entry in enumerate(plain_view(game.view(st, viewer)).get("seats", ())):
                if i != viewer:
                    shown = sorted(f for f in owner if entry.get(f) not in EMPTY)
                    assert not shown, f"{rec.game_id}: seat {i}'s own {shown} in the view of seat {viewer}"


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_the_hidden_places_dealt_anew_change_no_view_and_no_public_text(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    secrets = game.info.secrets
    for st in states(rec, game):
        seen = [plain_view(game.view(st, v)) for v in (None, *range(rec.players))]
        texts = public_texts(game, st)
        for k in (1, 2):
            dealt = load(game, st.model_dump_json())
            shuffle_hidden(dealt, secrets, Rng.from_seed(k))
            for v, view in zip((None, *range(rec.players)), seen):
                assert plain_view(game.view(dealt, v)) == view, f"{rec.game_id}: {secrets.hidden} show in {v}'s view"
            assert public_texts(game, dealt) == texts, f"{rec.game_id}: {secrets.hidden} show in a public text"


def public_face(game, st, players: int, seat: int, events) -> tuple[Any, ...]:
    """What everyone but ``seat`` learns from ``seat``'s move: the public log lines, every other view,
    the public texts."""
    lines = [(translate(e.msg), e.seat) for e in events if e.private_to is None]
    views = [plain_view(game.view(st, v)) for v in (None, *range(players)) if v != seat]
    return lines, views, public_texts(game, st)


def check_choices_made_at_once(case) -> int:
    """Replay the case's game; wherever several seats are awaited at a secret choice (a kind not
    declared open) and a seat's choice leaves another of them still to choose, play each option of the
    same kind instead and require the same public face. Returns how many such choices it compared."""
    rec = recorded(*case)
    game = get_game(rec.game_id)
    st = game.setup(rec.players, game.Options(**rec.options), rec.seed)
    compared = 0
    for seat, key in rec.log:
        d = game.decision(st)
        action = Action.parse(key)
        if d is not None and len(d.seats) > 1 and d.kind not in game.info.secrets.open_kinds:
            others = set(d.seats) - {seat}
            faces: dict[str, tuple[Any, ...]] = {}
            for alt in game.legal_actions(st, seat):
                if alt.kind != action.kind:
                    continue
                trial = load(game, st.model_dump_json())
                events = game.apply(trial, seat, alt)
                after = game.decision(trial)
                if after is not None and others & set(after.seats):  # the others still to choose
                    faces[alt.key()] = public_face(game, trial, rec.players, seat, events)
            if len(faces) > 1:
                compared += 1
                (first, face), *rest = faces.items()
                for other, shown in rest:
                    assert shown == face, (
                        f"{rec.game_id}: seat {seat}'s choice shows before the others chose: {first} -> {face[0]}, "
                        f"{other} -> {shown[0]}"
                        if shown[0] != face[0]
                        else f"{rec.game_id}: seat {seat}'s choice shows in a view or text ({first} / {other})"
                    )
        game.apply(st, seat, action)
    return compared


def at_once_cases() -> list[tuple[str, int, int]]:
    """The cases whose option set plays a decision at once (Macao's dice, Lisboa's pre-game choices)."""
    return [c for c in cases() if expect(c[0]).simultaneous and (c[2] == 0 or c[1] == facts(c[0]).players[-1])]


@pytest.mark.parametrize("case", at_once_cases(), ids=case_id)
def test_a_choice_made_at_once_shows_the_same_in_public_whatever_was_chosen(case):
    compared = check_choices_made_at_once(case)
    assert compared or not recorded(*case).multi_kinds  # the check bites where seats chose at once


def since_openings(game, rec, limit: int = 12):
    """Replay the case's game; each time a seat is asked again after others moved, yield (seat, the
    state its last action left, the state now, the moves in between): the "since my last move" lines'
    inputs (engine.core.since), at most ``limit`` of them."""
    from engine.core.since import Moved

    st = game.setup(rec.players, game.Options(**rec.options), rec.seed)
    last: dict[int, tuple[Any, list[Moved]]] = {}
    found = 0
    for seat, key in rec.log:
        d = game.decision(st)
        if d is not None:
            for s in d.seats:
                if s in last and any(m.seat != s for m in last[s][1]) and found < limit:
                    found += 1
                    yield s, last[s][0], load(game, st.model_dump_json()), list(last[s][1])
                    last[s] = (last[s][0], [])  # shown once: the next opening counts from here
        events = game.apply(st, seat, Action.parse(key))
        for s in last:
            if s != seat:
                last[s][1].append(Moved(seat, tuple(events)))
        last[seat] = (load(game, st.model_dump_json()), [])


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_the_since_my_last_move_lines_name_nothing_hidden(case):
    """The panel's opening lines (engine.core.since): the other players' moves are told in their public
    log lines only (no line private to anyone, not even to the reader), and the "for you" line reads the
    seat's own figures only: dealing every hidden place anew, in both positions, changes no line."""
    from engine.core.since import since_lines

    rec = recorded(*case)
    game = get_game(rec.game_id)
    secrets = game.info.secrets
    seen = 0
    for seat, before, now, moves in since_openings(game, rec):
        lines = since_lines(game, before, now, moves, seat)
        assert 0 < len(lines) <= 5
        private = [e.msg for m in moves for e in m.events if e.private_to is not None]
        quoted = [m for line in lines for m in line.params.get("lines", [])]
        assert not [m for m in quoted if m in private], f"{rec.game_id}: a private line in another's move"
        text = [translate(m) for m in lines]
        for k in (1, 2):
            b, n = load(game, before.model_dump_json()), load(game, now.model_dump_json())
            shuffle_hidden(b, secrets, Rng.from_seed(k))
            shuffle_hidden(n, secrets, Rng.from_seed(k + 10))
            assert [translate(m) for m in since_lines(game, b, n, moves, seat)] == text, rec.game_id
        seen += 1
    assert seen or rec.players == 1  # alone at the table: nobody else moves
