"""The Docker image: a small build context, and a working directory its user can write to."""

from __future__ import annotations

import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ignored(path: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatch(path, p) or fnmatch.fnmatch(path.split("/")[0], p) for p in patterns)


def test_the_build_context_leaves_out_what_the_image_does_not_need():
    patterns = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    for path in (
        ".venv",
        ".git",
        "data",
        "out",
        "tests",
        ".pytest_cache",
        ".hypothesis",
        ".env",
        "euro_table.egg-info",
        "bot/__pycache__",
        "games.sqlite3",
        ".ci-venv",
    ):
        assert _ignored(path, patterns), path
    for path in ("pyproject.toml", "constraints.txt", "engine", "render", "bot"):  # what the Dockerfile copies
        assert not _ignored(path, patterns), path


def _instructions() -> list[str]:
    """The Dockerfile's instructions, each on one line (continuations joined)."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _stages() -> list[list[str]]:
    stages: list[list[str]] = []
    for i in _instructions():
        if i.startswith("FROM "):
            stages.append([])
        if stages:
            stages[-1].append(i)
    return stages


def test_the_image_is_built_in_two_stages_from_a_pinned_base():
    build, run = _stages()
    base = next(i for i in _instructions() if i.startswith("ARG PYTHON_IMAGE=")).split("=", 1)[1]
    tag = base.split(":", 1)[1]
    assert tag.count(".") == 2 and tag.split("-")[0].replace(".", "").isdigit(), base  # 3.11.x, not 3.11
    assert "bookworm" in tag
    assert build[0] == "FROM ${PYTHON_IMAGE} AS build" and run[0] == "FROM ${PYTHON_IMAGE}"
    assert [i for i in run if i.startswith("COPY ")] == ["COPY --from=build /venv /venv"]  # nothing else


def test_the_working_directory_belongs_to_the_images_user():
    _, run = _stages()
    workdir = next(i.split()[1] for i in run if i.startswith("WORKDIR "))
    user = next(i.split()[1] for i in run if i.startswith("USER "))
    assert workdir == f"/home/{user}" and any("useradd --create-home" in i and user in i for i in run)
    assert run.index(f"USER {user}") < run.index(f"WORKDIR {workdir}")


def test_the_image_can_run_on_postgresql_with_the_tested_versions():
    build, _ = _stages()
    deps = [i for i in build if "pip install" in i and "-r requirements.txt" in i]
    assert len(deps) == 1 and "['postgres']" in deps[0] and "-c constraints.txt" in deps[0], deps


def test_the_dependencies_are_installed_before_the_code_is_copied():
    build, _ = _stages()
    install = next(n for n, i in enumerate(build) if "-r requirements.txt" in i)
    copies = [(n, i) for n, i in enumerate(build) if i.startswith("COPY ")]
    assert [i for n, i in copies if n < install] == ["COPY pyproject.toml constraints.txt ./"]
    assert {i.split()[1] for n, i in copies if n > install} == {"engine", "render", "bot"}


def test_a_healthcheck_a_stop_signal_and_no_anonymous_volume():
    _, run = _stages()
    assert "STOPSIGNAL SIGTERM" in run and not any(i.startswith("VOLUME") for i in run)
    assert any(i.startswith("HEALTHCHECK") and "healthcheck" in i.split("CMD", 1)[1] for i in run)
    assert any("HEARTBEAT_PATH=" in i for i in run if i.startswith("ENV "))


def test_the_constraints_pin_every_dependency_the_tests_use():
    pins = {
        line.split("==")[0].lower().replace("_", "-")
        for line in (ROOT / "constraints.txt").read_text().splitlines()
        if line and not line.startswith("#")
    }
    for name in (
        "discord.py",
        "aiosqlite",
        "pydantic",
        "pillow",
        "openskill",
        "fluent.runtime",
        "asyncpg",
        "pytest",
        "pytest-asyncio",
        "hypothesis",
        "ruff",
        "mypy",
    ):
        assert name in pins, name
    readme = (ROOT / "README.md").read_text()
    assert readme.count('pip install -e ".[test]" -c constraints.txt') >= 2  # both top commands
    assert "-c constraints.txt" in (ROOT / ".ci" / "run").read_text()


def _compose_services() -> dict[str, list[str]]:
    """compose.yaml's services and their lines (a text reading: PyYAML is not a dependency)."""
    services: dict[str, list[str]] = {}
    current = None
    in_services = False
    for line in (ROOT / "compose.yaml").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):  # a top-level key
            in_services, current = line.startswith("services:"), None
        elif in_services and line.startswith("  ") and not line.startswith("   "):
            current = line.strip().rstrip(":")
            services[current] = []
        elif current is not None:
            services[current].append(line.strip())
    return services


def test_compose_runs_two_shards_of_two_on_one_postgresql_database():
    text = (ROOT / "compose.yaml").read_text()
    assert "\t" not in text  # YAML indents with spaces only
    services = _compose_services()
    assert "postgres" in services
    shards = {name: lines for name, lines in services.items() if any(x.startswith("SHARD_IDS:") for x in lines)}
    ids = sorted(
        next(x for x in lines if x.startswith("SHARD_IDS:")).split(":", 1)[1].strip().strip('"')
        for lines in shards.values()
    )
    assert ids == ["0", "1"], services
    assert all("<<: *bot" in lines and "<<: *bot-env" in lines for lines in shards.values())
    shared = text[text.index("x-bot-env:") : text.index("services:")]  # every bot's environment
    assert 'SHARD_COUNT: "2"' in shared and "@postgres:5432/" in shared and "DATABASE_URL: postgresql://" in shared
    assert "DISCORD_TOKEN: ${DISCORD_TOKEN" in shared
