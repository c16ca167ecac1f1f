"""Lisboa as an ``engine.core.game.Game``: its turn machine (decisions.py), views, texts and AI support."""

from __future__ import annotations

from engine.core.capabilities import AI, DAILY, HINTS, SOLO
from engine.core.delegates import SearchDelegates
from engine.core.game import GameInfo, OptionSpec
from engine.core.text import M, Msg, player
from engine.core.turns import Turns

from . import ai_support, data, hints, modes, pregame, scoring
from . import setup as setup_
from .decisions import MACHINE
from .nouns import named
from .state import SECRETS, Options as LisboaOptions, State as LisboaState

RULES_TOPICS = (
    "overview",
    "turn",
    "portfolio",
    "sell",
    "trade",
    "visit",
    "join",
    "event",
    "state_actions",
    "store",
    "decree",
    "public_building",
    "influence",
    "church",
    "rubble",
    "periods",
    "scoring",
    "solo",
    "variants",
)


class LisboaGame(Turns, SearchDelegates):
    info = GameInfo(
        id="lisboa",
        name=M("lisboa.name"),
        min_players=1,
        max_players=4,
        supports=(AI, SOLO, DAILY, HINTS),  # AI seats and searches, /solo, /challenge, Suggest
        rules_version=2,  # 2: the choices made at once kept by the turn machine (versions.py)
        secrets=SECRETS,  # (state.py: hands, offers, drafts; the Clergy tile chosen at once; the decks ...)
        passive_kinds=("gold", "skip", "stop", "keep", "decline", "done"),  # the easy player avoids them
        search_horizon="turn",
        hard_iterations=400,
        easy_greed=0.2,  # at 0.5 easy took medium's move so often that medium beat it only 63/100 (README)
        medium_lookahead=2,  # a turn is a card, its action and where: one step ahead misreads most
        finish_turn=True,
        expert_iterations=1200,
        response_kinds=("join",),
    )  # out-of-turn answers a table may time out (declined)
    machine = MACHINE
    scoring = scoring
    modes = modes
    ai = ai_support
    hints = hints  # the figures a hint names (engine.core.hints)
    Options = LisboaOptions
    State = LisboaState

    def deal(self, players: int, options: LisboaOptions, seed: int) -> LisboaState:
        return setup_.setup(players, options, seed)

    def seat_prompt(self, state: LisboaState, seat: int) -> Msg:
        return M("lisboa.prompt.over") if state.phase == "over" else MACHINE.prompt(state, seat)

    def full_view(self, state: LisboaState):
        """The table with every seat's secrets (each seat's view: GameBase.view, from info.secrets)."""
        from .view import build_view

        who = MACHINE.seats(state)
        # One seat asked out of turn (joining a visit, surrendering Clergy tiles): the picture says so.
        answering = who[0] if state.phase == "play" and len(who) == 1 and who[0] != state.active else None
        return build_view(state, who, answering)

    def summary_lines(self, state: LisboaState) -> list[Msg]:
        lines = [M("lisboa.summary.period", period=state.period)]
        lines += [
            M("lisboa.summary.seat", player=player(i), wigs=s.wigs, reis=s.reis, influence=s.influence)
            for i, s in enumerate(state.seats)
            if not s.rival
        ]
        return lines

    def chapter(self, state: LisboaState) -> Msg:
        """The part of the game a board belongs to, for a replay's jump list: the pre-game choices, then
        the periods."""
        if state.phase in pregame.PHASES[:-1]:
            return M("core.chapter.setup")
        return M("lisboa.summary.period", period=state.period)

    def seat_lines(self, state: LisboaState, seat: int) -> list[Msg]:
        from .nouns import card, clergy

        s = state.seats[seat]
        none = M("lisboa.nothing")
        lines = [M("lisboa.line.hand", cards=[card(c) for c in s.hand] or [none])]
        if seat in state.offer:
            lines.append(
                M(
                    "lisboa.line.offer",
                    items=[clergy(t) if t.startswith("CL") else named("goal", t) for t in state.offer[seat]],
                )
            )
        if seat in state.draft:
            lines.append(M("lisboa.line.draft", cards=[card(c) for c in state.draft[seat]]))
        lines.append(
            M(
                "lisboa.line.stock",
                reis=s.reis,
                influence=s.influence,
                wigs=s.wigs,
                goods=[M("lisboa.goods_n", n=s.goods[g], good=named("good", g)) for g in data.GOODS],
            )
        )
        if s.goal:
            lines.append(M("lisboa.line.goal", goal=named("goal", s.goal)))
        return lines

    def option_specs(self) -> list[OptionSpec]:
        def yes_no(f: str) -> list[tuple[bool, Msg]]:
            return [(False, M(f"lisboa.opt.{f}_off")), (True, M(f"lisboa.opt.{f}_on"))]

        return [
            OptionSpec(field=f, label=M("lisboa.optlabel." + f), choices=yes_no(f))
            for f in ("goal_cards", "starting_decree", "draft", "reward_tokens")
        ]

    def rules_topics(self) -> list[str]:
        return list(RULES_TOPICS)

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        """One entry per distinct card or tile: political cards with equal faces once (their decks
        listed), Ship kinds, Clergy kinds and decree kinds (the decree's text is its name)."""
        from . import nouns

        out: dict[str, tuple[Msg, Msg]] = {}
        faces: dict[tuple, list] = {}
        for c in data.POLITICAL:
            faces.setdefault((c.pile, c.influence, c.bottom, c.event, c.advantage), []).append(c)
        for same in faces.values():
            c = same[0]
            decks = list(dict.fromkeys(x.deck for x in same))
            out[c.id] = (
                nouns.card(c.id),
                M(
                    "lisboa.cardtext.political",
                    card=nouns.card(c.id),
                    deck=[named("deck", d) for d in decks],
                    years=", ".join(data.DECK_YEARS[d] for d in decks),
                ),
            )
        for k in data.SHIPS:
            out[k.id] = (
                nouns.card(k.id + "_1"),
                M("lisboa.cardtext.ship", size=k.size, bonus=k.sale_bonus, influence=k.influence),
            )
        for kind, (wigs, _) in data.CLERGY_KINDS.items():
            out[kind] = (
                named("clergy", kind),
                M("lisboa.cardtext.clergy", text=named("clergytext", kind), wigs=[str(w) for w in wigs]),
            )
        for k in data.DECREE_KINDS:
            out[k.id] = (nouns.decree(f"{k.id}_1"), M("lisboa.cardtext.decree", decree=nouns.decree(f"{k.id}_1")))
        return out


GAME = LisboaGame()
