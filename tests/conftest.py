"""Session set-up shared by every test."""
from engine.core import text

# Build the message catalog now, from the real game registry: some tests replace the registry with
# test games, and the catalog (built once, on first use) takes its game folders from the registry.
text.load()
