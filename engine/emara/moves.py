"""Every kind of action key of Crown of Emara: its grammar, what it does and its label (``describe.py``).

A key is ``kind.arg1.arg2...`` (stored with the game: never respell one). Each :class:`Move` below reads
its arguments by its grammar (``args``: ``int`` or ``str``) and hands them, typed, to the rules function
that performs it: ``apply(state, frame, seat, events, *args)``. The steps that offer them are in
``decisions.py``; a kind offered by several steps (a hut in a hire, recruit or card-8 frame; a split of
the leftovers on the first page or a later one) is one record.
"""

from __future__ import annotations

from engine.core.turns import Move

from . import advisors, bonus, countryside, describe, favor, payment, round as round_, scoring
from . import setup as setup_, town, turn


def _split_arg(x) -> int | str:
    """A split's argument: CP taken from the leftovers, or ``best``."""
    return "best" if x == "best" else int(x)


def _end(st, f, seat, ev) -> None:
    round_.next_turn(st, ev)


# --- the turn (A.4): the card, the turn menu ----------------------------------------------------
PLAY = Move(
    "play", lambda st, f, seat, ev, card, slot: turn.play(st, card, slot, ev), args=(str, int), label=describe.play
)
TURN = (
    PLAY,
    Move("pick", lambda st, f, seat, ev, card: turn.pick(st, card), args=(str,), label=describe.pick),
    Move("move", lambda st, f, seat, ev, c: turn.move(st, c, ev), args=(int,), label=describe.move),
    Move("card", lambda st, f, seat, ev: turn.card_action(st), label=describe.card),
    Move("gold", lambda st, f, seat, ev, n: turn.gold_trade(st, n), args=(int,), label=describe.gold),
    Move("step", lambda st, f, seat, ev, c: turn.step(st, c, ev), args=(int,), label=describe.step),
    Move("town", lambda st, f, seat, ev, loc: turn.town_card(st, loc, ev), args=(str,), label=describe.town_card),
    Move("noble", lambda st, f, seat, ev: turn.noble(st, ev), label=describe.noble),
    Move("hire", lambda st, f, seat, ev: turn.hire(st), label=describe.plain("hire")),
    Move("recruit", lambda st, f, seat, ev: turn.recruit(st), label=describe.plain("recruit")),
    # advisors' abilities (A.10)
    Move("baker", lambda st, f, seat, ev, n: advisors.baker(st, n), args=(int,), label=describe.baker),
    Move("schoolmarm", lambda st, f, seat, ev: advisors.schoolmarm(st), label=describe.plain("schoolmarm")),
    Move("bailiff", lambda st, f, seat, ev: advisors.bailiff(st), label=describe.bailiff),
    Move("dressmaker", lambda st, f, seat, ev: advisors.dressmaker(st), label=describe.plain("dressmaker")),
    Move("landlord", lambda st, f, seat, ev: advisors.landlord(st), label=describe.landlord),
    Move("merchant", lambda st, f, seat, ev: advisors.merchant(st), label=describe.plain("merchant")),
    Move("chamber", lambda st, f, seat, ev, way: advisors.chamber(st, way), args=(str,), label=describe.chamber),
    Move("end", _end, label=describe.plain("end")),
)
PLAY_PICKED = Move(
    "play",
    lambda st, f, seat, ev, card, slot: turn.play_picked(st, card, slot, ev),
    args=(str, int),
    label=describe.play,
)

# --- payments (C-5, C-27) -----------------------------------------------------------------------
PAY = Move("pay", lambda st, f, seat, ev, res: payment.do_pay(st, f, res), args=(str,), label=describe.pay)
WAIVE = Move("waive", lambda st, f, seat, ev, res: payment.do_waive(f, res), args=(str,), label=describe.waive)
PAYALL = Move(
    "payall", lambda st, f, seat, ev, counts: payment.do_payall(st, f, counts), rest=int, label=describe.payall
)

# --- a town location's sub-actions (A.8) --------------------------------------------------------
LOCATION = (
    Move("cash", lambda st, f, seat, ev, token: town.cash(st, f, token, ev), args=(str,), label=describe.cash),
    Move("gift", lambda st, f, seat, ev, res: town.gift(st, f, res), args=(str,), label=describe.gift),
    Move("bookbp", lambda st, f, seat, ev: town.book(st, f), label=describe.bookbp),
    Move("donate", lambda st, f, seat, ev, res: town.donate(st, f, res), args=(str,), label=describe.donate),
    Move("buy", lambda st, f, seat, ev, n: town.buy(st, f, n), args=(int,), label=describe.buy),
    Move("sell", lambda st, f, seat, ev, n: town.sell(st, f, n), args=(int,), label=describe.sell),
    Move("stone", lambda st, f, seat, ev: town.stone(st, f), label=describe.stone),
    Move("bread", lambda st, f, seat, ev, n: town.bread(st, f, n), args=(int,), label=describe.bread),
    Move("wood", lambda st, f, seat, ev, n: town.wood(st, f, n), args=(int,), label=describe.wood),
    Move("done", lambda st, f, seat, ev: town.done(st, f), label=describe.plain("done")),
)

# --- the countryside (A.7), Favor Tokens (A.8.2), hire and recruit (A.9), the Merchant (A.10) ----
CRAFT = Move(
    "craft", lambda st, f, seat, ev, choice: countryside.craft(st, f, choice), args=(str,), label=describe.craft
)
KEEP = Move("keep", lambda st, f, seat, ev, token: favor.keep(st, token, ev), args=(str,), label=describe.keep)
HUT = Move("hut", lambda st, f, seat, ev, loc, i: bonus.hire_hut(st, f, loc, i), args=(str, int), label=describe.hut)
ADV = Move("adv", lambda st, f, seat, ev, adv: bonus.recruit_advisor(st, f, adv), args=(str,), label=describe.adv)
TRADE = Move(
    "trade", lambda st, f, seat, ev, src, dst: advisors.trade(st, src, dst), args=(str, str), label=describe.trade
)

# --- setup (A.13), end of round (A.11), final scoring (A.12) -------------------------------------
RELOC = Move(
    "reloc", lambda st, f, seat, ev, c, p: setup_.reloc_apply(st, c, p, ev), args=(int, int), label=describe.reloc
)
START = Move(
    "start", lambda st, f, seat, ev, res: setup_.start_res_apply(st, res, ev), args=(str,), label=describe.start
)
EOR = Move("eor", lambda st, f, seat, ev, opt: round_.eor_apply(st, opt, ev), args=(str,), label=describe.eor)
SKIP = Move("skip", lambda st, f, seat, ev: round_.next_eor(st, ev), label=describe.plain("skip"))
SCORING = (
    Move(
        "split", lambda st, f, seat, ev, to_cp: scoring.split(st, to_cp, ev), args=(_split_arg,), label=describe.split
    ),
    Move("splitp", lambda st, f, seat, ev, lo: scoring.page(st, lo), args=(int,), label=describe.splitp),
)
