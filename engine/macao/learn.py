"""Macao's guided first game (``/learn``): the deal, and the rule behind each kind of decision.

Played as solo level 1 (one easy AI beside the player: Macao has no one-player rules). Sections are
those of the rules reference (``shared/reference/macao.md``), which follows the rulebook's order."""

from __future__ import annotations

from engine.core.learn import LearnGame, Rule

# Seed 7: the medium AI's advice asks every decision of the pre-game and of a round within the first
# 15 decisions
# (found with a one-off script playing the medium AI's advice; the bot's /learn, not built yet, would confirm it).
LEARN = LearnGame(
    game_type="macao",
    seed=7,
    start=1,
    guided=15,
    rules=(
        Rule("first_card", ("pick",), "A3"),
        Rule("start_cubes", ("cubes",), "A3"),
        Rule("cards", ("draft", "overflow"), "A5"),
        Rule("dice", ("dice",), "A5"),
        Rule("actions", ("actions", "cards"), "A5"),
        Rule("city", ("city", "quarter_payment"), "A5"),
        Rule("cubes", ("payment", "gain", "swap", "rose_aid"), "A6"),
        Rule("joker", ("joker",), "A5"),
        Rule("ship", ("sail",), "A5"),
        Rule("wall", ("wall",), "A4"),
    ),
    round_kinds=("draft", "dice", "actions"),
    round_of=lambda st: st.round,
)
