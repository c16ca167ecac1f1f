"""engine/, render/ and bot/ have no import cycles: every import statement of every module counts,
including those inside functions and under ``if TYPE_CHECKING``, so a cycle cannot hide behind a late
import. A late import that closes a cycle is allowed only when :data:`KNOWN_CYCLE_EDGES` lists it with its
reason; and the layers point one way: render/ may import engine/, bot/ both, engine/ neither (the
exceptions, each with its reason, are :data:`LAYER_EXCEPTIONS`)."""

from __future__ import annotations

import ast
from pathlib import Path

import bot

ROOT = Path(bot.__file__).parent.parent  # the folder holding the three packages
PACKAGES = ("engine", "render", "bot")

# (importer, imported) -> why this late import may close a cycle. Each must still exist, inside a function.
KNOWN_CYCLE_EDGES: dict[tuple[str, str], str] = {}

# What each package may import of the others (a package always may import itself).
LAYERS = {"engine": set(), "render": {"engine"}, "bot": {"engine", "render"}}
# (importer, imported) against the layers -> why. Each must still exist, inside a function.
LAYER_EXCEPTIONS: dict[tuple[str, str], str] = {
    (
        "engine.__main__",
        "render.replay",
    ): "the command line's ``replay --boards/--gif`` draws pictures when asked; importing the engine "
    "(and its command line) loads no picture library",
}


def module_files() -> dict[str, Path]:
    """Module name -> file, for every module of the three packages (a package is its ``__init__``)."""
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = [package, *path.relative_to(ROOT / package).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _is_ours(name: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in PACKAGES)


def imports_in(name: str, path: Path, modules: set[str]) -> dict[str, bool]:
    """The modules of the three packages that ``name`` imports anywhere in its source -> whether every
    such import is inside a function (a late import)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: dict[str, bool] = {}

    def add(target: str, late: bool) -> None:
        while target and target not in modules:  # ``import bot.x.y`` names a module; ``from m import f`` m
            target = target.rpartition(".")[0]
        if target and target != name:
            found[target] = found.get(target, True) and late

    def visit(node: ast.AST, late: bool) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_ours(alias.name):
                    add(alias.name, late)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if _is_ours(base):
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    add(sub if sub in modules else base, late)  # ``from . import x`` may name a submodule
        inner = late or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(ast.parse(path.read_text(), str(path)), False)
    return found


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    return set(imports_in(name, path, modules))


def import_edges() -> dict[str, dict[str, bool]]:
    """Every module -> the modules it imports -> whether only late (inside functions)."""
    files = module_files()
    names = set(files)
    return {name: imports_in(name, path, names) for name, path in files.items()}


def import_graph() -> dict[str, set[str]]:
    return {name: set(targets) for name, targets in import_edges().items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a list of modules (first == last), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (cycle := visit(nxt)) is not None:
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)) is not None:
            return cycle
    return None


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each group of modules that import each other (each strongly connected
    component of more than one module), so a failure names every tangle at once."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def connect(node: str) -> None:  # Tarjan's algorithm (the graph has a few hundred modules)
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            connect(node)
    out = []
    for group in groups:
        cycle = find_cycle({n: graph[n] & group for n in group})
        assert cycle is not None
        out.append(cycle)
    return sorted(out)


def test_the_graph_sees_every_kind_of_import():
    edges = import_edges()
    assert edges["bot.__main__"]["bot.discord"] is True  # inside a function (main)
    assert "bot.table.ai_levels" in edges["bot.table.lobby"]  # ``from . import ai_levels``
    assert "bot.table" in edges["bot.records.service"]  # another room, through its door
    assert edges["bot.table.tables"]["bot.store"] is False  # at the top of the module
    assert "engine.core.actions" in edges["engine.core.game"]  # ``from .actions import ...``
    assert edges["render.playouts"]["engine.registry"] is True  # across packages, late
    assert edges["render"]["engine.registry"] is False  # ``from engine import registry``


def test_no_import_cycles_in_engine_render_or_bot():
    edges = import_edges()
    graph = {name: {t for t in targets if (name, t) not in KNOWN_CYCLE_EDGES} for name, targets in edges.items()}
    cycles = find_cycles(graph)
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_the_layers_point_one_way():
    wrong = [
        f"{name} imports {target}"
        for name, targets in import_edges().items()
        for target in targets
        if target.split(".")[0] != name.split(".")[0]
        and target.split(".")[0] not in LAYERS[name.split(".")[0]]
        and (name, target) not in LAYER_EXCEPTIONS
    ]
    assert not wrong, wrong


def test_every_listed_exception_is_still_a_late_import():
    """An exception the code no longer needs is removed from the list, and a listed import may not move
    to the top of its module (where it would run at import)."""
    edges = import_edges()
    stale = [f"{a} -> {b}" for a, b in [*KNOWN_CYCLE_EDGES, *LAYER_EXCEPTIONS] if edges.get(a, {}).get(b) is not True]
    assert not stale, "no longer a late import (remove it from the list): " + ", ".join(stale)


def test_a_cycle_is_reported():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    assert find_cycles({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c", "e"}, "e": set()}) == [
        ["a", "b", "a"],
        ["c", "d", "c"],
    ]


# --- the engine stays pure: no picture, database or Discord library behind an engine import ---------

ENGINE_ROOT = ROOT / "engine"
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

    code = (
        "import importlib, pkgutil, sys, engine, engine.__main__\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    importlib.import_module(m.name)\n"
        f"print(sorted({{k.split('.')[0] for k in sys.modules}} & set({NOT_IN_ENGINE!r})))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


# The benchmarks: a package of their own in each layer (issue 31), imported only by benchmarks and the
# command lines that run them. Modules named as benchmarks outside them -> why.
BENCH_PACKAGES = ("engine.bench", "render.bench", "bot.bench")
BENCH_RUNNERS = ("engine.__main__", "render.__main__", "bot.__main__")
# (engine/ai/copybench.py moved to engine/bench/search_copies.py. engine/arena.py, engine/ladder.py and
# engine/ai/tune.py stay: they are product commands measuring and setting the AI's strength, not speed,
# and tune writes the weights the expert level plays, so they are not benchmarks.)
STRAY_BENCHMARKS: dict[str, str] = {}


def _in_bench(name: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in BENCH_PACKAGES)


def test_benchmarks_live_in_their_own_packages_and_only_their_runners_import_them():
    modules = module_files()
    stray = sorted(m for m in modules if "bench" in m.rpartition(".")[2] and not _in_bench(m))
    assert stray == sorted(STRAY_BENCHMARKS), stray
    importers = sorted(
        f"{name} imports {target}"
        for name, targets in import_edges().items()
        for target in targets
        if _in_bench(target) and not _in_bench(name) and name not in BENCH_RUNNERS
    )
    assert not importers, importers
