"""engine.core.text over Fluent: plural forms chosen by count (English, and a Czech sample with its
three forms), grammatical forms selected by a message argument's id, list separators, numbers,
fallbacks and how tests observe them, explicit loading."""

from __future__ import annotations

import subprocess
import sys

import pytest
from fluent.syntax import ast as ftl

from bot.i18n import t
from engine.core import text
from engine.core.text import M, added_messages, fallbacks, player, translate
from engine.emara.nouns import craftsmen, items, res
from render.emara.labels import L
from render.kit import speaking

# A small Czech sample, for these tests only (the real catalogs come from translators): three plural
# forms (CLDR: one = 1; few = 2-4; many = fractions; other = 0, 5 and more) and a grammatical form
# chosen by the id of the resource argument (accusative after "Zaplať").
CS = """
emara-res-book = { $n ->
    [one] 📖 kniha
    [few] 📖 knihy
    [many] 📖 knihy
   *[other] 📖 knih
}
emara-res-wood = 🪵 dřevo
emara-stock_item = { $n } { $res }
emara-btn-pay = Zaplať { $res_id ->
    [emara-res-book] 📖 knihu
   *[other] { $res }
}
core-list_sep = {" a "}
emara-line-stock = Zásoba: { $items }
emara-board-events_left = { $n ->
    [one] zbývá 1 událost
    [few] zbývají { $n } události
   *[other] zbývá { $n } událostí
}
"""


@pytest.fixture
def czech():
    with added_messages("cs", CS):
        yield


# --- plurals -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("n, english", [(0, "0 📖 books"), (1, "1 📖 book"), (2, "2 📖 books"), (5, "5 📖 books")])
def test_english_picks_the_plural_form_by_count(n: int, english: str) -> None:
    assert translate(items(n, "book")) == english


def test_english_counted_nouns_read_as_before() -> None:
    assert translate(items(2, "wood")) == "2 🪵 wood"
    assert translate(items(3, "ring")) == "3 💍 signet rings"
    assert translate(items(2, "any")) == "2 resources of any kind"
    assert translate(res("book")) == "📖 book"
    assert [translate(craftsmen(n)) for n in (1, 2)] == ["1 craftsman there", "2 craftsmen there"]
    assert translate(M("emara.log.crafts", n=1)) == "1 craftsman adds"
    assert translate(M("emara.log.crafts", n=3)) == "3 craftsmen add"
    assert L("events_left", n=1) == "1 event left" and L("events_left", n=4) == "4 events left"
    assert L("deed.sell", n=1) == "sold 1 book" and L("deed.sell", n=2) == "sold 2 books"
    assert L("win", count=1) == "wins" and L("win", count=2) == "win"


@pytest.mark.parametrize(
    "n, czech_form",
    [
        (1, "1 📖 kniha"),
        (2, "2 📖 knihy"),
        (4, "4 📖 knihy"),
        (5, "5 📖 knih"),
        (0, "0 📖 knih"),
        (22, "22 📖 knih"),
        (25, "25 📖 knih"),
    ],
)
def test_czech_picks_one_of_its_three_forms_by_count(czech, n: int, czech_form: str) -> None:
    assert translate(items(n, "book"), "cs") == czech_form


def test_czech_board_labels_pick_their_form_too(czech) -> None:
    with speaking("cs"):
        assert [L("events_left", n=n) for n in (1, 3, 7)] == [
            "zbývá 1 událost",
            "zbývají 3 události",
            "zbývá 7 událostí",
        ]
    assert L("events_left", n=3) == "3 events left"  # outside the block: English again


def test_a_translation_selects_a_grammatical_form_by_the_arguments_id(czech) -> None:
    assert translate(M("emara.btn.pay", res=res("book")), "cs") == "Zaplať 📖 knihu"
    assert translate(M("emara.btn.pay", res=res("wood")), "cs") == "Zaplať 🪵 dřevo"
    assert translate(M("emara.btn.pay", res=res("book"))) == "Pay 📖 book"


def test_lists_are_joined_with_the_locales_separator(czech) -> None:
    stock = M("emara.line.stock", items=[items(1, "wood"), items(2, "book")])
    assert translate(stock) == "Stock: 1 🪵 wood, 2 📖 books"
    assert translate(stock, "cs") == "Zásoba: 1 🪵 dřevo a 2 📖 knihy"


def test_numbers_print_as_plain_digits_and_players_as_names() -> None:
    assert translate(M("bot.local.started", seed=123456789012, db="x")) == "seed 123456789012, database x"
    assert (
        translate(M("emara.log.final", player=player(1), cp=-3, bp=10, score=-3), names=["Ann", "Bob"])
        == "Bob final: CP -3, BP 10, score -3."
    )
    assert (
        translate(M("emara.log.final", player=player(1), cp=1, bp=2, score=1)) == "Player 2 final: CP 1, BP 2, score 1."
    )


def test_no_unicode_isolation_marks_around_arguments() -> None:
    """Discord shows U+2068/U+2069 as visible boxes on some clients."""
    out = translate(M("emara.btn.pay", res=res("book")))
    assert "\u2068" not in out and "\u2069" not in out


# --- fallbacks ------------------------------------------------------------------------------------------

ENGLISH_ONLY = {"test.english_only": "Only in English"}  # a message no translation has (yet)


def test_a_missing_message_falls_back_to_english_then_to_its_id_and_tests_can_see_it(czech) -> None:
    with fallbacks() as seen, added_messages("en", ENGLISH_ONLY):
        assert translate(M("emara.btn.pay", res=res("wood")), "cs") == "Zaplať 🪵 dřevo"
        assert seen == []
        assert translate(M("test.english_only"), "cs") == "Only in English"
        assert translate(M("emara.no.such.id"), "cs") == "emara.no.such.id"
        assert translate(M("emara.no.such.id")) == "emara.no.such.id"
    assert seen == [
        text.Fallback("cs", "test.english_only", "en"),
        text.Fallback("cs", "emara.no.such.id", None),
        text.Fallback("en", "emara.no.such.id", None),
    ]
    translate(M("emara.btn.pay", res=res("wood")), "xx")
    assert len(seen) == 3  # observed only inside the block


def test_an_argument_that_falls_back_is_seen_too(czech) -> None:
    with fallbacks() as seen, added_messages("en", ENGLISH_ONLY):
        translate(M("emara.btn.pay", res=M("test.english_only")), "cs")  # the message is Czech, its argument not
    assert [f.id for f in seen] == ["test.english_only"]


def test_bot_t_keeps_plain_text_and_translates_ids() -> None:
    assert t("Ann") == "Ann"
    assert t("emara-res-wood") == "emara-res-wood"  # a Fluent id is not a code id
    assert t("bot.err.no_game") == "There is no game in this channel."
    assert t(M("emara.gain.cp", n=3)) == "+3 CP"


# --- loading ----------------------------------------------------------------------------------------------


def test_added_messages_last_for_their_block_only() -> None:
    assert not text.has_locale("xx")
    with added_messages("xx", {"emara.btn.end": "fin"}):
        assert text.has_locale("xx") and translate(M("emara.btn.end"), "xx") == "fin"
    assert not text.has_locale("xx") and translate(M("emara.btn.end"), "xx") == "✅ End turn"


def test_the_catalog_does_not_depend_on_which_module_was_imported() -> None:
    """Each package registers all of its catalog folders in its root (``bot/__init__``, ``render/__init__``,
    the engine's registry through ``engine/__init__``): one module of each brings every message of the
    package (before issue 20, a bot text existed only once the module naming its folder was imported)."""
    probe = (
        "import bot.i18n, render.kit\n"
        "from engine.core.text import M, translate, messages\n"
        "print(translate(M('bot.err.no_game')), '|', translate(M('bot.discord.take_turn')), '|',"
        " translate(M('emara.board.track')), '|', translate(M('macao.name')), '|', len(messages()))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=text.ROOT, check=True)
    assert out.stdout.split(" | ")[:4] == ["There is no game in this channel.", "Take turn", "SCORING TRACK", "Macao"]
    english_files = [text.parse(p.read_text(encoding="utf-8")) for p in text.catalog_files()["en"]]
    assert int(out.stdout.split(" | ")[4]) == sum(isinstance(e, ftl.Message) for r in english_files for e in r.body)


def test_an_engine_module_alone_brings_the_engine_messages_and_no_others() -> None:
    """The engine knows no picture's or bot's folder: importing one game module gives the core's and
    every registered game's messages, and a bot id shows itself."""
    probe = (
        "import sys\n"
        "from engine.emara.setup import setup\n"
        "from engine.core import text\n"
        "from engine.core.text import M, translate\n"
        "print(translate(M('core.illegal')), '|', translate(M('lisboa.name')), '|',"
        " translate(M('bot.err.no_game')), '|',"
        " sorted({p.relative_to(text.ROOT).parts[0] for p in text.catalog_dirs()}),"
        " '|', sorted({m.split('.')[0] for m in sys.modules} & {'bot', 'render'}))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=text.ROOT, check=True)
    assert out.stdout.strip().split(" | ") == [
        text.translate(M("core.illegal")),
        "Lisboa",
        "bot.err.no_game",
        "['engine']",
        "[]",
    ]


def test_only_package_roots_register_catalog_folders_and_no_module_adds_messages() -> None:
    """Folders are registered where no import order can miss them (a package's root, the engine's
    registry); messages are never added at import (only tests add them)."""
    roots = {"engine/core/text.py", "engine/registry.py", "render/__init__.py", "bot/__init__.py"}
    sources = [p for d in ("engine", "bot", "render") for p in (text.ROOT / d).rglob("*.py")]
    offenders = [
        str(p.relative_to(text.ROOT))
        for p in sources
        if "add_catalogs(" in p.read_text(encoding="utf-8")
        and str(p.relative_to(text.ROOT)) not in roots
        or "add_messages(" in p.read_text(encoding="utf-8")
        and p.name != "text.py"
    ]
    assert not offenders, offenders
    assert {str(p.relative_to(text.ROOT)) for p in sources if "add_catalogs(" in p.read_text(encoding="utf-8")} == roots
