"""Catalogs read per language on first use (issue 20): a fresh process that speaks English reads no
Czech, German or Spanish file; a Czech lookup reads Czech and English; fallbacks, listing the locales
and added messages behave as when every language was read at start; concurrent first use is safe."""
from __future__ import annotations

import json
import subprocess
import sys

from engine.core import text


def fresh(probe: str) -> dict:
    """Run ``probe`` in a fresh interpreter (nothing read yet); it prints one JSON object."""
    out = subprocess.run([sys.executable, "-c", "import json\nfrom engine.core import text\n"
                          "from engine.core.text import M, translate\n" + probe],
                         capture_output=True, text=True, cwd=text.ROOT, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_an_english_line_reads_only_the_english_files() -> None:
    got = fresh("before = sorted(text.loaded_locales())\n"
                "line = translate(M('bot.err.no_game'))\n"
                "print(json.dumps({'before': before, 'line': line, 'after': sorted(text.loaded_locales()),"
                " 'locales': text.locales(), 'cs': text.has_locale('cs'),"
                " 'listed': sorted(text.loaded_locales())}))")
    assert got["before"] == []                                          # importing reads nothing
    assert got["line"] == "There is no game in this channel."
    assert got["after"] == ["en"]
    assert got["locales"] == ["en", "cs", "de", "es"] and got["cs"]    # listed from the folders ...
    assert got["listed"] == ["en"]                                      # ... without reading them


def test_a_czech_line_reads_czech_and_english_only() -> None:
    got = fresh("line = translate(M('bot.err.no_game'), 'cs')\n"
                "print(json.dumps({'line': line, 'after': sorted(text.loaded_locales())}))")
    assert got["line"] == translate_in_this_process("bot.err.no_game", "cs") != "There is no game in this channel."
    assert got["after"] == ["cs", "en"]


def translate_in_this_process(msg_id: str, locale: str) -> str:
    return text.translate(text.M(msg_id), locale)


def test_fallbacks_are_unchanged_in_a_fresh_process() -> None:
    """A Czech lookup of a message only English has answers in English (English was read with
    Czech); an unknown locale answers in English; an unknown id shows itself."""
    got = fresh("text.add_messages('en', {'test.english_only': 'Only in English'})\n"
                "with text.fallbacks() as seen:\n"
                "    lines = [translate(M('test.english_only'), 'cs'), translate(M('bot.err.no_game'), 'xx'),\n"
                "             translate(M('bot.no.such.id'), 'de')]\n"
                "print(json.dumps({'lines': lines, 'seen': [[f.locale, f.id, f.used] for f in seen],"
                " 'has': [text.has_message('bot.err.no_game', 'es'), text.has_message('bot.no.such.id', 'es')],"
                " 'after': sorted(text.loaded_locales())}))")
    assert got["lines"] == ["Only in English", "There is no game in this channel.", "bot.no.such.id"]
    assert got["seen"] == [["cs", "test.english_only", "en"], ["xx", "bot.err.no_game", "en"],
                           ["de", "bot.no.such.id", None]]
    assert got["has"] == [True, False]
    assert got["after"] == ["cs", "de", "en", "es"]          # "xx" has no files: nothing read for it


def test_added_messages_still_win_and_the_version_moves_only_with_them() -> None:
    got = fresh("v0 = text.version()\n"
                "translate(M('bot.err.no_game'), 'cs')\n"
                "v1 = text.version()\n"
                "with text.added_messages('cs', {'bot.err.no_game': 'Tady se nehraje.'}):\n"
                "    inside = translate(M('bot.err.no_game'), 'cs')\n"
                "    v2 = text.version()\n"
                "after = translate(M('bot.err.no_game'), 'cs')\n"
                "print(json.dumps({'v': [v0, v1, v2, text.version()], 'inside': inside, 'after': after,"
                " 'count': len(text.messages('de')) == len(text.messages('en'))}))")
    v0, v1, v2, v3 = got["v"]
    assert v0 == v1 and len({v1, v2, v3}) == 3      # reading Czech leaves cached English texts valid
    assert got["inside"] == "Tady se nehraje." != got["after"]
    assert got["count"]                               # German has every English message, read on demand


def test_concurrent_first_use_from_several_threads_is_safe() -> None:
    """Eight threads translate at once in a fresh process, each locale first used by two of them at the
    same time (a tiny switch interval makes them interleave inside the loading): every answer is the
    one a single thread gets, and each locale's files were read once."""
    got = fresh("import sys, threading\n"
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
                "print(json.dumps({'out': out, 'reads': len(reads), 'unique': len(set(reads)),"
                " 'files': sum(len(v) for v in text.catalog_files().values())}))")
    answers = {int(i): v for i, v in got["out"].items()}
    assert len(answers) == 8
    for i, lines in answers.items():
        loc = ["en", "cs", "de", "es"][i % 4]
        assert lines == [translate_in_this_process(m, loc)
                         for m in ["bot.err.no_game", "emara.res.wood", "core.list_sep", "macao.btn.noshift"]]
    assert got["reads"] == got["unique"] == got["files"]          # every file read exactly once
