"""Every kind of decision of Crown of Emara: its Steps, on the core turn machine (``engine.core.turns``).

Frame kinds (pushed by the rules modules) and the phases' own decisions (the stack is empty) are one
list of steps; each offers keys of the kinds in ``moves.py``. ``single`` says when a lone option is
taken by itself, with its log line: forced steps that reveal nothing (the last card into the last slot,
"done" at a location with nothing left to do, ending a turn with nothing left to do, the only hut to
hire); never the recruitment of an advisor (its display refills from the face-down pile).
"""

from __future__ import annotations

from dataclasses import replace

from operator import attrgetter

from engine.core.actions import Event
from engine.core.errors import IllegalAction
from engine.core.text import M, Msg, player
from engine.core.turns import ACTIONS, Step, TurnMachine

from . import advisors, bonus, countryside, favor, moves, payment, round as round_, scoring
from . import setup as setup_, town, turn
from .effects import EFFECTS
from .state import Frame, State


def _prompt(kind: str) -> Msg:
    return M("emara.prompt." + kind)


def _take(step: Step, st: State, f: Frame, key: str, ev: list[Event]) -> None:
    """Perform a forced option of ``step`` without a log line (a payment's lone way to pay)."""
    a = ACTIONS[key]
    m = step.by_kind[a.kind]
    m.apply(st, f, f.seat, ev, *m.parse(a))


# --- payments -------------------------------------------------------------------------------


def _pay_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    """Waive where it does not matter; pay forced units; run the effect once everything is paid."""
    if f.waive > 0:
        if payment.auto_waive(f):
            return True
        opts = payment.options(st, f)
        if len(opts) == 1:
            _take(PAY, st, f, opts[0], ev)
            return True
        return False
    if not f.pay:
        st.stack.pop()
        EFFECTS[f.a[0]](st, f.seat, f.a[1:], ev)
        return True
    opts = payment.options(st, f)
    if len(opts) == 1:
        _take(PAY, st, f, opts[0], ev)
        return True
    return False


# --- other frames -----------------------------------------------------------------------------


def _craft_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.n <= 0:
        st.stack.pop()
        return True
    if not countryside.bread_possible(st):
        countryside.take(st, f, ev)
        return True
    return False


def _keep_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if len(f.toks) <= 1:
        favor.keep(st, f.toks[0] if f.toks else None, ev)
        return True
    return False


def _only_huts(st: State, f: Frame | None, key: str) -> bool:
    return ACTIONS[key].kind == "hut"


def _play_legal(st: State, f: None, seat: int) -> list[str]:
    """The turn's own decision: which card into which slot, then the turn menu."""
    return turn.play_options(st) if st.turn.card is None else turn.menu(st)


def _play_single(st: State, f: None, key: str) -> bool:
    """The last card into the last slot, and the end of a turn with nothing left to do."""
    return ACTIONS[key].kind in ("end", "play")


_PLAY_PROMPT, _TURN_PROMPT = _prompt("play"), _prompt("turn")
_BONUS = (moves.HUT, moves.ADV)

# A lone way to pay is taken by ``_pay_auto`` (without a log line), so the step needs no ``single``: the
# machine would only list the options a second time to find more than one.
PAY = Step(
    "payment",
    legal=lambda st, f, seat: payment.options(st, f),
    moves=(moves.PAY, moves.WAIVE, moves.PAYALL),
    auto=_pay_auto,
    prompt=_prompt("pay"),
)
# The split of the leftover points: a later page is a frame, the first the final scoring phase's own
_SPLIT = Step(
    "split_page",
    legal=lambda st, f, seat: scoring.legal(st),
    moves=moves.SCORING,
    prompt=_prompt("split"),
    single=True,
)

STEPS = [
    # frames
    PAY,
    Step(
        "location",
        legal=lambda st, f, seat: town.legal(st, f),
        moves=moves.LOCATION,
        prompt=_prompt("location"),
        single=lambda st, f, key: key == "done",
    ),
    Step(
        "craft",
        legal=lambda st, f, seat: countryside.legal(st, f),
        moves=(moves.CRAFT,),
        auto=_craft_auto,
        prompt=_prompt("craft"),
    ),
    Step(
        "keep_favor",
        legal=lambda st, f, seat: ["keep." + t for t in f.toks],
        moves=(moves.KEEP,),
        auto=_keep_auto,
        prompt=_prompt("keep"),
    ),
    Step(
        "hire",
        legal=lambda st, f, seat: bonus.hut_options(st, st.active, 0),
        moves=_BONUS,
        prompt=_prompt("hire"),
        single=_only_huts,
    ),
    Step(
        "recruit",
        legal=lambda st, f, seat: bonus.advisor_options(st, st.active, bonus.recruit_discount(st, False)),
        moves=_BONUS,
        prompt=_prompt("recruit"),
    ),
    Step(
        "hire_recruit_card",
        legal=lambda st, f, seat: bonus.card8_options(st, st.active),
        moves=_BONUS,
        prompt=_prompt("card8"),
        single=_only_huts,
    ),
    Step(
        "merchant",
        legal=lambda st, f, seat: advisors.merchant_legal(st),
        moves=(moves.TRADE,),
        prompt=_prompt("merchant"),
        single=True,
    ),
    Step(
        "pick_card",
        legal=lambda st, f, seat: turn.pick_legal(st, f),
        moves=(moves.PLAY_PICKED,),
        prompt=_PLAY_PROMPT,
        single=True,
    ),
    _SPLIT,
    Step("relocate", legal=lambda st, f, seat: setup_.reloc_legal(st), moves=(moves.RELOC,), prompt=_prompt("reloc")),
    # the phases' own decisions
    Step(
        "play",
        legal=_play_legal,
        moves=moves.TURN,
        prompt=lambda st, f, seat: _PLAY_PROMPT if st.turn.card is None else _TURN_PROMPT,
        single=_play_single,
    ),
    Step(
        "end_of_round",
        legal=lambda st, f, seat: round_.eor_legal(st),
        moves=(moves.EOR, moves.SKIP),
        prompt=_prompt("end_of_round"),
    ),
    replace(_SPLIT, name="final_scoring"),  # its first page: the phase's own decision
    Step(
        "setup",
        legal=lambda st, f, seat: setup_.start_res_legal(st),
        moves=(moves.START,),
        prompt=_prompt("start_resource"),
    ),
]


def _phase(st: State) -> str | None:
    return None if st.phase == "over" else st.phase


def _log(st: State, seat: int, a, step: str) -> Event:
    # The last card of a hand is played by itself, at the start of the seat's turn, inside the previous
    # player's move: it shows that player a card of a hidden hand.
    last_card = a.kind == "play" and len(st.seats[seat].hand) == 1
    return Event(
        M("emara.log.act", player=player(seat), action=MACHINE.describe(st, seat, a)), seat=seat, reveals=last_card
    )


def _why(st: State, seat: int, key: str) -> Msg:
    """A clearer refusal than "not possible now" for a card play or an early end of the turn."""
    try:
        a = ACTIONS[key]
    except IllegalAction:  # (a malformed key: nothing clearer to say)
        return M("core.illegal")
    if st.stack or st.phase != "play":
        return M("core.illegal")
    if a.kind == "play":
        if len(a.args) == 2 and a.args[0] not in st.seats[st.active].hand:
            return M("emara.err.not_your_card")
        if st.turn.card is not None:
            return M("emara.err.already_played")
        return M("emara.err.slot_taken")
    if a.kind == "end" and not st.turn.moved:
        return M("emara.err.must_move")
    return M("core.illegal")


MACHINE: TurnMachine[State] = TurnMachine(STEPS, phase=_phase, active=attrgetter("active"), log=_log, why=_why)
