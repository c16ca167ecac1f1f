"""Every AI level's strings exist in every language we ship: its name, its description in words (and the
short form a select option and a command choice show), the lobby's label and /play's choice (within
Discord's 100 characters), and /rules' topic on the AI levels; likewise the hint's texts."""

from __future__ import annotations

import pytest

from bot.discord.reference import ai_levels_text
from bot.i18n import t
from bot.table.ai_levels import AI_LEVELS, LOBBY_LEVELS, level_description
from engine.ai import STRONGEST
from engine.core.text import LANGUAGES, fallbacks

CHOICE_MAX = 100  # Discord: a command choice's name, a select option's description

HINT_IDS = [
    "bot.hints.off_by_creator",
    "bot.hints.off_rated",
    "bot.hints.confirm_rated",
    "bot.hints.confirm_solo",
    "bot.hints.confirm_challenge",
    "bot.hints.lobby_on",
    "bot.hints.lobby_off",
    "bot.hints.lobby_default",
    "bot.hints.solo_unrecorded",
    "bot.hints.failed",
    "bot.discord.hints.suggest",
    "bot.discord.hints.confirm",
    "bot.local.hint_key",
    "bot.lb.profile_recent_hinted",
    "core.hint.lead_kept",
    "core.hint.no_reason",
]


def test_the_levels_are_the_engines_with_expert_strongest():
    assert AI_LEVELS == ("random", "easy", "medium", "hard", "expert")
    assert set(LOBBY_LEVELS) <= set(AI_LEVELS) and STRONGEST in LOBBY_LEVELS


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_level_string_exists_in_every_language(locale: str) -> None:
    with fallbacks() as seen:
        for level in AI_LEVELS:
            assert t(f"bot.ai.level.{level}", locale)
            words = t(level_description(level), locale)
            short = t(level_description(level) + ".short", locale)
            assert words and short and len(short) <= CHOICE_MAX, (level, short)
        for level in LOBBY_LEVELS:
            assert t(f"bot.discord.ai_level.{level}", locale)
            choice = t(f"bot.discord.ai_choice.{level}", locale)
            assert choice.startswith(t(f"bot.discord.ai_level.{level}", locale)) and len(choice) <= CHOICE_MAX
        rules = ai_levels_text(locale)
        assert all(t(level_description(lv), locale) in rules for lv in AI_LEVELS)
        assert t("bot.rules.ai_levels.title", locale)
    assert not seen, [(f.locale, f.id) for f in seen]


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_hint_text_exists_in_every_language(locale: str) -> None:
    with fallbacks() as seen:
        for msg_id in HINT_IDS:
            t(msg_id, locale)
        t("bot.hints.suggested", locale, option="x", reason="y")
        t("bot.hints.final", locale, names="Ann (2)")
        t("bot.hints.used_by", locale, name="Ann", n=2)
        t("bot.hints.challenge_unrecorded", locale, day="2026-03-01", score=5)
        t("bot.local.hint_confirm", locale, question="?")
        t("bot.local.hint_line", locale, option="x", reason="y")
        t("bot.lb.profile_ai", locale, entries="x")
        t("bot.lb.profile_solo_levels", locale, entries="x")
        t("bot.lb.profile_level_entry", locale, name="hard", games=2, wins=1)
        t("bot.lb.profile_level_hinted", locale, n=1)
    assert not seen, [(f.locale, f.id) for f in seen]
