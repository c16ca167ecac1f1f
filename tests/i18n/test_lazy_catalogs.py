"""Catalogs read on first use, per language and group (issue 20): a message's group is the first part
of its id (``bot``, ``core``, a game's id); a fresh process reads only the files of the groups and
languages it looks up (English with any other: the fallback). Fallbacks, listing the locales and added
messages behave as when every file was read at start; concurrent first use is safe."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from fluent.syntax import FluentParser, ast as ftl
from fluent.syntax.visitor import Visitor

from engine.core import text
from engine.registry import game_ids


def fresh(probe: str) -> dict:
    """Run ``probe`` in a fresh interpreter (nothing read yet; the packages imported, so their catalog
    folders are registered, as the bot's start-up does); it prints one JSON object last."""
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import json\nimport bot, render\nfrom engine.core import text\n"
            "from engine.core.text import M, translate\n"
            "def read(): return sorted('/'.join(k) for k in text.loaded())\n" + probe,
        ],
        capture_output=True,
        text=True,
        cwd=text.ROOT,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_an_english_line_reads_only_the_english_files_of_its_group() -> None:
    got = fresh(
        "before = read()\n"
        "line = translate(M('bot.err.no_game'))\n"
        "print(json.dumps({'before': before, 'line': line, 'after': read(),"
        " 'locales': text.locales(), 'cs': text.has_locale('cs'), 'listed': read()}))"
    )
    assert got["before"] == []  # importing reads nothing
    assert got["line"] == "There is no game in this channel."
    assert got["after"] == ["en/bot"]
    assert got["locales"] == ["en", "cs", "de", "es"] and got["cs"]  # listed from the folders ...
    assert got["listed"] == ["en/bot"]  # ... without reading them


def test_a_czech_line_reads_czech_and_english_only() -> None:
    got = fresh("line = translate(M('bot.err.no_game'), 'cs')\nprint(json.dumps({'line': line, 'after': read()}))")
    assert got["line"] == text.translate(text.M("bot.err.no_game"), "cs") != "There is no game in this channel."
    assert got["after"] == ["cs/bot", "en/bot"]


@pytest.mark.parametrize("game", game_ids())
def test_a_first_board_reads_no_other_language(game: str) -> None:
    got = fresh(
        "import render\nfrom engine.registry import get_game\n"
        f"game = get_game({game!r})\n"
        "state = game.setup(2, game.Options(), 1)\n"
        f"render.board({game!r}, game.view(state, None), None, 'en')\n"
        "print(json.dumps({'after': read()}))"
    )
    assert f"en/{game}" in got["after"]
    assert {k.split("/")[0] for k in got["after"]} == {"en"}
    assert "en/bot" not in got["after"]  # the bot's texts are not a board's


def test_fallbacks_are_unchanged_in_a_fresh_process() -> None:
    """A Czech lookup of a message only English has answers in English; an unknown locale answers in
    English; an unknown id shows itself; ``has_message`` reads what it asks about."""
    got = fresh(
        "text.add_messages('en', {'test.english_only': 'Only in English'})\n"
        "with text.fallbacks() as seen:\n"
        "    lines = [translate(M('test.english_only'), 'cs'), translate(M('bot.err.no_game'), 'xx'),\n"
        "             translate(M('bot.no.such.id'), 'de'), translate(M('nogroup.id'), 'es')]\n"
        "print(json.dumps({'lines': lines, 'seen': [[f.locale, f.id, f.used] for f in seen],"
        " 'has': [text.has_message('bot.err.no_game', 'es'), text.has_message('bot.no.such.id', 'es'),"
        " text.has_message('test.english_only'), text.has_message('test.english_only', 'cs')],"
        " 'after': read()}))"
    )
    assert got["lines"] == ["Only in English", "There is no game in this channel.", "bot.no.such.id", "nogroup.id"]
    assert got["seen"] == [
        ["cs", "test.english_only", "en"],
        ["xx", "bot.err.no_game", "en"],
        ["de", "bot.no.such.id", None],
        ["es", "nogroup.id", None],
    ]
    assert got["has"] == [True, False, True, False]
    assert got["after"] == ["de/bot", "en/bot", "es/bot"]  # "xx", "test" and "nogroup" have no files


def test_added_messages_still_win_and_the_version_moves_only_with_them() -> None:
    got = fresh(
        "v0 = text.version()\n"
        "translate(M('bot.err.no_game'), 'cs')\n"
        "v1 = text.version()\n"
        "with text.added_messages('cs', 'bot-err-no_game = Tady se nehraje.\\n"
        "toy-x = { bot-err-no_game }!'):\n"
        "    inside = [translate(M('bot.err.no_game'), 'cs'), translate(M('toy.x'), 'cs')]\n"
        "    v2 = text.version()\n"
        "after = translate(M('bot.err.no_game'), 'cs')\n"
        "print(json.dumps({'v': [v0, v1, v2, text.version()], 'inside': inside, 'after': after,"
        " 'count': len(text.messages('de')) == len(text.messages('en'))}))"
    )
    v0, v1, v2, v3 = got["v"]
    assert v0 == v1 and len({v1, v2, v3}) == 3  # reading Czech leaves cached English texts valid
    assert got["inside"][0] == "Tady se nehraje." != got["after"]
    # an added message is in its own id's group: it cannot refer to another group's messages
    assert got["inside"][1] == "{bot-err-no_game}!"
    assert got["count"]  # German has every English message, read on demand


class _References(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.ids.add(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        self.ids.add("-" + node.id.name)  # a term is bundle-wide: none may be used across groups


def test_every_message_is_in_its_folders_group_and_refers_only_within_it() -> None:
    """What lets a lookup read only its id's group: a message in a folder of another group would never
    be found, a reference to another group's message would not resolve."""
    problems = []
    for groups in text._listing().values():
        for group, paths in groups.items():
            for path in paths:
                for e in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                    if isinstance(e, ftl.Term):
                        problems.append(f"{path}: term -{e.id.name}")
                    if isinstance(e, ftl.Message):
                        refs = _References()
                        refs.visit(e)
                        problems += [
                            f"{path}: {name}" for name in [e.id.name, *refs.ids] if name.partition("-")[0] != group
                        ]
    assert not problems, problems[:20]


def test_concurrent_first_use_from_several_threads_is_safe() -> None:
    """Eight threads translate at once in a fresh process, each locale first used by two of them at the
    same time (a tiny switch interval makes them interleave inside the loading): every answer is the
    one a single thread gets, and each file needed was read once."""
    got = fresh(
        "import sys, threading\n"
        "from unittest import mock\n"
        "sys.setswitchinterval(1e-6)\n"
        "reads = []\n"
        "real = text.parse\n"
        "def counting(source, where='<text>'):\n"
        "    reads.append(where)\n"
        "    return real(source, where)\n"
        "ids = ['bot.err.no_game', 'emara.res.wood', 'core.list_sep', 'macao.btn.noshift']\n"
        "out = {}\n"
        "barrier = threading.Barrier(8)\n"
        "def work(i):\n"
        "    loc = ['en', 'cs', 'de', 'es'][i % 4]\n"
        "    barrier.wait()\n"
        "    out[i] = [translate(M(m), loc) for m in ids]\n"
        "with mock.patch.object(text, 'parse', counting):\n"
        "    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]\n"
        "    [t.start() for t in threads]\n"
        "    [t.join() for t in threads]\n"
        "print(json.dumps({'out': out, 'reads': len(reads), 'unique': len(set(reads)), 'read': read(),"
        " 'files': sum(len(text._listing()[loc][grp]) for loc, grp in text.loaded())}))"
    )
    answers = {int(i): v for i, v in got["out"].items()}
    assert len(answers) == 8
    for i, lines in answers.items():
        loc = ["en", "cs", "de", "es"][i % 4]
        assert lines == [
            text.translate(text.M(m), loc)
            for m in ["bot.err.no_game", "emara.res.wood", "core.list_sep", "macao.btn.noshift"]
        ]
    assert len(got["read"]) == 16  # 4 locales x 4 groups
    assert got["reads"] == got["unique"] == got["files"]  # every file needed read exactly once
