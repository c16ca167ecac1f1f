"""The bot: Discord and terminal front ends over one transport-agnostic GameService.

Its texts are the ``.ftl`` catalogs of ``bot/locales`` and of each room's ``locales`` folder
(``bot/table/locales`` ...), all in the group ``bot``: registered here, so importing any module of
the bot brings every one of them (see ``engine.core.text``).
"""

from pathlib import Path

from engine.core import text

_HERE = Path(__file__).resolve().parent
text.add_catalogs("bot", {folder: "bot" for folder in [_HERE / "locales", *sorted(_HERE.glob("*/locales"))]})
