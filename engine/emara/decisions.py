"""Every kind of decision of Crown of Emara, one handler each, on the core decision stack.

Frame kinds (pushed by the rules modules) and base kinds (the phase's own decision when the stack
is empty) share one table. ``single`` says when a lone option is taken by itself, with its log line:
forced steps that reveal nothing (the last card into the last slot, "done" at a location with
nothing left to do, ending a turn with nothing left to do, the only hut to hire); never the
recruitment of an advisor (its display refills from the face-down pile).
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.stack import DecisionStack, FrameKind
from engine.core.text import M, player

from . import advisors, bonus, countryside, favor, payment, round as round_, scoring, setup as setup_, town, turn
from .describe import describe_key
from .effects import EFFECTS
from .state import Frame, State


def _seatless(fn):
    """A rules function ``fn(state, frame, key, events)``: one seat acts at a time (``st.active``)."""
    return lambda st, f, seat, key, ev: fn(st, f, key, ev)


def _prompt(kind: str):
    msg = M("emara.prompt." + kind)
    return lambda st, f: msg


# --- payments -------------------------------------------------------------------------------

def _pay_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    kind, _, arg = key.partition(".")
    if kind == "waive":
        payment.do_waive(f, arg)
    elif kind == "payall":
        payment.do_payall(st, f, [int(x) for x in arg.split(".")])
    else:
        payment.do_pay(st, f, arg)


def _pay_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    """Waive where it does not matter; pay forced units; run the effect once everything is paid."""
    if f.waive > 0:
        if payment.auto_waive(f):
            return True
        opts = payment.options(st, f)
        if len(opts) == 1:
            payment.do_waive(f, opts[0][6:])
            return True
        return False
    if not f.pay:
        st.stack.pop()
        EFFECTS[f.a[0]](st, f.seat, f.a[1:], ev)
        return True
    opts = payment.options(st, f)
    if len(opts) == 1:
        _pay_apply(st, f, f.seat, opts[0], ev)
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


def _pick_apply(st: State, f: Frame, key: str, ev: list[Event]) -> None:
    st.stack.pop()
    turn.apply(st, key, ev)


def _play_legal(st: State, f: None) -> list[str]:
    """The turn's own decision: which card into which slot, then the turn menu."""
    return turn.play_options(st) if st.turn.card is None else turn.menu(st)


def _play_apply(st: State, f: None, seat: int, key: str, ev: list[Event]) -> None:
    if turn.apply(st, key, ev):
        round_.next_turn(st, ev)


def _only_huts(st: State, f: Frame | None, key: str) -> bool:
    return key.startswith("hut.")


def _play_single(st: State, f: None, key: str) -> bool:
    """The last card into the last slot, and the end of a turn with nothing left to do."""
    return key == "end" or key.startswith("play.")


_PLAY_PROMPT, _TURN_PROMPT = M("emara.prompt.play"), M("emara.prompt.turn")

KINDS: dict[str, FrameKind] = {
    # frames
    "pay": FrameKind(legal=payment.options, apply=_pay_apply, auto=_pay_auto, prompt=_prompt("pay"), single=True),
    "loc": FrameKind(legal=town.legal, apply=_seatless(town.apply), prompt=_prompt("location"),
                     single=lambda st, f, key: key == "done"),
    "craft": FrameKind(legal=countryside.legal, apply=_seatless(countryside.apply), auto=_craft_auto, prompt=_prompt("craft")),
    "keep": FrameKind(legal=lambda st, f: ["keep." + t for t in f.toks],
                      apply=lambda st, f, seat, key, ev: favor.keep(st, key[5:], ev), auto=_keep_auto,
                      prompt=_prompt("keep")),
    "hire": FrameKind(legal=bonus.frame_legal, apply=_seatless(bonus.frame_apply), prompt=_prompt("hire"), single=_only_huts),
    "recruit": FrameKind(legal=bonus.frame_legal, apply=_seatless(bonus.frame_apply), prompt=_prompt("recruit")),
    "card8": FrameKind(legal=bonus.frame_legal, apply=_seatless(bonus.frame_apply), prompt=_prompt("card8"), single=_only_huts),
    "merchant": FrameKind(legal=lambda st, f: advisors.merchant_legal(st),
                          apply=lambda st, f, seat, key, ev: advisors.merchant_apply(st, key, ev),
                          prompt=_prompt("merchant"), single=True),
    "pick": FrameKind(legal=turn.pick_legal, apply=_seatless(_pick_apply), prompt=_prompt("play"), single=True),
    "split": FrameKind(legal=lambda st, f: scoring.legal(st), apply=lambda st, f, seat, key, ev: scoring.apply(st, key, ev),
                       prompt=_prompt("split"), single=True),
    "reloc": FrameKind(legal=lambda st, f: setup_.reloc_legal(st),
                       apply=lambda st, f, seat, key, ev: setup_.reloc_apply(st, key, ev), prompt=_prompt("reloc")),
    # base kinds: the phase's own decision
    "play": FrameKind(legal=_play_legal, apply=_play_apply,
                      prompt=lambda st, f: _PLAY_PROMPT if st.turn.card is None else _TURN_PROMPT,
                      single=_play_single),
    "end_of_round": FrameKind(legal=lambda st, f: round_.eor_legal(st),
                              apply=lambda st, f, seat, key, ev: round_.eor_apply(st, key, ev),
                              prompt=_prompt("end_of_round")),
    "final_scoring": FrameKind(legal=lambda st, f: scoring.legal(st),
                               apply=lambda st, f, seat, key, ev: scoring.apply(st, key, ev),
                               prompt=_prompt("split"), single=True),
    "setup": FrameKind(legal=lambda st, f: setup_.start_res_legal(st),
                       apply=lambda st, f, seat, key, ev: setup_.start_res_apply(st, key, ev),
                       prompt=_prompt("start_resource")),
}


def _base(st: State) -> str | None:
    return None if st.phase == "over" else st.phase


def _log(st: State, seat: int, key: str) -> Event:
    # The last card of a hand is played by itself, at the start of the seat's turn, inside the previous
    # player's move: it shows that player a card of a hidden hand.
    last_card = key.startswith("play.") and len(st.seats[seat].hand) == 1
    return Event(M("emara.log.act", player=player(seat), action=describe_key(st, key)), seat=seat,
                 reveals=last_card)


STACK: DecisionStack[State] = DecisionStack(KINDS, base=_base, owner=lambda st: st.active, log=_log)
