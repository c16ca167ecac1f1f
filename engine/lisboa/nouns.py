"""Names of Lisboa's things as catalog messages (``lisboa-*`` in locales/<lang>/lisboa.ftl)."""

from __future__ import annotations

from engine.core.text import M, Msg

from . import data
from .setup import ship_kind


def named(family: str, data_id: str) -> Msg:
    """The catalog name of a data id: ``named("noble", "MAIA")`` is ``lisboa-noble-maia``."""
    return M(f"lisboa.{family}.{data_id.lower()}")


def noble(n: str) -> Msg:
    return named("noble", n)


def good(g: str) -> Msg:
    return named("good", g)


def goods(gs) -> list[Msg]:
    return [good(g) for g in gs]


def action(a: str) -> Msg:
    return named("action", a)


def effect(code: str | None) -> Msg:
    if code is None:
        return M("lisboa.nothing")
    base, arg = data.effect(code)
    name = base.replace("+", "gain_").replace("-", "lose_").lower()
    if isinstance(arg, str):
        return M("lisboa.effect." + name, good=good(arg), n=0)
    return M("lisboa.effect." + name, n=arg or 0, good="")


def effects(codes) -> list[Msg]:
    return [effect(c) for c in codes]


def card(cid: str) -> Msg:
    """A political card or a Ship card, short: "Maia 3 · +1 gold", "Treasury · Hire / −1 real"."""
    if cid.startswith("SHIP"):
        k = ship_kind(cid)
        return M("lisboa.ship", size=k.size, bonus=k.sale_bonus, influence=k.influence)
    c = data.POLITICAL_CARD[cid]
    if c.noble:
        return M(
            "lisboa.card.noble", noble=named("noble_short", c.pile), influence=c.influence, bottom=effect(c.bottom)
        )
    assert c.event is not None and c.advantage is not None  # a Treasury card has both
    return M("lisboa.card.treasury", event=named("event", c.event), advantage=named("adv", c.advantage))


def clergy(tile: str) -> Msg:
    t = data.CLERGY_TILE[tile]
    return M("lisboa.clergy.tile", name=named("clergy", t.kind), wigs=t.wigs)


def decree(did: str) -> Msg:
    k = data.DECREE_KIND[data.DECREE[did].kind]
    arg = k.arg or ""
    what: Msg | str
    if arg in data.COLOURS:
        what = named("street", arg)
    elif arg in data.NOBLES:
        what = noble(arg)
    elif arg in data.ARCHITECTS:
        what = named("arch", arg)
    else:
        what = arg
    return M("lisboa.decree." + k.formula, wigs=k.wigs, what=what)


def plan(pid: str) -> Msg:
    p = data.PLAN[pid]
    return M("lisboa.plan", arch=named("arch", p.architect), n=p.officials)


def pb(tile: str, arch: str) -> Msg:
    a, b = data.PUBLIC_BUILDING[tile].side(arch)
    return M("lisboa.pb", a=named("colour", a), b=named("colour", b), arch=named("arch", arch))


def site(sid: str) -> Msg:
    return named("site", sid)


def parcel(pid: str) -> Msg:
    p = data.PARCEL[pid]
    return M("lisboa.parcel", row=p.row, column=p.column[1:])


def rubble(t: str) -> Msg:
    return named("rubble", t)
