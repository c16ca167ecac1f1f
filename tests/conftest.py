"""Session set-up shared by every test."""

import bot  # noqa: F401  (the packages register their catalog folders when imported, as the app's do)
import engine.registry  # noqa: F401
import render  # noqa: F401
from engine.core import text

# Build the message catalog now, from the real game registry: some tests replace the registry with
# test games, and the catalog (built once, on first use) takes its game folders from the registry.
text.load()
