"""Replays in Discord: a finished game, one public message that anyone in the channel steps through.

``/game replay`` posts board 0 of the channel's last finished game (or of ``game:<id>``): the public
picture, the position, the summary and the log lines of that move, with the buttons ⏮ ◀ ▶ ⏭, a select
of chapters (rounds, periods), a select of the boards of the current chapter, and two buttons that
answer privately with the animated summary and the game file. Each click edits THAT message only;
every custom_id carries the game id and the board it shows (:mod:`.custom_ids`), so the buttons work
after a restart and in any process. A finished game never changes, so a replay is never outdated.
The message is a layout message shaped as a turn message (:func:`replay_message`); a replay of embeds
posted before that change is answered with a new layout replay message and deleted (Discord does not
turn a message of embeds into a layout one by an edit).

After a game's final board the client posts its animated summary once (:func:`post_animation`,
started by :func:`.table.post_board` / :func:`.table.send_board`): its caption above the GIF, a layout
message (:func:`summary_post`); the game file stays a plain message with its JSON attached.
"""

from __future__ import annotations

import io
import logging
import re
from typing import Any

import discord
from discord import app_commands

from bot.i18n import t
from bot.records import Leaderboards
from bot.table import ReplayFrame

from . import custom_ids as cid
from . import delivery, embeds, layout, limits, replies
from .components import BUTTON_LABEL, SELECT_LABEL, chosen
from .components import label as _label
from .components import match as _match
from .choices import AUTOCOMPLETE_MAX, fit
from .context import OnOwnMessage, channel_of, guarded, records, service, service_of
from .locale import locale_of, server_locale_of

log = logging.getLogger(__name__)

# The step buttons, left to right: the verb in their custom_id and the symbol they show.
STEPS = (("f", "⏮"), ("p", "◀"), ("n", "▶"), ("l", "⏭"))
SYMBOLS = dict(STEPS)
SELECT_DESCRIPTION = 100  # longest select option description (Discord)
CHAPTERS, MOVES = "c", "m"  # the two jump selects
ANIMATION, GAME_FILE = "a", "e"  # the two file buttons


def target(verb: str, frame: ReplayFrame) -> int:
    """The board a step button shows next."""
    return {"f": 0, "p": max(frame.index - 1, 0), "n": min(frame.index + 1, frame.count - 1), "l": frame.count - 1}[
        verb
    ]


# --- the message ---------------------------------------------------------------------------------


def replay_message(frame: ReplayFrame) -> layout.LayoutPost:
    """The replay message of one board, in the table's public language (``frame.locale``): a layout
    message shaped as the turn message of that board was (:mod:`.layout`), top to bottom: the replay's
    title and where it is ("Move 12 of 76"), what led to this board (its log lines), the board at the
    message's full width, the round and scores, the final ranking on the last board, and the step
    buttons and jump selects inside the container."""
    locale = frame.locale
    name = embeds.game_name(frame.game_type, locale)
    title = [f"**{t('bot.discord.replay_title', locale, game=name, id=frame.game_id)}** · {frame.position}"]
    done = [f"• {line}" for line in frame.log_lines]
    final = []
    if frame.finished is not None:
        final = [f"**{t('bot.discord.final_title', locale, game=name)}**", *frame.finished.lines]
    summary = list(frame.summary)
    # cut first: the oldest log lines, then the summary's last lines; the ranking is kept whole
    done, final, title, summary = layout.fit([done, final, title, summary], limits.MAX_TEXT, keep_last=0)
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=embeds.COLOUR)
    for lines in (title, done):
        if lines:
            container.add_item(discord.ui.TextDisplay("\n".join(lines)))
    files = []
    if frame.png:
        files.append(discord.File(io.BytesIO(frame.png), filename=embeds.BOARD_FILE))
        alt = (frame.summary[0] if frame.summary else frame.position)[: layout.ALT_TEXT]
        container.add_item(
            discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{embeds.BOARD_FILE}", description=alt))
        )
    for lines in (summary, final):
        if lines:
            container.add_item(discord.ui.TextDisplay("\n".join(lines)))
    if frame.finished is not None and frame.breakdown_png:  # where the points came from, under the ranking
        points = discord.File(io.BytesIO(frame.breakdown_png), filename=embeds.BREAKDOWN_FILE)
        files.append(points)
        container.add_item(layout.breakdown_gallery(points, locale))
    for row in replay_rows(frame):
        container.add_item(discord.ui.ActionRow(*row))
    out = layout.view()
    out.add_item(container)
    return layout.LayoutPost(view=out, files=files)


def replay_rows(frame: ReplayFrame) -> list[list[Any]]:
    """The step buttons, the chapter and move selects (when there is anything to jump to), the file
    buttons: one action row each."""
    locale, game_id = frame.locale, frame.game_id
    rows: list[list[Any]] = [
        [
            StepButton(
                cid.replay_step(game_id, target(verb, frame), verb),
                symbol,
                disabled=frame.first if verb in ("f", "p") else frame.last,
            )
            for verb, symbol in STEPS
        ]
    ]
    if len(frame.chapters) > 1:  # one chapter: nothing to jump to
        here = max((j.index for j in frame.chapters if j.index <= frame.index), default=None)
        options = [
            discord.SelectOption(label=_label(j.label, SELECT_LABEL), value=str(j.index), default=j.index == here)
            for j in frame.chapters
        ]
        placeholder = _label(t("bot.discord.replay_chapters", locale), SELECT_LABEL)
        rows.append([JumpSelect(cid.replay_jump(game_id, CHAPTERS), options, placeholder)])
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
        placeholder = _label(t("bot.discord.replay_moves", locale), SELECT_LABEL)
        rows.append([JumpSelect(cid.replay_jump(game_id, MOVES), options, placeholder)])
    rows.append(
        [
            FileButton(cid.replay_file(game_id, ANIMATION), t("bot.discord.replay_animation", locale)),
            FileButton(cid.replay_file(game_id, GAME_FILE), t("bot.discord.replay_file", locale)),
        ]
    )
    return rows


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
        post = replay_message(frame)
        await replies.show(interaction, view=post.view, files=post.files, ephemeral=False)

    await guarded(interaction, body)


async def on_jump(interaction: discord.Interaction, game: str, index: str) -> None:
    """A step button or a jump select: edit the clicked replay message to show board ``index``."""

    async def body(locale: str) -> None:
        game_id, board = cid.as_int(game), cid.as_int(index)
        if game_id is None or board is None:
            await replies.error(interaction, t("bot.err.bad_action", locale))
            return
        # A replay of embeds posted before the upgrade is not turned into a layout message by an edit:
        # the board comes as a new replay message, and the old one goes (its buttons would post again).
        in_place = replies.on_layout(interaction)
        # Rebuilding a long game and drawing its board may take longer than Discord's 3 s.
        if not await replies.defer(interaction, ephemeral=False, update=in_place):
            return
        frame = await service(interaction).replays.frame(
            channel_of(interaction), game_id, board, guild_id=interaction.guild_id, locale=server_locale_of(interaction)
        )
        post = replay_message(frame)
        if in_place:
            await replies.edit_source(interaction, view=post.view, attachments=post.files)
            return
        if await replies.show(interaction, view=post.view, files=post.files, ephemeral=False) and interaction.message:
            await delivery.delete_notice(interaction.client, channel_of(interaction), interaction.message.id)

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
        row = await replays.finished(channel_of(interaction), game_id, guild_id=interaction.guild_id)
        if not await replies.defer(interaction, ephemeral=True):
            return
        public = server_locale_of(interaction)
        made = await replays.animation(channel_of(interaction), row.id, guild_id=interaction.guild_id, locale=public)
        if made is None:
            await replies.error(interaction, t("bot.discord.replay_no_animation", locale))
            return
        post = summary_post(made, row.game_type, row.id, replays.tables.public_locale(row, public))
        await replies.show(interaction, view=post.view, files=post.files)

    await guarded(interaction, body)


def summary_post(made: tuple[str, bytes], game_type: str, game_id: int, locale: str) -> layout.LayoutPost:
    """The animated summary as a layout message: its caption above the animation, which a gallery
    shows at the message's full width (a plain attachment beside a line of content is smaller on a
    phone, and a thread's messages are all layout messages now)."""
    name, data = made
    caption = t("bot.discord.replay_animation_caption", locale, game=embeds.game_name(game_type, locale), id=game_id)
    return layout.picture_message(caption, discord.File(io.BytesIO(data), filename=name))


async def post_animation(client: discord.Client, channel_id: int, game_id: int, game_type: str, locale: str) -> None:
    """Post a finished game's animated summary in its channel, with a one-line caption. Runs in the
    background after the final board; a failure is logged and swallowed (the board is posted)."""
    replays = service_of(client).replays
    try:
        # The id comes from the service's own final update in this channel, not from a user.
        made = await replays.animation(channel_id, game_id, any_server=True, locale=locale)
        if made is None:
            return
        post = summary_post(made, game_type, game_id, locale)
        await delivery.messageable(client, channel_id).send(**post.send_kwargs())
    except Exception:
        log.exception("channel %s: the animated summary of game %s was not posted", channel_id, game_id)
