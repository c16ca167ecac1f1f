"""Discord's component limits and the small helpers every view of the bot uses.

Every component the bot sends is a :class:`discord.ui.DynamicItem`: its ``custom_id`` (see
:mod:`.custom_ids`) carries all it needs, each cog registers its classes with
``add_dynamic_items`` when it loads, and a click keeps working after a restart with no
per-message registration.
"""

from __future__ import annotations

import re
from typing import Any, Iterator, Mapping

import discord

PER_ROW = 5  # buttons per action row (Discord)
ROWS = 5  # action rows per message (Discord)
MAX_BUTTONS = 20  # options shown as buttons; above that a select (keeps a row free)
BUTTON_LABEL = 80  # longest button label (Discord)
SELECT_OPTIONS = 25  # options per select (Discord)
SELECT_LABEL = 100  # longest select option label (Discord)


def view() -> discord.ui.View:
    # timeout=None: nothing is kept in memory per message; the custom_ids carry the state.
    return discord.ui.View(timeout=None)


def label(text: str, limit: int) -> str:
    text = (text or "").strip() or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def chosen(interaction: discord.Interaction) -> str:
    """The first value a select sent, "" if none: user input (read numbers with as_int)."""
    data: Mapping[str, Any] = interaction.data or {}  # a select's payload: ComponentInteractionData
    values = data.get("values") or [""]
    return str(values[0])


def custom_id_of(interaction: discord.Interaction) -> str:
    """The clicked component's custom_id, "" if the payload has none."""
    data: Mapping[str, Any] = interaction.data or {}
    return str(data.get("custom_id", ""))


def custom_ids_of(message: discord.Message | None) -> list[str]:
    """The custom_ids of every component on a message: in its action rows, or nested in a layout
    message's containers and sections."""

    def walk(components: Any) -> Iterator[Any]:
        for c in components or []:
            yield c
            yield from walk(getattr(c, "children", None))
            accessory = getattr(c, "accessory", None)
            if accessory is not None:
                yield accessory

    return [i for c in walk(message.components if message is not None else []) if (i := getattr(c, "custom_id", None))]


def match(pattern: re.Pattern[str], custom_id: str) -> re.Match[str]:
    m = pattern.fullmatch(custom_id)
    assert m is not None, custom_id
    return m
