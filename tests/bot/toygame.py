"""A tiny race game implementing the full engine.core Game protocol, for bot tests.

2-4 players race along a track to ``target``. Each player holds a hidden hand of step cards (1-3).
A turn is several decisions: ``play.<value>`` (at most once: advance by the card), ``draw`` (at most
once: take the top card of the shuffled deck — random, so its event ``reveals``), and ``end``
(after at least one of them; ``end`` is forced when nothing else is possible). Reaching the target
ends the game at once; so does the 40th turn. Rank by position, then fewer cards in hand.

Two optional phases exercise decisions for any seat (both off by default):

* ``bids`` — after every round all seats bid 1-3 **at the same time** (a step chosen at once: the turn
  machine keeps each seat's bid, unseen, until the last one is in; the seats may bid in any order). The
  one highest bid that nobody else made advances its seat by 1.
* ``sprints`` — after a seat plays a 3, every other seat in clockwise order may **follow** out of
  turn (discard a card from hand to advance 1) or pass: an out-of-turn response, one seat at a time.

Built on the core turn machine: one ``Step`` per kind of decision, one ``Move`` per kind of key.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from pydantic import BaseModel, Field

from engine.core import Event, GameBase, GameInfo, M, Msg, OptionSpec, Result, Rng, add_messages
from engine.core import secrets
from engine.core.capabilities import AI, HINTS
from engine.core.secrets import Secrets
from engine.core.hints import Figure, HintReason, counted, figures_reason
from engine.core.together import Choices, Together, chose, pending
from engine.core.turns import ACTIONS, Move, Step, TurnMachine, Turns

# The toy game's texts, added explicitly (a test game has no catalog folder; Fluent syntax)
add_messages(
    "en",
    {
        "toy.name": "Toy Race",
        "toy.prompt.turn": "Play a card, draw, or end your turn.",
        "toy.prompt.bid": "Bid 1-3 (hidden until everyone has bid).",
        "toy.prompt.follow": "Follow the sprint (discard a card, advance 1) or pass.",
        "toy.act.play": "Play { $value }",
        "toy.act.draw": "Draw a card",
        "toy.act.end": "End turn",
        "toy.act.bid": "Bid { $value }",
        "toy.act.follow": "Follow (discard a { $value })",
        "toy.act.pass": "Pass",
        "toy.ev.play": "Player { $seat } moves { $value } to { $pos }.",
        "toy.ev.draw": "Player { $seat } draws a card.",
        "toy.ev.drawn": "You drew a { $value }.",
        "toy.ev.end": "Player { $seat } ends the turn.",
        "toy.ev.win": "Player { $seat } reaches the goal!",
        "toy.ev.bid": "Player { $seat } has bid.",
        "toy.ev.bids": "Bids: { $bids }.",
        "toy.ev.bid_won": "Player { $seat } wins the bid and advances to { $pos }.",
        "toy.ev.follow": "Player { $seat } follows the sprint to { $pos }.",
        "toy.ev.pass": "Player { $seat } passes.",
        "toy.line.hand": "Hand: { $cards }",
        "toy.line.pos": "Position: { $pos }/{ $target }",
        "toy.line.bid": "Your bid: { $value }",
        "toy.opt.target": "Track length",
        "toy.opt.hand": "Starting hand",
        "toy.opt.bids": "Simultaneous bids",
        "toy.opt.sprints": "Sprint responses",
        "toy.opt.off": "off",
        "toy.opt.on": "on",
        "toy.rules.basics": "Race to the end.",
        "toy.rules.basics.title": "Basics",
        "toy.tiebreak.hand": "Ties broken by fewer cards in hand.",
        "toy.detail.pos": "Position",
        "toy.detail.hand": "Cards in hand",
        "toy.hint.pos": "{ $sign }{ $n } on the track",
        "toy.hint.cards": "{ $sign }{ $n } { $n ->\n    [one] card\n   *[other] cards\n} in hand",
    },
)

# What tests/test_add_a_game.py asks of every shipped language: each rules topic's text and title, each
# result detail's label (a real game has these in engine/<id>/locales/<lang>/*.ftl)
for _lang, (_text, _title, _pos, _hand) in {
    "cs": ("Závod do cíle.", "Základy", "Pozice", "Karty v ruce"),
    "de": ("Renne ins Ziel.", "Grundlagen", "Position", "Karten auf der Hand"),
    "es": ("Corre hasta la meta.", "Lo básico", "Posición", "Cartas en la mano"),
}.items():
    add_messages(
        _lang,
        {"toy.rules.basics": _text, "toy.rules.basics.title": _title, "toy.detail.pos": _pos, "toy.detail.hand": _hand},
    )
# The rule of each Step, the panel's "?" (engine.core.why): every Step a player is asked has one in every
# shipped language, as for a hosted game (tests/conformance/test_texts.py).
_WHY = {
    "en": ("Your turn (toy rules: the race)", "Bids (toy rules: after each round)", "Sprints (toy rules: after a 3)"),
    "cs": (
        "Váš tah (pravidla hračky: závod)",
        "Sázky (pravidla hračky: po každém kole)",
        "Sprinty (pravidla hračky: po trojce)",
    ),
    "de": (
        "Dein Zug (Spielzeugregeln: das Rennen)",
        "Gebote (Spielzeugregeln: nach jeder Runde)",
        "Sprints (Spielzeugregeln: nach einer 3)",
    ),
    "es": (
        "Tu turno (reglas del juguete: la carrera)",
        "Pujas (reglas del juguete: tras cada ronda)",
        "Sprints (reglas del juguete: tras un 3)",
    ),
}
for _lang, _texts in _WHY.items():
    add_messages(_lang, {f"toy.why.{step}": text for step, text in zip(("turn", "bid", "follow"), _texts)})

MAX_TURNS = 40
BIDS = (1, 2, 3)
SPRINT = 3  # playing this card lets the others follow


class ToyOptions(BaseModel):
    target: int = Field(10, ge=3, le=30)
    hand: int = Field(2, ge=1, le=4)
    bids: bool = False
    sprints: bool = False


class ToyFrame(BaseModel):
    """``bid`` (seat = -1: every seat in ``waiting`` bids) or ``follow`` (seat = the responder)."""

    k: str
    seat: int
    waiting: list[int] = Field(default_factory=list)


class ToyState(BaseModel):
    players: int
    target: int
    options: ToyOptions = Field(default_factory=ToyOptions)
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    pos: list[int]
    active: int = 0
    turn: int = 0
    played: bool = False
    drew: bool = False
    over: bool = False
    bids: list[int | None] = Field(default_factory=list)  # the bids, once every seat has bid
    stack: list[ToyFrame] = Field(default_factory=list)
    seq: int = 0
    together: Choices | None = None  # the bids made so far (the turn machine's, hidden to the others)


# --- the turn (base kind) -----------------------------------------------------------------


def _turn_legal(st: ToyState, f: None, seat: int) -> list[str]:
    acts = []
    if not st.played:
        acts += [f"play.{v}" for v in sorted(set(st.hands[st.active]))]
    if not st.drew and st.deck:
        acts.append("draw")
    if st.played or st.drew or not acts:
        acts.append("end")
    return acts


def _play(st: ToyState, f: None, seat: int, ev: list[Event], v: int) -> None:
    s = st.active
    st.hands[s].remove(v)
    st.pos[s] = min(st.target, st.pos[s] + v)
    st.played = True
    ev.append(Event(M("toy.ev.play", seat=s + 1, value=v, pos=st.pos[s]), seat=s))
    if st.pos[s] >= st.target:
        _win(st, s, ev)
    elif v == SPRINT and st.options.sprints:
        others = [(s + i) % st.players for i in range(1, st.players)]
        followers = [o for o in others if st.hands[o]]
        if followers:
            st.stack.append(ToyFrame(k="follow", seat=followers[0], waiting=followers[1:]))


def _draw(st: ToyState, f: None, seat: int, ev: list[Event]) -> None:
    s = st.active
    v = st.deck.pop()
    st.hands[s].append(v)
    st.drew = True
    ev.append(Event(M("toy.ev.draw", seat=s + 1), seat=s, reveals=True))
    ev.append(Event(M("toy.ev.drawn", value=v), seat=s, private_to=s, reveals=True))


def _end(st: ToyState, f: None, seat: int, ev: list[Event]) -> None:
    s = st.active
    st.played = st.drew = False
    st.turn += 1
    st.active = (s + 1) % st.players
    ev.append(Event(M("toy.ev.end", seat=s + 1), seat=s))
    if st.turn >= MAX_TURNS:
        st.over = True
    elif st.options.bids and st.active == 0:  # a round is over: everyone bids at once
        st.turn += 1  # the bidding is a turn of its own (one board)
        st.bids = [None] * st.players
        st.stack.append(ToyFrame(k="bid", seat=-1, waiting=list(range(st.players))))


def _win(st: ToyState, s: int, ev: list[Event]) -> None:
    st.over = True
    st.stack.clear()
    ev.append(Event(M("toy.ev.win", seat=s + 1), seat=s))


# --- simultaneous bids ----------------------------------------------------------------------


def _bid_apply(st: ToyState, f: ToyFrame, seat: int, ev: list[Event], value: int) -> None:
    """Every seat's bid, in the order made, once the last one is in (the machine keeps them until then)."""
    st.bids[seat] = value
    f.waiting.remove(seat)
    if f.waiting:
        return
    st.stack.pop()
    st.turn += 1  # play goes on: a new turn (a new board)
    bids = [b or 0 for b in st.bids]
    ev.append(Event(M("toy.ev.bids", bids=[f"{i + 1}:{b}" for i, b in enumerate(bids)]), reveals=True))
    top = max(bids)
    if bids.count(top) == 1:
        w = bids.index(top)
        st.pos[w] = min(st.target, st.pos[w] + 1)
        ev.append(Event(M("toy.ev.bid_won", seat=w + 1, pos=st.pos[w]), seat=w))
        if st.pos[w] >= st.target:
            _win(st, w, ev)
    st.bids = []


# --- out-of-turn sprint responses ---------------------------------------------------------------


def _follow_legal(st: ToyState, f: ToyFrame, seat: int) -> list[str]:
    return [f"follow.{v}" for v in sorted(set(st.hands[f.seat]))] + ["pass"]


def _pass(st: ToyState, f: ToyFrame, seat: int, ev: list[Event]) -> None:
    ev.append(Event(M("toy.ev.pass", seat=f.seat + 1), seat=f.seat))
    _next_follower(st, f)


def _follow(st: ToyState, f: ToyFrame, seat: int, ev: list[Event], value: int) -> None:
    s = f.seat
    st.hands[s].remove(value)
    st.pos[s] = min(st.target, st.pos[s] + 1)
    ev.append(Event(M("toy.ev.follow", seat=s + 1, pos=st.pos[s]), seat=s))
    if st.pos[s] >= st.target:
        _win(st, s, ev)
        return
    _next_follower(st, f)


def _next_follower(st: ToyState, f: ToyFrame) -> None:
    st.stack.pop()
    if f.waiting:  # the next seat clockwise may respond
        st.stack.append(ToyFrame(k="follow", seat=f.waiting[0], waiting=f.waiting[1:]))


def _label(kind: str):
    return lambda st, f, seat, *args: M("toy.act." + kind, **({"value": args[0]} if args else {}))


STEPS = [
    Step(
        "turn",
        legal=_turn_legal,
        prompt=M("toy.prompt.turn"),
        moves=(
            Move("play", _play, args=(int,), label=_label("play")),
            Move("draw", _draw, label=_label("draw")),
            Move("end", _end, label=_label("end")),
        ),
    ),
    Step(
        "bid",
        legal=lambda st, f, seat: [f"bid.{b}" for b in BIDS],
        prompt=M("toy.prompt.bid"),
        moves=(Move("bid", _bid_apply, args=(int,), label=_label("bid")),),
        seats=lambda st, f: tuple(f.waiting),
        together=Together(),
    ),
    Step(
        "follow",
        legal=_follow_legal,
        prompt=M("toy.prompt.follow"),
        moves=(Move("follow", _follow, args=(int,), label=_label("follow")), Move("pass", _pass, label=_label("pass"))),
    ),
]
MACHINE: TurnMachine[ToyState] = TurnMachine(
    STEPS,
    phase=lambda st: None if st.over else "turn",
    active=lambda st: st.active,
    owner=lambda st, step: None if step.name == "bid" else st.active,
    turn=lambda st: st.turn,
    log=lambda st, seat, action, step: (
        Event(M("toy.ev.bid", seat=seat + 1), seat=seat) if action.kind == "bid" else None
    ),
)


HINT_FIGURES = (
    Figure("pos", 1.0, lambda st, s: st.pos[s], counted("toy.hint.pos")),
    Figure("cards", 0.5, lambda st, s: len(st.hands[s]), counted("toy.hint.cards")),
)


class ToyRules(Turns, GameBase):
    """The toy game with nothing optional (``GameInfo.supports`` empty): no AI, no solo mode, no daily
    challenge, no hints; the bot seats no AI and offers no Suggest for it (tests/bot/table/test_plain_game.py)."""

    machine = MACHINE
    info = GameInfo(
        id="toy",
        name=M("toy.name"),
        min_players=2,
        max_players=4,
        # a seat's hand; its bid while the seats bid at once; the deck's order and the RNG
        secrets=Secrets(owner=("hand",), kept=("bid",), hidden=("deck", "rng")),
    )
    Options = ToyOptions
    State = ToyState

    def setup(self, players: int, options: ToyOptions, seed: int) -> ToyState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError("players")
        rng = Rng.from_seed(seed)
        deck = [v for v in (1, 2, 3) for _ in range(6)]
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(options.hand)] for _ in range(players)]
        return ToyState(
            players=players, target=options.target, options=options, rng=rng, deck=deck, hands=hands, pos=[0] * players
        )

    def result(self, state: ToyState) -> Result | None:
        if not state.over:
            return None
        key = [(-state.pos[i], len(state.hands[i])) for i in range(state.players)]
        ranks = [1 + sum(1 for k in key if k < key[i]) for i in range(state.players)]
        return Result(
            ranks=ranks,
            scores=list(state.pos),
            details=[{"pos": state.pos[i], "hand": len(state.hands[i])} for i in range(state.players)],
            tiebreaks=[M("toy.tiebreak.hand")],
        )

    def full_view(self, state: ToyState) -> dict[str, Any]:
        """Every seat's hand and kept bid: each seat's view leaves out the others' (GameBase.view)."""
        seats: list[dict[str, Any]] = [
            {"seat": i, "score": state.pos[i], "hand_count": len(state.hands[i]), "hand": list(state.hands[i])}
            for i in range(state.players)
        ]
        if state.together is not None:  # whether a seat has bid is public, the bid its own until all bid
            bidders = chose(state)
            for i in range(state.players):
                seats[i]["has_bid"] = i in bidders
                if pending(state, i):
                    seats[i]["bid"] = _bid(state, i)
        return {
            "game": "toy",
            "players": state.players,
            "round": state.turn // state.players + 1,
            "active_seat": None if state.over else state.active,
            "deck_left": len(state.deck),
            "seats": seats,
        }

    def seat_lines(self, state: ToyState, seat: int) -> list[Msg]:
        lines = [
            M("toy.line.hand", cards=sorted(state.hands[seat])),
            M("toy.line.pos", pos=state.pos[seat], target=state.target),
        ]
        if pending(state, seat):
            lines.append(M("toy.line.bid", value=_bid(state, seat)))
        return lines

    def option_specs(self) -> list[OptionSpec]:
        onoff = [(False, M("toy.opt.off")), (True, M("toy.opt.on"))]
        return [
            OptionSpec(
                field="target",
                label=M("toy.opt.target"),
                choices=[
                    (10, M("toy.act.play", value=10)),
                    (6, M("toy.act.play", value=6)),
                    (15, M("toy.act.play", value=15)),
                ],
            ),
            OptionSpec(
                field="hand",
                label=M("toy.opt.hand"),
                choices=[(2, M("core.seat", seat=2)), (3, M("core.seat", seat=3))],
            ),
            OptionSpec(field="bids", label=M("toy.opt.bids"), choices=onoff),
            OptionSpec(field="sprints", label=M("toy.opt.sprints"), choices=onoff),
        ]

    def rules_topics(self) -> list[str]:
        return ["basics"]

    def cards(self) -> dict[str, tuple[Msg, Msg]]:
        return {}


class ToyGame(ToyRules):
    """The toy game with AI support and hints, so the AI levels and Suggest can be tested on it."""

    info = replace(ToyRules.info, supports=(AI, HINTS))
    hints = SimpleNamespace(FIGURES=HINT_FIGURES)  # the figures the "?" measures (engine.core.why)

    # --- search support (engine.core.game.SearchSupport), so the hard AI can be tested on it ---
    def evaluate(self, state: ToyState, seat: int) -> float:
        others = [p for i, p in enumerate(state.pos) if i != seat]
        return float(state.pos[seat] - max(others, default=0))

    def determinise(self, state: ToyState, seat: int, rng: Rng) -> ToyState:
        """The declared hidden places (deck, RNG) dealt anew by the core, the other hands with the deck
        (``_redeal``), the others' pending bids by the turn machine."""
        d = secrets.determinise(self.info.secrets, state, seat, rng, lambda st: st.model_copy(deep=True), _redeal)
        MACHINE.resample(d, seat, rng)  # the others' bids kept by the turn machine
        return d

    # --- the figures a hint names (Game.hint_reason; GameBase's default would speak of the lead) ---
    def hint_reason(self, before: ToyState, after: ToyState, seat: int) -> HintReason:
        reason = figures_reason(HINT_FIGURES, before, after, seat)
        return reason if reason.phrases else super().hint_reason(before, after, seat)


def _redeal(d: ToyState, seat: int, rng: Rng) -> None:
    """What the declaration cannot say: the other hands are drawn from the same unseen cards as the deck."""
    pool = sorted(d.deck + [c for i, h in enumerate(d.hands) if i != seat for c in h])
    rng.shuffle(pool)
    for i, h in enumerate(d.hands):
        if i != seat:
            d.hands[i] = [pool.pop() for _ in h]
    d.deck = pool


def _bid(state: ToyState, seat: int) -> int:
    """The bid ``seat`` made, kept by the turn machine until every seat has bid."""
    return int(ACTIONS[pending(state, seat)[0]].args[0])


GAME = ToyGame()
PLAIN = ToyRules()  # the same game without anything optional


def games(game_id: str):
    """Game lookup for tests: the toy game, else the real registry."""
    if game_id == "toy":
        return GAME
    from engine.registry import get_game

    return get_game(game_id)
