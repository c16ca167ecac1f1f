"""``/play``'s ``hours`` option: a table's playing hours ("09:00-23:00 Europe/Prague"), with suggestions.

The service reads and checks the window (``bot.table.clocks.parse_hours``; a bad one is refused with a
line saying what is wrong); this module only suggests as the user types: what they typed when it
reads, else their window with the time zones whose names contain what they typed of one, else a few
windows in the zones their language is most often spoken in.
"""

from __future__ import annotations

from functools import cache
from zoneinfo import available_timezones

import discord
from discord import app_commands

from bot.table import clocks

from .choices import fit
from .locale import locale_of

SUGGESTED = 25  # Discord shows at most 25 choices
DEFAULT_WINDOW = "09:00-23:00"
# the zones a language's players most often live in (what is suggested before they type a zone)
ZONES_BY_LANGUAGE = {
    "cs": ("Europe/Prague", "Europe/Bratislava"),
    "de": ("Europe/Berlin", "Europe/Vienna", "Europe/Zurich"),
    "es": ("Europe/Madrid", "America/Mexico_City", "America/Argentina/Buenos_Aires", "America/Bogota"),
    "en": ("Europe/London", "America/New_York", "America/Chicago", "America/Los_Angeles", "Australia/Sydney"),
}


@cache
def _zones() -> tuple[str, ...]:
    return tuple(sorted(z for z in available_timezones() if "/" in z or z == "UTC"))


def suggestions(current: str, locale: str) -> list[str]:
    """What the ``hours`` option suggests while ``current`` is typed (see the module docstring)."""
    typed = " ".join(current.split())
    try:
        return [clocks.parse_hours(typed).text()]
    except clocks.BadHours:
        pass
    window, _, zone = typed.partition(" ")
    if window and not any(ch.isdigit() for ch in window):  # only a zone typed so far
        window, zone = "", typed
    window = window or DEFAULT_WINDOW
    if zone:
        found = [z for z in _zones() if zone.lower() in z.lower()]
    else:
        found = [*ZONES_BY_LANGUAGE.get(locale, ()), "UTC"]
    return [f"{window} {z}" for z in found[:SUGGESTED]]


async def hours_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=fit(s), value=s[:100]) for s in suggestions(current, locale_of(interaction))]


DEFAULT_START = "20:00"


def start_suggestions(current: str, locale: str) -> list[str]:
    """What ``/play``'s ``when`` option suggests while ``current`` is typed: what was typed when it has
    a zone, else that time (20:00 before anything is typed) in the zones named like what was typed, or
    the zones the user's language is most often spoken in."""
    typed = " ".join(current.split())
    parts = typed.split(" ")
    zone = parts[-1] if parts and not any(ch.isdigit() for ch in parts[-1]) else ""
    moment = " ".join(p for p in parts if p and p != zone) or DEFAULT_START
    if zone and zone in _zones():
        return [f"{moment} {zone}"]
    found = [z for z in _zones() if zone.lower() in z.lower()] if zone else [*ZONES_BY_LANGUAGE.get(locale, ()), "UTC"]
    return [f"{moment} {z}" for z in found[:SUGGESTED]]


async def when_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=fit(s), value=s[:100]) for s in start_suggestions(current, locale_of(interaction))]
