"""Every word of the Emara board picture comes from the message catalog (``emara.board.*`` ids,
``render/emara/locales/<lang>/board.ftl``), in the language of the picture being drawn, and the
helpers that turn view values (seats, favor tokens, advisors) into text.

:func:`draw` sets that language for the drawing (:func:`render.kit.speaking`); the board parts call :func:`L`
without passing it around."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core import text
from engine.core.text import M, has_message, translate
from render.kit import picture_locale as locale

from .components import ADVISOR_CP, ADVISOR_GAIN, FAVOR_REWARD

PREFIX = "emara.board."


def L(key: str, **params: Any) -> str:
    """The label ``emara.board.<key>`` in the picture's language."""
    return _label(text.version(), locale(), key, tuple(sorted(params.items())))


@lru_cache(maxsize=4096)
def _label(version: int, loc: str, key: str, params: tuple[tuple[str, Any], ...]) -> str:
    """Labels repeat from picture to picture (params are ints and strings): looked up once each per
    catalog version (tests may add messages)."""
    text = translate(M(PREFIX + key, **dict(params)), loc)
    if text == PREFIX + key:  # unknown id: a readable fallback, never a crash
        text = key.split(".", 1)[-1].replace("_", " ").capitalize()
    return text


def has_label(key: str) -> bool:
    return has_message(PREFIX + key, locale()) or has_message(PREFIX + key)


def player_name(names: list[str] | None, seat: int) -> str:
    if names and seat < len(names) and names[seat]:
        return str(names[seat])
    return L("player", n=seat + 1)


def favor_label(token: str) -> str:
    """``castle_cp`` -> ``Castle: 3 CP``."""
    loc, _, reward = token.rpartition("_")
    points = reward in ("cp", "bp") and reward in FAVOR_REWARD  # a number of points; else a resource
    r = L("reward." + reward, n=FAVOR_REWARD[reward]) if points else L("reward." + reward)
    return L("favor", loc=L("short." + loc), reward=r)


def advisor_reward(adv: str) -> str:
    """What recruiting ``adv`` scores at once: ``+6 CP``, ``+10 BP`` or nothing."""
    gain = ADVISOR_GAIN.get(adv, {})
    cp = ADVISOR_CP.get(adv)
    if cp:
        return L("gain.cp", n=cp)
    if "bp" in gain:
        return L("gain.bp", n=gain["bp"])
    return ""
