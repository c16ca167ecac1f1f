"""``python -m bot``: the Discord bot; ``python -m bot local ...``: the terminal table;
``python -m bot bench``: the latency benchmark; ``python -m bot clicks``: the clicks-per-turn benchmark."""
from __future__ import annotations

import asyncio
import inspect
import logging
import sys

from .config import load_settings


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "local":
        from .terminal import main as local_main
        return local_main(argv[1:])
    if argv and argv[0] == "bench":
        from .bench_latency import main as bench_main
        return bench_main(argv[1:])
    if argv and argv[0] == "clicks":
        from .bench_clicks import main as clicks_main
        return clicks_main(argv[1:])
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    settings = load_settings()
    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not settings.discord_token:
        print("No DISCORD_TOKEN is set (environment or .env), so the Discord bot cannot start.\n"
              "Play in the terminal instead:  python -m bot local <game> --players N [--ai 2,3]",
              file=sys.stderr)
        return 2
    from .discord import run  # lazily: the terminal front end needs no discord import
    outcome = run(settings)
    if inspect.iscoroutine(outcome):
        asyncio.run(outcome)
    return 0


if __name__ == "__main__":
    sys.exit(main())
