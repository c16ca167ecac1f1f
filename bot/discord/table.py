"""The game table in Discord: the public board and the private panel, their components and clicks.

A decision becomes buttons or a paged select on a player's private panel; the public board carries
"Take turn" and "My hand". Rules of the flow: acknowledge first when storage or rendering may be
slow; post a NEW board message after every turn (old boards are never edited); edit only the clicked
panel; every ``ServiceError`` becomes a private line in the user's language and changes nothing.
The ``/game`` commands (:mod:`.game`) register these components and reuse these handlers.
"""

from __future__ import annotations

import math
import re
from typing import Any

import discord

from bot.i18n import t
from bot.table import OutdatedBoard, Panel, PublicUpdate

from . import custom_ids as cid
from . import delivery, layout, panels, replies, table_end
from .components import BUTTON_LABEL, MAX_BUTTONS, PER_ROW, SELECT_LABEL, SELECT_OPTIONS, chosen
from .components import label as _label
from .components import match as _match
from .context import OnPanel, channel_of, guarded, kick_ai, service, table_channel, table_locale
from .locale import server_locale_of
from .rematch import RematchButton


# --- the ephemeral panel -----------------------------------------------------------------------


class DecisionButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.DECISION):
    """One option of the current decision: ``<game>:<version>:<action key>``."""

    def __init__(self, custom_id: str, label: str | None = None, row: int | None = None) -> None:
        m = _match(cid.DECISION, custom_id)
        self.game, self.version, self.key = m["game"], m["version"], m["key"]
        super().__init__(
            discord.ui.Button(
                label=_label(label or self.key, BUTTON_LABEL), custom_id=custom_id, style=discord.ButtonStyle.primary
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "DecisionButton":
        return cls(match.string, getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_decision(interaction, self.game, self.version, self.key)


class PickSelect(OnPanel, discord.ui.DynamicItem[discord.ui.Select], template=cid.PICK):
    """The decision as a select (too many options, or labels too long for buttons); values are keys."""

    def __init__(
        self,
        custom_id: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        m = _match(cid.PICK, custom_id)
        self.game, self.version = m["game"], m["version"]
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=custom_id,
            options=options or [discord.SelectOption(label="-")],
            placeholder=placeholder,
            min_values=1,
            max_values=1,
        )
        super().__init__(select, row=row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "PickSelect":
        return cls(match.string, list(getattr(item, "options", []) or []) or None)

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_decision(interaction, self.game, self.version, chosen(interaction))


class PageButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.PAGE):
    """Shows another page of a select that holds more than 25 options."""

    def __init__(self, custom_id: str, label: str = "", disabled: bool = False, row: int | None = None) -> None:
        m = _match(cid.PAGE, custom_id)
        self.game, self.version, self.page = int(m["game"]), int(m["version"]), int(m["page"])
        super().__init__(
            discord.ui.Button(
                label=_label(label or str(self.page + 1), BUTTON_LABEL),
                custom_id=custom_id,
                disabled=disabled,
                style=discord.ButtonStyle.secondary,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "PageButton":
        return cls(match.string, getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_page(interaction, self.game, self.version, self.page)


class HintButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.HINT):
    """Suggest (``<game>:<version>:@hint``): the strongest AI level's choice for this decision, and why;
    ``.yes`` once the player confirmed what the first hint costs (bot.table.hints)."""

    def __init__(self, game_id: int, version: int, confirmed: bool, label: str, row: int | None = None) -> None:
        self.game, self.version, self.confirmed = game_id, version, confirmed
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL),
                custom_id=cid.hint(game_id, version, confirmed),
                style=discord.ButtonStyle.secondary,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "HintButton":
        label = getattr(item, "label", None) or "Suggest"
        return cls(int(match["game"]), int(match["version"]), bool(match["confirm"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_hint(interaction, self.game, self.version, self.confirmed)


def hint_button(panel: Panel, locale: str, confirm: bool = False) -> HintButton:
    """The panel's Suggest button, or after a first Suggest that costs something, its confirmation."""
    label = t("bot.discord.hints.confirm" if confirm else "bot.discord.hints.suggest", locale)
    return HintButton(panel.game_id, panel.version, confirm, label)


class WhyButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.WHY):
    """ "?" (``<game>:<version>:@why``): the decision's rule and what each option changes, on the panel."""

    def __init__(self, game_id: int, version: int, label: str = "?", row: int | None = None) -> None:
        self.game, self.version = game_id, version
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL),
                custom_id=cid.why(game_id, version),
                style=discord.ButtonStyle.secondary,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "WhyButton":
        return cls(int(match["game"]), int(match["version"]), getattr(item, "label", None) or "?")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_why(interaction, self.game, self.version)


def helper_buttons(panel: Panel, locale: str, confirm_hint: bool = False) -> list[Any]:
    """The buttons beside a decision: "?" always, Suggest (or its confirmation) where hints are allowed."""
    out: list[Any] = [WhyButton(panel.game_id, panel.version, t("bot.discord.why.button", locale))]
    if panel.can_hint:
        out.append(hint_button(panel, locale, confirm_hint))
    return out


Rows = list[list[Any]]  # a panel's components, row by row (each an action row of its container)


def panel_rows(panel: Panel, locale: str, page: int = 0, confirm_hint: bool = False) -> Rows:
    """The decision's options as buttons when they fit (<= 20, short labels: four rows of five), else a
    paged select; with "?" and Suggest (or its confirmation, where the table allows hints) on the row
    after them. A seat an AI stands in for has its take-back button instead."""
    options = panel.options if panel.your_turn else []
    if panel.can_take_back and panel.seat is not None:
        return [[TakeBackButton(panel.game_id, panel.seat, t("bot.discord.takeback", locale))]]
    if not options:
        return []
    ids = [cid.decision(panel.game_id, panel.version, o.key) for o in options]
    fits = (
        len(options) <= MAX_BUTTONS
        and all(len(o.label) <= BUTTON_LABEL for o in options)
        and all(len(i) <= cid.MAX_LEN for i in ids)
    )
    if fits:
        buttons = [DecisionButton(custom_id, o.label) for o, custom_id in zip(options, ids)]
        rows: Rows = [buttons[n : n + PER_ROW] for n in range(0, len(buttons), PER_ROW)]
        rows.append(helper_buttons(panel, locale, confirm_hint))  # MAX_BUTTONS keeps a row free
        return rows
    pages = math.ceil(len(options) / SELECT_OPTIONS)
    page = min(max(page, 0), pages - 1)
    first = page * SELECT_OPTIONS
    chunk = options[first : first + SELECT_OPTIONS]
    placeholder = (
        t("bot.discord.page", locale, first=first + 1, last=first + len(chunk), total=len(options))
        if pages > 1
        else t("bot.discord.choose", locale)
    )
    rows = [
        [
            PickSelect(
                cid.pick(panel.game_id, panel.version),
                [discord.SelectOption(label=_label(o.label, SELECT_LABEL), value=o.key) for o in chunk],
                placeholder=_label(placeholder, 150),
            )
        ]
    ]
    below: list[Any] = []
    if pages > 1:
        below.append(
            PageButton(
                cid.page(panel.game_id, panel.version, max(page - 1, 0)),
                t("bot.discord.previous", locale),
                disabled=page == 0,
            )
        )
        below.append(
            PageButton(
                cid.page(panel.game_id, panel.version, min(page + 1, pages - 1)),
                t("bot.discord.next", locale),
                disabled=page == pages - 1,
            )
        )
    below += helper_buttons(panel, locale, confirm_hint)  # beside the page buttons (a row holds five)
    if below:
        rows.append(below)
    return rows


# --- the public board --------------------------------------------------------------------------


class TakeTurnButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.TURN):
    """On every board post: opens a fresh private panel for whoever clicks."""

    def __init__(self, game_id: int, board_turn: int, label: str = "Take turn") -> None:
        self.game, self.board_turn = game_id, board_turn
        super().__init__(
            discord.ui.Button(label=label, custom_id=cid.turn(game_id, board_turn), style=discord.ButtonStyle.success)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "TakeTurnButton":
        return cls(int(match["game"]), int(match["turn"]), getattr(item, "label", None) or "Take turn")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_take_turn(interaction, self.game, self.board_turn)


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.HAND):
    """On every board post: shows the clicker's private seat information."""

    def __init__(self, game_id: int, board_turn: int, label: str = "My hand") -> None:
        self.game, self.board_turn = game_id, board_turn
        super().__init__(
            discord.ui.Button(label=label, custom_id=cid.hand(game_id, board_turn), style=discord.ButtonStyle.secondary)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "HandButton":
        return cls(int(match["game"]), int(match["turn"]), getattr(item, "label", None) or "My hand")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_hand(interaction, self.game)


def board_buttons(game_id: int, board_turn: int | None, locale: str, finished: bool = False) -> list[Any]:
    """The public board's buttons (one row of a turn message); ``board_turn`` is the Decision.turn the
    board shows (a finished game's board carries the Rematch button only)."""
    if finished:  # the final board: its players may ask for a rematch
        return [RematchButton(game_id, t("bot.discord.invites.rematch", locale))]
    if board_turn is None:  # no decision and not finished: nothing to click
        return []
    return [
        TakeTurnButton(game_id, board_turn, t("bot.discord.take_turn", locale)),
        HandButton(game_id, board_turn, t("bot.discord.my_hand", locale)),
    ]


def turn_message(update: PublicUpdate, header: str | None = None) -> layout.LayoutPost:
    """A board's turn message with the table's buttons (``/game status``, a solo game's first board)."""
    return layout.turn_message(update, update_buttons(update), header=[header] if header else [])


# --- absent players: the take-back button on a stood-in player's panel ----------------------


class TakeBackButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.TAKEBACK):
    """On the panel of a player an AI stands in for: play the seat again."""

    def __init__(self, game_id: int, seat: int, label: str = "Take my seat back") -> None:
        self.game, self.seat = game_id, seat
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL),
                custom_id=cid.takeback(game_id, seat),
                style=discord.ButtonStyle.success,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "TakeBackButton":
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "Take my seat back")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_take_back(interaction, self.game)


# === what the clicks do ==========================================================================

# --- panels -------------------------------------------------------------------------------------


def panel_parts(
    panel: Panel, locale: str, notice: str | None = None, page: int = 0, confirm_hint: bool = False
) -> dict[str, Any]:
    """The private panel's message (a layout message: :mod:`.panels`), as ``view`` and ``files``."""
    post = panels.panel_message(panel, locale, notice, panel_rows(panel, locale, page, confirm_hint))
    return {"view": post.view, "files": post.files}


def _in_place(interaction: discord.Interaction) -> bool:
    """Whether the clicked component sits on a private panel that a layout panel may replace: a
    private layout message. A panel of embeds opened before the upgrade gets a new panel instead."""
    message = interaction.message
    return message is not None and message.flags.ephemeral and replies.on_layout(interaction)


async def on_take_turn(interaction: discord.Interaction, game_id: int, board_turn: int | None = None) -> None:
    """The public "Take turn" button: a fresh private panel for whoever clicked.

    A board of an earlier turn (or an earlier game in this channel) still opens the current panel,
    with a line saying the board clicked is outdated.
    """

    async def body(locale: str) -> None:
        if not await replies.defer(interaction, ephemeral=True):
            return
        panel = await service(interaction).play.panel(channel_of(interaction), interaction.user.id, locale=locale)
        outdated = (
            board_turn is not None and not panel.finished and (panel.game_id != game_id or panel.turn != board_turn)
        )
        notice = t("bot.discord.board_outdated", locale) if outdated else None
        await replies.show(interaction, **panel_parts(panel, locale, notice))

    await guarded(interaction, body)


async def on_hand(interaction: discord.Interaction, game_id: int) -> None:
    async def body(locale: str) -> None:
        panel = await service(interaction).play.hand(channel_of(interaction), interaction.user.id, locale=locale)
        post = panels.hand_message(panel, locale)
        await replies.show(interaction, view=post.view, files=post.files)

    await guarded(interaction, body)


async def on_decision(interaction: discord.Interaction, game: str, version: str, key: str) -> None:
    """A decision option (button or select value): apply it, refresh the panel, post the board."""

    async def body(locale: str) -> None:
        game_id, ver = cid.as_int(game), cid.as_int(version)
        if game_id is None or ver is None:
            await replies.error(interaction, t("bot.err.bad_action", locale))
            return
        in_place = _in_place(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        svc = service(interaction)
        channel, guild = await table_channel(interaction, game_id)  # a panel from /games: anywhere
        try:
            outcome = await svc.play.act(
                channel,
                interaction.user.id,
                ver,
                key,
                game_id=game_id,
                locale=locale,
                server_locale=table_locale(interaction, guild),
            )
        except OutdatedBoard:
            panel = await svc.play.panel(channel, interaction.user.id, locale=locale)
            await put_panel(interaction, panel, locale, t("bot.discord.board_outdated", locale), in_place)
            return
        notice_lines = list(outcome.events)
        if outcome.public is not None and outcome.public.board and not outcome.panel.your_turn and not outcome.finished:
            notice_lines.append(t("bot.discord.turn_done", locale))
        await put_panel(interaction, outcome.panel, locale, "\n".join(notice_lines) or None, in_place)
        if outcome.public is not None:
            await post_board(interaction, outcome.public)
        await delivery.delete_notice(interaction.client, channel, outcome.stale_notice)
        kick_ai(interaction, channel, guild_id=guild)

    await guarded(interaction, body)


async def on_page(interaction: discord.Interaction, game_id: int, version: int, page: int) -> None:
    async def body(locale: str) -> None:
        in_place = _in_place(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        # the same page of the same options, also when only other seats chose since (bot.table.stale_clicks)
        channel, _ = await table_channel(interaction, game_id)
        panel, stands = await service(interaction).play.reopen(channel, interaction.user.id, version, locale=locale)
        notice = None if stands else t("bot.discord.board_outdated", locale)
        await put_panel(interaction, panel, locale, notice, in_place, page=page if notice is None else 0)

    await guarded(interaction, body)


async def put_panel(
    interaction: discord.Interaction,
    panel: Panel,
    locale: str,
    notice: str | None,
    in_place: bool,
    page: int = 0,
    confirm_hint: bool = False,
) -> None:
    parts = panel_parts(panel, locale, notice, page, confirm_hint)
    if in_place:  # the panel's picture is replaced (or removed: a spectator's panel has none)
        parts["attachments"] = parts.pop("files")
        await replies.edit_source(interaction, **parts)
    else:
        await replies.show(interaction, **parts)


async def on_hint(interaction: discord.Interaction, game_id: int, version: int, confirmed: bool = False) -> None:
    """Suggest on a panel: the hint on the same private panel (or first the question what it costs);
    an outdated panel gets the current one. Thinking takes up to about a second: acknowledged first."""

    async def body(locale: str) -> None:
        in_place = _in_place(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        svc = service(interaction)
        channel = channel_of(interaction)
        try:
            outcome = await svc.hints.suggest(
                channel, interaction.user.id, version, confirm=confirmed, game_id=game_id, locale=locale
            )
        except OutdatedBoard:
            panel = await svc.play.panel(channel, interaction.user.id, locale=locale)
            await put_panel(interaction, panel, locale, t("bot.discord.board_outdated", locale), in_place)
            return
        await put_panel(
            interaction, outcome.panel, locale, outcome.line, in_place, confirm_hint=outcome.needs_confirmation
        )

    await guarded(interaction, body)


async def on_why(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """ "?" on a panel: the decision's rule and what each option changes, on the same private panel
    (its options still there to click); an outdated panel gets the current one. The measuring plays
    every option on copies (a moment): acknowledged first."""

    async def body(locale: str) -> None:
        in_place = _in_place(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        svc = service(interaction)
        channel, _ = await table_channel(interaction, game_id)
        try:
            outcome = await svc.why.explain(channel, interaction.user.id, version, game_id=game_id, locale=locale)
        except OutdatedBoard:
            panel = await svc.play.panel(channel, interaction.user.id, locale=locale)
            await put_panel(interaction, panel, locale, t("bot.discord.board_outdated", locale), in_place)
            return
        await put_panel(interaction, outcome.panel, locale, "\n".join(outcome.lines), in_place)

    await guarded(interaction, body)


# --- the public board ---------------------------------------------------------------------------


def update_buttons(update: PublicUpdate) -> list[Any]:
    """The buttons of a board or notice: Take turn and My hand, Rematch after the game's end."""
    return board_buttons(update.game_id, update.turn, update.locale, finished=update.finished is not None)


async def send_board(client: discord.Client, channel_id: int, update: PublicUpdate, header: str | None = None) -> None:
    """Post a board or notice in a table's channel without an interaction (AI turns, timeouts)."""
    await delivery.deliver(client, delivery.messageable(client, channel_id), update, update_buttons, header)
    await finished(client, channel_id, update)


async def post_board(interaction: discord.Interaction, update: PublicUpdate, header: str | None = None) -> None:
    """Post a NEW board message (or notice) in the table's channel (boards are never edited: the
    picture of each turn stays). The table's channel is its thread when it runs in one."""
    client = interaction.client
    channel = delivery.messageable(client, update.channel_id)

    async def followup(kwargs: dict[str, Any]) -> None:
        # The permissions changed since the game started: the interaction webhook still works.
        await replies.safely(interaction, "board follow-up", lambda: interaction.followup.send(**kwargs))

    same = update.channel_id == interaction.channel_id
    await delivery.deliver(client, channel, update, update_buttons, header, on_forbidden=followup if same else None)
    await finished(client, update.channel_id, update)


async def finished(client: discord.Client, channel_id: int | None, update: PublicUpdate) -> None:
    """After a game's final board: its animated summary (in the background), and what follows a
    table's end (a scheduled table's event, a forum post's tag: :mod:`.table_end`)."""
    animate_finished(client, channel_id, update)
    if update.board and update.finished is not None:
        await table_end.table_closed(client, update.game_id)


def animate_finished(client: discord.Client, channel_id: int | None, update: PublicUpdate) -> None:
    """After a game's final board, the client posts its animated summary in the background (once: the
    service reports a game's end in one update only)."""
    start = getattr(client, "post_animation", None)
    if start is not None and channel_id is not None and update.board and update.finished is not None:
        start(channel_id, update.game_id, update.game_type, update.locale)
    kick = getattr(client, "kick_tournaments", None)
    if kick is not None and update.finished is not None:  # a tournament's round may be over
        kick()


async def on_take_back(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """The take-back button on a player's panel (or ``/game takeback``): their seat is theirs again."""

    async def body(locale: str) -> None:
        in_place = _in_place(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        channel, guild = (
            await table_channel(interaction, game_id) if game_id is not None else (channel_of(interaction), None)
        )
        change = await service(interaction).absent.take_back(
            channel,
            interaction.user.id,
            game_id=game_id,
            locale=locale,
            server_locale=table_locale(interaction, guild) if guild is not None else server_locale_of(interaction),
        )
        if change.panel is not None:  # a take-back always brings the owner's panel
            await put_panel(interaction, change.panel, locale, change.line, in_place)
        await post_board(interaction, change.public, header=change.line)

    await guarded(interaction, body)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    DecisionButton,
    PickSelect,
    PageButton,
    TakeTurnButton,
    HandButton,
    TakeBackButton,
    HintButton,
    WhyButton,
    RematchButton,
)
