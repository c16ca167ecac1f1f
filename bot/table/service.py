"""GameService: the table's use cases, transport-agnostic (Discord and the terminal share it).

A small object that builds the components over ONE :class:`~bot.table.tables.Tables` (the loader and
committer with the per-channel locks) and exposes them:

* ``service.lobby``  open a table, join, leave, options, seat order, add and remove AI seats;
* ``service.play``   start, act, panel, hand, undo, abandon, status, log, final result;
* ``service.ai``     the one AI driver: ``ai_turn`` plays one AI turn and returns its board;
* ``service.hints``  Suggest: the strongest AI level's choice for a player's decision, and why;
* ``service.why``    the panel's "?": the rule of a player's decision and what each option changes;
* ``service.learn``  ``/learn``: a guided, unrated first game on a fixed deal (its guide on the panel);
* ``service.clocks`` paced tables' time-bank reminders and ``/away`` (``bot.table.clocks``);
* ``service.absent`` turn reminders, handing an absent seat to an AI, taking it back, and declining
  out-of-turn answers that waited ``response_minutes``;
* ``service.replays`` finished games board by board, their game file and animated summary;
* ``service.notify`` how each user is told that a table awaits them (mention, direct message, digest,
  none), and each user's own language (their direct messages follow it);
* ``service.digest`` the daily digests due (one direct message a day listing the tables awaiting a user);
* ``service.resign`` a player leaves for good, an AI plays on (the seat ranks last);
* ``service.my_tables`` a user's running tables on every server (``/games``);
* ``service.votes`` votes at a table: cancel by consent, replace an out-of-time or absent player;
* ``service.grace`` a run-out clock nobody answered: the AI plays the seat after the pace's grace;
* ``service.stalls`` a table with no move for 30 days is offered cancel-by-consent, closed 7 days later;
* ``service.substitutes`` a player offers their seat, someone else claims it;
* ``service.tournaments`` tournaments the bot runs: sign-up, rounds paired by standing, standings;
* ``service.tables`` loading, committing, finish hooks, the renderer's warm-up.

``owns(guild_id)`` says which games this process runs its background work for (resuming AI play,
reminders) when several processes share one database, each running some of the bot's shards; by
default it owns every game.

Each use case takes plain ids and returns plain dataclasses (``bot.table.models``); bad input raises
a ``bot.table.errors.ServiceError`` carrying an i18n message, and leaves the stored game untouched.
"""

from __future__ import annotations

from datetime import datetime
from typing import Callable

from bot.clock import real_now
from bot.store import Store
from engine.core import Game
from engine.registry import get_game

from .absent import Absent
from .ai_driver import AiDriver
from .ai_levels import Budget, Budgets
from .ai_pool import AiPool
from .clock_reminders import Clocks
from .hints import Hints
from .digest import Digests
from .forum import ForumTables
from .live import LiveTables
from .learn import Learn
from .lobby import Lobby
from .notify import Notify
from .grace import Grace
from .my_tables import MyTables
from .play import Play, random_seed
from .replays import AnimationWorker, Animator, Replays, default_animator
from .resign import Resign
from .stalls import Stalls
from .substitutes import Substitutes
from .votes import Votes
from .why import Explain
from .tournaments import Picture, Tournaments, default_picture
from .tables import (
    FOLLOW_RENDERER,
    PhoneRenderer,
    Renderer,
    SeatRenderer,
    Tables,
    default_renderer,
    owns_every_guild,
)


class GameService:
    """The table components over one shared :class:`Tables` (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        *,
        games: Callable[[str], Game] = get_game,
        renderer: Renderer | None = default_renderer,
        clock: Callable[[], datetime] = real_now,
        rng_seed_source: Callable[[], int] = random_seed,
        ai_delay_seconds: float = 0.0,
        ai_budget: Budget | Budgets = Budget(),
        ai_pool: AiPool | None = None,
        reminder_minutes: float = 60,
        takeover_minutes: float = 720,
        response_minutes: float = 1440,
        owns: Callable[[int | None], bool] = owns_every_guild,
        animator: Animator | None = default_animator,
        animation_worker: AnimationWorker | None = None,
        phone: PhoneRenderer | None = FOLLOW_RENDERER,
        seat_pictures: SeatRenderer | None = FOLLOW_RENDERER,
        standings_picture: Picture | None = default_picture,
    ):
        self.store = store
        self.tables = Tables(
            store, games=games, renderer=renderer, clock=clock, owns=owns, phone=phone, seat_pictures=seat_pictures
        )
        self.lobby = Lobby(self.tables)
        self.clocks = Clocks(self.tables)
        self.absent = Absent(
            self.tables,
            reminder_minutes=reminder_minutes,
            takeover_minutes=takeover_minutes,
            response_minutes=response_minutes,
            bank=self.clocks,
        )
        self.play = Play(self.tables, self.absent, seed_source=rng_seed_source)
        self.replays = Replays(self.tables, animator=animator, animation_worker=animation_worker)
        self.ai = AiDriver(self.tables, delay=ai_delay_seconds, budget=ai_budget, pool=ai_pool)
        self.hints = Hints(self.tables, budget=self.ai.budgets.expert, pool=ai_pool)
        self.why = Explain(self.tables)
        self.learn = Learn(self.tables, self.lobby, self.play)
        self.notify = Notify(self.tables)
        self.digest = Digests(self.tables)
        self.resign = Resign(self.tables)
        self.votes = Votes(self.tables, self.absent)
        self.absent.votes = self.clocks.votes = self.votes  # "wait for a vote" tables open one at a run-out
        self.grace = Grace(self.tables, self.absent)
        self.stalls = Stalls(self.tables, self.votes)
        self.substitutes = Substitutes(self.tables)
        self.my_tables = MyTables(self.tables, self.votes)
        self.tournaments = Tournaments(self.tables, self.lobby, self.play, picture=standings_picture)
        self.live = LiveTables(self.tables)  # scheduled tables and polls (bot.table.live)
        self.forum = ForumTables(self.tables)  # a server's forum of tables (bot.table.forum)

    def use_clock(self, clock: Callable[[], datetime]) -> None:
        """Read time from ``clock`` from now on (the staging clock, ``bot.clock``): every component
        reads it through ``tables.clock``."""
        self.tables.clock = clock
