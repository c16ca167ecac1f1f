"""Crown of Emara as an ``engine.core.game.Game``: dispatch of decisions, actions and views."""

from __future__ import annotations


from engine.core.actions import Action
from engine.core.capabilities import AI, DAILY, HINTS, SOLO
from engine.core.delegates import SearchDelegates
from engine.core.game import GameInfo, OptionSpec
from engine.core.text import M, Msg, player
from engine.core.turns import Turns

from . import ai_support, hints, modes, scoring, setup as setup_
from .data import (
    ROUNDS,
    ADVISORS,
    BUILDING_START_ANY,
    CARDS,
    CARD_INVARIANT_TOTAL,
    EVENTS,
    FAVOR_TOKENS,
    RANKS,
    RULES_TOPICS,
    STOCK_KEYS,
)
from .decisions import MACHINE
from .nouns import items
from .state import SECRETS, Options as EmaraOptions, State as EmaraState
from .view import EmaraView, build_view


def legal_keys(st: EmaraState) -> list[str]:
    """The keys of the pending decision (of whichever seat may act: one at a time in this game)."""
    return MACHINE.keys(st, st.active)


class EmaraGame(Turns, SearchDelegates):
    """The protocol's decision, legal_actions, apply, describe and seat_prompt come from the turn machine
    (``Turns``: nothing kept between calls, a state edited by hand is read afresh)."""

    info = GameInfo(
        id="emara",
        name=M("emara.name"),
        min_players=1,
        max_players=4,
        supports=(AI, SOLO, DAILY, HINTS),  # AI seats and searches, /solo, /challenge, Suggest
        secrets=SECRETS,  # (state.py: a seat's hand; every face-down deck and draw pile, and the RNG)
    )
    machine = MACHINE
    scoring = scoring
    modes = modes
    ai = ai_support
    hints = hints  # the figures a hint names (engine.core.hints)
    Options = EmaraOptions
    State = EmaraState

    # --- protocol -------------------------------------------------------------------------
    def deal(self, players: int, options: EmaraOptions, seed: int) -> EmaraState:
        return setup_.setup(players, options, seed)[0]  # (setup's log: nobody reads it)

    def full_view(self, state: EmaraState) -> EmaraView:
        return build_view(state)  # (each seat's view: GameBase.view, from info.secrets)

    def summary_lines(self, state: EmaraState) -> list[Msg]:
        """The board post's caption: round, pass, event, and each player's two tracks."""
        event = M("emara.event." + state.event) if state.event else M("emara.event.none")
        lines = [
            M("emara.summary.round", round=max(state.round, 1), rounds=ROUNDS, turn=state.turn_in_round, event=event)
        ]
        lines += [M("emara.summary.seat", player=player(i), cp=s.cp, bp=s.bp) for i, s in enumerate(state.seats)]
        if state.players == 1:
            lines.append(M("emara.summary.victoria", cp=state.victoria_cp))
        return lines

    def chapter(self, state: EmaraState) -> Msg:
        """The part of the game a board belongs to, for a replay's jump list: the setup, then the rounds."""
        return M("emara.chapter", round=state.round, rounds=ROUNDS) if state.round >= 1 else M("core.chapter.setup")

    def seat_lines(self, state: EmaraState, seat: int) -> list[Msg]:
        s = state.seats[seat]
        hand = [M("emara.card." + c) for c in CARDS if c in s.hand]
        stock = [items(s.stock[k], k) for k in STOCK_KEYS if s.stock[k]]
        return [
            M("emara.line.hand", cards=hand or [M("emara.none")]),
            M("emara.line.stock", items=stock or [M("emara.none")]),
            M("emara.line.favors", tokens=[M("emara.favor." + t) for t in s.favors] or [M("emara.none")]),
            M("emara.line.advisors", advisors=[M("emara.advisor." + a) for a in s.advisors] or [M("emara.none")]),
            M("emara.line.points", cp=s.cp, bp=s.bp),
        ]

    def option_specs(self) -> list[OptionSpec]:
        bs = [(None, M("emara.opt.building_start.card"))] + [
            (v, M("emara.opt.building_start.value", value=v)) for v in BUILDING_START_ANY
        ]
        onoff = [(False, M("emara.opt.off")), (True, M("emara.opt.on"))]
        return [
            OptionSpec(field="building_start", label=M("emara.opt.building_start"), choices=bs),
            OptionSpec(field="first_game", label=M("emara.opt.first_game"), choices=onoff),
            OptionSpec(field="random_layout", label=M("emara.opt.random_layout"), choices=onoff),
            OptionSpec(field="full_selection", label=M("emara.opt.full_selection"), choices=onoff),
        ]

    def rules_topics(self) -> list[str]:
        return list(RULES_TOPICS)

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        out: dict[str, tuple[Msg, Msg]] = {}
        for a in ADVISORS:
            out[a] = (M("emara.advisor." + a), M("emara.advisor." + a + ".text"))
        for e in EVENTS:
            out[e] = (M("emara.event." + e), M("emara.event." + e + ".text"))
        for r in RANKS:
            out[r] = (M("emara.rank." + r), M("emara.rank." + r + ".text"))
        for c in CARDS:
            out[c] = (M("emara.card." + c), M("emara.card." + c + ".text"))
        return out

    # --- AI support (engine.core.game.SearchSupport; the common part: engine.core.delegates) ----

    def suggest(self, state: EmaraState, seat: int, actions: list[Action]) -> Action | None:
        """The move the random player takes without a coin toss: the best split of leftover points."""
        if state.phase != "final_scoring":  # the only phase that offers it (asked on every move)
            return None
        return next((a for a in actions if a.kind == "split" and a.args == ("best",)), None)

    def prune(self, state: EmaraState, actions: list[Action]) -> list[Action]:
        return ai_support.prune(state, actions)

    # --- extra checks for selfplay --------------------------------------------------------
    def check_invariants(self, state: EmaraState) -> list[str]:
        errs = []
        for i, s in enumerate(state.seats):
            for k, v in s.stock.items():
                if v < 0:
                    errs.append(f"seat {i} negative {k}={v}")
            if s.cp < 0 or s.bp < 0:
                errs.append(f"seat {i} negative points {s.cp}/{s.bp}")
            cards = s.hand + s.deck + s.played + [c for c in s.slots if c]
            if sorted(cards) != sorted(CARDS):
                errs.append(f"seat {i} cards {cards}")
            placed = sum(1 for h in state.huts.values() for o in h if o == i)
            if placed + s.craftsmen_left != 4:
                errs.append(f"seat {i} craftsmen {placed}+{s.craftsmen_left}")
            if len(s.noble_cards) != s.noble_rank:
                errs.append(f"seat {i} noble cards")
        toks = list(state.favor_draw) + list(state.favor_discard) + [t for s in state.seats for t in s.favors]
        toks += [t for f in state.stack if f.k == "keep_favor" for t in f.toks]
        if sorted(toks) != sorted(FAVOR_TOKENS):
            errs.append(f"favor tokens {sorted(toks)}")
        advs = [a for sp in state.advisors.values() for a in sp if a] + state.advisor_b_pile
        advs += [a for s in state.seats for a in s.advisors]
        if len(advs) != CARD_INVARIANT_TOTAL or len(set(advs)) != len(advs):
            errs.append(f"advisors {advs}")
        if state.phase != "over" and not legal_keys(state):
            errs.append("no legal action")
        return errs


GAME = EmaraGame()
