"""Crown of Emara's guided first game (``/learn``): the deal, and the rule behind each kind of decision.

Played solo against Victoria from building start 40, the rulebook's easiest (A.12.2, A.12.3). Sections
are those of the rules reference (``shared/reference/crown-of-emara.md``), which follows the rulebook."""

from __future__ import annotations

from engine.core.learn import LearnGame, Rule

# Seed 25: following the medium AI's advice, the first 20 decisions ask the turn, a town and a
# countryside location, hiring and recruiting
# (found with a one-off script playing the medium AI's advice; the bot's /learn, not built yet, would confirm it).
LEARN = LearnGame(
    game_type="emara",
    seed=25,
    start=40,
    guided=20,
    rules=(
        Rule("turn", ("play", "pick_card"), "A.4"),
        Rule("town", ("location",), "A.8"),
        Rule("countryside", ("craft",), "A.7"),
        Rule("payment", ("payment",), "A.9"),
        Rule("favor", ("keep_favor",), "A.8.6"),
        Rule("hire", ("hire", "hire_recruit_card"), "A.9.2"),
        Rule("recruit", ("recruit",), "A.9.3"),
        Rule("advisor", ("merchant",), "A.10"),
        Rule("end_of_round", ("end_of_round",), "A.3"),
        Rule("scoring", ("final_scoring", "split_page"), "A.12"),
        Rule("setup", ("setup", "relocate"), "A.2"),
    ),
    round_kinds=("play",),
    round_of=lambda st: st.round,
)
