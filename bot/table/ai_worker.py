"""An AI worker process (started by :class:`bot.table.ai_pool.AiPool`, never by hand).

    python -m bot.table.ai_worker [NICE]

Reads one JSON request per line on stdin (``game``, ``state``, ``level``, ``seed``, ``seq``,
``budget``, ``seat``; a hint's has ``"kind": "hint"`` and no level) and answers, after one
``{"ready": true}`` line once the engine is imported, one JSON line on stdout: ``{"key": ...}`` with
the action, ``{"hint": ...}`` (``bot.table.hint_codec``), or ``{"error": ...}``. It exits when stdin
closes (the bot process went away). Anything the engine might print goes to stderr, so stdout carries
nothing but answers.
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import sys
from typing import Any


def serve(inp, out) -> None:
    importlib.import_module("engine.ai")  # imported before the first request, not during it
    from engine.registry import game_ids, get_game

    from .ai_levels import Budget, choose_action, suggest
    from .hint_codec import encode_hint

    for game_id in game_ids():
        get_game(game_id)
    _answer(out, {"ready": True})
    for line in inp:
        try:
            req = json.loads(line)
            game = get_game(req["game"])
            state = game.State.model_validate_json(req["state"])
            budget = Budget(**req["budget"])
            answer: dict[str, Any]
            if req.get("kind") == "hint":
                answer = {"hint": encode_hint(suggest(game, state, req["seed"], req["seq"], budget, seat=req["seat"]))}
            else:
                action = choose_action(game, state, req["level"], req["seed"], req["seq"], budget, seat=req["seat"])
                answer = {"key": action.key()}
        except Exception as e:  # noqa: BLE001 - answered, not raised: the parent logs it, the worker stays usable
            answer = {"error": f"{type(e).__name__}: {e}"}
        _answer(out, answer)


def _answer(out, answer: dict) -> None:
    out.write(json.dumps(answer).encode() + b"\n")
    out.flush()


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the bot's to handle; it stops the pool
    if argv:
        try:
            os.nice(int(argv[0]))
        except OSError:
            pass
    out = sys.stdout.buffer
    sys.stdout = sys.stderr
    serve(sys.stdin.buffer, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
