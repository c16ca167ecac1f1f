"""Counted nouns: a resource's message takes the count and picks its plural form itself (Fluent
selectors, the CLDR rules of each language): ``items(1, "book")`` "1 📖 book", ``items(2, "book")`` "2 📖 books"."""

from __future__ import annotations

from engine.core.text import M, Msg


def res(r: str, n: int = 1) -> Msg:
    """Resource/good ``r`` as a noun for ``n`` units (its name alone: ``n = 1``)."""
    return M("emara.res." + r, n=n)


def items(n: int, r: str) -> Msg:
    """``n`` units of resource/good ``r`` ("1 📖 book", "2 📖 books", "2 🪵 wood")."""
    return M("emara.stock_item", n=n, res=res(r, n))


def craftsmen(n: int) -> Msg:
    """ "1 craftsman there" / "2 craftsmen there"."""
    return M("emara.craftsmen", n=n)
