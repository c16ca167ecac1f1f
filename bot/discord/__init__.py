"""The Discord front end: a thin layer from interactions to GameService calls and back.

``client`` (the bot: cogs added in ``setup_hook``, the AI driver loop, reminders) and one cog per
feature, each with its components and what their clicks do: ``lobby`` (``/play`` and the lobby),
``game`` (``/game ...``; the board and the panel live in ``table``), ``reference`` (``/rules``,
``/card``), ``records`` (``/solo``, ``/challenge``, ``/leaderboard``, ``/profile``, ``/privacy``).
Shared pieces: ``context`` (services, permissions, error handling of a handler), ``embeds`` (how
results look), ``replies`` (answering once, surviving races), ``components`` (Discord's limits),
``custom_ids`` (the id grammar), ``choices`` (the games as command choices), ``translator`` and
``locale`` (command texts through the catalog).
"""

from .client import EuroBot, run

__all__ = ["EuroBot", "run"]
