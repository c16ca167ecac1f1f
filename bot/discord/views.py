"""Components: a decision becomes buttons or a select; the board and the lobby get their controls.

Every component is a :class:`discord.ui.DynamicItem`: its ``custom_id`` (see :mod:`.custom_ids`)
carries all it needs, the classes are registered once with ``add_dynamic_items``, and a click keeps
working after a restart with no per-message registration. The callbacks only decode the id and hand
over to :mod:`.flow`; the views are built from the service's plain models.
"""
from __future__ import annotations

import math
import re
from typing import Any

import discord

from bot.ai_seats import LOBBY_LEVELS
from bot.i18n import t
from bot.models import LobbyInfo, LobbyOption, Panel

from . import custom_ids as cid
from . import flow

PER_ROW = 5          # buttons per action row (Discord)
ROWS = 5             # action rows per message (Discord)
MAX_BUTTONS = 20     # options shown as buttons; above that a select (keeps a row free)
BUTTON_LABEL = 80    # longest button label (Discord)
SELECT_OPTIONS = 25  # options per select (Discord)
SELECT_LABEL = 100   # longest select option label (Discord)


def _view() -> discord.ui.View:
    # timeout=None: nothing is kept in memory per message; the custom_ids carry the state.
    return discord.ui.View(timeout=None)


def _label(text: str, limit: int) -> str:
    text = (text or "").strip() or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _match(pattern: re.Pattern[str], custom_id: str) -> re.Match[str]:
    m = pattern.fullmatch(custom_id)
    assert m is not None, custom_id
    return m


def message_custom_ids(message: discord.Message | None) -> list[str]:
    """The custom_ids of every component on a message."""
    out = []
    for row in message.components if message is not None else []:
        for child in getattr(row, "children", [row]):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                out.append(custom_id)
    return out


class OnOwnMessage:
    """For components that edit the message they sit on: a click on a message of another kind (an id
    forged onto a lobby, a board or a leaderboard) is refused privately and edits nothing.

    Mixed in before ``DynamicItem``; discord.py awaits ``interaction_check`` before the callback.
    """

    FAMILY: tuple[re.Pattern[str], ...] = ()
    PRIVATE = False          # the kind of message is always ephemeral (a player's panel)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        message = interaction.message
        if (message is not None and (message.flags.ephemeral or not self.PRIVATE)
                and cid.same_kind(self.FAMILY, message_custom_ids(message))):
            return True
        await flow.refuse_foreign(interaction)
        return False


# --- the ephemeral panel -----------------------------------------------------------------------

class OnPanel(OnOwnMessage):
    FAMILY = cid.PANEL
    PRIVATE = True


class OnLobby(OnOwnMessage):
    FAMILY = cid.LOBBY


class DecisionButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.DECISION):
    """One option of the current decision: ``<game>:<version>:<action key>``."""

    def __init__(self, custom_id: str, label: str | None = None, row: int | None = None) -> None:
        m = _match(cid.DECISION, custom_id)
        self.game, self.version, self.key = m["game"], m["version"], m["key"]
        super().__init__(discord.ui.Button(label=_label(label or self.key, BUTTON_LABEL), custom_id=custom_id,
                                           style=discord.ButtonStyle.primary), row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "DecisionButton":
        return cls(match.string, getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_decision(interaction, self.game, self.version, self.key)


class PickSelect(OnPanel, discord.ui.DynamicItem[discord.ui.Select], template=cid.PICK):
    """The decision as a select (too many options, or labels too long for buttons); values are keys."""

    def __init__(self, custom_id: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None, row: int | None = None) -> None:
        m = _match(cid.PICK, custom_id)
        self.game, self.version = m["game"], m["version"]
        select = discord.ui.Select(custom_id=custom_id, options=options or [discord.SelectOption(label="-")],
                                   placeholder=placeholder, min_values=1, max_values=1)
        super().__init__(select, row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "PickSelect":
        return cls(match.string, list(getattr(item, "options", []) or []) or None)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or [""]
        await flow.on_decision(interaction, self.game, self.version, str(values[0]))


class PageButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.PAGE):
    """Shows another page of a select that holds more than 25 options."""

    def __init__(self, custom_id: str, label: str = "", disabled: bool = False, row: int | None = None) -> None:
        m = _match(cid.PAGE, custom_id)
        self.game, self.version, self.page = int(m["game"]), int(m["version"]), int(m["page"])
        super().__init__(discord.ui.Button(label=_label(label or str(self.page + 1), BUTTON_LABEL),
                                           custom_id=custom_id, disabled=disabled,
                                           style=discord.ButtonStyle.secondary), row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "PageButton":
        return cls(match.string, getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_page(interaction, self.game, self.version, self.page)


def panel_view(panel: Panel, locale: str, page: int = 0) -> discord.ui.View | None:
    """The decision's options as buttons when they fit (<= 20, short labels), else a paged select."""
    options = panel.options if panel.your_turn else []
    if panel.can_take_back and panel.seat is not None:
        view = _view()
        view.add_item(TakeBackButton(panel.game_id, panel.seat, t("bot.discord.takeback", locale)))
        return view
    if not options:
        return None
    view = _view()
    ids = [cid.decision(panel.game_id, panel.version, o.key) for o in options]
    fits = (len(options) <= MAX_BUTTONS and all(len(o.label) <= BUTTON_LABEL for o in options)
            and all(len(i) <= cid.MAX_LEN for i in ids))
    if fits:
        for n, (o, custom_id) in enumerate(zip(options, ids)):
            view.add_item(DecisionButton(custom_id, o.label, row=n // PER_ROW))
        return view
    pages = math.ceil(len(options) / SELECT_OPTIONS)
    page = min(max(page, 0), pages - 1)
    first = page * SELECT_OPTIONS
    chunk = options[first:first + SELECT_OPTIONS]
    placeholder = (t("bot.discord.page", locale, first=first + 1, last=first + len(chunk), total=len(options))
                   if pages > 1 else t("bot.discord.choose", locale))
    view.add_item(PickSelect(cid.pick(panel.game_id, panel.version),
                             [discord.SelectOption(label=_label(o.label, SELECT_LABEL), value=o.key) for o in chunk],
                             placeholder=_label(placeholder, 150), row=0))
    if pages > 1:
        view.add_item(PageButton(cid.page(panel.game_id, panel.version, max(page - 1, 0)),
                                 t("bot.discord.previous", locale), disabled=page == 0, row=1))
        view.add_item(PageButton(cid.page(panel.game_id, panel.version, min(page + 1, pages - 1)),
                                 t("bot.discord.next", locale), disabled=page == pages - 1, row=1))
    return view


# --- the public board --------------------------------------------------------------------------

class TakeTurnButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.TURN):
    """On every board post: opens a fresh private panel for whoever clicks."""

    def __init__(self, game_id: int, board_turn: int, label: str = "Take turn") -> None:
        self.game, self.board_turn = game_id, board_turn
        super().__init__(discord.ui.Button(label=label, custom_id=cid.turn(game_id, board_turn),
                                           style=discord.ButtonStyle.success))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "TakeTurnButton":
        return cls(int(match["game"]), int(match["turn"]), getattr(item, "label", None) or "Take turn")

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_take_turn(interaction, self.game, self.board_turn)


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.HAND):
    """On every board post: shows the clicker's private seat information."""

    def __init__(self, game_id: int, board_turn: int, label: str = "My hand") -> None:
        self.game, self.board_turn = game_id, board_turn
        super().__init__(discord.ui.Button(label=label, custom_id=cid.hand(game_id, board_turn),
                                           style=discord.ButtonStyle.secondary))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "HandButton":
        return cls(int(match["game"]), int(match["turn"]), getattr(item, "label", None) or "My hand")

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_hand(interaction, self.game)


def board_view(game_id: int, board_turn: int, locale: str, finished: bool = False) -> discord.ui.View | None:
    """The public board's buttons; ``board_turn`` is the Decision.turn the board shows."""
    if finished:
        return None
    view = _view()
    view.add_item(TakeTurnButton(game_id, board_turn, t("bot.discord.take_turn", locale)))
    view.add_item(HandButton(game_id, board_turn, t("bot.discord.my_hand", locale)))
    return view


# --- the lobby ---------------------------------------------------------------------------------

class LobbyButton(OnLobby, discord.ui.DynamicItem[discord.ui.Button], template=cid.LOBBY_BUTTON):
    """Join, Leave, Start; two-way options as toggles (``toggle.<field>``), the seat order if need be."""

    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "start": discord.ButtonStyle.primary, "toggle": discord.ButtonStyle.secondary,
              "order": discord.ButtonStyle.secondary}

    def __init__(self, game_id: int, verb: str, label: str | None = None, field: str | None = None,
                 row: int | None = None) -> None:
        self.game, self.verb, self.field = game_id, verb, field
        custom_id = cid.lobby(game_id, verb, field)
        super().__init__(discord.ui.Button(label=_label(label or verb, BUTTON_LABEL), custom_id=custom_id,
                                           style=self.STYLES[verb]), row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "LobbyButton":
        verb = match["verb"] or match["kind"]
        return cls(int(match["game"]), verb, getattr(item, "label", None), match["field"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_lobby_button(interaction, self.game, self.verb, self.field)


class LobbySelect(OnLobby, discord.ui.DynamicItem[discord.ui.Select], template=cid.LOBBY_SELECT):
    """One select per game option, and the seat order."""

    def __init__(self, game_id: int, verb: str, field: str | None = None,
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None,
                 row: int | None = None) -> None:
        self.game, self.verb, self.field = game_id, verb, field
        select = discord.ui.Select(custom_id=cid.lobby(game_id, verb, field), placeholder=placeholder,
                                   options=options or [discord.SelectOption(label="-")])
        super().__init__(select, row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "LobbySelect":
        return cls(int(match["game"]), match["verb"], match["field"], list(getattr(item, "options", []) or []))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or [""]
        await flow.on_lobby_select(interaction, self.game, self.verb, self.field, str(values[0]))


def lobby_view(info: LobbyInfo, locale: str, windows: dict[str, int] | None = None) -> discord.ui.View:
    """Join / Leave / Start, a toggle per two-way option, a select per other option and the seat order.

    Five rows at most: when they do not fit, the seat order becomes a toggle too, and options that
    still do not fit stay at their value (the embed shows it).
    """
    view = _view()
    toggles = [s for s in info.option_specs if len(s.choices) == 2]
    selects = [s for s in info.option_specs if len(s.choices) != 2]
    # rows: buttons, the seat order select, the AI seat select, one select per other option
    seat_toggle = math.ceil((3 + len(toggles)) / PER_ROW) + 1 + 1 + len(selects) > ROWS
    buttons: list[discord.ui.Item[Any]] = [LobbyButton(info.game_id, verb, t(f"bot.discord.{verb}", locale))
                                          for verb in ("join", "leave", "start")]
    for spec in toggles:
        current = dict(spec.choices).get(spec.current, spec.current)
        buttons.append(LobbyButton(info.game_id, "toggle", f"{spec.label}: {current}", spec.field))
    order = [("random", t("bot.discord.seat_order.random", locale)),
             ("joined", t("bot.discord.seat_order.joined", locale))]
    if seat_toggle:
        other = next(v for v, _ in order if v != info.seat_order)
        buttons.append(LobbyButton(info.game_id, "order", dict(order)[info.seat_order], other))
    button_rows = math.ceil(len(buttons) / PER_ROW)
    for n, item in enumerate(buttons[: PER_ROW * (ROWS - 1)]):
        item.row = n // PER_ROW
        view.add_item(item)
    row = button_rows
    if not seat_toggle:
        view.add_item(LobbySelect(info.game_id, "seats", None,
                                  [discord.SelectOption(label=label, value=value, default=value == info.seat_order)
                                   for value, label in order],
                                  placeholder=t("bot.discord.seat_order", locale), row=row))
        row += 1
    view.add_item(LobbySelect(info.game_id, "ai", None, ai_seat_options(info, locale),
                              placeholder=t("bot.discord.ai_seats", locale), row=row))
    row += 1
    for spec in selects:
        if row >= ROWS:
            break
        view.add_item(LobbySelect(info.game_id, "opt", spec.field,
                                  option_window(spec, (windows or {}).get(spec.field), locale),
                                  placeholder=_label(spec.label, 150), row=row))
        row += 1
    return view


WINDOW = SELECT_OPTIONS - 2   # choices shown at once when an option has more than a select holds
WINDOW_PREFIX = "@win."       # a select value that shows another window of choices (never a game value)


def option_window(spec: LobbyOption, start: int | None, locale: str) -> list[discord.SelectOption]:
    """An option's choices as select options; beyond 25 a window of them, with entries to move it.

    The window shows the current value unless ``start`` says otherwise, so a game may offer any
    number of values (e.g. every building start) without a row of page buttons.
    """
    choices = spec.choices
    if len(choices) > SELECT_OPTIONS:
        if start is None:
            current = next((i for i, (v, _) in enumerate(choices) if str(v) == str(spec.current)), 0)
            start = current - WINDOW // 2
        start = max(0, min(start, len(choices) - WINDOW))
        shown = choices[start:start + WINDOW]
    else:
        start, shown = 0, choices
    out = [discord.SelectOption(label=_label(label, SELECT_LABEL), value=str(value)[:100],
                                default=str(value) == str(spec.current)) for value, label in shown]
    if start > 0:
        out.insert(0, discord.SelectOption(label=t("bot.discord.window_earlier", locale),
                                           value=f"{WINDOW_PREFIX}{max(0, start - WINDOW)}"))
    if start + len(shown) < len(choices):
        out.append(discord.SelectOption(label=t("bot.discord.window_later", locale),
                                        value=f"{WINDOW_PREFIX}{start + WINDOW}"))
    return out


def ai_seat_options(info: LobbyInfo, locale: str) -> list[discord.SelectOption]:
    """The lobby's AI select: add an AI seat of each strength, remove one of the seated AIs."""
    out = [discord.SelectOption(label=_label(t("bot.discord.ai_add", locale,
                                                level=t(f"bot.discord.ai_level.{level}", locale)), SELECT_LABEL),
                                value=f"add.{level}") for level in LOBBY_LEVELS]
    for m in info.members:
        if m.ai_level is not None and m.pos is not None:
            out.append(discord.SelectOption(label=_label(t("bot.discord.ai_remove", locale, name=m.name),
                                                         SELECT_LABEL), value=f"remove.{m.pos}"))
    return out[:SELECT_OPTIONS]


# --- absent players ----------------------------------------------------------------------------

class TakeOverButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.TAKEOVER):
    """On a takeover offer: any other seated player hands the absent seat to an AI."""

    def __init__(self, game_id: int, seat: int, label: str = "Hand the seat to an AI") -> None:
        self.game, self.seat = game_id, seat
        super().__init__(discord.ui.Button(label=_label(label, BUTTON_LABEL), custom_id=cid.takeover(game_id, seat),
                                           style=discord.ButtonStyle.danger))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "TakeOverButton":
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "Hand the seat to an AI")

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_take_over(interaction, self.game, self.seat)


class TakeBackButton(OnPanel, discord.ui.DynamicItem[discord.ui.Button], template=cid.TAKEBACK):
    """On the panel of a player an AI stands in for: play the seat again."""

    def __init__(self, game_id: int, seat: int, label: str = "Take my seat back") -> None:
        self.game, self.seat = game_id, seat
        super().__init__(discord.ui.Button(label=_label(label, BUTTON_LABEL), custom_id=cid.takeback(game_id, seat),
                                           style=discord.ButtonStyle.success))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "TakeBackButton":
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "Take my seat back")

    async def callback(self, interaction: discord.Interaction) -> None:
        await flow.on_take_back(interaction, self.game)


def takeover_view(game_id: int, seat: int, name: str, locale: str) -> discord.ui.View:
    view = _view()
    view.add_item(TakeOverButton(game_id, seat, t("bot.discord.takeover", locale, name=name)))
    return view


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    DecisionButton, PickSelect, PageButton, TakeTurnButton, HandButton, LobbyButton, LobbySelect,
    TakeOverButton, TakeBackButton)
