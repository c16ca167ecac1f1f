"""Messages for the things of Macao: cards, cubes, dice, sea nodes (their words are in locales/*/components.ftl)."""

from __future__ import annotations

from engine.core.text import M, Msg

from .data import CARDS, COLOURS, PORTS


def card(cid: str) -> Msg:
    """A card's name; an office adds its colour ("Customs House (red)"), a warehouse names its good."""
    c = CARDS[cid]
    if c.colour:
        return M("macao.office", name=M("macao.card." + c.name), colour=colour(c.colour))
    if c.good:
        return M("macao.card." + c.name, good=M("macao.good." + c.good))
    return M("macao.card." + c.name)


def quarter(q: str) -> Msg:
    """A city quarter by its number ("Quarter 7")."""
    return M("macao.quarter", id=int(q[1:]))


def card_text(cid: str) -> Msg:
    c = CARDS[cid]
    params = {}
    if c.colour:
        params["colour"] = colour(c.colour)
    if c.good:
        params["good"] = M("macao.good." + c.good)
    return M("macao.card." + c.name + ".text", **params)


def colour(c: str) -> Msg:
    return M("macao.colour." + c)


def cubes(v) -> Msg:
    """A count vector as "2 red + 1 blue" ("nothing" when empty)."""
    parts = [M("macao.cubes", n=n, colour=colour(COLOURS[i])) for i, n in enumerate(v) if n]
    if not parts:
        return M("macao.nothing")
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = M("macao.plus", a=p, b=out)
    return out


def die(i: int, face: int) -> Msg:
    return M("macao.die", colour=colour(COLOURS[i]), face=face)


def node(n: str) -> Msg:
    return M("macao.port." + n.lower()) if n in PORTS else (M("macao.harbour") if n == "MAC" else M("macao.sea", id=n))
