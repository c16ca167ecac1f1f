"""The Docker image: a small build context, and a working directory its user can write to."""
from __future__ import annotations

import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ignored(path: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatch(path, p) or fnmatch.fnmatch(path.split("/")[0], p) for p in patterns)


def test_the_build_context_leaves_out_what_the_image_does_not_need():
    patterns = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    for path in (".venv", ".git", "data", "out", "tests", ".pytest_cache", ".hypothesis", ".env",
                 "euro_table.egg-info", "bot/__pycache__", "games.sqlite3", ".ci-venv"):
        assert _ignored(path, patterns), path
    for path in ("pyproject.toml", "README.md", "engine", "render", "bot"):   # what the Dockerfile copies
        assert not _ignored(path, patterns), path


def test_the_working_directory_belongs_to_the_images_user():
    lines = [line.strip() for line in (ROOT / "Dockerfile").read_text().splitlines()]
    workdir = next(line.split()[1] for line in lines if line.startswith("WORKDIR "))
    user = next(line.split()[1] for line in lines if line.startswith("USER "))
    chowned = [line for line in lines if "chown" in line and workdir in line.split()]
    assert chowned and f"{user}:{user}" in chowned[0], "the working directory must be writable by " + user
    assert lines.index(chowned[0]) < lines.index(f"WORKDIR {workdir}")
