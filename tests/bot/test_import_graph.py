"""bot/ has no import cycles: every import statement of every module counts, including those inside
functions and under ``if TYPE_CHECKING``, so a cycle cannot hide behind a late import."""
from __future__ import annotations

import ast
from pathlib import Path

import bot

ROOT = Path(bot.__file__).parent
PACKAGE = "bot"


def module_files() -> dict[str, Path]:
    """Module name -> file, for every module of the package (a package is its ``__init__``)."""
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    """The package's modules that ``name`` imports anywhere in its source."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def add(target: str) -> None:
        while target and target not in modules:    # ``import bot.x.y`` names a module; ``from m import f`` m
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)

    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == PACKAGE or alias.name.startswith(PACKAGE + "."):
                    add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base != PACKAGE and not base.startswith(PACKAGE + "."):
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                add(sub if sub in modules else base)   # ``from . import x`` may name a submodule
    return found


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    names = set(files)
    return {name: imports_of(name, path, names) for name, path in files.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a list of modules (first == last), or None."""
    state: dict[str, int] = {}          # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (cycle := visit(nxt)) is not None:
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)) is not None:
            return cycle
    return None


def test_the_graph_sees_every_kind_of_import():
    graph = import_graph()
    assert "bot.discord" in graph["bot.__main__"]                        # inside a function (main)
    assert "bot.table.ai_levels" in graph["bot.table.lobby"]             # ``from . import ai_levels``
    assert "bot.table" in graph["bot.records.service"]                   # another room, through its door
    assert "bot.store" in graph["bot.table.tables"]


def test_bot_has_no_import_cycles():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_a_cycle_is_reported():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


# --- the engine stays pure: no picture, database or Discord library behind an engine import ---------

ENGINE_ROOT = ROOT.parent / "engine"
# what no engine module imports when it is imported (architecture: the engine is a pure rules library)
NOT_IN_ENGINE = ("PIL", "render", "bot", "discord", "aiosqlite", "asyncpg", "asyncio")


def _top_level_imports(tree: ast.Module) -> set[str]:
    """Modules a file imports when it is imported: every import outside a function body."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def test_no_engine_module_imports_pictures_databases_or_discord_when_imported():
    offenders = []
    for path in sorted(ENGINE_ROOT.rglob("*.py")):
        for name in _top_level_imports(ast.parse(path.read_text(), str(path))):
            if name.split(".")[0] in NOT_IN_ENGINE:
                offenders.append(f"{path.relative_to(ENGINE_ROOT.parent)}: {name}")
    assert not offenders, offenders


def test_importing_the_whole_engine_and_its_command_line_loads_no_picture_library():
    import subprocess
    import sys
    code = ("import importlib, pkgutil, sys, engine, engine.__main__\n"
            "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
            "    importlib.import_module(m.name)\n"
            f"print(sorted({{k.split('.')[0] for k in sys.modules}} & set({NOT_IN_ENGINE!r})))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT.parent, capture_output=True, text=True,
                          timeout=120, env={"PYTHONPATH": str(ROOT.parent), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
