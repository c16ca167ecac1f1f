"""What the AI's commands (``python -m engine arena|ladder|budget-ladder|tune|campaign|solo-ladder``)
need a game to declare (``GameInfo.supports``), and the one line they answer for a game without it."""

from __future__ import annotations

from engine.core.capabilities import AI, SOLO, supports

# What each command of the AI needs the game to declare (GameInfo.supports); selfplay and replay need
# nothing optional.
NEEDS: dict[str, tuple[str, ...]] = {
    "arena": (AI,),
    "ladder": (AI,),
    "budget-ladder": (AI,),
    "tune": (AI,),
    "campaign": (AI, SOLO),
    "solo-ladder": (AI, SOLO),
}


def refusal(game, cmd: str) -> str | None:
    """The one line ``cmd`` answers for a game that lacks what it needs, else None."""
    missing = [c for c in NEEDS.get(cmd, ()) if not supports(game, c)]
    if not missing:
        return None
    return f"{cmd}: {game.id} does not declare {' or '.join(missing)} support (GameInfo.supports)"
