"""The layers stay apart: games are pure, sessions and storage know nothing of Discord, cogs
talk to sessions only."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

from games import ENGINE_MODULES


def modules_after(code: str) -> set[str]:
    """Every module a fresh interpreter holds once it ran `code`."""
    script = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    return set(done.stdout.split())


def top_level(modules: set[str]) -> set[str]:
    return {name.split(".")[0] for name in modules}


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_games_import_no_io_or_discord(module):
    code = (f"import {module}, importlib, pkgutil\n"
            f"for m in pkgutil.walk_packages({module}.__path__, '{module}.'):\n"
            f"    importlib.import_module(m.name)")
    modules = modules_after(code)
    package = importlib.import_module(module)
    submodules = {found.name for found in pkgutil.walk_packages(package.__path__, f"{module}.")}
    assert len(submodules) > 3 and submodules <= modules  # every file of the game was loaded
    assert not top_level(modules) & {"discord", "aiosqlite", "sqlite3", "asyncio", "storage",
                                     "sessions", "cogs"}


def test_sessions_and_storage_do_not_import_discord():
    loaded = top_level(modules_after("import sessions, sessions.demo, storage, config"))
    assert {"sessions", "storage", "aiosqlite"} <= loaded  # the layers themselves did load
    assert "discord" not in loaded and "cogs" not in loaded


def imported_modules(source: str) -> list[tuple[int, str]]:
    """(line, module) of every absolute import in a module's source, those under
    TYPE_CHECKING and inside functions included."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def python_files(package: str) -> list[Path]:
    """Every module of a top-level package of the project."""
    files = sorted((Path(__file__).resolve().parents[1] / package).rglob("*.py"))
    assert len(files) > 5  # the package was found
    return files


def test_cogs_do_not_import_storage():
    offenders = [f"{path.name}:{line} imports {module}" for path in python_files("cogs")
                 for line, module in imported_modules(path.read_text(encoding="utf-8"))
                 if module.split(".")[0] == "storage"]
    assert offenders == []


def test_the_import_scan_sees_every_form_of_import():
    source = ("import storage\nfrom storage.records import GameRecord\nfrom . import app\n"
              "def f():\n    import storage.queries as q\n")
    assert imported_modules(source) == [(1, "storage"), (2, "storage.records"),
                                        (5, "storage.queries")]


SQLITE_BACKEND = {"Database", "SqliteStore", "SqliteTransaction"}


def test_sessions_know_storage_only_by_its_interface():
    """The sessions depend on `storage.interface` and the records, so a second backend
    (PostgreSQL) slots in behind `open_store` without touching them."""
    offenders = []
    for path in python_files("sessions"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "storage":
                offenders += [f"{path.name}:{node.lineno} imports {alias.name}"
                              for alias in node.names if alias.name in SQLITE_BACKEND]
        offenders += [f"{path.name}:{line} imports {module}"
                      for line, module in imported_modules(path.read_text(encoding="utf-8"))
                      if module.startswith("storage.")
                      and module not in ("storage.interface", "storage.records")]
    assert offenders == []


ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("games", "sessions", "storage", "cogs", "i18n")
TOP_MODULES = ("bot", "config")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _project_modules() -> dict[str, Path]:
    files = [path for package in PACKAGES for path in (ROOT / package).rglob("*.py")]
    files += [ROOT / f"{name}.py" for name in TOP_MODULES]
    return {_module_name(path): path for path in files}


def _imported(node: ast.Import | ast.ImportFrom, package: str,
              modules: dict[str, Path]) -> set[str]:
    """The project modules an import statement loads: `from pkg import mod` names the
    submodule only (its package is loaded anyway, as its parent), `from pkg import name`
    the package."""
    if isinstance(node, ast.Import):
        wanted = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        wanted = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                  for alias in node.names]
    found = set()
    for name in wanted:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name:
            found.add(name)
    return found


def import_graph() -> dict[str, set[str]]:
    """Which project module imports which, read from the source: every import counts, those
    made only for type checking or inside a function too (a circle there is still one)."""
    modules = _project_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                edges |= _imported(node, package, modules)
        graph[name] = edges - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or around a circle (the
    strongly connected components of more than one module, or a module importing itself)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for target in sorted(graph[module]):
            if target not in order:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], order[target])
        if low[module] == order[module]:
            group = stack[stack.index(module):]
            del stack[stack.index(module):]
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


def test_the_circle_finder_finds_a_circle_and_only_circles():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_back_through_others():
    graph = import_graph()
    assert {"bot", "cogs.app", "sessions.service", "storage", "games", "i18n"} <= set(graph)
    # relative imports are read, from a folder to another too
    assert "sessions.words.absence" in graph["sessions.absence.absence"]
    assert circles(graph) == []


CAPABILITIES = ("core", "words", "play", "delivery", "absence", "record", "undo", "learning",
                "bots", "lobby")
"""The sessions layer's capability folders, each importing only those before it."""
ROOTS = ("sessions.settings", "sessions.service", "sessions.demo", "sessions")
"""Above every folder: the settings, the composition root, the demo and the package's face."""


def _capability(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "sessions" else None


def test_each_capability_imports_only_those_before_it():
    graph = import_graph()
    offenders = []
    for module, edges in graph.items():
        folder = _capability(module)
        if folder is None:
            continue
        allowed = set(CAPABILITIES[:CAPABILITIES.index(folder) + 1])
        offenders += [f"{module} imports {target}" for target in sorted(edges)
                      if target.startswith("sessions") and
                      (_capability(target) not in allowed or target in ROOTS)]
    assert offenders == []
    folders = {path.name for path in (ROOT / "sessions").iterdir()
               if path.is_dir() and (path / "__init__.py").exists()}
    assert folders == set(CAPABILITIES)  # a new folder takes its place in the order


def test_only_the_composition_root_imports_the_service():
    graph = import_graph()
    importers = sorted(module for module, edges in graph.items()
                       if "sessions.service" in edges and module.startswith(("sessions", "cogs")))
    assert importers == ["sessions"]  # the package's face, which names GameService


def test_cogs_import_the_sessions_faces_only_and_never_games_or_storage():
    faces = {"sessions", *(f"sessions.{folder}" for folder in CAPABILITIES)}
    offenders = [f"{path.relative_to(ROOT)}:{line} imports {module}"
                 for path in python_files("cogs")
                 for line, module in imported_modules(path.read_text(encoding="utf-8"))
                 if module.split(".")[0] in ("games", "storage")
                 or (module.startswith("sessions") and module not in faces)]
    assert offenders == []
