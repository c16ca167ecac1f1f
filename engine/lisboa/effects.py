"""Rewards and penalties (reference §21.1) and reis payments (§8.1): the ``eff`` and ``pay`` steps.

An effect that leaves nothing to choose resolves at once; one with a choice (which plan stack, which
office, which cube ...) waits for its seat. Penalties (Errata 1, seed p.10): a penalty that can be
paid must be paid, in full (reis may be funded with Influence); one that cannot be paid is not paid
at all, and the card may still be played.
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, player

from . import data as D
from . import economy as E
from . import nouns as N
from .frames import kind, pop, push
from .state import Frame, State


def did(st: State, seat: int, what: str) -> None:
    """Note a goal-card event of ``seat`` this turn (Kickstarter goals, §19.1)."""
    st.did.setdefault(seat, []).append(what)


def note(st: State, seat: int, deed: str) -> None:
    """Note a public deed of ``seat`` in the current turn for the board (``State.last_turn``; the keys
    are listed there). Pre-game choices are not turns: nothing is noted."""
    if st.phase == "play":
        record(st, st.active, deed, seat)


def schedule(st: State, seat: int, codes, ev: list[Event]) -> None:
    """Resolve ``codes`` in order: each becomes an ``eff`` step (pushed last-first)."""
    for code in reversed(list(codes)):
        push(st, "eff", seat, code=code)


# --- options of each effect that needs a choice --------------------------------------------------
def plan_options(st: State) -> list[str]:
    return ["plan." + a for a in D.ARCHITECTS if st.plan_stacks[a]]


def favor_options(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    return ["favor." + n for n in D.NOBLES if n not in s.favors and st.favor_stacks[n] > 0]


def cardinal_options(st: State, seat: int, max_steps: int) -> list[str]:
    """Meet the Cardinal: (steps, slot) with a tile next to the new gap; none with 4 tiles (§14.5; A39)."""
    if len(st.seats[seat].clergy) >= D.CLERGY_SLOTS:
        return []
    out = []
    for steps in D.CARDINAL_STEPS:
        if steps > max_steps:
            break
        gap = D.cardinal_path(st.cardinal, steps)[-1]
        out += [f"card.{steps}.{slot}" for slot in D.gap_slots(gap) if st.church[slot]]
    return out


def office_options(st: State, seat: int) -> list[str]:
    return ["office." + n for n in D.NOBLES] if E.officials_on_board(st, seat) > 0 else []


def options(st: State, seat: int, code: str) -> list[str] | None:
    """The keys of an effect's choice; None when it needs no choice (or cannot be taken: then nothing)."""
    base, arg = D.effect(code)
    s = st.seats[seat]
    if base == "+PLAN":
        return plan_options(st)
    if base == "+OFFICIAL":
        return office_options(st, seat)
    if base == "+CARDINAL1":
        return cardinal_options(st, seat, 1)
    if base == "+RUBBLE":
        return ["rubble." + t for t in D.RUBBLE_TYPES if t in st.reserve]
    if base == "+FAVOR":
        return favor_options(st, seat)
    if base == "+PRICE_UP":
        return ["price." + g for g in D.GOODS if st.prices[g] < D.PRICE_MAX] or []
    if base == "+GOAL_B":
        return ["goal." + g for g in st.offer.get(seat, [])] or None
    if base == "-OFFICIAL":
        return [f"ret.{n}.{w}" for n, w in E.official_spots(st, seat)]
    if base == "-GOOD":
        return ["lose." + g for g in D.GOODS if s.goods[g] > 0]
    if base == "-REIS":
        cost = max(0, arg - E.real_discount(s))
        return [f"pay.{k}" for k in E.pay_options(s, cost)] if cost else None
    return None


def resolve(st: State, seat: int, code: str, key: str | None, ev: list[Event]) -> None:
    """Carry out ``code`` (with the chosen ``key`` where it has a choice)."""
    base, arg = D.effect(code)
    s = st.seats[seat]
    if base in ("+GOLD", "+GOOD"):
        E.gain_good(s, arg or "GOLD")
    elif base == "+REIS":
        s.reis += arg
    elif base == "+WIGS":
        E.gain_wigs(s, arg)
    elif base == "+INFLUENCE":
        E.standard_gain(st, seat, ev)
    elif base == "+INFL":
        E.gain_influence(st, seat, arg, ev)      # flat: no Clergy bonus (B8)
    elif base == "+GOAL_B":
        if key is None:                          # draw the 2 cards (A31), then choose
            st.offer[seat] = [st.goal_deck.pop() for _ in range(min(arg, len(st.goal_deck)))]
            ev.append(Event(M("lisboa.log.goal_drawn", player=player(seat), n=len(st.offer[seat])), seat=seat,
                            reveals=True))
            if st.offer[seat]:
                push(st, "eff", seat, code=code, drawn=1)
            return
        keep = key.split(".")[1]
        rest = [g for g in st.offer.pop(seat) if g != keep]
        st.goal_deck[:0] = rest                  # A31: the other to the bottom of deck B
        s.goal = keep
    elif key is None:
        return                                   # a choice with no option: nothing happens (§21.1)
    else:
        choose(st, seat, base, arg, key, ev)


def choose(st: State, seat: int, base: str, arg, key: str, ev: list[Event]) -> None:
    s = st.seats[seat]
    parts = key.split(".")
    if base == "+PLAN":
        take_plan(st, seat, parts[1])
    elif base == "+OFFICIAL":
        E.place_official(st, seat, parts[1], ev)
    elif base == "+CARDINAL1":
        from .state_actions import meet_cardinal
        meet_cardinal(st, seat, int(parts[1]), parts[2], ev)
    elif base == "+RUBBLE":
        st.reserve.remove(parts[1])
        E.gain_rubble(st, seat, parts[1], ev)
    elif base == "+FAVOR":
        take_favor(st, seat, parts[1])
    elif base == "+PRICE_UP":
        E.raise_price(st, parts[1])
    elif base == "-OFFICIAL":
        E.return_official(st, seat, parts[1], parts[2])
    elif base == "-GOOD":
        s.goods[parts[1]] -= 1
    elif base == "-REIS":
        E.pay(s, max(0, arg - E.real_discount(s)), int(parts[1]))


def take_plan(st: State, seat: int, arch: str) -> None:
    st.seats[seat].plans.append(st.plan_stacks[arch].pop())
    note(st, seat, "plan." + arch)


def take_favor(st: State, seat: int, noble: str) -> None:
    st.favor_stacks[noble] -= 1
    st.seats[seat].favors.append(noble)
    note(st, seat, "favor." + noble)


def _flat_penalty(st: State, seat: int, code: str, ev: list[Event]) -> None:
    base, arg = D.effect(code)
    s = st.seats[seat]
    if base == "-INFL" and s.influence >= arg:
        s.influence -= arg
    elif base == "-WIGS" and s.wigs >= arg:
        E.gain_wigs(s, -arg)


def _eff_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    code = f.d["code"]
    if code.startswith("+GOAL_B") and not f.d.get("drawn"):
        pop(st, f)
        resolve(st, f.seat, code, None, ev)
        return True
    if code.startswith(("-INFL", "-WIGS")):
        pop(st, f)
        _flat_penalty(st, f.seat, code, ev)
        return True
    opts = options(st, f.seat, code)
    if opts is None or not opts:
        pop(st, f)
        resolve(st, f.seat, code, None, ev)
        return True
    return False


def _eff_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    resolve(st, seat, f.d["code"], key, ev)


def _eff_prompt(st: State, f: Frame):
    return M("lisboa.prompt.eff", effect=N.effect(f.d["code"]))     # with its amount ("−2 reis")


kind("eff", legal=lambda st, f: options(st, f.seat, f.d["code"]) or [], apply=_eff_apply, auto=_eff_auto,
     prompt=_eff_prompt)


# --- reis payments ------------------------------------------------------------------------------
def _pay_legal(st: State, f: Frame) -> list[str]:
    return [f"pay.{k}" for k in E.pay_options(st.seats[f.seat], f.d["cost"])]


def _pay_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.d["cost"] <= 0:
        pop(st, f)
        return True
    if not E.pay_options(st.seats[f.seat], f.d["cost"]):
        raise RuntimeError(f"unaffordable payment of {f.d['cost']} for {f.d.get('why')}")
    return False


def _pay_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    E.pay(st.seats[seat], f.d["cost"], int(key.split(".")[1]))


def _pay_prompt(st: State, f: Frame):
    return M("lisboa.prompt.pay", cost=f.d["cost"], why=M("lisboa.why." + f.d.get("why", "cost")))


kind("pay", legal=_pay_legal, apply=_pay_apply, auto=_pay_auto, prompt=_pay_prompt)


def charge(st: State, seat: int, cost: int, why: str) -> None:
    """Schedule a reis payment of ``cost`` (discounts already applied)."""
    push(st, "pay", seat, cost=max(0, cost), why=why)
