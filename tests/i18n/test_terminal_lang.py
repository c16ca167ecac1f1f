"""``python -m bot local … --lang cs|de|es|en``: the table's texts and its board picture in that
language (a Czech sample stands in for the translators' catalog); other values are refused."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot import terminal
from bot.i18n import t
from engine.core.text import LANGUAGES, added_messages

CS = {
    "bot.local.player": "Hráč { $seat }",
    "bot.local.ai": "AI { $seat } ({ $level })",
    "bot.ai.level.easy": "snadná",
    "bot.game.finished": "Hra skončila.",
    "bot.game.winner": "Vítěz: { $names }",
    "emara.btn.end": "✅ Ukončit tah",
}


def _run(argv: list[str], renders: list[str] | None = None) -> tuple[int, str]:
    def renderer(game_id: str, view: dict, names: list[str], locale: str) -> bytes:
        if renders is not None:
            renders.append(locale)
        return b"\x89PNG fake"

    out = io.StringIO()
    code = terminal.main(argv, renderer=renderer, stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue()


def test_the_languages_offered_are_english_czech_german_spanish() -> None:
    assert set(LANGUAGES) == {"en", "cs", "de", "es"}
    assert terminal.parse_args(["emara", "--players", "2"]).lang == "en"
    assert terminal.parse_args(["emara", "--players", "2", "--lang", "cs"]).lang == "cs"


@pytest.mark.parametrize("bad", ["fr", "CS", "cz", "en-US", ""])
def test_other_languages_are_refused(bad: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        terminal.parse_args(["emara", "--players", "2", "--lang", bad])
    assert exit_.value.code == 2
    assert "--lang" in capsys.readouterr().err


def test_a_czech_table_speaks_czech_and_draws_czech_boards(tmp_path: Path) -> None:
    renders: list[str] = []
    with added_messages("cs", CS):
        code, out = _run(
            ["emara", "--players", "2", "--ai", "all:easy", "--seed", "4", "--lang", "cs", "--out", str(tmp_path)],
            renders,
        )
    assert code == 0
    assert "AI 1 (snadná): ✅ Ukončit tah" in out and "Hra skončila." in out and "Vítěz: AI " in out
    assert "End turn" not in out and "Winner" not in out and "=== The game is over" not in out
    assert renders and set(renders) == {"cs"}


def test_a_german_table_reads_the_shipped_german_catalog(tmp_path: Path) -> None:
    code, out = _run(
        ["emara", "--players", "2", "--ai", "all:easy", "--seed", "4", "--lang", "de", "--out", str(tmp_path)]
    )
    assert code == 0 and t("emara.btn.end", "de") in out and t("bot.game.finished", "de") in out
    assert "✅ End turn" not in out and "Winner: AI " not in out
