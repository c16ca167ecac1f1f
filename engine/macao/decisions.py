"""Every kind of Macao decision, as the steps of the core turn machine (engine.core.turns).

The phase names the base decision (pick, cubes, draft, dice, actions); a frame on ``state.stack`` is a
sub-decision of its seat inside a turn (a city quarter, a payment ...). Each step lists what may be
chosen and the moves its keys belong to (a move: the key's grammar, what it does, its button text, in
the rules module of its rulebook section). The machine settles what needs no choice (a lone payment, a
forced draft card, a turn with nothing left but passing), so a player is only asked when there is a
real choice. The dice choice may be made all at once (lobby option; the turn machine's ``Together``):
then every seat still to choose may act, and the machine keeps each choice hidden (its log line private)
until all have chosen, or until a seat asks to see the others' dice first (dice.see_first): the rest of
that round's choice is then made in wall order.
"""

from __future__ import annotations

from engine.core.actions import Action, Event
from engine.core.text import M, Msg, player
from engine.core.turns import Step, TurnMachine

from . import card_use, city, dice, draft, jokers, payments, pregame, prestige, ship, turn, wall
from .rounds import at_once
from .state import State

# A step's question: ``macao.prompt.<id>`` (ids kept from before the frame kinds were renamed).
_PROMPTS = {
    k: M("macao.prompt." + k)
    for k in (
        "pick",
        "cubes_one",
        "cubes_two",
        "draft",
        "dice",
        "shift",
        "actions",
        "overflow",
        "city",
        "qpay",
        "pay",
        "gain",
        "swap",
        "joker",
        "sail",
        "cards",
        "aid",
        "wall",
        "dice_at_once",
    )
}


def _dice_prompt(st: State, f: None, seat: int) -> Msg:
    """Each seat's own question: while choosing at once, a seat with the Observatory may be at its shift
    while the others still choose their dice (seat_prompt)."""
    if dice.chosen_dice(st, seat) is not None:
        return _PROMPTS["shift"]
    if st.wall_order_by is not None:
        return M("macao.prompt.dice_wall_order", player=player(st.wall_order_by))
    if dice.see_first_offered(st, seat):
        return _PROMPTS["dice_at_once"]
    return _PROMPTS["dice"]


# A list the menu folded (city, sail, cards, wall) ends with "back": its lone option is never taken by
# itself (single=False). Everywhere else a lone option is: the turn menu always ends with "pass".
STEPS = [
    # --- the phases' own decisions (empty stack) ---
    Step("pick", legal=pregame.pick_legal, moves=(pregame.PICK,), prompt=_PROMPTS["pick"], single=True),
    Step(
        "cubes",
        legal=pregame.cubes_legal,
        moves=(pregame.ONE_CUBE, pregame.TWO_CUBES),
        prompt=lambda st, f, seat: _PROMPTS["cubes_one" if st.sub == 0 else "cubes_two"],
        single=True,
    ),
    Step("draft", legal=draft.draft_legal, moves=(draft.DRAFT, draft.DECLINE), prompt=_PROMPTS["draft"], single=True),
    Step(
        "dice",
        legal=dice.dice_legal,
        moves=(dice.DICE, dice.SHIFT, dice.NO_SHIFT, dice.SEE_FIRST_MOVE),
        prompt=_dice_prompt,
        seats=dice.dice_seats,
        single=True,
        together=dice.AT_ONCE,
    ),
    Step(
        "actions",
        legal=lambda st, f, seat: turn.menu(st, seat),
        moves=(
            turn.ACTIVATE,
            turn.opener("city"),
            wall.WALL,
            turn.opener("sail"),
            turn.opener("cards"),
            city.QUARTER,
            ship.SAIL_TO,
            ship.DELIVER,
            prestige.BUY,
            card_use.USE,
            jokers.JOKER,
            turn.PASS,
        ),
        prompt=_PROMPTS["actions"],
        single=True,
    ),
    # --- frames: sub-decisions inside a turn ---
    Step("overflow", legal=draft.overflow_legal, moves=(draft.DISCARD,), prompt=_PROMPTS["overflow"], single=True),
    Step("city", legal=city.city_legal, moves=(turn.listed(city.QUARTER), turn.BACK), prompt=_PROMPTS["city"]),
    Step(
        "quarter_payment",
        legal=city.quarter_payment_legal,
        moves=(city.QUARTER_PAYMENT,),
        prompt=_PROMPTS["qpay"],
        single=True,
    ),
    Step(
        "payment",
        legal=payments.pay_legal,
        moves=(payments.PAY, payments.PAY_CUBE),
        prompt=_PROMPTS["pay"],
        single=True,
    ),
    Step("gain", legal=card_use.gain_legal, moves=(card_use.GAIN,), prompt=_PROMPTS["gain"], single=True),
    Step("swap", legal=card_use.gain_legal, moves=(card_use.GAIN,), prompt=_PROMPTS["swap"], single=True),
    Step("rose_aid", legal=card_use.gain_legal, moves=(card_use.GAIN,), prompt=_PROMPTS["aid"], single=True),
    Step(
        "joker", legal=jokers.joker_legal, moves=(jokers.JOKER_PART, turn.BACK), prompt=_PROMPTS["joker"], single=True
    ),
    Step("sail", legal=ship.sail_legal, moves=(turn.listed(ship.SAIL_TO), turn.BACK), prompt=_PROMPTS["sail"]),
    Step("cards", legal=card_use.cards_legal, moves=(turn.listed(card_use.USE), turn.BACK), prompt=_PROMPTS["cards"]),
    Step("wall", legal=wall.wall_legal, moves=(turn.listed(wall.WALL), turn.BACK), prompt=_PROMPTS["wall"]),
]


def _phase(st: State) -> str | None:
    return None if st.phase == "over" else st.phase


def _owner(st: State, step: Step) -> int | None:
    """Nobody's turn while the dice are chosen all at once."""
    return None if step.name == "dice" and at_once(st) else st.active


def _log(st: State, seat: int, a: Action, step: str) -> Event | None:
    """A choice in words (the machine makes a choice of the dice chosen at once private to its seat)."""
    if a.kind == dice.SEE_FIRST:  # that one has its own public line (dice.see_first)
        return None
    return Event(M("macao.log.act", player=player(seat), action=MACHINE.describe(st, seat, a)), seat=seat)


MACHINE: TurnMachine[State] = TurnMachine(STEPS, phase=_phase, active=lambda st: st.active, owner=_owner, log=_log)
