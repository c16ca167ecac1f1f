"""Counted nouns: the message catalogs have no plural rules, so the form is chosen here, by count,
between two message ids (``emara.res.book`` "📖 book" / ``emara.res.book.pl`` "📖 books")."""
from __future__ import annotations

from engine.core.text import M, Msg


def items(n: int, r: str) -> Msg:
    """``n`` units of resource/good ``r`` ("1 📖 book", "2 📖 books", "2 🪵 wood")."""
    return M("emara.stock_item", n=n, res=M("emara.res." + r + ("" if n == 1 else ".pl")))


def craftsmen(n: int) -> Msg:
    """"1 craftsman there" / "2 craftsmen there"."""
    return M("emara.craftsmen.one") if n == 1 else M("emara.craftsmen.many", n=n)
