"""Replays in Discord: a finished game, one public message that anyone in the channel steps through.

``/game replay`` posts board 0 of the channel's last finished game (or of ``game:<id>``): the public
picture, the position, the summary and the log lines of that move, with the buttons ⏮ ◀ ▶ ⏭, a select
of chapters (rounds, periods), a select of the boards of the current chapter, and two buttons that
answer privately with the animated summary and the game file. Each click edits THAT message only;
every custom_id carries the game id and the board it shows (:mod:`.custom_ids`), so the buttons work
after a restart and in any process. A finished game never changes, so a replay is never outdated.

After a game's final board the client posts its animated summary once (:func:`post_animation`,
started by :func:`.table.post_board` / :func:`.table.send_board`).
"""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.i18n import t
from bot.records import Leaderboards
from bot.table import ReplayFrame

from . import custom_ids as cid
from . import delivery, embeds, replies
from .components import BUTTON_LABEL, SELECT_LABEL, chosen
from .components import label as _label
from .components import match as _match
from .components import view as _view
from .choices import AUTOCOMPLETE_MAX, fit
from .context import OnOwnMessage, channel_of, guarded, records, service, service_of
from .locale import locale_of, server_locale_of

log = logging.getLogger(__name__)

# The step buttons, left to right: the verb in their custom_id and the symbol they show.
STEPS = (("f", "⏮"), ("p", "◀"), ("n", "▶"), ("l", "⏭"))
SYMBOLS = dict(STEPS)
SELECT_DESCRIPTION = 100  # longest select option description (Discord)
EMBEDS_TOTAL = 6000  # characters of all embeds of one message together (Discord)
TITLE_MAX = 256  # an embed title (Discord)
CHAPTERS, MOVES = "c", "m"  # the two jump selects
ANIMATION, GAME_FILE = "a", "e"  # the two file buttons
ROW_STEPS, ROW_CHAPTERS, ROW_MOVES, ROW_FILES = range(4)


def target(verb: str, frame: ReplayFrame) -> int:
    """The board a step button shows next."""
    return {"f": 0, "p": max(frame.index - 1, 0), "n": min(frame.index + 1, frame.count - 1), "l": frame.count - 1}[
        verb
    ]


# --- the message ---------------------------------------------------------------------------------


@dataclass
class ReplayMessage:
    embeds: list[discord.Embed]
    files: list[discord.File]
    view: discord.ui.View


def replay_message(frame: ReplayFrame) -> ReplayMessage:
    """The replay message of one board, in the table's public language (``frame.locale``)."""
    locale = frame.locale
    name = embeds.game_name(frame.game_type, locale)
    final = embeds.final_embed(frame.finished, name, locale) if frame.finished is not None else None
    title = t("bot.discord.replay_title", locale, game=name, id=frame.game_id)[:TITLE_MAX]
    lines = [frame.position, *frame.summary]
    if frame.log_lines:
        lines += [""] + [f"• {line}" for line in frame.log_lines]
    # Both embeds share Discord's per-message budget: the ranking is kept whole, the log is cut.
    room = EMBEDS_TOTAL - len(title) - (len(final) if final is not None else 0)
    board = discord.Embed(
        title=title, description=embeds.lines_text(lines, min(embeds.DESCRIPTION_MAX, room)), colour=embeds.COLOUR
    )
    files = []
    if frame.png:
        files.append(discord.File(io.BytesIO(frame.png), filename=embeds.BOARD_FILE))
        board.set_image(url=f"attachment://{embeds.BOARD_FILE}")
    return ReplayMessage(embeds=[board] + ([final] if final is not None else []), files=files, view=replay_view(frame))


def replay_view(frame: ReplayFrame) -> discord.ui.View:
    locale, game_id = frame.locale, frame.game_id
    view = _view()
    for verb, symbol in STEPS:
        at_end = frame.first if verb in ("f", "p") else frame.last
        view.add_item(
            StepButton(cid.replay_step(game_id, target(verb, frame), verb), symbol, disabled=at_end, row=ROW_STEPS)
        )
    if len(frame.chapters) > 1:  # one chapter: nothing to jump to
        here = max((j.index for j in frame.chapters if j.index <= frame.index), default=None)
        options = [
            discord.SelectOption(label=_label(j.label, SELECT_LABEL), value=str(j.index), default=j.index == here)
            for j in frame.chapters
        ]
        view.add_item(
            JumpSelect(
                cid.replay_jump(game_id, CHAPTERS),
                options,
                _label(t("bot.discord.replay_chapters", locale), SELECT_LABEL),
                row=ROW_CHAPTERS,
            )
        )
    if frame.moves:
        options = [
            discord.SelectOption(
                label=_label(j.label, SELECT_LABEL),
                value=str(j.index),
                description=_label(j.description, SELECT_DESCRIPTION) if j.description else None,
                default=j.index == frame.index,
            )
            for j in frame.moves
        ]
        view.add_item(
            JumpSelect(
                cid.replay_jump(game_id, MOVES),
                options,
                _label(t("bot.discord.replay_moves", locale), SELECT_LABEL),
                row=ROW_MOVES,
            )
        )
    view.add_item(
        FileButton(cid.replay_file(game_id, ANIMATION), t("bot.discord.replay_animation", locale), row=ROW_FILES)
    )
    view.add_item(FileButton(cid.replay_file(game_id, GAME_FILE), t("bot.discord.replay_file", locale), row=ROW_FILES))
    return view


# --- the components ------------------------------------------------------------------------------


class OnReplay(OnOwnMessage):
    """Replay components act only on a replay message (an id forged onto a board edits nothing)."""

    FAMILY = cid.REPLAY


class StepButton(OnReplay, discord.ui.DynamicItem[discord.ui.Button], template=cid.REPLAY_STEP):
    """⏮ ◀ ▶ ⏭: show the board in the custom_id."""

    def __init__(self, custom_id: str, label: str = "", disabled: bool = False, row: int | None = None) -> None:
        m = _match(cid.REPLAY_STEP, custom_id)
        self.game, self.index = m["game"], m["index"]
        super().__init__(
            discord.ui.Button(
                label=label or SYMBOLS[m["verb"]],
                custom_id=custom_id,
                disabled=disabled,
                style=discord.ButtonStyle.secondary,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "StepButton":
        return cls(match.string, getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_jump(interaction, self.game, self.index)


class JumpSelect(OnReplay, discord.ui.DynamicItem[discord.ui.Select], template=cid.REPLAY_JUMP):
    """A chapter or a move of the game: the chosen value is the board to show."""

    def __init__(
        self,
        custom_id: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        m = _match(cid.REPLAY_JUMP, custom_id)
        self.game = m["game"]
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                placeholder=placeholder,
                min_values=1,
                max_values=1,
                options=options or [discord.SelectOption(label="-")],
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "JumpSelect":
        return cls(match.string, list(getattr(item, "options", []) or []) or None)

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_jump(interaction, self.game, chosen(interaction))  # user input: read with as_int


class FileButton(OnReplay, discord.ui.DynamicItem[discord.ui.Button], template=cid.REPLAY_FILE):
    """The animated summary or the game file, privately to whoever clicks."""

    def __init__(self, custom_id: str, label: str = "", row: int | None = None) -> None:
        m = _match(cid.REPLAY_FILE, custom_id)
        self.game, self.kind = m["game"], m["kind"]
        super().__init__(
            discord.ui.Button(
                label=_label(label or self.kind, BUTTON_LABEL), custom_id=custom_id, style=discord.ButtonStyle.primary
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "FileButton":
        return cls(match.string, getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        game_id = cid.as_int(self.game)
        if game_id is None:  # (None would mean "the channel's last game" below)
            await replies.error(interaction, t("bot.err.bad_action", locale_of(interaction)))
        elif self.kind == ANIMATION:
            await send_animation(interaction, game_id)
        else:
            await send_export(interaction, game_id)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (StepButton, JumpSelect, FileButton)


# === what the clicks and commands do =============================================================


async def game_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The game number of ``/game replay`` and ``/game export``: the user's latest finished games on this
    server ("#12 · Lisboa · rank 1/3 · 2026-11-23"): those whose number starts with the digits typed,
    or whose line contains the words typed."""
    if interaction.guild_id is None:
        return []
    needle = str(current or "").strip().lstrip("#").casefold()
    games = await Leaderboards(records(interaction)).recent_games(
        interaction.user.id, interaction.guild_id, locale_of(interaction), AUTOCOMPLETE_MAX
    )

    def wanted(game_id: int, line: str) -> bool:
        return str(game_id).startswith(needle) if needle.isascii() and needle.isdigit() else needle in line.casefold()

    return [app_commands.Choice(name=fit(line), value=game_id) for game_id, line in games if wanted(game_id, line)]


async def open_replay(interaction: discord.Interaction, game_id: int | None) -> None:
    """``/game replay [game]``: a public replay message at the game's first board."""

    async def body(locale: str) -> None:
        replays = service(interaction).replays
        # Refuse before acknowledging: a refusal is private, never a public "thinking…" taken back.
        row = await replays.finished(channel_of(interaction), game_id, guild_id=interaction.guild_id)
        if not await replies.defer(interaction, ephemeral=False):
            return
        frame = await replays.frame(
            channel_of(interaction), row.id, 0, guild_id=interaction.guild_id, locale=server_locale_of(interaction)
        )
        msg = replay_message(frame)
        await replies.show(interaction, embeds=msg.embeds, files=msg.files, view=msg.view, ephemeral=False)

    await guarded(interaction, body)


async def on_jump(interaction: discord.Interaction, game: str, index: str) -> None:
    """A step button or a jump select: edit the clicked replay message to show board ``index``."""

    async def body(locale: str) -> None:
        game_id, board = cid.as_int(game), cid.as_int(index)
        if game_id is None or board is None:
            await replies.error(interaction, t("bot.err.bad_action", locale))
            return
        # Rebuilding a long game and drawing its board may take longer than Discord's 3 s.
        if not await replies.defer(interaction, update=True):
            return
        frame = await service(interaction).replays.frame(
            channel_of(interaction), game_id, board, guild_id=interaction.guild_id, locale=server_locale_of(interaction)
        )
        msg = replay_message(frame)
        await replies.edit_source(interaction, embeds=msg.embeds, view=msg.view, attachments=msg.files)

    await guarded(interaction, body)


async def send_export(interaction: discord.Interaction, game_id: int | None) -> None:
    """The game file (JSON), privately: the replay message's button or ``/game export [game]``."""

    async def body(locale: str) -> None:
        replays = service(interaction).replays
        await replays.finished(channel_of(interaction), game_id, guild_id=interaction.guild_id)
        if not await replies.defer(interaction, ephemeral=True):
            return
        name, data = await replays.export(
            channel_of(interaction), game_id, guild_id=interaction.guild_id, locale=server_locale_of(interaction)
        )
        await replies.show(
            interaction,
            content=t("bot.discord.replay_file_sent", locale, file=name),
            files=[discord.File(io.BytesIO(data), filename=name)],
        )

    await guarded(interaction, body)


async def send_animation(interaction: discord.Interaction, game_id: int | None) -> None:
    """The animated summary, privately (drawing every board takes seconds: acknowledged first)."""

    async def body(locale: str) -> None:
        replays = service(interaction).replays
        await replays.finished(channel_of(interaction), game_id, guild_id=interaction.guild_id)
        if not await replies.defer(interaction, ephemeral=True):
            return
        made = await replays.animation(
            channel_of(interaction), game_id, guild_id=interaction.guild_id, locale=server_locale_of(interaction)
        )
        if made is None:
            await replies.error(interaction, t("bot.discord.replay_no_animation", locale))
            return
        name, data = made
        await replies.show(interaction, files=[discord.File(io.BytesIO(data), filename=name)])

    await guarded(interaction, body)


async def post_animation(client: discord.Client, channel_id: int, game_id: int, game_type: str, locale: str) -> None:
    """Post a finished game's animated summary in its channel, with a one-line caption. Runs in the
    background after the final board; a failure is logged and swallowed (the board is posted)."""
    replays = service_of(client).replays
    try:
        # The id comes from the service's own final update in this channel, not from a user.
        made = await replays.animation(channel_id, game_id, any_server=True, locale=locale)
        if made is None:
            return
        name, data = made
        channel = delivery.messageable(client, channel_id)
        caption = t(
            "bot.discord.replay_animation_caption", locale, game=embeds.game_name(game_type, locale), id=game_id
        )
        await channel.send(content=caption, file=discord.File(io.BytesIO(data), filename=name))
    except Exception:
        log.exception("channel %s: the animated summary of game %s was not posted", channel_id, game_id)
