"""Where the bot keeps its files, the same whatever the working directory it is started in.

The **home folder** is the source checkout the code runs from (the folder holding this project's
``pyproject.toml``, as after ``pip install -e .``), so ``python -m bot`` started in any directory reads
the same ``.env`` and keeps its data in the same ``data/``. Code installed as a package (the container
image) has no checkout: there the home folder is the working directory, and the container names its
data directory itself (``DATA_DIR=/data``). Start-up logs both paths.
"""

from __future__ import annotations

import os
from pathlib import Path

PROJECT_NAME = 'name = "euro-table"'  # how this project's pyproject.toml names it
DATA_DIR_NAME = "data"
DATABASE_FILE = "euro-table.sqlite3"  # the SQLite file inside the data directory
ENV_FILE_VARIABLE = "ENV_FILE"  # another .env to read (read before the settings, so not one of them)
BACKUPS_DIR = "backups"  # `python -m bot backup` writes here by default, inside the data directory


def checkout() -> Path | None:
    """The source checkout the code runs from, or None when it is installed as a package."""
    root = Path(__file__).resolve().parents[1]
    project = root / "pyproject.toml"
    try:
        return root if PROJECT_NAME in project.read_text(encoding="utf-8") else None
    except OSError:
        return None


def home() -> Path:
    """The folder the defaults are relative to: the checkout, else the working directory."""
    return checkout() or Path.cwd()


def env_file() -> str:
    """The ``.env`` the settings read: ``ENV_FILE`` when set; else the checkout's; installed as a package,
    the working directory's."""
    chosen = os.environ.get(ENV_FILE_VARIABLE, "").strip()
    if chosen:
        return chosen
    root = checkout()
    return str(root / ".env") if root is not None else ".env"


def default_data_dir() -> str:
    return str(home() / DATA_DIR_NAME)


def where_text(data_dir: str) -> str:
    """The start-up line saying where the files are: the data directory and the .env read."""
    env = Path(env_file())
    state = "read" if env.is_file() else "not present"
    return f"data directory {Path(data_dir).resolve()}; settings from the environment and {env.resolve()} ({state})"
