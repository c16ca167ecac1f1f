"""The terminal table's ``h``: a hint through the same service, refused where the table allows none,
asked to confirm at a table of people where ``--hints on`` allowed them."""

from __future__ import annotations

import io

from bot import terminal as local
from tests.bot.conftest import fake_renderer
from tests.bot.toygame import games


def _run(argv, stdin=""):
    out = io.StringIO()
    code = local.main(argv, games=games, renderer=fake_renderer, stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


def test_h_suggests_one_of_the_numbered_options_with_its_reason(tmp_path):
    code, text = _run(
        ["toy", "--players", "2", "--ai", "2:easy", "--seed", "3", "--out", str(tmp_path), "--expert-iterations", "10"],
        stdin="h\n",
    )
    assert code == 0
    assert ", h = hint" in text
    line = next(x for x in text.splitlines() if "💡 Suggested: " in x)  # printed after the prompt
    option, reason = line.split("💡 Suggested: ", 1)[1].split(" — ", 1)
    menu = [x.split(". ", 1)[1] for x in text.splitlines() if x.strip()[:1].isdigit() and ". " in x]
    assert option in menu and reason


def test_a_table_of_people_has_no_hints_unless_allowed_and_then_asks_first(tmp_path):
    code, text = _run(["toy", "--players", "2", "--seed", "3", "--out", str(tmp_path)], stdin="h\n")
    assert code == 0 and ", h = hint" not in text and "Hints are off at this table" in text
    code, text = _run(
        ["toy", "--players", "2", "--seed", "3", "--out", str(tmp_path), "--hints", "on", "--expert-iterations", "10"],
        stdin="h\nn\nh\ny\n",
    )
    assert code == 0 and text.count("unrated for everyone") == 2
    assert text.count("💡 Suggested: ") == 1  # only after the yes
