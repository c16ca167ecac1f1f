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


def _named() -> dict[str, list[str]]:
    """The stages by name (the last, unnamed one: "run")."""
    out = {}
    for stage in _stages():
        words = stage[0].split()
        out[words[3] if len(words) == 4 and words[2] == "AS" else "run"] = stage
    return out


def test_the_image_is_built_in_stages_from_one_pinned_base():
    stages = _named()
    base = next(i for i in _instructions() if i.startswith("ARG PYTHON_IMAGE=")).split("=", 1)[1]
    tag = base.split(":", 1)[1]
    assert tag.count(".") == 2 and tag.split("-")[0].replace(".", "").isdigit(), base  # 3.11.x, not 3.11
    assert "bookworm" in tag
    assert list(stages) == ["requirements", "deps", "build", "run"]
    assert all(stage[0].split()[1] == "${PYTHON_IMAGE}" for stage in stages.values())
    # the run stage takes the dependencies' environment and the code, as two layers, and nothing else
    assert [i for i in stages["run"] if i.startswith("COPY ")] == [
        "COPY --from=deps /venv /venv",
        "COPY --from=build /app /app",
    ]


def test_the_dependency_layer_is_made_from_the_dependency_list_and_the_constraints_alone():
    stages = _named()
    # deps sees only the requirements file (extracted from pyproject.toml) and constraints.txt: a change to
    # the code, or to pyproject.toml outside its dependencies, leaves its cache key and its layer as they were
    assert [i for i in stages["deps"] if i.startswith("COPY ")] == [
        "COPY --from=requirements /requirements.txt /tmp/requirements.txt",
        "COPY constraints.txt /tmp/constraints.txt",
    ]
    assert [i for i in stages["requirements"] if i.startswith("COPY ")] == ["COPY pyproject.toml /tmp/"]
    run = stages["run"]
    assert run.index("COPY --from=deps /venv /venv") < run.index("COPY --from=build /app /app")
    assert any("pip uninstall" in i and "pip setuptools" in i for i in stages["deps"])  # no pip in the image


def test_the_working_directory_belongs_to_the_images_user():
    run = _named()["run"]
    workdir = next(i.split()[1] for i in run if i.startswith("WORKDIR "))
    user = next(i.split()[1] for i in run if i.startswith("USER "))
    assert workdir == f"/home/{user}" and any("useradd --create-home" in i and user in i for i in run)
    assert run.index(f"USER {user}") < run.index(f"WORKDIR {workdir}")


def test_the_image_can_run_on_postgresql_with_the_tested_versions():
    stages = _named()
    assert any("['postgres']" in i for i in stages["requirements"])
    deps = [i for i in stages["deps"] if "pip install" in i]
    assert len(deps) == 1 and "-c /tmp/constraints.txt" in deps[0] and "-r /tmp/requirements.txt" in deps[0], deps


def test_the_code_is_copied_only_where_it_is_built():
    stages = _named()
    code = {i.split()[1] for i in stages["build"] if i.startswith("COPY ")}
    assert code == {"pyproject.toml", "engine", "render", "bot"}
    assert not any(i.startswith("COPY ") and i.split()[1] in code for s in ("deps", "run") for i in stages[s])
    env = " ".join(i for i in stages["run"] if i.startswith("ENV "))
    assert "PYTHONPATH=/app" in env and "DATA_DIR=/data" in env


def test_a_healthcheck_a_stop_signal_and_no_anonymous_volume():
    run = _named()["run"]
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


def test_compose_refuses_to_start_without_a_database_password():
    text = (ROOT / "compose.yaml").read_text()
    uses = [line for line in text.splitlines() if "POSTGRES_PASSWORD" in line and not line.lstrip().startswith("#")]
    assert len(uses) == 2 and all("${POSTGRES_PASSWORD:?" in line for line in uses), uses
    assert "POSTGRES_PASSWORD:-" not in text  # no silent default


def _unit() -> dict[str, list[str]]:
    """deploy/euro-table.service as section -> its "Key=value" lines (systemd's INI form)."""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (ROOT / "deploy" / "euro-table.service").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            current = line.strip("[]")
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def _value(lines: list[str], key: str) -> str:
    [found] = [line.split("=", 1)[1] for line in lines if line.split("=", 1)[0] == key]
    return found


def test_the_service_unit_runs_the_bot_restarts_it_only_when_that_can_help_and_writes_only_its_data():
    from bot.__main__ import EXIT_SETTINGS, EXIT_TOKEN

    unit = _unit()
    service = unit["Service"]
    assert set(unit) == {"Unit", "Service", "Install"}
    assert _value(service, "ExecStart").endswith("/.venv/bin/euro-table run")
    assert _value(service, "KillSignal") == "SIGTERM" and _value(service, "Restart") == "on-failure"
    # a bad setting or a refused token needs the operator: no restart loop for them
    assert set(_value(service, "RestartPreventExitStatus").split()) == {str(EXIT_SETTINGS), str(EXIT_TOKEN)}
    home = _value(service, "WorkingDirectory")
    assert _value(service, "ReadWritePaths") == f"{home}/data"  # the default data directory of that checkout
    assert _value(service, "ProtectSystem") == "strict" and "MALLOC_ARENA_MAX=2" in _value(service, "Environment")
    assert _value(unit["Install"], "WantedBy") == "multi-user.target"
    readme = (ROOT / "README.md").read_text()
    assert "deploy/euro-table.service" in readme and "systemctl enable --now euro-table" in readme
