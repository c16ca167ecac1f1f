"""The Discord client: minimal intents, one-time setup, and ``run(settings)``.

Interactions arrive whatever the intents; ``guilds`` only keeps channel objects resolvable. No
privileged intent is used (no message content, members or presences).
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

import discord
from discord import app_commands

from bot.config import Settings
from bot.i18n import t
from bot.service import GameService
from bot.store import Store, open_store

from . import commands, custom_ids, replies, solo_commands, views
from .texts import locale_of
from .translator import CatalogTranslator

log = logging.getLogger(__name__)

ServiceFactory = Callable[[Store, Settings], GameService]


def intents() -> discord.Intents:
    """Only ``guilds``: slash commands and components need nothing else."""
    return discord.Intents(guilds=True)


def default_service(store: Store, settings: Settings) -> GameService:
    return GameService(store, ai_delay_seconds=settings.ai_delay_seconds)


class EuroBot(discord.Client):
    """Hosts the games: the command tree, the persistent components and the GameService."""

    def __init__(self, settings: Settings, *, service_factory: ServiceFactory = default_service) -> None:
        super().__init__(intents=intents(), allowed_mentions=discord.AllowedMentions.none())
        self.settings = settings
        self.tree = app_commands.CommandTree(self)
        self.tree.on_error = self._on_command_error  # type: ignore[method-assign]
        self._service_factory = service_factory
        self.store: Store | None = None
        self.service: GameService | None = None

    async def setup_hook(self) -> None:
        """Open the store, build the service, register components and commands, sync them."""
        path = self.settings.database_path
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.store = await open_store(path)
        self.service = self._service_factory(self.store, self.settings)
        self.add_dynamic_items(*views.DYNAMIC_ITEMS)
        solo_commands.install(self)   # /solo, /challenge, /leaderboard, /profile, /privacy and their buttons
        await self.tree.set_translator(CatalogTranslator())
        commands.register(self.tree, commands.load_games())
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d application commands", len(synced))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer clicks that no component of ours will take (foreign or malformed custom_ids)."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if custom_ids.is_ours(custom_id) and _on_message(interaction.message, custom_id):
            return  # a DynamicItem answers it
        await replies.error(interaction, t("bot.discord.unknown_button", locale_of(interaction)))

    async def _on_command_error(self, interaction: discord.Interaction,
                                error: app_commands.AppCommandError) -> None:
        log.error("command %s failed", interaction.command and interaction.command.qualified_name,
                  exc_info=error)
        await replies.error(interaction, t("bot.discord.failed", locale_of(interaction)))

    async def close(self) -> None:
        await super().close()
        if self.store is not None:
            await self.store.close()
            self.store = None


def _on_message(message: discord.Message | None, custom_id: str) -> bool:
    """Whether ``custom_id`` is a component of ``message`` (discord.py drops the click otherwise)."""
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", [row]):
            if getattr(child, "custom_id", None) == custom_id:
                return True
    return False


def run(settings: Settings) -> None:
    """Start the bot and block until it stops."""
    if not settings.discord_token:
        raise SystemExit("DISCORD_TOKEN is not set")
    # ``python -m bot`` configures logging itself; discord.py must not add a second handler.
    EuroBot(settings).run(settings.discord_token, log_handler=None)
