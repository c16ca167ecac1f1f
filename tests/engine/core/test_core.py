"""The shared engine core: actions, RNG, messages."""

import pytest
from hypothesis import given, strategies as st

from engine.core import A, Action, IllegalAction, M, Rng, add_messages, translate
from engine.core.text import added_messages


def test_action_key_round_trips():
    a = A("pay", "wood", 2)
    assert a.key() == "pay.wood.2"
    assert Action.parse("pay.wood.2") == a
    assert Action.parse("end") == A("end")


@given(st.text(max_size=120))
def test_parse_rejects_or_round_trips_anything(key):
    try:
        a = Action.parse(key)
    except IllegalAction as e:
        assert e.reason.id == "core.bad_action"
    else:
        assert a.key() == key


@pytest.mark.parametrize("key", ["", "a..b", "a:b", "a.b c", "x" * 81, "émara", "a.-1"])
def test_malformed_keys_are_refused(key):
    with pytest.raises(IllegalAction):
        Action.parse(key)


def test_rng_is_deterministic_and_serialisable():
    r1, r2 = Rng.from_seed(42), Rng.from_seed(42)
    seq = [r1.below(1000) for _ in range(50)]
    assert seq == [r2.below(1000) for _ in range(50)]
    clone = Rng.model_validate_json(r1.model_dump_json())
    assert [clone.below(7) for _ in range(20)] == [r1.below(7) for _ in range(20)]


def test_rng_below_covers_range_and_shuffle_is_a_permutation():
    r = Rng.from_seed(1)
    assert {r.below(4) for _ in range(200)} == {0, 1, 2, 3}
    items = list(range(10))
    r.shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))
    with pytest.raises(ValueError):
        r.below(0)


def test_translate_formats_nested_messages_and_falls_back():
    add_messages("en", {"t.res": "wood", "t.pay": "Pay { $n } { $res }"})
    with added_messages("de", {"t.pay": "Zahle { $n } { $res }"}):  # a sample German, for this test only
        assert translate(M("t.pay", n=2, res=M("t.res"))) == "Pay 2 wood"
        assert translate(M("t.pay", n=2, res=M("t.res")), "de") == "Zahle 2 wood"
    assert translate(M("t.unknown")) == "t.unknown"


def test_player_references_become_names_when_names_are_given():
    from engine.core import player

    add_messages("en", {"t.moves": "{ $p } moves"})
    assert translate(M("t.moves", p=player(1)), "en", ["Ann", "Bob"]) == "Bob moves"
    assert translate(M("t.moves", p=player(1))) == "Player 2 moves"


# --- action keys: one argument typing, decided in engine.core.actions._arg ----------------------

_DIGITLIKE = st.one_of(
    st.integers(min_value=0, max_value=10**12),
    st.from_regex(r"\A[0-9]{1,6}\Z"),  # "0", "00", "007", "42"
    st.from_regex(r"\A[A-Za-z0-9_]{1,8}\Z"),  # tokens that may or may not look numeric
    st.sampled_from(["²", "¹", "³³³", "０", "٣", "1.5", "-1", "", " 1", "a b"]),  # never ids
)


@given(st.from_regex(r"\A[a-z][a-z_]{0,8}\Z"), st.lists(_DIGITLIKE, max_size=4))
def test_every_action_round_trips_through_its_key(kind, args):
    try:
        a = Action(kind, tuple(args))
    except ValueError:
        assert any(
            isinstance(x, str) and not (x.isascii() and x and all(c.isalnum() or c == "_" for c in x)) for x in args
        )
        return
    assert Action.parse(a.key()) == a
    assert A(kind, *args) == a and hash(A(kind, *args)) == hash(a)


def test_digit_strings_are_ints_only_in_canonical_form():
    assert A("x", "1") == A("x", 1) and A("x", "1").args == (1,)
    assert Action.parse("a.00").args == ("00",) and Action.parse("a.00").key() == "a.00"
    assert Action.parse("a.0").args == (0,)
    for bad in ("²", "０", "-1", ""):
        with pytest.raises(ValueError):
            A("x", bad)
    for bad in ("a.²", "a.０", "²", "x.1.¹"):
        with pytest.raises(IllegalAction):
            Action.parse(bad)
