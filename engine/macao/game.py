"""Macao as an ``engine.core.game.Game``: its turn machine (decisions.py), views and texts."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.game import GameInfo, OptionSpec
from engine.core.capabilities import AI, DAILY, HINTS, SOLO
from engine.core.delegates import SearchDelegates
from engine.core.text import M, Msg, player
from engine.core.turns import Turns

from . import ai_support, decisions, hints, modes, scoring, setup as setup_
from .dice import SEE_FIRST
from .turn import BACK
from .cubes import vec
from .data import CARDS, ROUNDS
from .nouns import card, card_text, cubes
from .state import SECRETS, Options as MacaoOptions, State as MacaoState
from .view import MacaoView, build_view

RULES_TOPICS = ("overview", "round", "cards", "dice", "actions", "city", "wall", "ship", "prestige", "jokers", "end")


class MacaoGame(Turns, SearchDelegates):
    machine = decisions.MACHINE  # decision, legal_actions, apply, describe, seat_prompt (engine.core.turns)
    info = GameInfo(
        id="macao",
        name=M("macao.name"),
        min_players=2,
        max_players=4,
        supports=(AI, SOLO, DAILY, HINTS),  # AI seats and searches, /solo, /challenge, Suggest
        rules_version=2,  # 2: the dice chosen at once kept by the turn machine (versions.py)
        passive_kinds=("pass", "back", "noshift", SEE_FIRST),  # random playouts avoid them
        never_ai_kinds=(SEE_FIRST,),  # no AI seat makes the humans choose in wall order
        secrets=SECRETS,  # (state.py: the dice chosen at once; the face-down B/P deck and the RNG)
        back_key=BACK.kind,  # leaves a list the turn menu opened (bot/table/browsing.py)
        search_horizon="turn",  # plan the own turn, value the position when it ends
        # Hard's default search (no time budget given): a Macao turn is a chain of ~5-10 decisions, so
        # each gets fewer iterations than Crown of Emara's 2000 (README: measured think time and strength).
        hard_iterations=600,
        # Expert: twice hard's iterations, judged with the colour fit of the cubes to come (weights.json,
        # ai_support: "fit"); more iterations alone bought no strength (README, the AI ladder)
        expert_iterations=1200,
    )
    scoring = scoring
    modes = modes
    ai = ai_support
    hints = hints  # the figures a hint names (engine.core.hints)
    Options = MacaoOptions
    State = MacaoState

    def deal(self, players: int, options: MacaoOptions, seed: int) -> MacaoState:
        return setup_.setup(players, options, seed)[0]  # (setup's log: nobody reads it)

    def full_view(self, state: MacaoState) -> MacaoView:
        return build_view(state)  # (each seat's view: GameBase.view, from info.secrets)

    def summary_lines(self, state: MacaoState) -> list[Msg]:
        lines = [
            M(
                "macao.summary.round",
                round=max(state.round, 1),
                rounds=ROUNDS,
                gold=state.tribute[0],
                pp=state.tribute[1],
            )
        ]
        lines += [
            M("macao.summary.seat", player=player(i), pp=s.pp, gold=s.gold, markers=s.markers)
            for i, s in enumerate(state.seats)
        ]
        return lines

    def chapter(self, state: MacaoState) -> Msg:
        """The part of the game a board belongs to, for a replay's jump list: the setup, then the rounds."""
        return M("macao.chapter", round=state.round, rounds=ROUNDS) if state.round >= 1 else M("core.chapter.setup")

    def seat_lines(self, state: MacaoState, seat: int) -> list[Msg]:
        """Nothing in Macao is secret: the panel repeats the seat's own supply and holdings."""
        s = state.seats[seat]
        none = M("macao.nothing")
        return [
            M("macao.line.supply", cubes=cubes(s.rose[0])),
            M("macao.line.tableau", cards=[card(c) for c in s.tableau] or [none]),
            M("macao.line.active", cards=[card(c) for c in s.active] or [none]),
            M("macao.line.cargo", goods=[M("macao.good." + g) for g in s.cargo] or [none]),
            M("macao.line.points", pp=s.pp, gold=s.gold, jokers=s.jokers, markers=s.markers),
        ]

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                field="simultaneous_dice",
                label=M("macao.opt.simultaneous_dice"),
                choices=[(False, M("macao.opt.dice_in_order")), (True, M("macao.opt.dice_at_once"))],
            )
        ]

    def rules_topics(self) -> list[str]:
        return list(RULES_TOPICS)

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        """One entry per distinct card (copies once; an office per colour, a warehouse per good)."""
        out: dict[str, tuple[Msg, Msg]] = {}
        seen = set()
        for c in CARDS.values():
            sig = (c.name, c.colour, c.good)
            if sig in seen:
                continue
            seen.add(sig)
            key = c.name + ("_" + c.colour if c.colour else "") + ("_" + c.good if c.good else "")
            out[key] = (
                card(c.id),
                M(
                    "macao.card_face",
                    text=card_text(c.id),
                    cost=cubes(vec(c.cost)),
                    gold=c.gold,
                    pp=c.pp,
                    timing=M("macao.timing." + c.timing),
                    type=M("macao.type." + c.type),
                ),
            )
        return out

    # --- AI support (engine.core.game.SearchSupport; the rest: engine.core.delegates) -------------
    def prune(self, state: MacaoState, actions: list[Action]) -> list[Action]:
        return ai_support.prune(state, actions)


GAME = MacaoGame()
