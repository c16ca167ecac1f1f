"""The terminal's replay viewer: a stored finished game board by board (``python -m bot local --replay ID``).

Everything it shows comes from ``service.replays`` (the boards the table posted, their public log
lines, the summary, the final ranking); it only reads the typed commands: Enter or ``n`` next, ``p``
previous, ``f``/``l`` first/last, a number for that board, ``c`` the chapters, ``q`` quit. It talks
through the terminal table it is given (its ``say``, ``ask``, ``show_result``, ``out``, ``locale``
and ``service``), so it has no import of its own of the terminal module.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from .i18n import t
from .table import FinalResult, GameService, ReplayFrame, ServiceError


class Table(Protocol):
    """What the viewer needs of the terminal table (``bot.terminal.Terminal``)."""

    service: GameService
    locale: str
    out: Path

    def say(self, *lines: str) -> None: ...

    def ask(self, prompt: str) -> str | None: ...

    def show_result(self, fin: FinalResult) -> None: ...


class ReplayViewer:
    def __init__(self, table: Table, channel_id: int):
        self.table = table
        self.channel_id = channel_id  # the terminal's channel: a replay names its game, any server's

    def show_frame(self, frame: ReplayFrame) -> None:
        """One board as the table posted it: where it is, what led to it, the summary, the picture
        (written to ``--out``) and, on the last board, the final ranking."""
        term, locale = self.table, self.table.locale
        term.say("", f"=== {frame.position} ===", *("  " + line for line in frame.log_lines), *frame.summary)
        if frame.png:
            term.out.parent.mkdir(parents=True, exist_ok=True)
            term.out.write_bytes(frame.png)
            term.say(t("bot.local.board_written", locale, path=term.out))
        if frame.finished:
            term.show_result(frame.finished)

    def show_chapters(self, frame: ReplayFrame) -> None:
        self.table.say(
            t("bot.local.replay_chapters", self.table.locale),
            *(f"  {jump.index:4d}  {jump.label}" for jump in frame.chapters),
        )

    @staticmethod
    def target(choice: str, frame: ReplayFrame) -> int | None:
        """The board a typed command asks for (it may be the board shown); None if it is no command.
        Board numbers are ASCII digits only."""
        last = frame.count - 1
        steps = {
            "": min(frame.index + 1, last),
            "n": min(frame.index + 1, last),
            "p": max(frame.index - 1, 0),
            "f": 0,
            "l": last,
        }
        if choice in steps:
            return steps[choice]
        if choice.isascii() and choice.isdigit() and len(choice) <= 9:
            n = int(choice)
            return n if n <= last else None
        return None

    async def frame(self, game_id: int, index: int) -> ReplayFrame:
        return await self.table.service.replays.frame(
            self.channel_id, game_id, index, any_server=True, locale=self.table.locale
        )

    async def run(self, game_id: int) -> int:
        """Step through the game until ``q`` or the end of input (0); the service's error and 2 when it
        cannot be shown (an unknown or running game)."""
        term, locale = self.table, self.table.locale
        try:
            frame = await self.frame(game_id, 0)
        except ServiceError as e:
            term.say(t(e.msg, locale))
            return 2
        game = t(term.service.tables.game(frame.game_type).name, locale)
        term.say(t("bot.local.replay_opened", locale, game=game, id=game_id, moves=frame.count - 1))
        self.show_frame(frame)
        hints = t("bot.local.replay_hints", locale, last=frame.count - 1)
        while True:
            line = term.ask(f"[{hints}] > ")
            choice = line.strip().lower() if line is not None else "q"
            if choice == "q":
                term.say(t("bot.local.replay_closed", locale))
                return 0
            if choice == "c":
                self.show_chapters(frame)
                continue
            target = self.target(choice, frame)
            if target is None:
                term.say(t("bot.local.replay_type", locale, last=frame.count - 1))
                continue
            if target == frame.index and choice in ("", "n", "p"):
                term.say(t("bot.local.replay_at_last" if choice != "p" else "bot.local.replay_at_first", locale))
                continue
            try:
                frame = await self.frame(game_id, target)
            except ServiceError as e:
                term.say(t(e.msg, locale))
                continue
            self.show_frame(frame)
