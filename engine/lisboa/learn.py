"""Lisboa's guided first game (``/learn``): the deal, and the rule behind each kind of decision.

Played solo against the Rival at level 1, its easiest. Sections are those of the rules reference
(``shared/reference/lisboa.md``), which follows the rulebook's order. Lisboa has no rounds: a turn of
the player and the Rival's answer is the game's cycle, so the round counted is the player's turn."""

from __future__ import annotations

from engine.core.learn import LearnGame, Rule

from .modes import RIVAL_BONUS

# Seed 12: following the medium AI's advice, the first 16 decisions ask the turn's main step, selling
# and trading, a visit and its state action, a Public Building, card effects and the draw (found with a
# one-off script playing the medium AI's advice; the bot's /learn, which would confirm it, is not built yet).
LEARN = LearnGame(
    game_type="lisboa",
    seed=12,
    start=min(RIVAL_BONUS),
    guided=16,
    rules=(
        Rule("setup", ("newcomer", "clergy", "draft", "start_decree"), "6"),
        Rule("main", ("main", "tuck"), "7"),
        Rule("portfolio", ("room",), "9"),
        Rule("sell", ("sell_or_trade", "sell"), "10"),
        Rule("trade", ("trade",), "11"),
        Rule(
            "visit",
            ("visit_payment", "visit_state_action", "visit_noble_action", "visit_joiners", "join", "join_action"),
            "12",
        ),
        Rule("court_end", ("court_end",), "12.1"),
        Rule("event", ("event_action", "two_goods"), "13"),
        Rule(
            "state_action",
            (
                "hire_officials",
                "acquire_plan",
                "build_ship",
                "ship_done",
                "produce_goods",
                "produce_bonus",
                "produce_end",
                "meet_cardinal",
                "earn_favor",
            ),
            "14",
        ),
        Rule("store", ("store", "store_parcel", "store_cube", "store_cost", "store_house", "store_wigs"), "15.1"),
        Rule("decree", ("decree", "decree_more"), "15.2"),
        Rule(
            "public_building",
            ("public_building", "public_building_site", "public_building_officials", "public_building_done"),
            "15.3",
        ),
        Rule("effect", ("effect", "pay"), "8"),
        Rule("draw", ("draw",), "17.1"),
        Rule("period", ("upkeep", "period_discard", "period_reward", "period_two", "church"), "17"),
    ),
    round_kinds=("main", "draw"),
    round_of=lambda st: st.turn_no,
)
