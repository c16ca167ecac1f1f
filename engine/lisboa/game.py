"""Lisboa as an ``engine.core.game.Game``: dispatch of decisions, actions and views."""
from __future__ import annotations

from engine.core.actions import Action, Decision, Result
from engine.core.game import GameInfo, OptionSpec
from engine.core.delegates import Delegates
from engine.core.keyed import KeyedGame
from engine.core.text import M, Msg, player

from . import data as D
from . import ai_support, decisions, modes, pregame, scoring, setup as setup_
from .describe import describe_key
from .nouns import named
from .state import Options, State

RULES_TOPICS = ("overview", "turn", "portfolio", "sell", "trade", "visit", "join", "event", "state_actions",
                "store", "decree", "public_building", "influence", "church", "rubble", "periods", "scoring",
                "solo", "variants")


class LisboaGame(KeyedGame, Delegates):
    info = GameInfo(
        id="lisboa", name=M("lisboa.name"), min_players=1, max_players=4,
        passive_kinds=("gold", "skip", "stop", "keep", "decline", "done"),   # the easy player avoids them
        search_horizon="turn", hard_iterations=400,
        response_kinds=("join",))        # out-of-turn answers a table may time out (declined)
    rules = decisions
    modes = modes
    ai = ai_support
    Options = Options
    State = State

    def setup(self, players: int, options: Options | None = None, seed: int = 0) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError("players must be 1..4")
        st = setup_.setup(players, options or Options(), seed)
        decisions.settle(st, [], True)
        return st

    def decision(self, state: State) -> Decision | None:
        who = decisions.seats(state)
        if not who:
            return None
        k, f = decisions.top(state)
        owner = None if state.phase in pregame.SIMULTANEOUS else state.active
        return Decision(who, decisions.prompt(state, who[0]), state.turn_no, owner, k or "choice")

    def legacy_steps(self, players: int, options: Options, seed: int, steps: list) -> list[tuple[int, str]]:
        """A stored log of an earlier version in today's keys (``legacy.upgrade``: old Church scorings)."""
        from .legacy import upgrade
        return upgrade(self, players, options, seed, steps)

    def seat_prompt(self, state: State, seat: int) -> Msg:
        return decisions.prompt(state, seat)

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def view(self, state: State, seat: int | None):
        from .view import build_view
        who = decisions.seats(state)
        # One seat asked out of turn (joining a visit, surrendering Clergy tiles): the picture says so.
        answering = who[0] if state.phase == "play" and len(who) == 1 and who[0] != state.active else None
        return build_view(state, seat, who, answering)

    def describe(self, state: State, seat: int, action: Action) -> Msg:
        return describe_key(state, seat, action.key())

    def summary_lines(self, state: State) -> list[Msg]:
        lines = [M("lisboa.summary.period", period=state.period)]
        lines += [M("lisboa.summary.seat", player=player(i), wigs=s.wigs, reis=s.reis, influence=s.influence)
                  for i, s in enumerate(state.seats) if not s.rival]
        return lines

    def chapter(self, state: State) -> Msg:
        """The part of the game a board belongs to, for a replay's jump list: the pre-game choices, then
        the periods."""
        if state.phase in pregame.PHASES[:-1]:
            return M("core.chapter.setup")
        return M("lisboa.summary.period", period=state.period)

    def seat_lines(self, state: State, seat: int) -> list[Msg]:
        from .nouns import card, clergy
        s = state.seats[seat]
        none = M("lisboa.nothing")
        lines = [M("lisboa.line.hand", cards=[card(c) for c in s.hand] or [none])]
        if seat in state.offer:
            lines.append(M("lisboa.line.offer", items=[clergy(t) if t.startswith("CL") else named("goal", t)
                                                       for t in state.offer[seat]]))
        if seat in state.draft:
            lines.append(M("lisboa.line.draft", cards=[card(c) for c in state.draft[seat]]))
        lines.append(M("lisboa.line.stock", reis=s.reis, influence=s.influence, wigs=s.wigs,
                       goods=[M("lisboa.goods_n", n=s.goods[g], good=named("good", g)) for g in D.GOODS]))
        if s.goal:
            lines.append(M("lisboa.line.goal", goal=named("goal", s.goal)))
        return lines

    def option_specs(self) -> list[OptionSpec]:
        yes_no = lambda f: [(False, M(f"lisboa.opt.{f}_off")), (True, M(f"lisboa.opt.{f}_on"))]
        return [OptionSpec(field=f, label=M("lisboa.optlabel." + f), choices=yes_no(f))
                for f in ("goal_cards", "starting_decree", "draft", "reward_tokens")]

    def rules_topics(self) -> list[str]:
        return list(RULES_TOPICS)

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        """One entry per distinct card or tile: political cards with equal faces once (their decks
        listed), Ship kinds, Clergy kinds and decree kinds (the decree's text is its name)."""
        from . import nouns as N
        out: dict[str, tuple[Msg, Msg]] = {}
        faces: dict[tuple, list] = {}
        for c in D.POLITICAL:
            faces.setdefault((c.pile, c.influence, c.bottom, c.event, c.advantage), []).append(c)
        for same in faces.values():
            c = same[0]
            decks = list(dict.fromkeys(x.deck for x in same))
            out[c.id] = (N.card(c.id), M("lisboa.cardtext.political", card=N.card(c.id),
                                          deck=[named("deck", d) for d in decks],
                                          years=", ".join(D.DECK_YEARS[d] for d in decks)))
        for k in D.SHIPS:
            out[k.id] = (N.card(k.id + "_1"), M("lisboa.cardtext.ship", size=k.size, bonus=k.sale_bonus,
                                                influence=k.influence))
        for kind, (wigs, _) in D.CLERGY_KINDS.items():
            out[kind] = (named("clergy", kind),
                         M("lisboa.cardtext.clergy", text=named("clergytext", kind),
                           wigs=[str(w) for w in wigs]))
        for k in D.DECREE_KINDS:
            out[k.id] = (N.decree(f"{k.id}_1"), M("lisboa.cardtext.decree", decree=N.decree(f"{k.id}_1")))
        return out


GAME = LisboaGame()
