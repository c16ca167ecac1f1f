"""Every word of the Lisboa board picture, in the language of the picture being drawn.

Board words are ``lisboa.board.*`` messages (``render/lisboa/locales/<lang>/board.ftl``). Until the
game's own catalog names nobles, goods, colours and cards, those names are board messages too: one
place to change when it does (``noble_name``, ``good_name`` ... below).

"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.lisboa import data as D
from render.kit import picture_locale as locale  # noqa: F401 (the board parts import it from here)
from render.words import Labels

PREFIX = "lisboa.board."
LOCALES = Path(__file__).parent / "locales"
_LABELS = Labels(PREFIX)
L = _LABELS.L  # the board label ``lisboa.board.<key>`` in the picture's language
has_label = _LABELS.has_label


def signed(n: int) -> str:
    """A number with its sign (+1, -2, +0): the treasury's influence values."""
    return f"{n:+d}".replace("-", "−")


def player_name(names: list[str] | None, seat: int, rival: bool = False) -> str:
    if rival:  # the solo automa: never a player's name
        return L("rival")
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return L("player", n=seat + 1)


def noble_name(noble: str) -> str:
    return L("noble." + noble.lower())


def good_name(good: str) -> str:
    return L("good." + good.lower())


def good_letter(good: str) -> str:
    return L("good_letter." + good.lower())


def colour_name(colour: str) -> str:
    return L("colour." + colour.lower())


def rubble_letter(kind: str) -> str:
    return L("rubble_letter." + kind.lower())


def street_name(street_id: str) -> str:
    return L("street." + street_id.lower())


def architect(arch: str, short: bool = False) -> str:
    return L(("arch_short." if short else "arch.") + arch.lower())


def action_name(action: str) -> str:
    return L("action." + action.lower())


def clergy_name(tile: str) -> str:
    return L("clergy." + D.CLERGY_TILE[tile].kind.lower())


def event_text(event: str) -> str:
    return L("event." + event.lower(), n=D.PRICE_UP_STEP)


def advantage_text(adv: str) -> str:
    return L("adv." + adv.lower())


def effect_text(code: str) -> str:
    """A reward or penalty code (``+REIS:5``, ``-OFFICIAL``, ``+GOOD:BOOKS``) in a few words."""
    base, arg = D.effect(code)
    key = ("lose_" if D.is_penalty(code) else "gain_") + base.lstrip("+-").lower()
    params: dict[str, Any] = {}
    if isinstance(arg, int):
        params["n"] = arg
    elif isinstance(arg, str):
        params["good"] = good_name(arg)
    if base == "+PRICE_UP":
        params["n"] = D.PRICE_UP_STEP
    return L("fx." + key, **params)


def decree_text(decree_id: str) -> str:
    """A decree's scoring as one short line: ``2/store on yellow st.``."""
    kind = D.DECREE_KIND[D.DECREE[decree_id].kind]
    arg = kind.arg
    if arg in D.COLOURS:
        shown = colour_name(arg)
    elif arg in D.NOBLES:
        shown = noble_name(arg)
    elif arg in D.ARCHITECTS:
        shown = architect(arg)
    else:
        shown = (arg[1:] if arg in D.COLUMNS else arg) or ""
    return L("decree." + kind.formula, wigs=kind.wigs, arg=shown)
