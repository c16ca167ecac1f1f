"""A tiny race game implementing the full engine.core Game protocol, for bot tests.

2-4 players race along a track to ``target``. Each player holds a hidden hand of step cards (1-3).
A turn is several decisions: ``play.<value>`` (at most once: advance by the card), ``draw`` (at most
once: take the top card of the shuffled deck — random, so its event ``reveals``), and ``end``
(after at least one of them; ``end`` is forced when nothing else is possible). Reaching the target
ends the game at once; so does the 40th turn. Rank by position, then fewer cards in hand.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engine.core import A, Action, Decision, Event, IllegalAction, M, Msg, OptionSpec, Result, Rng, register_catalog

register_catalog("en", {
    "toy.name": "Toy Race",
    "toy.prompt.turn": "Play a card, draw, or end your turn.",
    "toy.act.play": "Play {value}",
    "toy.act.draw": "Draw a card",
    "toy.act.end": "End turn",
    "toy.ev.play": "Player {seat} moves {value} to {pos}.",
    "toy.ev.draw": "Player {seat} draws a card.",
    "toy.ev.drawn": "You drew a {value}.",
    "toy.ev.end": "Player {seat} ends the turn.",
    "toy.ev.win": "Player {seat} reaches the goal!",
    "toy.line.hand": "Hand: {cards}",
    "toy.line.pos": "Position: {pos}/{target}",
    "toy.opt.target": "Track length",
    "toy.opt.hand": "Starting hand",
    "toy.rules.basics": "Race to the end.",
    "toy.tiebreak.hand": "Ties broken by fewer cards in hand.",
    "toy.detail.pos": "Position",
})

MAX_TURNS = 40


class ToyOptions(BaseModel):
    target: int = Field(10, ge=3, le=30)
    hand: int = Field(2, ge=1, le=4)


class ToyState(BaseModel):
    players: int
    target: int
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    pos: list[int]
    active: int = 0
    turn: int = 0
    played: bool = False
    drew: bool = False
    over: bool = False


class ToyGame:
    id = "toy"
    name = M("toy.name")
    min_players = 2
    max_players = 4
    Options = ToyOptions
    State = ToyState

    def setup(self, players: int, options: ToyOptions, seed: int) -> ToyState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError("players")
        rng = Rng.from_seed(seed)
        deck = [v for v in (1, 2, 3) for _ in range(6)]
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(options.hand)] for _ in range(players)]
        return ToyState(players=players, target=options.target, rng=rng, deck=deck, hands=hands,
                        pos=[0] * players)

    def decision(self, state: ToyState) -> Decision | None:
        if state.over:
            return None
        return Decision(seat=state.active, prompt=M("toy.prompt.turn"), turn=state.turn)

    def legal_actions(self, state: ToyState) -> list[Action]:
        if state.over:
            return []
        acts = []
        if not state.played:
            acts += [A("play", v) for v in sorted(set(state.hands[state.active]))]
        if not state.drew and state.deck:
            acts.append(A("draw"))
        if state.played or state.drew or not acts:
            acts.append(A("end"))
        return acts

    def apply(self, state: ToyState, action: Action) -> list[Event]:
        if action not in self.legal_actions(state):
            raise IllegalAction(M("core.illegal"))
        s = state.active
        if action.kind == "play":
            v = action.args[0]
            state.hands[s].remove(v)
            state.pos[s] = min(state.target, state.pos[s] + v)
            state.played = True
            events = [Event(M("toy.ev.play", seat=s + 1, value=v, pos=state.pos[s]), seat=s)]
            if state.pos[s] >= state.target:
                state.over = True
                events.append(Event(M("toy.ev.win", seat=s + 1), seat=s))
            return events
        if action.kind == "draw":
            v = state.deck.pop()
            state.hands[s].append(v)
            state.drew = True
            return [Event(M("toy.ev.draw", seat=s + 1), seat=s, reveals=True),
                    Event(M("toy.ev.drawn", value=v), seat=s, private_to=s, reveals=True)]
        # end
        state.played = state.drew = False
        state.turn += 1
        state.active = (s + 1) % state.players
        if state.turn >= MAX_TURNS:
            state.over = True
        return [Event(M("toy.ev.end", seat=s + 1), seat=s)]

    def result(self, state: ToyState) -> Result | None:
        if not state.over:
            return None
        key = [(-state.pos[i], len(state.hands[i])) for i in range(state.players)]
        ranks = [1 + sum(1 for k in key if k < key[i]) for i in range(state.players)]
        return Result(ranks=ranks, scores=list(state.pos),
                      details=[{"pos": state.pos[i], "hand": len(state.hands[i])} for i in range(state.players)],
                      tiebreaks=[M("toy.tiebreak.hand")])

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        seats = [{"seat": i, "score": state.pos[i], "hand_count": len(state.hands[i])} for i in range(state.players)]
        if seat is not None:
            seats[seat]["hand"] = list(state.hands[seat])
        return {"game": "toy", "players": state.players, "round": state.turn // state.players + 1,
                "active_seat": None if state.over else state.active, "deck_left": len(state.deck), "seats": seats}

    def describe(self, state: ToyState, action: Action) -> Msg:
        if action.kind == "play":
            return M("toy.act.play", value=action.args[0])
        return M(f"toy.act.{action.kind}")

    def seat_lines(self, state: ToyState, seat: int) -> list[Msg]:
        return [M("toy.line.hand", cards=sorted(state.hands[seat])),
                M("toy.line.pos", pos=state.pos[seat], target=state.target)]

    def option_specs(self) -> list[OptionSpec]:
        return [OptionSpec(field="target", label=M("toy.opt.target"),
                           choices=[(10, M("toy.act.play", value=10)), (6, M("toy.act.play", value=6)),
                                    (15, M("toy.act.play", value=15))]),
                OptionSpec(field="hand", label=M("toy.opt.hand"), choices=[(2, M("core.seat", seat=2)),
                                                                           (3, M("core.seat", seat=3))])]

    def rules_topics(self) -> list[str]:
        return ["basics"]

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        return {}


GAME = ToyGame()


def games(game_id: str):
    """Game lookup for tests: the toy game, else the real registry."""
    if game_id == "toy":
        return GAME
    from engine.registry import get_game
    return get_game(game_id)
