"""The one translation function for every user-facing string the bot produces.

Engine messages (``Msg``) and the bot's own ``bot.*`` ids both go through :func:`t`; the bot's
texts are the ``.ftl`` catalogs in ``bot/locales``, ``bot/table/locales``, ``bot/records/locales`` and
``bot/discord/locales`` (registered with the engine's catalog in ``bot/__init__.py``).
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.text import DEFAULT_LOCALE, Msg, M, has_message, translate

ECHO_MAX = 100  # characters of user text repeated in a reply (a Discord message holds 2,000)


def echo(text: Any, limit: int = ECHO_MAX) -> str:
    """User text (a typed name, a topic, a select value) as a reply may quote it: one line, at most
    ``limit`` characters. Every message parameter that repeats user input goes through this."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def t(
    msg_or_id: Msg | str, locale: str = DEFAULT_LOCALE, *, seat_names: Sequence[str] | None = None, **params: Any
) -> str:
    """Translate a ``Msg`` or a message id (with ``params``) into ``locale``.

    ``seat_names`` (seat index -> display name) turns the engine's player references into names.
    A plain string that is not a registered id is returned unchanged (names, numbers).
    """
    if isinstance(msg_or_id, Msg):
        if params:
            msg_or_id = Msg(msg_or_id.id, {**msg_or_id.params, **params})
        return translate(msg_or_id, locale, seat_names)
    if params or has_message(msg_or_id, locale) or has_message(msg_or_id):
        return translate(M(msg_or_id, **params), locale, seat_names)
    return msg_or_id
