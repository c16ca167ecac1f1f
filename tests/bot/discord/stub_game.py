"""A tiny game for the Discord-layer tests: the bot must never need a real engine to be tested.

"Counting race": on a turn the seat first takes a number (``take.N``, 1..width), then ends the turn
(``end``). The first seat whose total reaches ``target`` wins. ``width`` above 25 gives a decision
too big for one select, so the panel must page it. Each seat holds a private "secret" number.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from pydantic import BaseModel

from engine.core import A, Action, Decision, Event, GameBase, GameInfo, IllegalAction, M, Msg, OptionSpec, Result, Rng
from engine.core.capabilities import AI, HINTS
from engine.core.hints import Figure, counted
from engine.core.text import add_messages

# The stub game's texts, added explicitly (a test game has no catalog folder; Fluent syntax)
add_messages(
    "en",
    {
        "stub.name": "Counting Race",
        "stub.prompt.take": "Take a number",
        "stub.prompt.end": "End your turn",
        "stub.take": "Take { $n }",
        "stub.end": "End turn",
        "stub.secret": "Your secret number: { $n }",
        "stub.total": "Your total: { $n }",
        "stub.took": "Player { $seat } took { $n }",
        "stub.opt.width": "Numbers offered",
        "stub.opt.target": "Target",
        "stub.opt.n": "{ $n }",
        "stub.rules.overview": "Take numbers; first to the target wins.",
        "stub.rules.turn": "Take one number, then end your turn.",
        "stub.card.one": "The One",
        "stub.card.one.text": "Worth one point.",
        "stub.card.two": "Twin Towers",
        "stub.card.two.text": "Worth two points.",
        "stub.why.choice": "**Counting Race** (stub rules): take one number, then end your turn.",
        "stub.hint.total": "{ $sign }{ $n } total",
    },
)

# the figure the panel's "?" measures (engine.core.why), as a hosted game's engine/<game>/hints.py has
HINTS_TABLE = SimpleNamespace(
    FIGURES=(Figure("total", 1.0, lambda st, s: st.seats[s].total, counted("stub.hint.total")),)
)


class Options(BaseModel):
    width: int = 3
    target: int = 6


class Seat(BaseModel):
    total: int = 0
    secret: int = 0


class State(BaseModel):
    options: Options
    seats: list[Seat]
    active: int = 0
    phase: str = "take"
    turn: int = 0
    over: bool = False
    rng: Rng


class CountingRace(GameBase):
    # AI seats and Suggest, which the Discord tests click (a search of it: evaluate, determinise below)
    info = GameInfo(id="stub", name=M("stub.name"), min_players=1, max_players=4, supports=(AI, HINTS))
    hints = HINTS_TABLE
    Options = Options
    State = State

    def setup(self, players: int, options: BaseModel, seed: int) -> State:
        rng = Rng.from_seed(seed)
        opts = options if isinstance(options, Options) else Options.model_validate(options)
        return State(options=opts, seats=[Seat(secret=rng.below(100)) for _ in range(players)], rng=rng)

    def decision(self, state: State) -> Decision | None:
        if state.over:
            return None
        return Decision((state.active,), M(f"stub.prompt.{state.phase}"), state.turn, owner=state.active)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.over or seat != state.active:
            return []
        if state.phase == "take":
            return [A("take", n) for n in range(1, state.options.width + 1)]
        return [A("end")]

    def apply(self, state: State, seat_no: int, action: Action) -> list[Event]:
        if seat_no != state.active and not state.over:
            raise IllegalAction(M("core.not_your_turn"))
        if action not in self.legal_actions(state, seat_no):
            raise IllegalAction()
        seat = state.seats[state.active]
        if action.kind == "take":
            seat.total += int(action.args[0])
            state.phase = "end"
            return [Event(M("stub.took", seat=state.active + 1, n=action.args[0]), seat=state.active)]
        if seat.total >= state.options.target:
            state.over = True
        else:
            state.active = (state.active + 1) % len(state.seats)
            state.phase = "take"
            state.turn += 1
        return []

    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        totals = [s.total for s in state.seats]
        ranks = [1 + sum(1 for o in totals if o > t) for t in totals]
        return Result(ranks=ranks, scores=totals)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "totals": [s.total for s in state.seats],
            "active": state.active,
            "turn": state.turn,
            "round": state.turn // max(1, len(state.seats)) + 1,
        }
        if seat is not None:
            out["secret"] = state.seats[seat].secret
        return out

    def describe(self, state: State, seat: int, action: Action) -> Msg:
        return M("stub.take", n=action.args[0]) if action.kind == "take" else M("stub.end")

    def seat_lines(self, state: State, seat: int) -> list[Msg]:
        return [M("stub.secret", n=state.seats[seat].secret), M("stub.total", n=state.seats[seat].total)]

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                field="width",
                label=M("stub.opt.width"),
                choices=[(n, M("stub.opt.n", n=n)) for n in (3, 12, 22, 30, 60)],
            ),
            OptionSpec(
                field="target", label=M("stub.opt.target"), choices=[(n, M("stub.opt.n", n=n)) for n in (6, 20, 100)]
            ),
        ]

    def rules_topics(self) -> list[str]:
        return ["overview", "turn"]

    # --- AI support (engine.core.game.SearchSupport) ---
    def evaluate(self, state: State, seat: int) -> float:
        others = [s.total for i, s in enumerate(state.seats) if i != seat]
        return float(state.seats[seat].total - max(others, default=0))

    def determinise(self, state: State, seat: int, rng: Rng) -> State:
        """The other seats' secret numbers and the state's RNG drawn anew (nothing else is hidden)."""
        d = state.model_copy(deep=True)
        for i, s in enumerate(d.seats):
            if i != seat:
                s.secret = rng.below(100)
        d.rng = Rng.from_seed(rng.next_u64())
        return d

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        return {
            "one": (M("stub.card.one"), M("stub.card.one.text")),
            "two": (M("stub.card.two"), M("stub.card.two.text")),
        }


GAME = CountingRace()
