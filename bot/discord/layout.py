"""The turn message: one layout message (components v2) per turn, as a phone shows it.

A board post used to be an embed with the board and the phone card as two attachments, plus, when
someone had to answer within the turn, a separate notice without a picture. Now it is one message,
top to bottom: what was just done (who played, the turn's log lines), what is asked of whom (the
mention when someone is newly awaited: the ping lands on the message with the pictures), the phone
card full width and then the full board (each a gallery of its own: Discord lays two pictures of one
gallery side by side, which would halve the card on a phone), the table and where it stands with
the scores (the final ranking at the end), and the table's buttons (Take turn and My hand; the final
board's Rematch). :mod:`.limits` says what Discord accepts;
:func:`turn_message` keeps to it by construction: whole lines are cut (the oldest log lines first)
to fit the text budget, and the message has at most a dozen components.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any, Sequence

import discord

from bot.i18n import t
from bot.table import PublicUpdate

from . import embeds, limits

LOG_LINES = 10  # the latest log lines a turn message shows (the board shows the last move too)
ALT_TEXT = 200  # a picture's alt text: the first line of the summary (screen readers read it)


@dataclass
class LayoutPost:
    """One layout message: its components, the files its gallery names and who it may ping."""

    view: discord.ui.LayoutView
    files: list[discord.File] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)

    def allowed_mentions(self) -> discord.AllowedMentions:
        return discord.AllowedMentions(
            everyone=False,
            roles=False,
            users=[discord.Object(m) for m in self.mentions] if self.mentions else False,
        )

    def send_kwargs(self) -> dict[str, Any]:
        """For ``send`` and ``followup.send``."""
        out: dict[str, Any] = {"view": self.view, "allowed_mentions": self.allowed_mentions()}
        if self.files:
            out["files"] = self.files
        return out

    def edit_kwargs(self) -> dict[str, Any]:
        """For ``edit``: the pictures are replaced (``attachments``), the flag stays."""
        return {"view": self.view, "attachments": self.files, "allowed_mentions": self.allowed_mentions()}


def view() -> discord.ui.LayoutView:
    # timeout=None: nothing is kept in memory per message; the custom_ids carry the state.
    return discord.ui.LayoutView(timeout=None)


def fit(parts: list[list[str]], budget: int, keep_last: int = 0) -> list[list[str]]:
    """Cut whole lines so that every part's text together fits ``budget`` characters: lines are taken
    from the front of ``parts[keep_last]`` (the oldest log lines) first, then from the end of the
    last part, the one before... (each keeps its first line); a line still too long is cut with an
    ellipsis."""
    parts = [list(p) for p in parts]

    def size() -> int:
        return sum(len("\n".join(p)) for p in parts)

    while size() > budget and parts[keep_last]:
        parts[keep_last].pop(0)
    for p in reversed(parts):
        while size() > budget and len(p) > 1:
            p.pop()
    for p in parts:
        over = size() - budget
        if over > 0 and p:
            p[0] = p[0][: max(0, len(p[0]) - over - 1)] + "…"
    return parts


def asked_text(update: PublicUpdate, locale: str, mentions: Sequence[int]) -> str | None:
    """What is asked of whom: ``<@Bob>: Join the visit…?`` (a mention: Bob is newly awaited), else the
    awaited players by name, without a ping; None when nobody is asked (the game's end)."""
    if update.finished is not None:
        return None
    line = embeds.asked_line(update, locale, mentions)
    if line:
        return line
    if not update.awaited_names:
        return None
    names = ", ".join(update.awaited_names)
    if update.question:
        return t("bot.layout.asked_names", locale, names=names, question=update.question)
    return t("bot.layout.to_move", locale, names=names)


def turn_message(
    update: PublicUpdate,
    buttons: Sequence[discord.ui.Item[Any]],
    *,
    mentions: Sequence[int] | None = None,
    header: Sequence[str] = (),
) -> LayoutPost:
    """The layout message of a board or of a turn that asks someone new (see the module docstring).
    ``buttons``: the table's buttons (one row); ``mentions`` (default: the update's) the users it
    pings; ``header``: lines said first (the game started, an AI played, a direct message refused)."""
    locale = update.locale
    mentions = list(update.mention_user_ids if mentions is None else mentions)
    name = embeds.game_name(update.game_type, locale)
    title = t("bot.layout.title", locale, game=name, id=update.game_id)
    done = [*header, *(f"• {line}" for line in update.log_lines[-LOG_LINES:])]
    asked = asked_text(update, locale, mentions)
    table = [f"**{title}** · {update.summary[0]}" if update.summary else f"**{title}**", *update.summary[1:]]
    final = []
    if update.finished is not None:
        final = [f"**{t('bot.discord.final_title', locale, game=name)}**", *update.finished.lines]
    footer = [f"-# {update.clock_note}"] if update.clock_note else []
    # cut first: the oldest log lines, then the footer and the score lines; the ranking last
    done, asked_lines, final, table, footer = fit(
        [done, [asked] if asked else [], final, table, footer], limits.MAX_TEXT, keep_last=0
    )
    colour = embeds.COLOUR if update.finished else embeds.COLOUR_TURN
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=colour)
    for lines in (done, asked_lines):
        if lines:
            container.add_item(discord.ui.TextDisplay("\n".join(lines)))
    files = pictures(update)
    alt = (update.summary[0] if update.summary else name)[:ALT_TEXT]
    for f in files:  # a gallery each: Discord lays two pictures of one gallery side by side, at half width
        container.add_item(
            discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{f.filename}", description=alt))
        )
    for lines in (table + footer, final):
        if lines:
            container.add_item(discord.ui.TextDisplay("\n".join(lines)))
    if update.finished is not None and update.breakdown_png:  # where the points came from, under the ranking
        points = discord.File(io.BytesIO(update.breakdown_png), filename=embeds.BREAKDOWN_FILE)
        files.append(points)
        container.add_item(breakdown_gallery(points, locale))
    if buttons:
        container.add_item(discord.ui.ActionRow(*buttons))
    out = view()
    out.add_item(container)
    return LayoutPost(view=out, files=files, mentions=mentions)


def breakdown_gallery(picture: discord.File, locale: str) -> discord.ui.MediaGallery[discord.ui.LayoutView]:
    """The score breakdown's picture (render.breakdown) as a gallery of its own, named for screen readers."""
    alt = t("bot.layout.breakdown_alt", locale)[:ALT_TEXT]
    return discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{picture.filename}", description=alt))


def pictures(update: PublicUpdate) -> list[discord.File]:
    """The phone card first (a phone shows it whole, at the message's width), then the board."""
    files = []
    if update.phone_png:
        files.append(discord.File(io.BytesIO(update.phone_png), filename=embeds.PHONE_FILE))
    if update.png:
        files.append(discord.File(io.BytesIO(update.png), filename=embeds.BOARD_FILE))
    return files


def picture_message(caption: str, picture: discord.File, colour: discord.Colour = embeds.COLOUR) -> LayoutPost:
    """One picture with its caption above it (the animated summary): a container of a text display
    and a gallery of one, the caption also the picture's alt text. It pings nobody."""
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=colour)
    container.add_item(discord.ui.TextDisplay(caption[: limits.MAX_TEXT]))
    container.add_item(
        discord.ui.MediaGallery(
            discord.MediaGalleryItem(f"attachment://{picture.filename}", description=caption[:ALT_TEXT])
        )
    )
    out = view()
    out.add_item(container)
    return LayoutPost(view=out, files=[picture])
