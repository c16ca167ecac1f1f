"""Spying on the drawing kit: ``render.kit`` names the functions of its parts (``render.texts``,
``render.fitting`` ...), and each part calls its own, so a spy replaces a function wherever a render module
holds it."""

from __future__ import annotations

import sys
from typing import Any, Callable

import pytest


def spy_everywhere(monkeypatch: pytest.MonkeyPatch, name: str, spy: Callable[..., Any]) -> None:
    """``render.kit.<name>`` replaced by ``spy`` in every loaded render module that holds it."""
    from render import kit

    real = getattr(kit, name)
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("render") and getattr(module, name, None) is real:
            monkeypatch.setattr(module, name, spy)
