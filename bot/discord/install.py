"""Where the bot can be used: its two installs, and in which contexts each command works.

Discord offers an app two installs. **Added to a server** (guild install: scopes ``bot`` and
``applications.commands``, the permissions of :mod:`.invite`) the bot plays multiplayer tables there: lobbies,
threads, the channel's live line, server events. **Added to a user's apps** (user install: scope
``applications.commands`` alone, no permission) the user's personal commands come along everywhere
they are: in a direct message with the bot, in any server (with the bot or without it) and in group
DMs. A command declares both: the installs it is offered in (``allowed_installs``) and the contexts
it works in (``allowed_contexts``: servers, the DM with the bot, other DMs and group DMs).

* Personal commands (:func:`everywhere`): ``/games``, ``/profile``, ``/notify``, ``/away``, ``/rules``,
  ``/card``, ``/leaderboard``: both installs, every context.
* ``/solo`` and ``/challenge`` concern one player: in a server with the bot they play in a thread, as
  ever; anywhere else (the DM with the bot, a server without the bot, a group DM) in the DM with the
  bot, the table keyed by that DM channel (:mod:`.records`).
* What needs the bot in the server (``/play``: multiplayer tables, their threads, the live line;
  ``/game`` outside the DM with the bot) answers, where it cannot work, with one line saying so and
  the link that adds the bot to a server (:func:`needs_server`).

At start the bot makes sure its application offers both installs (the install link then shows "Add to
My Apps" beside "Add to Server"), unless ``USER_INSTALL=false`` (:func:`offer_installs`).
"""

from __future__ import annotations

import logging
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.i18n import t

from . import replies
from .invite import SCOPES, USER_SCOPES, invite_url, needed_permissions

log = logging.getLogger(__name__)

T = TypeVar("T")

GUILD_INSTALL, USER_INSTALL = 0, 1  # Discord's application integration types (the owners' keys)
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2  # Discord's interaction context types


def everywhere(command: T) -> T:
    """Both installs, every context: a personal command, or one that says in one line where it cannot
    work (``/play``, ``/game``) rather than being hidden there."""
    command = app_commands.allowed_installs(guilds=True, users=True)(command)
    return app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)


def bot_in_server(interaction: discord.Interaction) -> bool:
    """Whether the interaction comes from a server the bot is in (the server install authorized it)."""
    return interaction.guild_id is not None and interaction.is_guild_integration()


def in_bot_dm(interaction: discord.Interaction) -> bool:
    """Whether the interaction comes from the direct messages between the user and the bot."""
    context = getattr(interaction, "context", None)
    if context is not None and (context.dm_channel or context.private_channel or context.guild):
        return bool(context.dm_channel)
    return interaction.guild_id is None and isinstance(interaction.channel, discord.DMChannel)


def application_id(interaction: discord.Interaction) -> int:
    return interaction.application_id or (interaction.client.application_id or 0)


async def needs_server(interaction: discord.Interaction, locale: str) -> None:
    """The one line where a command needs the bot in the server: what needs it and how to add it."""
    link = invite_url(application_id(interaction))
    await replies.show(interaction, content=t("bot.install.needs_server", locale, link=link))


async def offer_installs(client: discord.Client, *, user_install: bool = True) -> bool:
    """Make the application offer the server install (and, with ``user_install``, the user install)
    with the scopes and permissions above, when it does not already; True when it was changed. A
    refusal is logged: the bot runs on with the installs the Developer Portal says."""
    try:
        app = await client.application_info()
        guild = app.guild_integration_config
        user = app.user_integration_config
        guild_ok = _offers(guild, SCOPES, needed_permissions())
        user_ok = (user is not None and _offers(user, USER_SCOPES, discord.Permissions.none())) or not user_install
        if guild_ok and user_ok:
            return False
        changes: dict[str, Any] = {
            "guild_install_scopes": list(SCOPES),
            "guild_install_permissions": needed_permissions(),
        }
        if user_install:
            changes["user_install_scopes"] = list(USER_SCOPES)  # no permissions: a user install has none
        await app.edit(**changes)
        log.info(
            "the application now offers %s", "the server and the user install" if user_install else "the server install"
        )
        return True
    except discord.HTTPException as exc:
        log.warning("could not set the application's installs (%s): the Developer Portal's settings stand", exc)
        return False


def _offers(config: Any, scopes: tuple[str, ...], permissions: discord.Permissions) -> bool:
    params = getattr(config, "oauth2_install_params", None) if config is not None else None
    return (
        params is not None
        and set(params.scopes) == set(scopes)
        and (params.permissions.value & permissions.value) == permissions.value
    )
