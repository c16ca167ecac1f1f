"""Slash-command option values checked against their declared types before a command runs.

Discord's client only sends what a command declares, but a payload is only data: discord.py hands
each option's value to the command as it came, so ``/away days:1.5`` would store a day and a half and
a string where a number belongs would break inside the command ("Something went wrong"). The tree
(:class:`CheckedTree`) checks every option of a slash command — its type, its range, its choices —
and refuses a wrong one with a private line saying what the option takes; nothing runs. A whole
number sent as ``2.0`` is taken as 2.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, cast

import discord
from discord import app_commands
from discord.enums import AppCommandOptionType as Kind

from bot.i18n import echo, t

from . import replies
from .locale import locale_of

log = logging.getLogger(__name__)

# the message saying what an option of each kind takes (with a range: the "_range" one)
_TAKES = {
    Kind.integer: "bot.discord.option.whole",
    Kind.number: "bot.discord.option.number",
    Kind.string: "bot.discord.option.text",
    Kind.boolean: "bot.discord.option.yes_no",
}


@dataclass(frozen=True)
class Refusal:
    """Why an option's value is refused: the message id and its arguments."""

    msg: str
    args: dict[str, str]


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _within(value: float, low: float | None, high: float | None) -> bool:
    return (low is None or value >= low) and (high is None or value <= high)


def _shown(value: float | int | None) -> str:
    return "" if value is None else f"{value:g}" if isinstance(value, float) else str(value)


def check(param: app_commands.Parameter, option: dict[str, Any]) -> Refusal | None:
    """None when ``option`` (as Discord sent it) is a value ``param`` declares; a whole number sent as
    a float is rewritten in ``option`` as an int."""
    value = option.get("value")
    kind = param.type
    ok = True
    if kind is Kind.integer:
        if isinstance(value, float) and value.is_integer():
            option["value"] = value = int(value)
        ok = _number(value) and isinstance(value, int)
    elif kind is Kind.number:
        ok = _number(value)
    elif kind is Kind.string:
        ok = isinstance(value, str)
    elif kind is Kind.boolean:
        ok = isinstance(value, bool)
    else:  # users, channels, roles, attachments: resolved by discord.py from the payload's ids
        return None
    low, high = param.min_value, param.max_value
    if ok and isinstance(value, (int, float)) and not _within(value, low, high):
        ok = False
    if ok and kind is Kind.string and isinstance(value, str):
        short, long = param.min_value, param.max_value  # a string option's length limits
        ok = (short is None or len(value) >= short) and (long is None or len(value) <= long)
    if ok and param.choices and value not in {c.value for c in param.choices}:
        return Refusal("bot.discord.option.choice", {"option": param.display_name, "value": echo(value)})
    if ok:
        return None
    ranged = kind in (Kind.integer, Kind.number) and low is not None and high is not None
    msg = _TAKES[kind] + ("_range" if ranged else "")
    return Refusal(msg, {"option": param.display_name, "value": echo(value), "min": _shown(low), "max": _shown(high)})


def refusal(command: app_commands.Command, options: list[dict[str, Any]]) -> Refusal | None:
    """The first option of ``options`` its command does not take, else None."""
    params = {p.display_name: p for p in command.parameters}
    for option in options:
        param = params.get(option.get("name", ""))
        if param is None:
            continue  # an option the command does not declare: discord.py ignores it
        found = check(param, option)
        if found is not None:
            return found
    return None


class CheckedTree(app_commands.CommandTree):
    """The bot's command tree: option values are checked before any command runs."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        data: Any = interaction.data or {}
        if interaction.type is not discord.InteractionType.application_command or data.get("type", 1) != 1:
            return True  # autocomplete reads half-typed text; context menus have no options
        try:
            command, options = self._get_app_command_options(data)
        except app_commands.AppCommandError:
            return True  # an unknown command: the tree answers it as before
        found = refusal(command, cast(list[dict[str, Any]], options))  # the payload's own: a 2.0 becomes 2
        if found is None:
            return True
        locale = locale_of(interaction)
        log.info("interaction %s: /%s refused: %s", interaction.id, command.qualified_name, found)
        await replies.error(interaction, t(found.msg, locale, **found.args))
        return False
