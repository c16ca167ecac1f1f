"""The catalog files themselves: every .ftl file reads cleanly, and every locale present has every
English message with the same variables (so a translation started by copying the ``en`` folder is
told exactly what is missing or broken)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast as ftl
from fluent.syntax.visitor import Visitor

from bot.discord.translator import valid_name
from engine.core import text
from engine.core.text import DEFAULT_LOCALE, LANGUAGES

FILES = text.catalog_files()
OTHER_LOCALES = [loc for loc in FILES if loc != DEFAULT_LOCALE]


class _Uses(Visitor):
    """Variables (``$n``; ``$res_id`` counts as ``$res``: it is derived from it) and message references."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        name = node.id.name
        self.variables.add(name[:-3] if name.endswith("_id") else name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.references.add(node.id.name)


def uses(message: ftl.Message) -> _Uses:
    v = _Uses()
    v.visit(message)
    return v


def file_messages(locale: str) -> dict[str, tuple[Path, ftl.Message]]:
    """Fluent id -> (file, message) of one locale's files."""
    out: dict[str, tuple[Path, ftl.Message]] = {}
    for path in FILES[locale]:
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message):
                out[entry.id.name] = (path, entry)
    return out


def differences(english: dict[str, ftl.Message], other: dict[str, ftl.Message]) -> list[str]:
    """What a translation lacks or adds against English: ids, and variables per message."""
    problems = [f"missing {i}" for i in sorted(set(english) - set(other))]
    problems += [f"not in English (stale?) {i}" for i in sorted(set(other) - set(english))]
    for i in sorted(set(english) & set(other)):
        want, got = uses(english[i]).variables, uses(other[i]).variables
        if want != got:
            problems.append(f"{i}: variables {sorted(got)}, English has {sorted(want)}")
    return problems


# --- files ------------------------------------------------------------------------------------------


def test_the_english_catalogs_are_found_in_every_catalog_folder() -> None:
    folders = {p.parent.parent for p in FILES[DEFAULT_LOCALE]}
    assert folders == set(text.catalog_dirs())
    assert len(FILES[DEFAULT_LOCALE]) >= 19


@pytest.mark.parametrize("path", [p for paths in FILES.values() for p in paths], ids=str)
def test_every_catalog_file_parses_without_junk(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    junk = [e.content for e in FluentParser().parse(source).body if isinstance(e, ftl.Junk)]
    assert not junk, junk
    assert "\u2068" not in source and "\u2069" not in source  # isolation marks: Discord shows them


@pytest.mark.parametrize("locale", list(FILES))
def test_no_id_is_defined_twice_in_a_locale(locale: str) -> None:
    seen: dict[str, Path] = {}
    twice = []
    for path in FILES[locale]:
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message):
                if entry.id.name in seen:
                    twice.append(f"{entry.id.name}: {seen[entry.id.name].name} and {path.name}")
                seen[entry.id.name] = path
    assert not twice, twice


def test_every_locale_folder_is_a_language_we_speak() -> None:
    assert set(FILES) <= set(LANGUAGES), sorted(set(FILES) - set(LANGUAGES))


def test_catalog_ids_map_back_to_dotted_code_ids() -> None:
    """A code id never contains ``-``: the Fluent id is the code id with ``-`` for ``.``."""
    for fid in file_messages(DEFAULT_LOCALE):
        assert re.fullmatch(r"[a-z][a-z0-9_]*(-[a-z0-9_]+)+", fid), fid


# --- every locale against English -----------------------------------------------------------------


@pytest.mark.parametrize("locale", [DEFAULT_LOCALE] + OTHER_LOCALES)
def test_every_message_has_a_value_and_its_references_exist(locale: str) -> None:
    mine = {i: m for i, (_, m) in file_messages(locale).items()}
    english = {i: m for i, (_, m) in file_messages(DEFAULT_LOCALE).items()}
    problems = [f"{i}: no value" for i, m in mine.items() if m.value is None]
    for i, m in mine.items():
        problems += [f"{i}: refers to unknown {r}" for r in uses(m).references if r not in mine and r not in english]
    assert not problems, problems


@pytest.mark.parametrize("locale", OTHER_LOCALES)
def test_every_english_message_is_translated_with_the_same_variables(locale: str) -> None:
    """Bites as soon as a ``<lang>`` folder appears: each file of ``en`` needs its counterpart."""
    english = file_messages(DEFAULT_LOCALE)
    other = file_messages(locale)
    problems = differences({i: m for i, (_, m) in english.items()}, {i: m for i, (_, m) in other.items()})
    # the same file names, so a translator can work file by file
    names = {p.name for p in FILES[DEFAULT_LOCALE]}
    problems += [f"file {n} missing" for n in sorted(names - {p.name for p in FILES[locale]})]
    assert not problems, "\n".join(problems)


def test_the_comparison_names_missing_ids_and_changed_variables() -> None:
    """The check above, on a sample: it must say what is wrong, not only that something is."""

    def msgs(src: str) -> dict[str, ftl.Message]:
        return {e.id.name: e for e in FluentParser().parse(src).body if isinstance(e, ftl.Message)}

    en = msgs("a-x = { $n } books\na-y = Pay { $res }\na-z = Hi\n")
    cs = msgs(
        "a-x = { $n ->\n [one] kniha\n *[other] { $n } knih\n}\n"
        "a-y = Zaplať { $res_id ->\n [a-wood] dřevo\n *[other] { $res }\n}\n"
        "a-w = navíc\n"
    )
    assert differences(en, cs) == ["missing a-z", "not in English (stale?) a-w"]
    de = msgs("a-x = Bücher\na-y = Zahle { $res }\na-z = Hallo { $name }\n")
    assert differences(en, de) == ["a-x: variables [], English has ['n']", "a-z: variables ['name'], English has []"]


# --- Discord names -------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", [DEFAULT_LOCALE] + OTHER_LOCALES)
def test_command_and_option_names_follow_discords_rule(locale: str) -> None:
    """A name breaking the rule would only be left out at sync; the test says so before."""
    names = {i: m for i, (_, m) in file_messages(locale).items() if i.startswith("bot-cmd_name-")}
    assert names or locale != DEFAULT_LOCALE
    bad = []
    siblings: dict[str, dict[str, str]] = {}  # parent id -> name -> id: names unique among siblings
    for i, m in names.items():
        value = text.source(m).split("=", 1)[1].strip()
        if not valid_name(value):
            bad.append(f"{i} = {value}")
        parent = i.rpartition("-")[0]
        if value in siblings.setdefault(parent, {}):
            bad.append(f"{i} and {siblings[parent][value]} are both {value}")
        siblings[parent][value] = i
    assert not bad, bad


def test_every_rules_topic_of_every_game_has_a_title_and_a_text_in_every_language():
    from engine.core.text import LANGUAGES, has_message
    from engine.registry import game_ids, get_game

    missing = [
        (g, topic, lang, part)
        for g in game_ids()
        for topic in get_game(g).rules_topics()
        for lang in LANGUAGES
        for part in ("", ".title")
        if not has_message(f"{g}.rules.{topic}{part}", lang)
    ]
    assert missing == []
