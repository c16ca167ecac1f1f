"""``/game status|hand|log|undo|takeover|takeback|abandon|resign|replay|export|vote|seat``, the takeover offer.

:class:`GameCog` is a GroupCog: its methods are the ``/game`` sub-commands, acting on the channel's
game. It registers the table's components (:mod:`.table`: the board and the panel), the replay
message's (:mod:`.replay`) and the takeover offer's buttons when it loads (on a paced table whose
player's clock ran out: "AI plays this move" and "AI plays until <name> returns").
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from engine.core.text import locales as text_locales

from . import custom_ids as cid
from . import delivery, embeds, replay, replies, seats, table, table_end, votes
from .choices import AnyBot
from .components import BUTTON_LABEL
from .components import label as _label
from .components import view as _view
from .context import channel_of, guarded, kick_ai, service
from .install import bot_in_server, everywhere, in_bot_dm, needs_server
from .locale import locale_of, server_locale_of
from .translator import text


# --- absent players: the takeover offer --------------------------------------------------------


class TakeOverButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.TAKEOVER):
    """On a takeover offer: any other seated player hands the absent seat to an AI."""

    def __init__(self, game_id: int, seat: int, label: str = "Hand the seat to an AI") -> None:
        self.game, self.seat = game_id, seat
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL),
                custom_id=cid.takeover(game_id, seat),
                style=discord.ButtonStyle.danger,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "TakeOverButton":
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "Hand the seat to an AI")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_take_over(interaction, self.game, self.seat)


class StandInButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.STAND_IN):
    """On a paced table's offer: any other seated player lets an AI play the seat's current move only."""

    def __init__(self, game_id: int, seat: int, label: str = "AI plays this move") -> None:
        self.game, self.seat = game_id, seat
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL),
                custom_id=cid.stand_in(game_id, seat),
                style=discord.ButtonStyle.primary,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "StandInButton":
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "AI plays this move")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_take_over(interaction, self.game, self.seat, once=True)


def takeover_view(game_id: int, seat: int, name: str, locale: str, one_move: bool = False) -> discord.ui.View:
    """The takeover offer's buttons; ``one_move`` (a paced table's bank ran out): this move, or until return."""
    view = _view()
    if one_move:
        view.add_item(StandInButton(game_id, seat, t("bot.discord.stand_in_move", locale)))
        view.add_item(TakeOverButton(game_id, seat, t("bot.discord.stand_in_return", locale, name=name)))
    else:
        view.add_item(TakeOverButton(game_id, seat, t("bot.discord.takeover", locale, name=name)))
    return view


async def on_take_over(
    interaction: discord.Interaction, game_id: int | None = None, seat: int | None = None, once: bool = False
) -> None:
    """The takeover offer's buttons (or ``/game takeover``): hand the absent seat to an AI (``once``: for
    its current move only), say so publicly."""

    async def body(locale: str) -> None:
        absent = service(interaction).absent
        # Refuse before acknowledging: a refusal is private, never a public "thinking…" taken back.
        await absent.take_over(
            channel_of(interaction), interaction.user.id, seat, game_id=game_id, locale=locale, check_only=True
        )
        if not await replies.defer(interaction, ephemeral=False):
            return
        change = await absent.take_over(
            channel_of(interaction),
            interaction.user.id,
            seat,
            game_id=game_id,
            locale=locale,
            server_locale=server_locale_of(interaction),
            once=once,
        )
        await replies.show(interaction, content=change.line, ephemeral=False)
        kick_ai(interaction)

    await guarded(interaction, body)


# --- /game ---------------------------------------------------------------------------------------

SERVER_LANGUAGE = "server"  # the /game language choice that unpins: follow the server's language
GAME_ID_MAX = 2**53 - 1  # the largest integer option Discord accepts (a game id is a database id)


def language_choices() -> list[app_commands.Choice[str]]:
    """The server's language, then every language with a catalog (named in its own language)."""
    return [
        app_commands.Choice(name=text(f"bot.discord.language.{value}"), value=value)
        for value in (SERVER_LANGUAGE, *text_locales())
    ]


@everywhere  # a one-player table plays in the DM with the bot; elsewhere without the bot: one line why not
class GameCog(commands.GroupCog, name="game", group_name="game", group_description=text("bot.cmd.game.description")):
    """The game running in this channel."""

    components = (*table.ITEMS, *replay.ITEMS, TakeOverButton, StandInButton, votes.VoteButton)

    def __init__(self, bot: AnyBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*self.components)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """``/game`` acts on a table: in a server with the bot, or in the DM with the bot (a solo or
        challenge table); anywhere else it says in one line that it needs the bot in the server."""
        if bot_in_server(interaction) or in_bot_dm(interaction):
            return True
        await needs_server(interaction, locale_of(interaction))
        return False

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*self.components)

    @app_commands.command(name="status", description=text("bot.cmd.game.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            # Refuse before acknowledging: in a channel without a table (its tables moved into threads)
            # the answer is private, never a public "thinking…" taken back.
            await service(interaction).tables.shown_row(channel_of(interaction))
            if not await replies.defer(interaction, ephemeral=False):
                return
            update = await service(interaction).play.status(
                channel_of(interaction), locale=server_locale_of(interaction)
            )
            kick_ai(interaction)  # an AI turn interrupted (restart, lost message) goes on
            post = table.turn_message(update)  # nobody newly asked: it pings nobody
            await replies.show(
                interaction, view=post.view, files=post.files, ephemeral=False, allowed_mentions=post.allowed_mentions()
            )

        await guarded(interaction, body)

    @app_commands.command(name="hand", description=text("bot.cmd.game.hand.description"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await table.on_hand(interaction, 0)

    @app_commands.command(name="log", description=text("bot.cmd.game.log.description"))
    @app_commands.describe(limit=text("bot.cmd.game.log.limit"))
    async def log_(self, interaction: discord.Interaction, limit: app_commands.Range[int, 1, 50] = 15) -> None:
        async def body(locale: str) -> None:
            lines = await service(interaction).play.log(
                channel_of(interaction), limit, user_id=interaction.user.id, locale=locale
            )
            await replies.show(interaction, embeds=[embeds.log_embed(lines, locale)])

        await guarded(interaction, body)

    @app_commands.command(name="undo", description=text("bot.cmd.game.undo.description"))
    async def undo(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            if not await replies.defer(interaction, ephemeral=True):
                return
            outcome = await service(interaction).play.undo(channel_of(interaction), interaction.user.id, locale=locale)
            await replies.show(interaction, **table.panel_parts(outcome.panel, locale, outcome.line))

        await guarded(interaction, body)

    @app_commands.command(name="takeover", description=text("bot.cmd.game.takeover.description"))
    async def takeover(self, interaction: discord.Interaction) -> None:
        await on_take_over(interaction)

    @app_commands.command(name="takeback", description=text("bot.cmd.game.takeback.description"))
    async def takeback(self, interaction: discord.Interaction) -> None:
        await table.on_take_back(interaction)

    @app_commands.command(name="language", description=text("bot.cmd.game.language.description"))
    @app_commands.describe(language=text("bot.cmd.game.language.language"))
    @app_commands.choices(language=language_choices())
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """Pin the table's public language (the creator or a channel manager), or follow the server's."""

        async def body(locale: str) -> None:
            pinned = None if language == SERVER_LANGUAGE else language
            await service(interaction).lobby.set_language(
                channel_of(interaction),
                interaction.user.id,
                pinned,
                can_manage_channel=bool(interaction.permissions.manage_channels),
            )
            shown = pinned or server_locale_of(interaction)  # said in the language the table now speaks
            name = t(f"bot.discord.language.{shown}", shown)
            line = t("bot.discord.language_set" if pinned else "bot.discord.language_unset", shown, language=name)
            await replies.show(interaction, content=line, ephemeral=False)

        await guarded(interaction, body)

    @app_commands.command(name="abandon", description=text("bot.cmd.game.abandon.description"))
    @app_commands.describe(confirm=text("bot.cmd.game.abandon.confirm"))
    async def abandon(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        async def body(locale: str) -> None:
            perms = interaction.permissions
            outcome = await service(interaction).play.abandon(
                channel_of(interaction),
                interaction.user.id,
                bool(perms.manage_channels),
                confirm,
                locale=locale,
                server_locale=server_locale_of(interaction),
            )
            await replies.show(interaction, content=outcome.line, ephemeral=not outcome.abandoned)
            if outcome.abandoned and outcome.game_id is not None:
                await delivery.close_live_line(
                    interaction.client, outcome.game_id, outcome.line, server_locale_of(interaction)
                )
                await table_end.table_closed(interaction.client, outcome.game_id)  # its event, its forum tag

        await guarded(interaction, body)

    @app_commands.command(name="resign", description=text("bot.cmd.game.resign.description"))
    @app_commands.describe(confirm=text("bot.cmd.game.resign.confirm"))
    async def resign(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        """Leave the game for good: an AI plays the seat on, it ranks last (asks to confirm first)."""

        async def body(locale: str) -> None:
            outcome = await service(interaction).resign.resign(
                channel_of(interaction),
                interaction.user.id,
                confirm,
                locale=locale,
                server_locale=server_locale_of(interaction),
            )
            await replies.show(interaction, content=outcome.line, ephemeral=outcome.needs_confirmation)
            if outcome.public is not None:
                kick_ai(interaction)  # the AI moves now if the table waited for that seat

        await guarded(interaction, body)

    @app_commands.command(name="replay", description=text("bot.cmd.game.replay.description"))
    @app_commands.describe(game=text("bot.cmd.game.replay.game"))
    async def replay_(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, GAME_ID_MAX] | None = None
    ) -> None:
        await replay.open_replay(interaction, game)

    @replay_.autocomplete("game")
    async def replay_game(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await replay.game_autocomplete(interaction, current)

    @app_commands.command(name="export", description=text("bot.cmd.game.export.description"))
    @app_commands.describe(game=text("bot.cmd.game.export.game"))
    async def export(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, GAME_ID_MAX] | None = None
    ) -> None:
        await replay.send_export(interaction, game)

    @export.autocomplete("game")
    async def export_game(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await replay.game_autocomplete(interaction, current)

    # --- votes and substitutes: /game vote cancel|replace, /game seat offer|withdraw|claim ---------

    vote = app_commands.Group(name="vote", description=text("bot.cmd.game.vote.description"))
    seat = app_commands.Group(name="seat", description=text("bot.cmd.game.seat.description"))

    @vote.command(name="cancel", description=text("bot.cmd.game.vote.cancel.description"))
    async def vote_cancel(self, interaction: discord.Interaction) -> None:
        """Cancel the game by consent: every player holding a seat must agree (abandoned, not rated)."""
        await votes.start_vote(interaction, "cancel")

    @vote.command(name="replace", description=text("bot.cmd.game.vote.replace.description"))
    @app_commands.describe(player=text("bot.cmd.game.vote.replace.player"))
    async def vote_replace(self, interaction: discord.Interaction, player: discord.User) -> None:
        """Replace an out-of-time or absent player, by a majority of the other players."""
        await votes.start_vote(interaction, "replace", player)

    @seat.command(name="offer", description=text("bot.cmd.game.seat.offer.description"))
    async def seat_offer(self, interaction: discord.Interaction) -> None:
        await seats.offer_seat(interaction)

    @seat.command(name="withdraw", description=text("bot.cmd.game.seat.withdraw.description"))
    async def seat_withdraw(self, interaction: discord.Interaction) -> None:
        await seats.offer_seat(interaction, withdraw=True)

    @seat.command(name="claim", description=text("bot.cmd.game.seat.claim.description"))
    async def seat_claim(self, interaction: discord.Interaction) -> None:
        await seats.claim_here(interaction)
