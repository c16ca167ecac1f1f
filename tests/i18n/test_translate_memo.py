"""translate() memoises texts: a repeated message is not resolved by Fluent again, yet an argument of
another type, another locale, other names or added messages always give their own text."""

from __future__ import annotations

import pytest

from engine.core import text
from engine.core.text import M, added_messages, fallbacks, player, translate


@pytest.fixture
def resolves(monkeypatch):
    """How many times Fluent resolved a pattern."""
    calls = []
    real = text._Bundle.format_pattern

    def spy(self, pattern, args=None):
        calls.append(args)
        return real(self, pattern, args)

    monkeypatch.setattr(text._Bundle, "format_pattern", spy)
    return calls


def test_a_repeated_message_is_resolved_once(resolves):
    with added_messages("en", {"toy.memo.take": "Take { $n } { $what }", "toy.memo.wood": "wood"}):
        msg = M("toy.memo.take", n=3, what=M("toy.memo.wood"))
        first = translate(msg)
        n = len(resolves)
        assert translate(M("toy.memo.take", n=3, what=M("toy.memo.wood"))) == first == "Take 3 wood"
        assert len(resolves) == n


def test_arguments_locales_and_names_each_get_their_own_text():
    with (
        added_messages("en", {"toy.memo.val": "value { $v }", "toy.memo.who": "{ $p } moves"}),
        added_messages("cs", {"toy.memo.val": "hodnota { $v }"}),
    ):
        assert translate(M("toy.memo.val", v=1)) == "value 1"
        assert translate(M("toy.memo.val", v=True)) == "value True"  # equal keys, another text
        assert translate(M("toy.memo.val", v=1.5)) == "value 1.5"
        assert translate(M("toy.memo.val", v=[1, 2])) != translate(M("toy.memo.val", v=(1,)))
        assert translate(M("toy.memo.val", v=1), "cs") == "hodnota 1"
        who = M("toy.memo.who", p=player(0))
        assert translate(who, "en", ["Ann"]) == "Ann moves"
        assert translate(who, "en", ["Bob"]) == "Bob moves"


def test_added_messages_are_never_shadowed_by_a_remembered_text():
    with added_messages("en", {"toy.memo.word": "old"}):
        assert translate(M("toy.memo.word")) == "old"
        with added_messages("en", {"toy.memo.word": "new"}):
            assert translate(M("toy.memo.word")) == "new"
        assert translate(M("toy.memo.word")) == "old"


def test_fallbacks_are_seen_even_for_a_remembered_text():
    with added_messages("en", {"toy.memo.only_en": "English only"}):
        assert translate(M("toy.memo.only_en"), "cs") == "English only"
        with fallbacks() as seen:
            assert translate(M("toy.memo.only_en"), "cs") == "English only"
        assert [(f.locale, f.id, f.used) for f in seen] == [("cs", "toy.memo.only_en", "en")]


def test_unhashable_arguments_are_translated_without_the_memo():
    with added_messages("en", {"toy.memo.val": "value { $v }"}):
        assert translate(M("toy.memo.val", v={"a": 1})) == "value {'a': 1}"


def test_the_memo_is_bounded(monkeypatch):
    monkeypatch.setattr(text, "MEMO_SIZE", 50)
    with added_messages("en", {"toy.memo.val": "value { $v }"}):
        for i in range(200):
            translate(M("toy.memo.val", v=i))
        assert len(text._memo) <= 50
        assert translate(M("toy.memo.val", v=0)) == "value 0"
