"""The terminal front end: play a whole game at one keyboard through the same GameService.

    python -m bot local emara --players 3 --ai 2,3:hard --seed 7 --out ./out --db game.sqlite3

Each decision is printed as a numbered menu with the private lines of the seat to move; type a
number (``u`` undoes, ``l`` shows the log, ``?`` explains the decision's rule and what each option
changes, ``h`` asks for a hint where the table allows them, ``q`` quits after asking). ``--learn``
starts the game's guided first game instead (``service.learn``: one player, the rule of each of the
first steps and a sensible choice printed above the menu). After each turn (an AI's too)
the public board PNG is written to ``--out``. With every seat an AI the game runs unattended and
prints the result. ``--ai`` names the AI seats and their strength: ``2,3:hard``, ``all:medium``,
``2`` (random). ``--option NAME=VALUE`` sets a game option (``--help`` lists them).

Without ``--db`` the game lives in a temporary database and ends with the program. With ``--db
FILE`` it is kept: the same command later resumes the file's unfinished game (``--new`` abandons it
and starts another).

    python -m bot local --replay 12 [--db FILE] [--lang cs] [--out ./out]

steps through the finished game 12 of a database (by default the bot's own: ``DATABASE_URL``, else
``DATABASE_PATH``) board by board, through ``service.replays``: Enter or ``n`` next, ``p`` previous,
``f`` first, ``l`` last, a number that board, ``c`` the chapters, ``q`` quits.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import secrets
import signal
import sqlite3
import sys
import tempfile
import threading
import typing
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TextIO

from pydantic import ValidationError

from engine import registry
from engine.core import Game
from engine.core.capabilities import AI, HINTS, supports
from engine.core.text import DEFAULT_LOCALE, LANGUAGES
from engine.registry import get_game

from . import cli
from .config import load_settings, settings_error_text
from .i18n import t
from .replay_viewer import ReplayViewer
from .store import DatabaseUnavailable, database_name, is_outage, is_postgres_url, open_store
from .table import (
    AI_LEVELS,
    Budget,
    Budgets,
    FinalResult,
    GameService,
    PublicUpdate,
    ServiceError,
    default_renderer,
    level_text,
)

if TYPE_CHECKING:
    from .config import Settings

LOCAL_GUILD = 0
LOCAL_CHANNEL = 1
PHONE_FILE = "phone.png"  # the phone card, beside the board file
PANEL_FILE = "panel.png"  # the human seat's own area (all-AI tables: the seat that acted last)
POINTS_FILE = "points.png"  # where the points came from (render.breakdown), once the game is over
DEFAULT_LOCAL_LEVEL = "random"
NUMBER = re.compile(r"[0-9]{1,9}")  # typed numbers: ASCII digits only (str.isdigit also takes "²")
YES = ("y", "yes")
INTERRUPTED = 130  # exit code after Ctrl-C (128 + SIGINT)
RANGE_AFTER = 8  # option help: more consecutive numbers than this print as "a-b"

# --- command line -----------------------------------------------------------------------------


def _parser(epilog: str | None = None, *, add_help: bool = True) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=cli.prog("local"),
        description="Play a game in the terminal.",
        epilog=epilog,
        add_help=add_help,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", nargs="?", help="game id: " + ", ".join(registry.game_ids()))
    p.add_argument("--players", type=int, default=None, help="number of seats (a new game)")
    p.add_argument(
        "--ai",
        default="",
        help="AI seats, numbered from 1 (e.g. 2,3) or 'all', with an optional"
        " level after a colon: 2,3:hard, all:medium (levels: " + ", ".join(AI_LEVELS) + "; default random)",
    )
    p.add_argument("--ai-seconds", type=float, default=None, help="thinking time per decision of the hard AI")
    p.add_argument("--ai-iterations", type=int, default=None, help="search iterations per decision (hard AI)")
    p.add_argument(
        "--expert-seconds", type=float, default=None, help="thinking time per decision of the expert AI and of hints"
    )
    p.add_argument(
        "--expert-iterations", type=int, default=None, help="search iterations per decision (expert AI, hints)"
    )
    p.add_argument(
        "--hints",
        choices=("on", "off"),
        default=None,
        help="allow hints (h at the prompt) or not; by default allowed unless every seat is a person's",
    )
    p.add_argument("--seed", type=int, default=None, help="game seed (random if omitted)")
    p.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=DEFAULT_LOCALE,
        help="language of the table and the board picture (default: %(default)s)",
    )
    p.add_argument("--out", default="./out/board.png", help="board PNG file, or a directory for board.png")
    p.add_argument(
        "--db",
        default=None,
        help="SQLite file or postgresql:// URL that keeps the game: the same "
        "command resumes its unfinished game (default: a temporary database, nothing is kept)",
    )
    p.add_argument("--new", action="store_true", help="with --db: abandon the saved unfinished game, start anew")
    p.add_argument(
        "--learn",
        action="store_true",
        help="the game's guided first game (one player, a fixed deal, each first step explained); no --players",
    )
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (listed below)")
    p.add_argument(
        "--replay",
        type=int,
        default=None,
        metavar="ID",
        help="step through the finished game ID of the database (--db, default: the bot's own, "
        "DATABASE_URL or DATABASE_PATH) board by board; the board PNG goes to --out",
    )
    return p


# arguments that start or resume a game: a replay takes none of them (the stored game knows its own)
PLAY_ONLY = (
    "game",
    "players",
    "ai",
    "ai_seconds",
    "ai_iterations",
    "expert_seconds",
    "expert_iterations",
    "hints",
    "seed",
    "new",
    "option",
    "learn",
)


def parse_args(argv: list[str], games: Callable[[str], Game] = get_game) -> argparse.Namespace:
    """Parse; ``--help`` lists the options of the game named (of every game when none is)."""
    game_id = _parser(add_help=False).parse_known_args(argv)[0].game
    ids = [game_id] if game_id else registry.game_ids()
    p = _parser(options_help(ids, games))
    args = p.parse_args(argv)
    if args.replay is not None:
        given = [name for name in PLAY_ONLY if getattr(args, name) != p.get_default(name)]
        if given:
            p.error(f"--replay shows a stored game as it was played: leave out {', '.join(given)}")
        return args
    if args.game is None:
        p.error("the following arguments are required: game (or --replay ID)")
    try:
        game = games(args.game)
    except KeyError:
        p.error(f"unknown game {args.game!r}: choose from {', '.join(registry.game_ids())}")
    try:
        args.options = lobby_options(game, args.option)
    except ValueError as e:
        p.error(str(e))
    return args


def _choice_texts(values: list[Any]) -> list[str]:
    """Choice values as typed on the command line; a long run of consecutive numbers as "a-b"."""
    ints = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    rest = [v for v in values if v not in ints]
    if len(ints) > RANGE_AFTER and ints == list(range(ints[0], ints[0] + len(ints))):
        return [_value_text(v) for v in rest] + [f"{ints[0]}-{ints[-1]}"]
    return [_value_text(v) for v in values]


def _value_text(v: Any) -> str:
    return "none" if v is None else str(v).lower() if isinstance(v, bool) else str(v)


def _type_text(annotation: Any) -> str:
    """What an option without offered choices takes, from its type."""
    kinds = set(typing.get_args(annotation)) or {annotation}
    out = ["true | false"] if bool in kinds else []
    out += ["a number"] if int in kinds else []
    out += ["none"] if type(None) in kinds else []
    return " | ".join(out) or "a value"


def options_help(game_ids: list[str], games: Callable[[str], Game] = get_game) -> str | None:
    """The ``--option`` names and values of each game, for ``--help``."""
    out = []
    for gid in game_ids:
        try:
            game = games(gid)
        except KeyError:
            continue
        specs = {s.field: s for s in game.option_specs()}
        defaults = game.Options()
        out.append(f"options of {gid} (--option NAME=VALUE):")
        for name, field in game.Options.model_fields.items():
            if name in specs:
                values = " | ".join(_choice_texts([v for v, _ in specs[name].choices]))
                label = t(specs[name].label)
            else:
                values = _type_text(field.annotation)
                label = field.description or ""
            default = _value_text(getattr(defaults, name))
            out.append(f"  {name} = {values}  (default {default}){'  ' + label if label else ''}")
    return "\n".join(out) or None


def lobby_options(game: Game, items: list[str]) -> dict[str, Any]:
    """``NAME=VALUE`` items as the game's option values; ValueError naming what is wrong."""
    specs = {s.field: s for s in game.option_specs()}
    fields = game.Options.model_fields
    options: dict[str, Any] = {}
    for item in items:
        name, sep, text = item.partition("=")
        name, text = name.strip(), text.strip()
        if not sep or name not in fields:
            raise ValueError(f"--option {item!r}: unknown option; options of {game.id}: {', '.join(fields)}")
        if name in specs:
            values = [v for v, _ in specs[name].choices]
            value = next((v for v in values if _value_text(v).lower() == text.lower()), _NOT_OFFERED)
            if value is _NOT_OFFERED:
                raise ValueError(f"--option {name}: {text!r} is not one of {' | '.join(_choice_texts(values))}")
        else:
            value = None if text.lower() in ("none", "") else text
        options[name] = value
    try:  # types and ranges of the options model (also for fields without choices)
        checked = game.Options.model_validate({**game.Options().model_dump(), **options})
    except Exception as e:  # pydantic.ValidationError: name the fields
        names = ", ".join(str(err["loc"][0]) for err in getattr(e, "errors", list)() if err.get("loc"))
        raise ValueError(f"--option {names or '?'}: invalid value") from e
    return {k: getattr(checked, k) for k in options}


_NOT_OFFERED = object()


def as_number(text: str) -> int | None:
    text = text.strip()
    return int(text) if NUMBER.fullmatch(text) else None


def ai_levels(spec: str, players: int) -> dict[int, str]:
    """AI seats (1-based) and their level: '' -> none, 'all' -> every seat, '2,3' -> those (random),
    '2,3:hard' / 'all:medium' -> with that level."""
    spec = spec.strip().lower()
    if not spec:
        return {}
    spec, _, level = spec.partition(":")
    level = level.strip() or DEFAULT_LOCAL_LEVEL
    if level not in AI_LEVELS:
        raise SystemExit(f"--ai: unknown level {level!r} (choose from {', '.join(AI_LEVELS)})")
    if spec.strip() == "all":
        return {s: level for s in range(1, players + 1)}
    numbers = {as_number(x) for x in spec.split(",") if x.strip()}
    seats = {n for n in numbers if n is not None}
    if len(seats) < len(numbers):
        raise SystemExit(f"--ai: seats are numbers from 1 to {players}, or 'all': {spec!r}")
    bad = sorted(s for s in seats if not 1 <= s <= players)
    if bad:
        raise SystemExit(f"--ai: seats must be between 1 and {players}: {bad}")
    return {s: level for s in sorted(seats)}


def offered(game: Game, args: argparse.Namespace) -> None:
    """SystemExit, in one line, for an AI seat or hints a game does not declare (``GameInfo.supports``)."""
    locale = getattr(args, "lang", DEFAULT_LOCALE)
    if args.players is not None and ai_levels(args.ai, args.players) and not supports(game, AI):
        raise SystemExit("--ai: " + t("bot.err.no_ai", locale, game=t(game.name, locale)))
    if getattr(args, "hints", None) == "on" and not supports(game, HINTS):
        raise SystemExit("--hints: " + t("bot.err.no_hints", locale, game=t(game.name, locale)))


def ai_seats(spec: str, players: int) -> set[int]:
    """Seats (1-based) played by the AI (see :func:`ai_levels`)."""
    return set(ai_levels(spec, players))


def out_path(out: str) -> Path:
    p = Path(out)
    return p if p.suffix.lower() == ".png" else p / "board.png"


# --- the table --------------------------------------------------------------------------------


class Terminal:
    def __init__(
        self,
        service: GameService,
        out: Path,
        stdin: TextIO,
        stdout: TextIO,
        saved_in: str | None = None,
        locale: str = DEFAULT_LOCALE,
    ):
        self.service = service
        self.locale = locale
        self.out = out
        self.stdin = stdin
        self.stdout = stdout
        self.saved_in = saved_in  # the --db the game is kept in; None: a temporary database

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.stdout)
        self.stdout.flush()

    def fate(self) -> str:
        """Whether the game can be resumed, said truthfully."""
        if self.saved_in:
            return t("bot.local.saved", self.locale, db=self.saved_in)
        return t("bot.local.not_saved", self.locale)

    def show_public(self, pub: PublicUpdate) -> None:
        if not pub.board:  # seats became able to act within the turn: a line, no board
            if pub.awaited_names:
                self.say("", t("bot.turn.waiting", self.locale, names=", ".join(pub.awaited_names)))
            return
        if pub.log_lines:
            self.say(*("  " + line for line in pub.log_lines))
        self.say("", *pub.summary)
        if pub.png:
            self.out.parent.mkdir(parents=True, exist_ok=True)
            self.out.write_bytes(pub.png)
            self.say(t("bot.local.board_written", self.locale, path=self.out))
        if pub.phone_png:  # the phone card beside the board
            self.picture(PHONE_FILE, pub.phone_png, "bot.local.phone_written")
        if pub.breakdown_png:  # the final board's bar chart, as Discord shows it under the ranking
            self.picture(POINTS_FILE, pub.breakdown_png, "bot.local.points_written")

    def picture(self, name: str, png: bytes, said: str) -> None:
        """Write ``png`` as ``name`` beside the board file, and say where."""
        path = self.out.parent / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        self.say(t(said, self.locale, path=path))

    async def ai_area(self, seat: int) -> None:
        """A table of AI seats only: the own area of the seat that just acted, as the panel picture."""
        svc = self.service
        if svc.tables.seat_pictures is None:
            return
        tb = await svc.tables.finished_or_active(LOCAL_CHANNEL)
        if any(s.user_id is not None for s in tb.seats):
            return
        png = await svc.tables.seat_picture(tb, seat, self.locale)
        if png:
            self.picture(PANEL_FILE, png, "bot.local.panel_written")

    def show_result(self, fin: FinalResult) -> None:
        # the score breakdown follows (breakdown_lines), read from the finished table by the caller
        self.say("", "=== " + t("bot.game.finished", self.locale) + " ===", *fin.lines)

    def ask(self, prompt: str) -> str | None:
        """One line typed after ``prompt``; None at the end of input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        return line if line else None

    def confirm_quit(self) -> bool:
        fate = (
            t("bot.local.quit_saved", self.locale, db=self.saved_in)
            if self.saved_in
            else t("bot.local.quit_lost", self.locale)
        )
        answer = self.ask(t("bot.local.confirm_quit", self.locale, fate=fate))
        return answer is None or answer.strip().lower() in YES

    async def play(self) -> int:
        """Until the game ends (0), the player quits (0) or input ends (0); Ctrl-C: INTERRUPTED."""
        try:
            return await self._play()
        except KeyboardInterrupt:
            self.say("", t("bot.local.interrupted", self.locale), self.fate())
            return INTERRUPTED

    async def _play(self) -> int:
        svc = self.service
        while True:
            # one board per AI turn
            while (turn := await svc.ai.ai_turn(LOCAL_CHANNEL, locale=self.locale)) is not None:
                if turn.public.board or turn.public.told_seats:  # a board, or someone newly asked
                    self.say("", f"--- {turn.name} ---")
                    self.show_public(turn.public)
                    await self.ai_area(turn.seat)
            pub = await svc.play.status(LOCAL_CHANNEL, locale=self.locale)
            if pub.finished:
                self.show_result(pub.finished)
                tb = await svc.tables.finished_or_active(LOCAL_CHANNEL)
                self.say(*breakdown_lines(tb.game, tb.state, tb.names, self.locale))
                if self.saved_in:  # the game's number, to step through it later
                    self.say(t("bot.local.replay_hint", self.locale, id=pub.game_id, db=self.saved_in))
                return 0
            user = pub.awaited_user_id  # the first awaited human: several (a simultaneous choice) go in turn
            if user is None:  # every AI turn was just played: a running game awaits a human
                raise RuntimeError("the local game awaits nobody")
            panel = await svc.play.panel(LOCAL_CHANNEL, user, locale=self.locale)
            self.say(
                "",
                f"--- {panel.active_name} --- {panel.prompt}",
                *("  > " + line for line in panel.since),  # since this player's last move: the first open only
                *("  " + line for line in panel.private_lines),
            )
            self.say(*panel.guide)  # a guided first game's step: the rule in play and a sensible choice
            if panel.png:  # the human seat's own area, as its panel shows it
                self.picture(PANEL_FILE, panel.png, "bot.local.panel_written")
            for i, opt in enumerate(panel.options, 1):
                self.say(f"  {i:2d}. {opt.label}")
            undo = t("bot.local.hint_undo", self.locale) if panel.can_undo else ""
            hints = t("bot.local.hints", self.locale, undo=undo) + t("bot.local.why_key", self.locale)
            if panel.can_hint:
                hints += t("bot.local.hint_key", self.locale)
            line = self.ask(f"[{hints}] > ")
            if line is None:
                self.say("", t("bot.local.end_of_input", self.locale), self.fate())
                return 0
            choice = line.strip().lower()
            try:
                if choice == "q":
                    if self.confirm_quit():
                        self.say(self.fate())
                        return 0
                    continue
                if choice == "l":
                    self.say(
                        *(
                            "  " + line
                            for line in await svc.play.log(LOCAL_CHANNEL, 20, user_id=user, locale=self.locale)
                        )
                    )
                    continue
                if choice == "u":
                    undone = await svc.play.undo(LOCAL_CHANNEL, user, locale=self.locale)
                    self.say(undone.line)
                    continue
                if choice == "h":
                    await self.hint(user, panel.version)
                    continue
                if choice == "?":
                    why = await svc.why.explain(LOCAL_CHANNEL, user, panel.version, locale=self.locale)
                    self.say(*why.lines)
                    continue
                n = as_number(choice)
                if n is None or not 1 <= n <= len(panel.options):
                    self.say(t("bot.local.type_number", self.locale, n=len(panel.options)))
                    continue
                out = await svc.play.act(
                    LOCAL_CHANNEL, user, panel.version, panel.options[n - 1].key, locale=self.locale
                )
            except ServiceError as e:
                self.say(t(e.msg, self.locale))
                continue
            # The public update repeats the turn's public lines: print the others only once here.
            repeated = set(out.public.log_lines) if out.public and out.public.board else set()
            self.say(*("  " + line for line in out.events if line not in repeated))
            if out.public:
                self.show_public(out.public)

    async def hint(self, user: int, version: int) -> None:
        """``h``: the strongest AI level's choice for this decision and why (``service.hints``), after
        asking when the first hint costs something."""
        svc = self.service
        out = await svc.hints.suggest(LOCAL_CHANNEL, user, version, locale=self.locale)
        if out.needs_confirmation:
            answer = self.ask(t("bot.local.hint_confirm", self.locale, question=out.line))
            if answer is None or answer.strip().lower() not in YES:
                return
            out = await svc.hints.suggest(LOCAL_CHANNEL, user, version, confirm=True, locale=self.locale)
        self.say(t("bot.local.hint_line", self.locale, option=out.label, reason=out.reason))

    # --- a finished game, board by board (python -m bot local --replay ID) ----------------------

    async def replay(self, game_id: int) -> int:
        """Step through a finished game (:class:`bot.replay_viewer.ReplayViewer`) until ``q`` or the end of
        input (0); 2 if it cannot be shown; Ctrl-C: INTERRUPTED."""
        try:
            return await ReplayViewer(self, LOCAL_CHANNEL).run(game_id)
        except KeyboardInterrupt:
            self.say("", t("bot.local.replay_interrupted", self.locale))
            return INTERRUPTED


async def _resume_or_abandon(service: GameService, args: argparse.Namespace, term: Terminal) -> bool | None:
    """The --db file's unfinished game: True when resumed, False when there is none (or --new
    abandoned it), None when it is another game (said)."""
    row = await service.store.live_game(LOCAL_CHANNEL)
    if row is None:
        return False
    if args.new or row.status == "lobby":  # a table never started is not worth resuming
        await service.play.abandon(LOCAL_CHANNEL, row.creator_id, True, True)
        return False
    if row.game_type != args.game:
        term.say(t("bot.local.other_game", term.locale, db=term.saved_in, other=row.game_type))
        return None
    names = ", ".join(s.name for s in await service.store.seats(row.id))
    game_name = t(service.tables.game(row.game_type).name, term.locale)
    term.say(t("bot.local.resumed", term.locale, game=game_name, db=term.saved_in, names=names))
    term.show_public(await service.play.status(LOCAL_CHANNEL, locale=term.locale))
    return True


async def _new_game(service: GameService, args: argparse.Namespace, term: Terminal, seed: int) -> bool:
    if args.players is None:
        term.say(t("bot.local.players_needed", term.locale))
        return False
    ai = ai_levels(args.ai, args.players)
    await service.lobby.open(
        LOCAL_GUILD,
        LOCAL_CHANNEL,
        args.game,
        1,
        t("bot.local.player", term.locale, seat=1),
        getattr(args, "options", None) or None,
        seat_creator=False,
        locale=term.locale,
    )
    for seat in range(1, args.players + 1):
        if seat in ai:  # named by their seat, like the players
            name = t("bot.local.ai", term.locale, seat=seat, level=level_text(ai[seat], term.locale))
            await service.lobby.add_ai(LOCAL_CHANNEL, 1, ai[seat], name=name, locale=term.locale)
        else:
            await service.lobby.join(
                LOCAL_CHANNEL, seat, t("bot.local.player", term.locale, seat=seat), locale=term.locale
            )
    await service.lobby.set_seat_order(LOCAL_CHANNEL, 1, "joined", locale=term.locale)
    if getattr(args, "hints", None):
        await service.lobby.set_hints(LOCAL_CHANNEL, 1, args.hints, locale=term.locale)
    update = await service.play.start(LOCAL_CHANNEL, 1, locale=term.locale)
    db = term.saved_in or t("bot.local.temporary", term.locale)
    term.say(*update.lines, t("bot.local.started", term.locale, seed=seed, db=db))
    term.show_public(update.public)
    return True


async def _learn_game(service: GameService, args: argparse.Namespace, term: Terminal, seed: int) -> bool:
    """``--learn``: the game's guided first game for player 1 (its deal is the game's own, not ``--seed``)."""
    name = t("bot.local.player", term.locale, seat=1)
    started = await service.learn.start(LOCAL_GUILD, LOCAL_CHANNEL, 1, name, args.game, locale=term.locale)
    db = term.saved_in or t("bot.local.temporary", term.locale)
    deal = registry.learn_game(args.game)
    term.say(*started.lines, t("bot.local.started", term.locale, seed=deal.seed if deal else seed, db=db))
    term.show_public(started.update.public)
    return True


def replay_database(args: argparse.Namespace) -> tuple["Settings | str", str]:
    """What a replay opens: ``--db``, else the bot's own database as its settings name it (PostgreSQL
    at ``DATABASE_URL``, else SQLite at ``DATABASE_PATH``); and that database's SQLite path ("" for
    PostgreSQL: a URL may hold a password and is never printed). ValidationError for bad settings."""
    if args.db is not None:
        return args.db, "" if is_postgres_url(args.db) else args.db
    settings = load_settings()
    return settings, "" if is_postgres_url(settings.database_url) else settings.database_path


async def _open(target):
    """The store, or DatabaseUnavailable naming it (a garbage file, no server, no driver: one line)."""
    try:
        return await open_store(target)
    except Exception as e:
        raise DatabaseUnavailable(database_name(target), e) from e


async def run_replay(
    args: argparse.Namespace,
    *,
    games: Callable[[str], Game] = get_game,
    renderer=default_renderer,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
) -> int:
    """``--replay ID``: step through a stored finished game of the database."""
    locale = getattr(args, "lang", DEFAULT_LOCALE)
    try:
        target, path = replay_database(args)
    except ValidationError as e:
        print(settings_error_text(e), file=stdout)
        return 2
    # never create an empty database to look at (one stat at start-up, before anyone waits on the loop)
    if path and path != ":memory:" and not Path(path).is_file():  # noqa: ASYNC240
        print(t("bot.local.replay_no_database", locale, db=path), file=stdout)
        return 2
    store = await _open(target)
    try:
        service = GameService(store, games=games, renderer=renderer)
        return await Terminal(service, out_path(args.out), stdin, stdout, locale=locale).replay(args.replay)
    finally:
        await store.close()


async def run(
    args: argparse.Namespace,
    *,
    games: Callable[[str], Game] = get_game,
    renderer=default_renderer,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
) -> int:
    if getattr(args, "replay", None) is not None:
        return await run_replay(args, games=games, renderer=renderer, stdin=stdin, stdout=stdout)
    if args.players is not None and not getattr(args, "learn", False):
        ai_levels(args.ai, args.players)  # a bad --ai fails before anything is opened
    offered(games(args.game), args)
    tmp = None
    db = args.db
    if db is None:
        tmp = tempfile.TemporaryDirectory(prefix="euro-table-")
        db = str(Path(tmp.name) / "local.sqlite3")
    seed = args.seed if args.seed is not None else secrets.randbits(62)
    store = await _open(db)
    try:
        service = GameService(
            store,
            games=games,
            renderer=renderer,
            rng_seed_source=lambda: seed,
            ai_budget=Budgets(
                hard=Budget(time_budget=args.ai_seconds, iterations=args.ai_iterations),
                expert=Budget(time_budget=args.expert_seconds, iterations=args.expert_iterations),
            ),
        )
        term = Terminal(
            service, out_path(args.out), stdin, stdout, saved_in=args.db, locale=getattr(args, "lang", DEFAULT_LOCALE)
        )
        try:
            resumed = await _resume_or_abandon(service, args, term)
            start = _learn_game if getattr(args, "learn", False) else _new_game
            if resumed is None or (not resumed and not await start(service, args, term, seed)):
                return 2
        except ServiceError as e:
            term.say(t(e.msg, term.locale))
            return 2
        return await term.play()
    finally:
        await store.close()
        if tmp is not None:
            tmp.cleanup()


def _raise_interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _from_database(error: BaseException) -> bool:
    """Whether a driver raised ``error`` (SQLite or asyncpg), not the terminal's own input or output."""
    return isinstance(error, sqlite3.Error) or type(error).__module__.startswith("asyncpg")


def main(argv: list[str] | None = None, **kwargs) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv, kwargs.get("games", get_game))
    # Ctrl-C must interrupt a prompt at once: asyncio's own handler only cancels the task, which
    # waits for the blocking read to end. A handler of ours also keeps asyncio from installing its.
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, _raise_interrupt) if main_thread else None
    try:
        return asyncio.run(run(args, **kwargs))
    except DatabaseUnavailable as e:  # one line, as the bot says it (exit code: the bot's)
        print(e.line(), file=sys.stderr)
        return DatabaseUnavailable.EXIT_CODE
    except Exception as e:  # the database stopped answering mid-game (made read-only, locked): one line
        if not (_from_database(e) and is_outage(e)):
            raise
        where = database_name(args.db or ":memory:")
        print(DatabaseUnavailable(where, e).line() + " The moves shown before were stored.", file=sys.stderr)
        return DatabaseUnavailable.EXIT_CODE
    except KeyboardInterrupt:  # between two prompts (an AI thinking, a commit)
        out = kwargs.get("stdout", sys.stdout)
        if args.replay is not None:
            print("", t("bot.local.replay_interrupted", args.lang), sep="\n", file=out)
            return INTERRUPTED
        fate = t("bot.local.saved", db=args.db) if args.db else t("bot.local.not_saved")
        print("", t("bot.local.interrupted"), fate, sep="\n", file=out)
        return INTERRUPTED
    finally:
        if main_thread:
            signal.signal(signal.SIGINT, previous)


def breakdown_lines(game, state, names: list[str], locale: str) -> list[str]:
    """Where each player's points came from, in text (``game.score_breakdown``): one line per player,
    its categories and points; none for a game without a breakdown."""
    from engine.core.breakdown import category_msg

    b = game.score_breakdown(state)
    if b is None:
        return []
    out = []
    for seat, parts in b.parts.items():
        name = names[seat] if seat < len(names) else str(seat + 1)
        shown = ", ".join(f"{t(category_msg(b.game, c), locale)} {p}" for c, p in parts)
        out.append(f"{name}: {shown} = {b.total(seat)}")
    return out
