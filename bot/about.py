"""``python -m bot version``: the version, and where this installation reads and keeps its files."""

from __future__ import annotations

import argparse
import platform
from pathlib import Path

from . import cli, paths


def lines() -> list[str]:
    """The version and the paths an operator needs, one per line (no password, no token)."""
    from bot.config import load_settings
    from bot.store import database_name

    settings = load_settings()
    env = Path(paths.env_file())
    checkout = paths.checkout()
    return [
        f"{cli.SCRIPT} {cli.version()} (Python {platform.python_version()})",
        f"code: {'source checkout ' + str(checkout) if checkout else 'installed package'}",
        f".env: {env.resolve()} ({'read' if env.is_file() else 'not present'})",
        f"data directory: {Path(settings.data_dir).resolve()}",
        f"database: {database_name(settings)}",
    ]


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(prog=cli.prog("version"), description=__doc__).parse_args(argv)
    print("\n".join(lines()))
    return 0
