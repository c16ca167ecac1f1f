"""The terminal's guided first game (``python -m bot local GAME --learn``) and its ``?``: the guided
step above the menu, the rule and each option's numbers on ``?``, the notice of a choice made otherwise."""

from __future__ import annotations

import io

import pytest

from bot import terminal as local
from bot.i18n import t
from engine.registry import get_game, learn_game
from tests.bot.conftest import fake_renderer

pytest.importorskip("engine.macao.game")


def test_learn_at_the_terminal_guides_the_first_step_and_explains_on_question_mark(tmp_path):
    out = io.StringIO()
    code = local.main(
        ["macao", "--learn", "--lang", "de", "--out", str(tmp_path)],
        games=get_game,
        renderer=fake_renderer,
        stdin=io.StringIO("?\n2\n"),  # "?", then the second option (not the one pointed out), then end of input
        stdout=out,
    )
    text = out.getvalue()
    assert code == 0
    steps = learn_game("macao").guided
    assert t("bot.learn.started", "de", game=t("macao.name", "de"), steps=steps) in text
    assert t("bot.learn.step", "de", step=1, steps=steps) in text and "👉" in text  # the step and its advice
    assert t("core.why.numbers", "de") in text  # "?" answered with each option's numbers
    assert t("bot.learn.otherwise", "de", advised="§", effect="¤").split("§")[0] in text
    assert t("bot.learn.step", "de", step=2, steps=steps) in text  # the next guided step
