"""Session set-up shared by every test."""

import os

# No developer's .env changes what a test reads (the settings read the checkout's .env wherever the
# tests run from; bot/paths.py): tests that read a .env name their own.
os.environ["ENV_FILE"] = os.devnull

import bot  # noqa: F401, E402  (the packages register their catalog folders when imported, as the app's do)
import engine.registry  # noqa: F401, E402
import render  # noqa: F401, E402
from engine.core import text  # noqa: E402

# Build the message catalog now, from the real game registry: some tests replace the registry with
# test games, and the catalog (built once, on first use) takes its game folders from the registry.
text.load()
