"""``python -m engine selfplay|bench|replay|arena|ladder|budget-ladder|solo-ladder|campaign <game> ...``
(generic over engine.registry);
``python -m engine replay FILE --out DIR``: a game file (``/game export``) back into its board pictures;
``python -m engine bench-catalogs``: a fresh process's CPU up to its first line and first board;
``python -m engine bench-copy``: one state copy beside one decision's rules."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Sequence

from pydantic import ValidationError

from engine.core import Game, IllegalAction, M, translate
from engine.core.gamefile import AnyGameFile, FileResult, PublicBoard, read_game_file
from engine.core.text import LANGUAGES
from engine.refusals import refusal
from engine.registry import game_feature, game_ids, get_game


def default_starts(game) -> list[int]:
    """A game's solo difficulties, easiest first (lower starts are harder where ``lower_is_harder``)."""
    solo = game.solo_mode()
    if solo.lower_is_harder:
        return list(range(40, 0, -5))  # Crown of Emara's building starts worth climbing
    return list(range(solo.start_min, solo.start_max + 1))


class GameFileError(Exception):
    """A game file that cannot be replayed; the message is one line saying why."""


def _one_line(e: Exception) -> str:
    """An exception's message on one line (a pydantic error: its first problem, where it is)."""
    if isinstance(e, ValidationError) and e.errors():
        err = e.errors()[0]
        where = ".".join(str(x) for x in err.get("loc", ()))
        return f"{where}: {err['msg']}" if where else err["msg"]
    return " ".join(str(e).split())


def load_game_file(path: Path) -> tuple[AnyGameFile, Game, list[PublicBoard]]:
    """The file's document, its game and every board of its history; GameFileError when the file
    cannot be read, is not a game file (of a version this engine reads), names an unknown game, or its
    actions do not lead to its result (version 1) or its boards do not fit together (version 2)."""
    try:
        data = path.read_bytes()
    except OSError as e:
        also = f" (nor a game id: {', '.join(game_ids())})" if isinstance(e, FileNotFoundError) else ""
        raise GameFileError((e.strerror or str(e)) + also) from e
    try:
        doc = read_game_file(data)
    except ValueError as e:  # a pydantic ValidationError is one
        raise GameFileError(f"not a game file ({_one_line(e)})") from e
    if doc.game not in game_ids():
        raise GameFileError(f"unknown game {doc.game!r} (this engine knows {', '.join(game_ids())})")
    game = get_game(doc.game)
    if not game.min_players <= len(doc.seats) <= game.max_players:
        raise GameFileError(
            f"{len(doc.seats)} seats: {doc.game} is played by {game.min_players} to {game.max_players} players"
        )
    try:
        return doc, game, doc.public_boards(game)
    except IllegalAction as e:
        raise GameFileError(f"an action of the file is not legal: {translate(e.reason)}") from e
    except ValueError as e:
        raise GameFileError(_one_line(e)) from e


def board_line(board: PublicBoard, count: int, names: Sequence[str], locale: str, file: str) -> str:
    """One board as the command lists it: its file, which move of the game, its chapter, who moved."""
    parts = [
        translate(M("core.replay.start"), locale)
        if board.index == 0
        else translate(M("core.replay.move", index=board.index, count=count - 1), locale)
    ]
    if board.chapter is not None:
        parts.append(translate(board.chapter, locale, names))
    if board.actors:
        parts.append(", ".join(names[s] if 0 <= s < len(names) else "?" for s in board.actors))
    return f"{file}  " + " · ".join(parts)


def ranking_lines(result: FileResult | None, game: Game, names: Sequence[str], locale: str) -> list[str]:
    """The final ranking (best first) with the game's tie-break explanations."""
    if result is None:
        return [translate(M("core.replay.not_over"), locale)]
    order = sorted(range(len(result.ranks)), key=lambda s: (result.ranks[s], s))
    lines = [translate(M("core.replay.ranking"), locale)]
    lines += [
        translate(M("core.replay.rank", rank=result.ranks[s], name=names[s], score=result.scores[s]), locale)
        for s in order
    ]
    if result.opponent is not None:  # alone: the game's solo opponent is ranked too
        solo = game_feature(game.id, "solo_mode")
        lines.append(translate(M("core.replay.opponent", name=solo.opponent, score=result.opponent), locale))
    return lines + [translate(m, locale, names) for m in result.tiebreak_msgs]


def replay_file(path: Path, out: Path, lang: str | None, gif: bool) -> int:
    """``replay FILE --out DIR``: write every board's PNG, list the boards, print the final ranking."""
    try:
        doc, game, history = load_game_file(path)
    except GameFileError as e:
        print(f"cannot replay {path}: {e}", file=sys.stderr)
        return 2
    from render.replay import write_boards, write_gif  # here only: the engine never needs Pillow

    locale = lang or doc.locale
    names = doc.names
    pngs = []
    try:
        for board, file, png in write_boards(game, history, names, locale, out):
            print(board_line(board, len(history), names, locale, file.name))
            if gif:
                pngs.append(png)
        print(*ranking_lines(doc.final(game), game, names, locale), sep="\n")
        if gif:
            print(translate(M("core.replay.gif", path=str(write_gif(pngs, out))), locale))
    except BrokenPipeError:  # the reader left (| head): no failure to report; nothing left to flush at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as e:
        print(f"cannot write into {out}: {e.strerror or e}", file=sys.stderr)
        return 2
    except ValueError as e:  # a version 2 file's view the game's renderer cannot read
        print(f"cannot replay {path}: {_one_line(e)}", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["bench-catalogs"]:  # its own options (no game argument)
        from engine.bench.catalogs import main as catalogs_main

        return catalogs_main(argv[1:])
    if argv[:1] == ["bench-copy"]:
        from engine.bench.state_copy import main as copy_main

        return copy_main(argv[1:])
    p = argparse.ArgumentParser(prog="python -m engine")
    sub = p.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("selfplay", help="random legal games with invariant checks")
    sp.add_argument("game", choices=game_ids())
    sp.add_argument("--players", type=int, default=None)
    sp.add_argument("--games", type=int, default=10)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--json", action="store_true")
    sp.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a lobby option, e.g. simultaneous_dice=true (repeatable)",
    )
    bp = sub.add_parser(
        "bench", help="random-playout games per second (every game and player count when no game is named)"
    )
    bp.add_argument("game", nargs="?", choices=game_ids())
    bp.add_argument("--games", type=int, default=50)
    bp.add_argument("--seed", type=int, default=1)
    bp.add_argument(
        "--against",
        metavar="DIR",
        default=None,
        help="another checkout of this project (e.g. `git worktree add DIR REV`): both measured in "
        "one run, each cell in fresh processes taking turns",
    )
    bp.add_argument("--rounds", type=int, default=3, help="with --against: runs per side and cell (best kept)")
    sub.add_parser(
        "bench-catalogs",
        add_help=False,
        help="CPU of a fresh process up to its first line and first board (see --help)",
    )
    sub.add_parser("bench-copy", add_help=False, help="copy_state beside a decision's rules (see --help)")
    rp = sub.add_parser(
        "replay",
        help="a game file (/game export) -> the PNG of every board; or a game id "
        "with --players, --seed and --actions -> the final public view",
        usage="%(prog)s FILE --out DIR [--lang LANG] [--gif]\n"
        "       %(prog)s GAME --players N --seed S [--rules-version N]"
        " [--actions [SEAT:]KEY ...]",
    )
    rp.add_argument(
        "game", metavar="FILE|GAME", help="a game file, or a game id (" + ", ".join(game_ids()) + ") for the old form"
    )
    rp.add_argument("--out", default=None, metavar="DIR", help="FILE: where board-000.png, board-001.png... go")
    rp.add_argument(
        "--lang", choices=LANGUAGES, default=None, help="FILE: language of the boards and lines (default: the file's)"
    )
    rp.add_argument("--gif", action="store_true", help="FILE: also write the animated summary DIR/game.gif")
    rp.add_argument("--players", type=int, default=None, help="GAME: number of seats")
    rp.add_argument("--seed", type=int, default=None, help="GAME: the game's seed")
    rp.add_argument(
        "--actions",
        nargs="*",
        default=[],
        metavar="[SEAT:]KEY",
        help="GAME: action keys in order; SEAT: (0-based) where several seats may act at once",
    )
    rp.add_argument(
        "--rules-version",
        type=int,
        default=None,
        metavar="N",
        help="GAME: the rules version the actions were played under (default: today's); an older "
        "one is migrated or refused (engine.core.versions)",
    )
    ap = sub.add_parser("arena", help="AI levels against each other; prints one JSON object")
    ap.add_argument("game", choices=game_ids())
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument(
        "--seats",
        required=True,
        help="comma-separated levels, one per player: hard,medium; a level@N thinks N iterations (hard@400)",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None, help="hard: iterations per decision")
    ap.add_argument("--time", type=float, default=None, help="hard: seconds per decision")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument(
        "--against", default=None, metavar="CHECKOUT", help="another checkout: its levels are landed:LEVEL seats"
    )
    ap.add_argument(
        "--record",
        default=None,
        metavar="FILE",
        help="append each finished game to FILE (JSON lines); run again with the same arguments to go on"
        " where a stopped run stopped (the games in FILE are read, not played)",
    )
    lad = sub.add_parser("ladder", help="each AI level against the one below it, and their think times; prints tables")
    lad.add_argument("game", choices=game_ids())
    lad.add_argument("--games", type=int, default=100)
    lad.add_argument("--levels", default=",".join(LADDER_LEVELS), help="weakest first (level or level@N)")
    lad.add_argument("--seed", type=int, default=1)
    lad.add_argument("--workers", type=int, default=1)
    lad.add_argument(
        "--against", default=None, metavar="CHECKOUT", help="another checkout: its levels are landed:LEVEL"
    )
    bud = sub.add_parser("budget-ladder", help="a search level at 4N iterations against itself at N; prints a table")
    bud.add_argument("game", choices=game_ids())
    bud.add_argument("--level", default="hard")
    bud.add_argument("--budgets", default="100,400,1600", help="the N of each row")
    bud.add_argument("--factor", type=int, default=4)
    bud.add_argument("--games", type=int, default=40)
    bud.add_argument("--seed", type=int, default=1)
    bud.add_argument("--workers", type=int, default=1)
    cam = sub.add_parser("campaign", help="the solo campaign rule followed by each AI level; prints where it settles")
    cam.add_argument("game", choices=game_ids())
    cam.add_argument("--levels", default="random,easy,medium,hard,expert")
    cam.add_argument("--games", type=int, default=40)
    cam.add_argument("--seed", type=int, default=1)
    cam.add_argument("--workers", type=int, default=1, help="levels played at once")
    tu = sub.add_parser(
        "tune", help="tune the evaluation's numbers by self-play (SPSA); writes the game's weights.json"
    )
    tu.add_argument("game", choices=game_ids())
    tu.add_argument("--steps", type=int, default=600)
    tu.add_argument(
        "--level", default="medium", help="the judges' level: medium, or a search level with a budget (hard@40)"
    )
    tu.add_argument("--seed", type=int, default=1)
    tu.add_argument("--check", type=int, default=200, help="games of tuned against hand-set at the end")
    tu.add_argument("--out", default=None, help="where to write (engine/<game>/weights.json to keep it)")
    lp = sub.add_parser("solo-ladder", help="solo games against the automaton at each difficulty, easiest first")
    lp.add_argument("game", choices=game_ids())
    lp.add_argument("--level", default="hard")
    lp.add_argument("--games", type=int, default=50)
    lp.add_argument(
        "--starts",
        default=None,
        help="difficulties to play, easiest first (default: the game's whole solo range; Crown of Emara: 40,35,...,5)",
    )
    lp.add_argument("--seed", type=int, default=1)
    lp.add_argument("--iterations", type=int, default=None)
    lp.add_argument("--time", type=float, default=None)
    lp.add_argument("--workers", type=int, default=1)
    lp.add_argument(
        "--all", action="store_true", help="play every start (default: stop at the first won in under half)"
    )
    a = p.parse_args(argv)
    if a.cmd == "replay" and a.game not in game_ids():
        if a.players is not None or a.seed is not None or a.actions or a.rules_version is not None:
            rp.error("--players, --seed, --actions and --rules-version go with a game id; a game file holds them")
        if a.out is None:
            rp.error("a game file needs --out DIR (where its boards are written)")
        return replay_file(Path(a.game), Path(a.out), a.lang, a.gif)
    if a.cmd == "replay" and (a.players is None or a.seed is None):
        rp.error("a game id needs --players and --seed (or give a game file)")
    if a.cmd == "replay" and (a.out is not None or a.lang is not None or a.gif):
        rp.error("--out, --lang and --gif go with a game file")
    if a.cmd == "bench":  # without a game: every game
        from engine.bench.playouts import all_games, bench, compare, compare_report, report

        ids = [a.game] if a.game else game_ids()
        if a.against:
            other = Path(a.against).resolve()
            print(compare_report(compare(ids, a.games, a.seed, other, a.rounds), other))
        elif a.game:
            print(report(bench(get_game(a.game), a.games, seed=a.seed)))
        else:
            print(all_games(ids, a.games, a.seed))
        return 0
    game = get_game(a.game)
    refused = refusal(game, a.cmd)
    if refused:
        print(refused, file=sys.stderr)
        return 2
    if a.cmd == "arena":
        from engine.arena import arena

        try:
            out = arena(
                a.game,
                a.players,
                a.games,
                a.seats.split(","),
                seed=a.seed,
                iterations=a.iterations,
                time_budget=a.time,
                workers=a.workers,
                against=a.against,
                record=a.record,
            )
        except ValueError as e:  # a bad seat, a record file of another arena
            print(f"arena: {e}", file=sys.stderr)
            return 2
        print(json.dumps(out))
        return 0
    if a.cmd == "tune":
        from engine.ai.tune import main as tune

        return tune(a.game, a.steps, a.level, a.seed, a.check, a.out)
    if a.cmd in ("ladder", "budget-ladder", "campaign"):
        return _ladders(a)
    if a.cmd == "solo-ladder":
        from engine.arena import solo_ladder

        starts = [int(x) for x in a.starts.split(",")] if a.starts else default_starts(game)
        print(
            json.dumps(
                solo_ladder(
                    a.game,
                    a.level,
                    a.games,
                    starts,
                    seed=a.seed,
                    iterations=a.iterations,
                    time_budget=a.time,
                    workers=a.workers,
                    stop=not a.all,
                )
            )
        )
        return 0
    if a.cmd == "selfplay":
        from engine.selfplay import selfplay

        players = a.players or game.max_players
        given = dict(o.partition("=")[::2] for o in a.option)
        unknown = sorted(set(given) - set(game.Options.model_fields))
        if unknown:
            sp.error(f"--option: unknown {', '.join(unknown)} (known: {', '.join(game.Options.model_fields)})")
        try:
            options = game.Options(**given)
        except ValueError as e:  # pydantic: a bad value
            sp.error(f"--option: {_one_line(e)}")
        r = selfplay(game, players, a.games, a.seed, options)
        if a.json:
            print(json.dumps(r))
        else:
            print(
                f"{r['game']}: {r['completed']}/{r['games']} games with {players} players completed, "
                f"{r['decisions']} decisions in {r['seconds']} s, {len(r['errors'])} errors"
            )
            for error in r["errors"][:20]:
                print("  " + error)
        return 0 if not r["errors"] and r["completed"] == r["games"] else 1
    from engine.core.replay import replay
    from engine.core.versions import rules_version, today_steps

    steps = [(int(s), k) if k else s for s, _, k in (x.partition(":") for x in a.actions)]
    try:
        if a.rules_version is not None and a.rules_version != rules_version(game):
            if any(not isinstance(s, tuple) for s in steps):
                rp.error("--rules-version: name every action's seat (SEAT:KEY) to migrate it")
            steps = today_steps(game, a.rules_version, a.players, game.Options(), a.seed, steps)
        st = replay(game, a.players, game.Options(), a.seed, steps)
    except (IllegalAction, ValueError) as e:  # a RulesVersionError is one: one line, exit 2
        reason = translate(e.reason) if isinstance(e, IllegalAction) else str(e)
        print(f"cannot replay: {reason}", file=sys.stderr)
        return 2
    from engine.core.view import plain_view

    print(json.dumps(plain_view(game.view(st, None)), indent=1))
    return 0


LADDER_LEVELS = ("random", "easy", "medium", "hard", "expert")


def _ladders(a) -> int:
    """``ladder``, ``budget-ladder`` and ``campaign``: tables for the README (engine/ladder.py)."""
    from engine import ladder as L

    if a.cmd == "ladder":
        levels = a.levels.split(",")
        r = L.ladder(
            a.game, a.games, levels, seed=a.seed, workers=a.workers, progress=lambda line: print(line, file=sys.stderr)
        )
        print(f"{a.game}, 2 players, {a.games} games per pairing, seats rotated, seed {a.seed}\n")
        print(L.format_pairings(r["pairings"]))
        print()
        print(L.format_think(r["think"], levels))
    elif a.cmd == "budget-ladder":
        rows = L.budget_ladder(
            a.game, a.level, [int(x) for x in a.budgets.split(",")], a.games, a.factor, seed=a.seed, workers=a.workers
        )
        print(f"{a.game}, 2 players, {a.games} games per row, seats rotated, seed {a.seed}\n")
        print(L.format_budgets(rows))
    else:
        levels = a.levels.split(",")
        jobs = [(a.game, lv, a.games, a.seed) for lv in levels]
        if a.workers > 1:
            import multiprocessing as mp

            with mp.get_context("fork").Pool(a.workers) as pool:
                rows = pool.starmap(L.campaign, jobs)
        else:
            rows = [L.campaign(*j) for j in jobs]
        print(f"{a.game}: the solo campaign, {a.games} games per level, seed {a.seed}\n")
        print(L.format_campaigns(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
