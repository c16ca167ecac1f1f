"""Embeds and files: how the service's plain results look in a Discord channel.

Every function takes already-translated lines from the service (or translates ids through
:func:`bot.i18n.t`) and returns discord.py objects; none of them talks to Discord.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any, Sequence

import discord

from bot.i18n import t
from bot.table import FinalResult, LobbyInfo, PublicUpdate
from engine import registry

BOARD_FILE = "board.png"
BREAKDOWN_FILE = "points.png"  # where the points came from (render.breakdown), on a finished game's board
PHONE_FILE = "phone.png"  # the phone card (render.phone), posted before the board
AREA_FILE = "area.png"  # a seat's own area on its private panel
COLOUR = discord.Colour(0x7A4E2D)  # walnut: the table
COLOUR_TURN = discord.Colour(0x2E7D32)  # green: your move
COLOUR_ERROR = discord.Colour(0xB71C1C)
DESCRIPTION_MAX = 4096


@dataclass
class Post:
    """The keyword arguments of one message (``send``, ``followup.send``, ``edit_*``)."""

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    files: list[discord.File] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)  # the only users this message may ping

    def send_kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "embeds": self.embeds,
            "allowed_mentions": discord.AllowedMentions(
                everyone=False,
                roles=False,
                users=[discord.Object(m) for m in self.mentions] if self.mentions else False,
            ),
        }
        if self.content:
            out["content"] = self.content
        if self.files:
            out["files"] = self.files
        return out


def game_name(game_type: str, locale: str) -> str:
    """The game's display name from the engine registry (its id when unknown)."""
    try:
        return t(registry.get_game(game_type).name, locale)
    except (KeyError, ImportError, AttributeError):
        return game_type


def lines_text(lines: Sequence[str], limit: int = DESCRIPTION_MAX) -> str:
    """Join lines, cutting whole lines (then characters) to fit Discord's length limits."""
    out: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > limit:
            if not out:
                out.append(line[: limit - 1] + "…")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)


def lobby_embed(info: LobbyInfo, locale: str) -> discord.Embed:
    """The open table: players, seat order and options (the service's lines), player count."""
    embed = discord.Embed(title=info.game_name, description=lines_text(info.lines), colour=COLOUR)
    footer = t("bot.discord.lobby_footer", locale, min=info.min_players, max=info.max_players)
    embed.set_footer(text="\n".join(x for x in (footer, info.clock_note) if x))
    return embed


def lobby_closed_embed(info: LobbyInfo, locale: str) -> discord.Embed:
    return discord.Embed(title=info.game_name, description=t("bot.discord.lobby_started", locale), colour=COLOUR)


def asked_line(update: PublicUpdate, locale: str, mentions: Sequence[int]) -> str | None:
    """ "<@Bob>: Join the visit with your Royal Favor?": who is asked, and what (the game's prompt)."""
    mention = ", ".join(f"<@{u}>" for u in mentions)
    if not mention:
        return None
    if update.question:
        return t("bot.discord.asked", locale, mention=mention, question=update.question)
    return t("bot.discord.your_turn", locale, mention=mention)


def board_post(update: PublicUpdate, locale: str, mentions: Sequence[int] | None = None) -> Post:
    """The public board: PNG attachment, embed with round/turn/scores, who is asked what.

    An update without a board (seats that became able to act within a turn) is a short notice: what
    was just done and what the seats are asked, mentioning them all at once. ``mentions`` (default:
    the update's) are the users this message pings."""
    mentions = list(update.mention_user_ids if mentions is None else mentions)
    if not update.board:
        asked = asked_line(update, locale, mentions)
        context = [f"• {line}" for line in update.log_lines[-3:]]
        content = "\n".join([*context, asked]) if asked else None
        return Post(content=content, mentions=mentions)
    name = game_name(update.game_type, locale)
    lines = list(update.summary)
    if update.log_lines:
        lines += [""] + [f"• {line}" for line in update.log_lines[-10:]]
    embed = discord.Embed(title=name, description=lines_text(lines), colour=COLOUR)
    if update.clock_note:
        embed.set_footer(text=update.clock_note)
    files = []
    if update.phone_png:
        # Discord shows a message's plain attachments above its embeds: the phone card, attached first
        # and not named by the embed, is the picture a phone shows first; the board follows in the embed.
        files.append(discord.File(io.BytesIO(update.phone_png), filename=PHONE_FILE))
    if update.png:
        files.append(discord.File(io.BytesIO(update.png), filename=BOARD_FILE))
        embed.set_image(url=f"attachment://{BOARD_FILE}")
    content = None if update.finished else asked_line(update, locale, mentions)
    embeds = [embed]
    if update.finished:
        embeds.append(final_embed(update.finished, name, locale))
    return Post(content=content, embeds=embeds, files=files, mentions=mentions)


def live_line(update: PublicUpdate, locale: str) -> discord.Embed:
    """The table's one line in the channel it was opened in (its lobby message, edited as the game
    goes): the game, the players, where it stands, who is to move, a link to the table; the result."""
    lines = [", ".join(update.seat_names)] if update.seat_names else []
    lines += list(update.summary[:1])
    if update.finished is not None:
        lines += [t("bot.discord.live_finished", locale, winners=", ".join(update.finished.winners))]
    elif update.awaited_names:
        lines.append(t("bot.discord.live_to_move", locale, names=", ".join(update.awaited_names)))
    if update.open_seats and update.finished is None:  # a substitute may take it (bot.discord.seats)
        names = [update.seat_names[s] for s in update.open_seats if s < len(update.seat_names)]
        lines.append(t("bot.discord.seats.open_line", locale, names=", ".join(names)))
    lines.append(t("bot.discord.live_where", locale, table=f"<#{update.channel_id}>"))
    embed = discord.Embed(
        title=t("bot.discord.live_title", locale, game=game_name(update.game_type, locale), id=update.game_id),
        description=lines_text(lines),
        colour=COLOUR_TURN if update.finished is None else COLOUR,
    )
    if update.clock_note:
        embed.set_footer(text=update.clock_note)
    return embed


def final_embed(result: FinalResult, name: str, locale: str) -> discord.Embed:
    return discord.Embed(
        title=t("bot.discord.final_title", locale, game=name), description=lines_text(result.lines), colour=COLOUR_TURN
    )


def log_embed(lines: Sequence[str], locale: str) -> discord.Embed:
    """The latest log lines, oldest first; when too long, the oldest are dropped."""
    kept: list[str] = []
    size = 0
    for line in reversed([f"• {line}" for line in lines]):
        if size + len(line) + 1 > DESCRIPTION_MAX:
            break
        kept.append(line)
        size += len(line) + 1
    body = "\n".join(reversed(kept)) or t("bot.discord.log_empty", locale)
    return discord.Embed(title=t("bot.discord.log_title", locale), description=body, colour=COLOUR)


def text_embed(title: str, text: str) -> discord.Embed:
    return discord.Embed(title=title[:256], description=lines_text([text]), colour=COLOUR)


def error_text(text: str) -> str:
    return f"⚠️ {text}"
