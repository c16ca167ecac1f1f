"""The bot's log lines for a host: plain text by default, one JSON object per line with
``LOG_FORMAT=json`` (for log collectors). Configured once by ``python -m bot``."""

from __future__ import annotations

import json
import logging
import sys
from datetime import datetime, timezone

HANDLER_NAME = "euro-table"
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class JsonFormatter(logging.Formatter):
    """One JSON object per record: time (UTC, ISO 8601), level, logger, message, and the traceback
    when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def configure(level: str, fmt: str = "text") -> None:
    """The root logger at ``level`` in ``fmt`` ("text" or "json"), on standard output: standard error
    is kept for the one line that says why the bot cannot start. discord.py's own chatter is kept to
    warnings unless the level is DEBUG. Called again, it replaces its own handler only."""
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    handler.set_name(HANDLER_NAME)
    root = logging.getLogger()
    root.handlers[:] = [h for h in root.handlers if h.get_name() != HANDLER_NAME] + [handler]
    root.setLevel(level)
    number = logging.getLevelName(level)
    if isinstance(number, int) and number > logging.DEBUG:
        logging.getLogger("discord").setLevel(max(number, logging.WARNING))
