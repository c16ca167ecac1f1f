"""Rewards and penalties (reference §21.1) and reis payments (§8.1): the ``effect`` and ``pay`` steps.

An effect that leaves nothing to choose resolves at once; one with a choice (which plan stack, which
office, which cube ...) waits for its seat. Penalties (Errata 1, seed p.10): a penalty that can be
paid must be paid, in full (reis may be funded with Influence); one that cannot be paid is not paid
at all, and the card may still be played.
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player
from engine.core.turns import Move

from . import data, economy, nouns
from .cardinal import cardinal_options, meet_cardinal
from .deeds import note
from .frames import choice, pop, push
from .state import Frame, State


# --- options of each effect that needs a choice --------------------------------------------------
def plan_options(st: State) -> list[str]:
    return ["plan." + a for a in data.ARCHITECTS if st.plan_stacks[a]]


def favor_options(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    return ["favor." + n for n in data.NOBLES if n not in s.favors and st.favor_stacks[n] > 0]


def office_options(st: State, seat: int) -> list[str]:
    return ["office." + n for n in data.NOBLES] if economy.officials_on_board(st, seat) > 0 else []


def options(st: State, seat: int, code: str) -> list[str] | None:
    """The keys of an effect's choice; None when it needs no choice (or cannot be taken: then nothing)."""
    base, arg = data.effect(code)
    s = st.seats[seat]
    if base == "+PLAN":
        return plan_options(st)
    if base == "+OFFICIAL":
        return office_options(st, seat)
    if base == "+CARDINAL1":
        return cardinal_options(st, seat, 1)
    if base == "+RUBBLE":
        return ["rubble." + t for t in data.RUBBLE_TYPES if t in st.reserve]
    if base == "+FAVOR":
        return favor_options(st, seat)
    if base == "+PRICE_UP":
        return ["price." + g for g in data.GOODS if st.prices[g] < data.PRICE_MAX] or []
    if base == "+GOAL_B":
        return ["goal." + g for g in st.offer.get(seat, [])] or None
    if base == "-OFFICIAL":
        return [f"ret.{n}.{w}" for n, w in economy.official_spots(st, seat)]
    if base == "-GOOD":
        return ["lose." + g for g in data.GOODS if s.goods[g] > 0]
    if base == "-REIS":
        cost = reis_penalty(st, seat, data.amount(code))
        return [f"pay.{k}" for k in economy.pay_options(s, cost)] if cost else None
    return None


def reis_penalty(st: State, seat: int, amount: int) -> int:
    """A reis penalty less the seat's discount."""
    return max(0, amount - economy.real_discount(st.seats[seat]))


def resolve(st: State, seat: int, code: str, ev: list[Event]) -> None:
    """Carry out ``code`` where it leaves nothing to choose (a choice with no option: nothing, §21.1)."""
    base, arg = data.effect(code)
    s = st.seats[seat]
    if base in ("+GOLD", "+GOOD"):
        economy.gain_good(s, arg if isinstance(arg, str) else "GOLD")  # +GOLD takes no argument
    elif base == "+REIS":
        s.reis += data.amount(code)
    elif base == "+WIGS":
        economy.gain_wigs(s, data.amount(code))
    elif base == "+INFLUENCE":
        economy.standard_gain(st, seat, ev)
    elif base == "+INFL":
        economy.gain_influence(st, seat, data.amount(code), ev)  # flat: no Clergy bonus (B8)
    elif base == "+GOAL_B":  # draw the 2 cards (A31), then choose
        st.offer[seat] = [st.goal_deck.pop() for _ in range(min(data.amount(code), len(st.goal_deck)))]
        ev.append(
            Event(M("lisboa.log.goal_drawn", player=player(seat), n=len(st.offer[seat])), seat=seat, reveals=True)
        )
        if st.offer[seat]:
            push(st, "effect", seat, code=code, drawn=1)


def take_plan(st: State, seat: int, arch: str) -> None:
    st.seats[seat].plans.append(st.plan_stacks[arch].pop())
    note(st, seat, "plan." + arch)


def take_favor(st: State, seat: int, noble: str) -> None:
    st.favor_stacks[noble] -= 1
    st.seats[seat].favors.append(noble)
    note(st, seat, "favor." + noble)


def _flat_penalty(st: State, seat: int, code: str, ev: list[Event]) -> None:
    base = data.effect(code)[0]
    s = st.seats[seat]
    if base == "-INFL" and s.influence >= (n := data.amount(code)):
        s.influence -= n
    elif base == "-WIGS" and s.wigs >= (n := data.amount(code)):
        economy.gain_wigs(s, -n)


def _eff_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    code = f.d["code"]
    if code.startswith("+GOAL_B") and not f.d.get("drawn"):
        pop(st, f)
        resolve(st, f.seat, code, ev)
        return True
    if code.startswith(("-INFL", "-WIGS")):
        pop(st, f)
        _flat_penalty(st, f.seat, code, ev)
        return True
    opts = options(st, f.seat, code)
    if opts is None or not opts:
        pop(st, f)
        resolve(st, f.seat, code, ev)
        return True
    return False


def _eff_prompt(st: State, f: Frame, seat: int):
    return M("lisboa.prompt.effect", effect=nouns.effect(f.d["code"]))  # with its amount ("−2 reis")


# --- the choices of an effect: each key kind belongs to one effect ------------------------------------
def _plan(st: State, f: Frame, seat: int, ev: list[Event], arch: str) -> None:
    pop(st, f)
    take_plan(st, seat, arch)


def plan_label(st: State, f, seat: int, arch: str):
    stack = st.plan_stacks[arch]
    return M("lisboa.opt.plan", arch=nouns.named("arch", arch), n=data.PLAN[stack[-1]].officials if stack else 0)


def _office(st: State, f: Frame, seat: int, ev: list[Event], noble: str) -> None:
    pop(st, f)
    economy.place_official(st, seat, noble, ev)


def _cardinal(st: State, f: Frame, seat: int, ev: list[Event], steps: int, slot: str) -> None:
    pop(st, f)
    meet_cardinal(st, seat, steps, slot, ev)


def cardinal_label(st: State, f, seat: int, steps: int, slot: str):
    tile = st.church[slot]
    assert tile is not None  # the Cardinal meets a slot with a Clergy tile
    return M("lisboa.opt.cardinal", steps=steps, tile=nouns.clergy(tile))


def _rubble(st: State, f: Frame, seat: int, ev: list[Event], t: str) -> None:
    pop(st, f)
    st.reserve.remove(t)
    economy.gain_rubble(st, seat, t, ev)


def _favor(st: State, f: Frame, seat: int, ev: list[Event], noble: str) -> None:
    pop(st, f)
    take_favor(st, seat, noble)


def favor_label(st: State, f, seat: int, noble: str):
    return M("lisboa.opt.favor", noble=nouns.noble(noble))


def _price(st: State, f: Frame, seat: int, ev: list[Event], good: str) -> None:
    pop(st, f)
    economy.raise_price(st, good)


def _goal(st: State, f: Frame, seat: int, ev: list[Event], keep: str) -> None:
    pop(st, f)
    rest = [g for g in st.offer.pop(seat) if g != keep]
    st.goal_deck[:0] = rest  # A31: the other to the bottom of deck B
    st.seats[seat].goal = keep


def _return(st: State, f: Frame, seat: int, ev: list[Event], noble: str, where: str) -> None:
    pop(st, f)
    economy.return_official(st, seat, noble, where)


def return_label(st: State, f, seat: int, noble: str, where: str):
    return M("lisboa.opt.ret", noble=nouns.noble(noble), where=where)


def _lose(st: State, f: Frame, seat: int, ev: list[Event], good: str) -> None:
    pop(st, f)
    st.seats[seat].goods[good] -= 1


def _penalty(st: State, f: Frame, seat: int, ev: list[Event], funded: int) -> None:
    pop(st, f)
    economy.pay(st.seats[seat], reis_penalty(st, seat, data.amount(f.d["code"])), funded)


def _penalty_label(st: State, f: Frame, seat: int, funded: int):
    return pay_label(reis_penalty(st, seat, data.amount(f.d["code"])), funded)


def pay_label(cost: int, funded: int):
    """A payment of ``cost`` reis, ``funded`` of them by Influence."""
    return M("lisboa.opt.pay", reis=cost - funded, funded=funded)


EFFECT = choice(
    "effect",
    lambda st, f, seat: options(st, seat, f.d["code"]) or [],
    Move("plan", _plan, args=(str,), label=plan_label),
    Move("office", _office, args=(str,), label=lambda st, f, seat, n: M("lisboa.opt.office", noble=nouns.noble(n))),
    Move("card", _cardinal, args=(int, str), label=cardinal_label),
    Move("rubble", _rubble, args=(str,), label=lambda st, f, seat, t: M("lisboa.opt.rubble", rubble=nouns.rubble(t))),
    Move("favor", _favor, args=(str,), label=favor_label),
    Move(
        "price",
        _price,
        args=(str,),
        label=lambda st, f, seat, g: M("lisboa.opt.price", good=nouns.good(g), n=data.PRICE_UP_STEP),
    ),
    Move("goal", _goal, args=(str,), label=lambda st, f, seat, g: M("lisboa.opt.goal", goal=nouns.named("goal", g))),
    Move("ret", _return, args=(str, str), label=return_label),
    Move("lose", _lose, args=(str,), label=lambda st, f, seat, g: M("lisboa.opt.lose", good=nouns.good(g))),
    Move("pay", _penalty, args=(int,), label=_penalty_label),
    auto=_eff_auto,
    prompt=_eff_prompt,
)


# --- reis payments ------------------------------------------------------------------------------
def _pay_legal(st: State, f: Frame, seat: int) -> list[str]:
    return [f"pay.{k}" for k in economy.pay_options(st.seats[f.seat], f.d["cost"])]


def _pay_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.d["cost"] <= 0:
        pop(st, f)
        return True
    if not economy.pay_options(st.seats[f.seat], f.d["cost"]):
        raise RuntimeError(f"unaffordable payment of {f.d['cost']} for {f.d.get('why')}")
    return False


def _pay(st: State, f: Frame, seat: int, ev: list[Event], funded: int) -> None:
    pop(st, f)
    economy.pay(st.seats[seat], f.d["cost"], funded)


def _pay_prompt(st: State, f: Frame, seat: int):
    return M("lisboa.prompt.pay", cost=f.d["cost"], why=M("lisboa.why." + f.d.get("why", "cost")))


PAYMENT = choice(
    "pay",
    _pay_legal,
    Move("pay", _pay, args=(int,), label=lambda st, f, seat, k: pay_label(f.d["cost"], k)),
    auto=_pay_auto,
    prompt=_pay_prompt,
)


def charge(st: State, seat: int, cost: int, why: str) -> None:
    """Schedule a reis payment of ``cost`` (discounts already applied)."""
    push(st, "pay", seat, cost=max(0, cost), why=why)


STEPS = [EFFECT, PAYMENT]
