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
    for path in ("pyproject.toml", "engine", "render", "bot"):   # what the Dockerfile copies
        assert not _ignored(path, patterns), path


def test_the_working_directory_belongs_to_the_images_user():
    lines = [line.strip() for line in (ROOT / "Dockerfile").read_text().splitlines()]
    workdir = next(line.split()[1] for line in lines if line.startswith("WORKDIR "))
    user = next(line.split()[1] for line in lines if line.startswith("USER "))
    chowned = [line for line in lines if "chown" in line and workdir in line.split()]
    assert chowned and f"{user}:{user}" in chowned[0], "the working directory must be writable by " + user
    assert lines.index(chowned[0]) < lines.index(f"WORKDIR {workdir}")


def _instructions() -> list[str]:
    """The Dockerfile's instructions, each on one line (continuations joined)."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def test_the_image_can_run_on_postgresql():
    install = [i for i in _instructions() if "pip install" in i]
    assert len(install) == 1 and "['postgres']" in install[0], install     # the postgres extra: asyncpg


def test_the_dependencies_are_installed_before_the_code_is_copied():
    steps = _instructions()
    install = next(n for n, i in enumerate(steps) if "pip install" in i)
    copies = [(n, i) for n, i in enumerate(steps) if i.startswith("COPY ")]
    assert [i for n, i in copies if n < install] == ["COPY pyproject.toml ./"]   # a code change keeps that layer
    assert {i.split()[1] for n, i in copies if n > install} == {"engine", "render", "bot"}


def _compose_services() -> dict[str, list[str]]:
    """compose.yaml's services and their lines (a text reading: PyYAML is not a dependency)."""
    services: dict[str, list[str]] = {}
    current = None
    in_services = False
    for line in (ROOT / "compose.yaml").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):                       # a top-level key
            in_services, current = line.startswith("services:"), None
        elif in_services and line.startswith("  ") and not line.startswith("   "):
            current = line.strip().rstrip(":")
            services[current] = []
        elif current is not None:
            services[current].append(line.strip())
    return services


def test_compose_runs_two_shards_of_two_on_one_postgresql_database():
    text = (ROOT / "compose.yaml").read_text()
    assert "\t" not in text                                   # YAML indents with spaces only
    services = _compose_services()
    assert "postgres" in services
    shards = {name: lines for name, lines in services.items() if any(x.startswith("SHARD_IDS:") for x in lines)}
    ids = sorted(next(x for x in lines if x.startswith("SHARD_IDS:")).split(":", 1)[1].strip().strip('"')
                 for lines in shards.values())
    assert ids == ["0", "1"], services
    assert all("<<: *bot" in lines and "<<: *bot-env" in lines for lines in shards.values())
    shared = text[text.index("x-bot-env:"):text.index("services:")]  # every bot's environment
    assert 'SHARD_COUNT: "2"' in shared and "@postgres:5432/" in shared and "DATABASE_URL: postgresql://" in shared
    assert "DISCORD_TOKEN: ${DISCORD_TOKEN" in shared
