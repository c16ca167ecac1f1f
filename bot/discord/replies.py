"""Answering an interaction exactly once, and surviving Discord's races while doing it.

An interaction must be acknowledged within 3 s, once. Tokens die ("Unknown interaction", 10062),
another process may have answered first ("already acknowledged", 40060), a deferred "thinking"
answer must be filled in by editing the original response. These helpers hide that: each returns
False (and logs) when the interaction can no longer be answered, instead of raising.
"""

from __future__ import annotations

import logging
from typing import Any, Awaitable, Callable, Sequence

import discord
from discord.ui.view import BaseView

from .embeds import error_text

log = logging.getLogger(__name__)

UNKNOWN_INTERACTION = 10062
UNKNOWN_MESSAGE = 10008
ALREADY_ACKNOWLEDGED = 40060
_FILLED = "euro.original_filled"  # interaction.extras flag: the thinking message got its content
_EPHEMERAL = "euro.defer_ephemeral"  # interaction.extras flag: the thinking message is private


def is_race(exc: BaseException) -> bool:
    """A response error that means "someone/something else already dealt with this interaction"."""
    if isinstance(exc, discord.InteractionResponded):
        return True
    return isinstance(exc, discord.HTTPException) and exc.code in (
        UNKNOWN_INTERACTION,
        UNKNOWN_MESSAGE,
        ALREADY_ACKNOWLEDGED,
    )


async def safely(interaction: discord.Interaction, what: str, call: Callable[[], Awaitable[Any]]) -> bool:
    """Run one response call; a race (expired token, answered elsewhere) is logged and gives False."""
    try:
        await call()
    except (discord.HTTPException, discord.InteractionResponded) as exc:
        if not is_race(exc):
            raise
        log.info("interaction %s: %s skipped (%s)", interaction.id, what, exc)
        return False
    return True


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True, update: bool = False) -> bool:
    """Acknowledge now, answer later. ``update``: the answer will edit the clicked message."""
    if interaction.response.is_done():
        return True
    if update:
        return await safely(interaction, "defer", lambda: interaction.response.defer())
    interaction.extras[_EPHEMERAL] = ephemeral
    return await safely(interaction, "defer", lambda: interaction.response.defer(ephemeral=ephemeral, thinking=True))


def is_layout(view: BaseView | None) -> bool:
    """Whether ``view`` is a layout message's (components v2: the whole message, no content or embeds)."""
    return view is not None and view.has_components_v2()


def on_layout(interaction: discord.Interaction) -> bool:
    """Whether the clicked message is a layout message (so a layout edit may replace it in place); a
    message of embeds from before the layout (an older replay, a panel opened before an upgrade) is
    answered with a new message instead."""
    message = interaction.message
    return message is not None and message.flags.components_v2


def _deferred_thinking(interaction: discord.Interaction) -> bool:
    return (
        interaction.response.type is discord.InteractionResponseType.deferred_channel_message
        and not interaction.extras.get(_FILLED)
    )


async def show(
    interaction: discord.Interaction,
    *,
    content: str | None = None,
    embeds: Sequence[discord.Embed] = (),
    view: BaseView | None = None,
    files: Sequence[discord.File] = (),
    ephemeral: bool = True,
    allowed_mentions: discord.AllowedMentions | None = None,
) -> bool:
    """Answer with a message: the first response, the deferred one, or a follow-up. A layout ``view``
    (:class:`discord.ui.LayoutView`) is the whole message: no content or embeds beside it (the keys
    are left out of the payload, not sent empty)."""
    layout = is_layout(view)
    kwargs: dict[str, Any] = {} if layout else {"embeds": list(embeds)}
    if content is not None and not layout:
        kwargs["content"] = content
    if allowed_mentions is not None:
        kwargs["allowed_mentions"] = allowed_mentions
    if not interaction.response.is_done():
        if view is not None:
            kwargs["view"] = view
        if files:
            kwargs["files"] = list(files)
        return await safely(
            interaction, "send", lambda: interaction.response.send_message(ephemeral=ephemeral, **kwargs)
        )
    if _deferred_thinking(interaction):
        interaction.extras[_FILLED] = True
        kwargs["view"] = view
        if files:
            kwargs["attachments"] = list(files)
        if not layout:
            kwargs.setdefault("content", None)
        return await safely(interaction, "edit original", lambda: interaction.edit_original_response(**kwargs))
    if view is not None:
        kwargs["view"] = view
    if files:
        kwargs["files"] = list(files)
    return await safely(interaction, "follow-up", lambda: interaction.followup.send(ephemeral=ephemeral, **kwargs))


async def edit_source(
    interaction: discord.Interaction,
    *,
    content: str | None = None,
    embeds: Sequence[discord.Embed] = (),
    view: BaseView | None = None,
    attachments: Sequence[discord.File] | None = None,
) -> bool:
    """Replace the message whose component was clicked (the panel, the lobby, a replay).

    ``attachments`` replaces the message's files (``[]`` removes them); None keeps them as they are.
    A layout ``view`` replaces a layout message only (the caller checks :func:`on_layout`): Discord
    never takes the flag off again, and an edit does not turn an older message of embeds into one."""
    layout = is_layout(view)
    kwargs: dict[str, Any] = {"view": view} if layout else {"content": content, "embeds": list(embeds), "view": view}
    if attachments is not None:
        kwargs["attachments"] = list(attachments)
    if not interaction.response.is_done():
        return await safely(interaction, "edit", lambda: interaction.response.edit_message(**kwargs))
    return await safely(interaction, "edit original", lambda: interaction.edit_original_response(**kwargs))


async def error(interaction: discord.Interaction, text: str) -> bool:
    """A private error line. A public "thinking…" placeholder is removed rather than filled with it."""
    if _deferred_thinking(interaction) and not _is_ephemeral_defer(interaction):
        interaction.extras[_FILLED] = True
        await safely(interaction, "delete original", interaction.delete_original_response)
        return await safely(
            interaction, "follow-up", lambda: interaction.followup.send(error_text(text), ephemeral=True)
        )
    return await show(interaction, content=error_text(text), ephemeral=True)


def _is_ephemeral_defer(interaction: discord.Interaction) -> bool:
    return bool(interaction.extras.get(_EPHEMERAL, True))
