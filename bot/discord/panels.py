"""The private panel and the private hand as layout messages (components v2), as a phone shows them.

A panel used to be an embed (the question as its title, the status and the seat's lines below, the
own-area picture as the embed's image) with up to five rows of buttons under the embed. It is now one
container, read top to bottom: what happened since the player's last move (``Panel.since``: at the
first open after others moved, as a quote), what the last click did (the notice), the picture of the seat's own
area at the container's full width (an embed's image is narrower on a phone), the seat's own lines
(hand, stock), then the question with the status right above its choices, the choices inside the
container. A private answer appears at the bottom of the chat, scrolled to its end: the question and
its buttons are what a phone shows first, together. The hand (My hand, ``/game hand``) is the same
container without a question or buttons.

Every custom_id and click stays as it was (:mod:`.table`); only the message around them changed. A
panel is edited in place only when it is a layout message already (:func:`.replies.on_layout`): an
older panel of embeds (opened before the upgrade) is answered with a new layout panel instead, as
Discord takes the components v2 flag off no message and an edit is not the place to add it.
"""

from __future__ import annotations

import io
from typing import Any, Sequence

import discord

from bot.i18n import t
from bot.table import Panel

from . import embeds, layout, limits


def area_files(panel: Panel) -> list[discord.File]:
    """The seat's own area (drawn from its own view only), when there is one."""
    return [discord.File(io.BytesIO(panel.png), filename=embeds.AREA_FILE)] if panel.png else []


def panel_message(
    panel: Panel, locale: str, notice: str | None, rows: Sequence[Sequence[discord.ui.Item[Any]]]
) -> layout.LayoutPost:
    """The private panel: the notice, the own area, the seat's lines, the question and the status, and
    ``rows`` (the decision's buttons or its paged select, Suggest, take-back) inside the container."""
    name = embeds.game_name(panel.game_type, locale)
    heading = panel.prompt if panel.your_turn and panel.prompt else name
    asked = [*panel.guide, f"### {heading}", panel.status]  # a guided step's rule sits right above its question
    colour = embeds.COLOUR_TURN if panel.your_turn else embeds.COLOUR
    notice_lines = notice.split("\n") if notice else []
    since = [f"> {line}" for line in panel.since]
    return _container(panel, name, notice_lines, list(panel.private_lines), asked, rows, colour, since)


def hand_message(panel: Panel, locale: str) -> layout.LayoutPost:
    """My hand: the seat's own area and lines, privately, with where the table stands."""
    name = embeds.game_name(panel.game_type, locale)
    title = [f"### {t('bot.discord.hand_title', locale, game=name)}", panel.status]
    return _container(panel, name, title, list(panel.private_lines), [], [], embeds.COLOUR)


def _container(
    panel: Panel,
    name: str,
    top: list[str],
    own: list[str],
    bottom: list[str],
    rows: Sequence[Sequence[discord.ui.Item[Any]]],
    colour: discord.Colour,
    since: Sequence[str] = (),
) -> layout.LayoutPost:
    # cut first: the seat's last lines, then the notice's, then the "since" lines; the question and the
    # status last
    _, bottom, since, top, own = layout.fit([[], bottom, list(since), top, own], limits.MAX_TEXT)
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=colour)
    if since or top:
        container.add_item(discord.ui.TextDisplay("\n".join([*since, *top])))
    files = area_files(panel)
    for f in files:
        alt = (panel.private_lines[0] if panel.private_lines else name)[: layout.ALT_TEXT]
        container.add_item(
            discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{f.filename}", description=alt))
        )
    if own:
        container.add_item(discord.ui.TextDisplay("\n".join(own)))
    if bottom:
        container.add_item(discord.ui.TextDisplay("\n".join(bottom)))
    for row in rows:
        if row:
            container.add_item(discord.ui.ActionRow(*row))
    out = layout.view()
    out.add_item(container)
    return layout.LayoutPost(view=out, files=files)
