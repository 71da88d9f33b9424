"""The reference engine's layout: every card in the one file its id and name say, and imports that run
one way — state -> rules -> cards (rule modules never import ``reference_engine.cards``)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import reference_engine
from reference_engine.adapter import ReferenceEngine  # the loader: fills the registry
from reference_engine.behaviour import REGISTRY, Card, catalogue
from reference_engine.cards import MODULES, module_for

ENGINE = Path(reference_engine.__file__).resolve().parent
CARDS = ENGINE / "cards"
LOADER = "reference_engine.adapter"  # the one non-card module that imports the card package


# ---- where cards live ---------------------------------------------------------------------------
def test_module_for_follows_id_and_printed_name() -> None:
    assert module_for("ogn-213-298") == "reference_engine.cards.ogn.hidden_blade"
    assert module_for("ogn-258-298") == "reference_engine.cards.ogn.dragons_rage"  # Dragon's Rage
    assert module_for("ogn-039-298") == "reference_engine.cards.ogn.kaisa_survivor"  # Kai'Sa, Survivor
    assert module_for("unl-128-219") == "reference_engine.cards.unl.star_crossed"
    assert module_for("token-baron-pit") == "reference_engine.cards.tokens.baron_pit"


def test_every_registered_card_lives_where_its_id_and_name_say() -> None:
    assert len(REGISTRY) > 100
    misplaced = {cid: type(beh).__module__ for cid, beh in REGISTRY.items() if type(beh).__module__ != module_for(cid)}
    assert misplaced == {}


def _set_dirs() -> list[Path]:
    return sorted(p for p in CARDS.iterdir() if p.is_dir() and p.name != "__pycache__")


def _card_files() -> list[Path]:
    return sorted(f for d in _set_dirs() for f in d.glob("*.py") if f.name != "__init__.py")


def test_every_set_folder_is_a_package_and_every_card_file_is_loaded() -> None:
    assert [d.name for d in _set_dirs() if not (d / "__init__.py").exists()] == []
    loaded = {Path(m.__file__).resolve() for m in MODULES}
    assert [str(f) for f in _card_files() if f.resolve() not in loaded] == []


def _card_classes(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.name for n in tree.body if isinstance(n, ast.ClassDef)
            and any(isinstance(d, ast.Name) and d.id == "card" for d in n.decorator_list)]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.removeprefix("reference_engine.cards."))
def test_each_card_module_registers_exactly_one_card_whose_id_matches_its_place(module) -> None:
    classes = _card_classes(Path(module.__file__))
    assert len(classes) == 1, f"{module.__file__}: {len(classes)} @card classes, expected one"
    cls = getattr(module, classes[0])
    assert issubclass(cls, Card) and isinstance(REGISTRY.get(cls.id), cls)
    assert cls.id in catalogue()
    assert module_for(cls.id) == module.__name__


def test_every_card_the_engine_declares_is_registered() -> None:
    assert ReferenceEngine().hello().cards == sorted(REGISTRY)


# ---- the import graph ---------------------------------------------------------------------------
def _module_name(root: Path, package: str, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([package, *parts])


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (anywhere in the file, TYPE_CHECKING and local imports
    included), read with ast. ``from a import b`` counts as importing ``a`` and, when ``a.b`` is a module,
    ``a.b``; importing a module counts as importing each package above it (their ``__init__`` runs)."""
    files = {_module_name(root, package, p): p for p in root.rglob("*.py") if "__pycache__" not in p.parts}
    packages = {m for m, p in files.items() if p.name == "__init__.py"}

    def with_parents(name: str) -> set[str]:
        parts = name.split(".")
        return {".".join(parts[:i]) for i in range(1, len(parts) + 1)} & set(files)

    graph: dict[str, set[str]] = {}
    for mod, path in files.items():
        here = mod if mod in packages else mod.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    deps |= with_parents(alias.name)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                deps |= with_parents(target)
                for alias in node.names:
                    deps |= with_parents(f"{target}.{alias.name}") if f"{target}.{alias.name}" in files else set()
        graph[mod] = deps - {mod}
    return graph


def _is_card(mod: str, package: str) -> bool:
    return mod == f"{package}.cards" or mod.startswith(f"{package}.cards.")


def layout_violations(root: Path, package: str, loader: str) -> list[str]:
    """Rule modules that import a card module (other than the one loader), and import cycles that join
    rule modules and card modules."""
    graph = import_graph(root, package)
    bad = [f"{m} imports {d}" for m, deps in sorted(graph.items()) if not _is_card(m, package) and m != loader
           for d in sorted(deps) if _is_card(d, package)]
    for scc in _cycles(graph):
        if any(_is_card(m, package) for m in scc) and not all(_is_card(m, package) for m in scc):
            bad.append("import cycle between rules and cards: " + ", ".join(sorted(scc)))
    return bad


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_rule_modules_import_no_card_module_and_no_cycle_joins_rules_and_cards() -> None:
    graph = import_graph(ENGINE, "reference_engine")
    assert "reference_engine.cards" in graph[LOADER]  # the loader really is the adapter
    assert "reference_engine.behaviour" in graph["reference_engine.chain"]
    assert layout_violations(ENGINE, "reference_engine", LOADER) == []


def _fake_engine(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "eng"
    for rel, text in {"__init__.py": "", "cards/__init__.py": "", "cards/ogn/__init__.py": "", **files}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_the_layout_check_finds_a_rule_module_importing_a_card_module(tmp_path: Path) -> None:
    root = _fake_engine(tmp_path, {
        "adapter.py": "from . import cards\n",
        "behaviour.py": "",
        "chain.py": "from .behaviour import x\n\ndef f():\n    from .cards.ogn.blade import helper\n",
        "cards/ogn/blade.py": "from eng import chain\nfrom eng.behaviour import card\n",
    })
    bad = layout_violations(root, "eng", "eng.adapter")
    assert "eng.chain imports eng.cards.ogn.blade" in bad
    assert any(b.startswith("import cycle between rules and cards") and "eng.chain" in b for b in bad)


def test_the_layout_check_accepts_one_way_imports(tmp_path: Path) -> None:
    root = _fake_engine(tmp_path, {
        "adapter.py": "from . import cards\nfrom .chain import run\n",
        "behaviour.py": "",
        "chain.py": "from .behaviour import x\n",
        "cards/common.py": "from eng import chain\n",
        "cards/ogn/blade.py": "from eng import chain\nfrom eng.cards.common import y\nfrom ...behaviour import card\n",
    })
    assert layout_violations(root, "eng", "eng.adapter") == []
    assert import_graph(root, "eng")["eng.cards.ogn.blade"] >= {"eng.chain", "eng.cards.common", "eng.behaviour"}
