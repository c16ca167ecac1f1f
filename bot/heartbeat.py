"""The bot's heartbeat: a file it rewrites while it is connected to Discord and its database answers,
and ``python -m bot healthcheck``, which says whether that file is fresh (the container's HEALTHCHECK).

A file, not a port: the bot serves nothing over HTTP, and a file is what a container runtime can read
from inside the container with the bot's own interpreter.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

STALE_AFTER_BEATS = 3  # missed beats before the bot counts as unhealthy (one slow beat is no outage)


def beat(path: str | os.PathLike, now: float | None = None) -> None:
    """Write the time of this beat, atomically (a reader never sees half a file)."""
    target = Path(path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(f"{time.time() if now is None else now:.3f}\n", encoding="ascii")
    os.replace(tmp, target)


def age(path: str | os.PathLike, now: float | None = None) -> float | None:
    """Seconds since the last beat; None when there is no readable beat."""
    try:
        last = float(Path(path).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return None
    return (time.time() if now is None else now) - last


def main(argv: list[str]) -> int:
    from . import cli
    from .config import load_settings

    p = argparse.ArgumentParser(
        prog=cli.prog("healthcheck"),
        description="Exit 0 when the running bot's heartbeat (HEARTBEAT_PATH) is fresh.",
    )
    p.add_argument("--path", help="the heartbeat file (default: HEARTBEAT_PATH)")
    p.add_argument("--max-age", type=float, help="seconds (default: 3 x HEARTBEAT_SECONDS)")
    a = p.parse_args(argv)
    settings = load_settings()
    path = a.path or settings.heartbeat_path
    if not path:
        print(
            "unhealthy: no heartbeat file is configured (set HEARTBEAT_PATH for the bot and this check)",
            file=sys.stderr,
        )
        return 1
    limit = a.max_age if a.max_age is not None else STALE_AFTER_BEATS * settings.heartbeat_seconds
    seconds = age(path)
    if seconds is None:
        print(f"unhealthy: no heartbeat in {path} yet (starting, or not connected to Discord)", file=sys.stderr)
        return 1
    if seconds > limit:
        print(
            f"unhealthy: last heartbeat {seconds:.0f} s ago (limit {limit:.0f} s): Discord or the database "
            "does not answer",
            file=sys.stderr,
        )
        return 1
    print(f"healthy: last heartbeat {seconds:.0f} s ago")
    return 0
