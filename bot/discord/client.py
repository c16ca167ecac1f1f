"""The Discord client: minimal intents, one-time setup, and ``run(settings)``.

:class:`EuroBot` is a ``commands.AutoShardedBot`` used for its cogs only (slash commands and
components; no prefix commands): ``setup_hook`` opens the store, builds the services and adds one cog
per feature. It also runs the AI driver per channel (one board per AI turn; the AI thinks in the
worker processes of an :class:`~bot.table.AiPool`, ``AI_WORKERS`` of them) and the turn-reminder loop.

Shards: by default one process runs as many shards as Discord recommends. ``SHARD_COUNT`` and
``SHARD_IDS`` run some of them, so several processes can share one PostgreSQL database; each owns the
games of the guilds its shards receive interactions for, and its background work (resuming AI play,
reminders) is limited to those (``Settings.owns_guild``, passed to the service as ``owns``).

Interactions arrive whatever the intents; ``guilds`` only keeps channel objects resolvable. No
privileged intent is used (no message content, members or presences).
"""

from __future__ import annotations

import asyncio
import functools
import gc
import hashlib
import json
import logging
import signal
from datetime import datetime
from typing import Callable

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot import cli, heartbeat, paths
from bot.clock import sweep_seconds
from bot.staging import staging_clock
from bot.config import Settings
from bot.i18n import t
from engine.core.text import M
from bot.records import RecordsService
from bot.store import DatabaseUnavailable, Store, database_name, migrations_text, open_store
from bot.table import AiPool, Budget, Budgets, GameService, animate_in_worker, level_text

from . import context, custom_ids, delivery, dm, install, invite, live, polls, replay, replies, table, votes
from .asks import tell
from .away import AwayCog
from .choices import load_games
from .components import custom_id_of, custom_ids_of
from .game import GameCog, takeover_view
from .lobby import LobbyCog
from .notify import NotifyCog
from .options import CheckedTree
from .my_games import MyGamesCog
from .locale import catalog_locale, locale_of
from .records import RecordsCog
from .reference import ReferenceCog
from .setup import SetupCog
from .tournaments import TournamentCog
from .tournaments import drive as drive_tournament
from .translator import CatalogTranslator

log = logging.getLogger(__name__)

AI_TURNS_AT_ONCE_MIN = 4  # AI turns in flight at once (at least; twice the AI worker processes)

ServiceFactory = Callable[[Store, Settings], GameService]


def intents() -> discord.Intents:
    """Only ``guilds``: slash commands and components need nothing else."""
    return discord.Intents(guilds=True)


def default_service(store: Store, settings: Settings) -> GameService:
    pool = AiPool(settings.ai_workers, timeout=settings.ai_worker_timeout_seconds) if settings.ai_workers else None
    return GameService(
        store,
        ai_delay_seconds=settings.ai_delay_seconds,
        ai_pool=pool,
        ai_budget=Budgets(
            hard=Budget(time_budget=settings.ai_think_seconds, iterations=settings.ai_iterations),
            expert=Budget(time_budget=settings.ai_expert_think_seconds, iterations=settings.ai_expert_iterations),
        ),
        reminder_minutes=settings.turn_reminder_minutes,
        takeover_minutes=settings.absent_takeover_minutes,
        response_minutes=settings.response_minutes,
        owns=settings.owns_guild,
        animation_worker=animate_in_worker,
    )


class EuroBot(commands.AutoShardedBot):
    """Hosts the games: the cogs (commands and persistent components) and the services."""

    def __init__(
        self, settings: Settings, *, service_factory: ServiceFactory = default_service, store: Store | None = None
    ) -> None:
        # The bot never joins voice: discord.py's warnings about missing voice libraries are noise.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        # No prefix commands: the prefix is only a mention, and without the message content intent
        # no message ever reaches it.
        # Shards: None and None = Discord's recommended count, all in this process.
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents(),
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=CheckedTree,  # option values checked against their declared types (options.py)
            shard_count=settings.shard_count,
            # None = every shard, as documented; discord.py's option TypedDict says List[int]
            shard_ids=settings.shard_ids,  # type: ignore[arg-type]
        )
        self.settings = settings
        # discord.py's documented way to replace the tree's handler; its stubs declare a method there
        self.tree.on_error = self._on_command_error  # type: ignore[method-assign]
        self._service_factory = service_factory
        self.store: Store | None = store  # opened by ``serve`` before logging in, else in setup_hook
        self.service: GameService | None = None
        self.records: RecordsService | None = None
        self._ai_tasks: dict[int, asyncio.Task] = {}  # channel -> its AI driver
        self._ai_again: set[int] = set()  # channels kicked while their driver ran
        # AI turns in flight at once, across all tables: a restart among thousands of AI tables queues
        # them (first come, first served) instead of running all at once, so human clicks stay fast
        self._ai_turns = asyncio.Semaphore(max(AI_TURNS_AT_ONCE_MIN, 2 * settings.ai_workers))
        # channels whose AI play stopped on an error (a database outage): the next tick kicks them again
        self._ai_stalled: set[int] = set()
        self._resume_due = False  # the restart's resume failed: the tick retries
        self._resume_task: asyncio.Task | None = None
        self._warm_task: asyncio.Task | None = None
        self._background: set[asyncio.Task] = set()  # animated summaries being posted (kept referenced)
        self._tournaments_task: asyncio.Task | None = None  # the tournaments' sweep, when kicked
        self._tournaments_again = False  # kicked while it ran: it runs once more
        self._stopping: asyncio.Future | None = None  # close() after SIGTERM / SIGINT (serve)
        self._invite_logged = False
        self.absent_check = tasks.loop(seconds=settings.absent_check_seconds)(self._absent_tick)
        self.heartbeat = tasks.loop(seconds=settings.heartbeat_seconds)(self._heartbeat)

    async def global_names(self, user_ids: list[int]) -> dict[int, str]:
        """Users' global Discord names (never a server nickname): cached users, else asked of Discord;
        a user Discord does not answer for is left out."""

        async def one(uid: int) -> tuple[int, str | None]:
            user = self.get_user(uid)
            if user is None:
                try:
                    user = await self.fetch_user(uid)
                except (discord.HTTPException, KeyError, TypeError, ValueError):
                    return uid, None
            return uid, user.global_name or user.name

        return {uid: name for uid, name in await asyncio.gather(*(one(u) for u in user_ids if u > 0)) if name}

    async def setup_hook(self) -> None:
        """Open the store, build the services, add one cog per feature, sync the commands."""
        if self.store is None:  # PostgreSQL if DATABASE_URL says so, else SQLite
            self.store = await open_store(self.settings)
        self.service = self._service_factory(self.store, self.settings)
        await self._use_staging_clock(self.service)
        self.records = RecordsService(self.service)  # finish hooks: solo records, challenges, ratings
        self.records.global_names = self.global_names  # global boards show global names, never nicknames
        games = load_games()
        # The first board of a game type draws its static layers (~0.5 s): do it now, in the
        # background, so login is not delayed and the first Start after a restart is not either.
        self._warm_task = asyncio.create_task(self._warm_up(list(games)), name="renderer-warm-up")
        await self.add_cog(LobbyCog(self, games))  # /play and the lobby
        await self.add_cog(GameCog(self))  # /game, the board and the panel
        await self.add_cog(ReferenceCog(self, games))  # /rules, /card
        await self.add_cog(RecordsCog(self, games))  # /solo, /challenge, /leaderboard, /profile, /privacy
        await self.add_cog(NotifyCog(self))  # /notify
        await self.add_cog(MyGamesCog(self))  # /games: the user's tables on every server
        await self.add_cog(AwayCog(self))  # /away: pause one's clocks at every table
        await self.add_cog(SetupCog(self))  # /setup: the server's settings (seasons, announcements)
        await self.add_cog(TournamentCog(self, games))  # /tournament: sign-up, rounds, standings
        await self.tree.set_translator(CatalogTranslator())
        if self.settings.runs_shard(0):  # one process syncs the commands: the one running shard 0
            await self._sync_commands()
            await install.offer_installs(self, user_install=self.settings.user_install)
        self._resume_task = asyncio.create_task(self._resume_ai(), name="ai-resume")

    async def _use_staging_clock(self, service: GameService) -> None:
        """``CLOCK_SCALE`` (staging only): the service's clock runs that much faster (``bot.clock``),
        from the database's anchor, and the sweeps look that much more often (with a floor). Logged
        at WARNING at every start, as is a database whose clock still runs ahead of real time."""
        scale = self.settings.clock_scale
        assert self.store is not None, "setup_hook opened the store"
        clock = await staging_clock(self.store, scale, real=service.tables.clock)
        if clock is None:
            return
        service.use_clock(clock)
        interval = sweep_seconds(self.settings.absent_check_seconds, scale)
        self.absent_check.change_interval(seconds=interval)
        if scale != 1:
            log.warning(
                "STAGING CLOCK: every clock runs %g times faster than real time (now %s, %s ahead of real time);"
                " the sweeps look every %g s. Never on a production deployment.",
                scale,
                clock().isoformat(timespec="seconds"),
                clock.lead(),
                interval,
            )
        else:
            log.warning(
                "this database's clock runs %s ahead of real time (a staging clock ran on it): it goes on from there",
                clock.lead(),
            )

    async def _sync_commands(self) -> None:
        """Sync the slash commands with Discord only when their payload (names, options, every
        language's translations) differs from the one last synced from this database: a restart does
        not spend Discord's daily command-sync allowance."""
        guild = discord.Object(id=self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        translator = self.tree.translator
        payload = [
            await c.get_translated_payload(self.tree, translator) if translator else c.to_dict(self.tree)
            for c in self.tree.get_commands(guild=guild)
        ]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()
        name = f"commands.synced.{guild.id if guild else 'global'}"
        assert self.records is not None, "setup_hook made the records service"
        if await self.records.records.secret(name, "") == digest:
            log.info("application commands unchanged (%d): not synced", len(payload))
            return
        synced = await self.tree.sync(guild=guild)
        await self.records.records.replace_secret(name, digest)
        log.info("synced %d application commands %s", len(synced), f"to server {guild.id}" if guild else "globally")

    async def _warm_up(self, game_ids: list[str]) -> None:
        assert self.service is not None, "setup_hook made the game service"
        try:
            await self.service.tables.warm_up(game_ids)
        except Exception:
            log.exception("renderer warm-up failed (the first board will only be slower)")
        # What start-up built (modules, catalogs, cached layers) lives as long as the process: out of
        # the collector's sight, a full collection no longer walks it (measured: a 60 ms stop of the
        # event loop during a 100,000-game ratings rebuild on PostgreSQL became 6 ms).
        gc.freeze()
        if self.service.ai.pool is not None:  # the AI workers import the engine (~1 s)
            try:
                await self.service.ai.pool.start()
            except Exception:
                log.exception("AI workers failed to start (the first AI move will try again)")

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s, in %d servers, shards %s of %s",
            self.user,
            len(self.guilds),
            sorted(self.shards),
            self.shard_count,
        )
        if not self._invite_logged and self.application_id:  # on_ready comes again after a reconnect
            self._invite_logged = True
            log.info("invite URL (add the bot to a server): %s", invite.invite_url(self.application_id))
            log.info(
                "user install URL (personal commands everywhere): %s", invite.user_install_url(self.application_id)
            )
        if not self.absent_check.is_running():
            self.absent_check.start()
        if self.settings.heartbeat_path and not self.heartbeat.is_running():
            self.heartbeat.start()

    async def _heartbeat(self) -> None:
        """Beat while the gateway is connected and the database answers (bot/heartbeat.py)."""
        if self.is_closed() or not self.is_ready() or self.store is None or not self.settings.heartbeat_path:
            return
        try:
            await self.store.schema_version()
        except Exception as e:  # noqa: BLE001 - sqlite3, asyncpg and OSError alike mean "no beat now"
            log.warning("heartbeat skipped: the database does not answer (%s)", e)
            return
        try:
            heartbeat.beat(self.settings.heartbeat_path)
        except OSError as e:
            log.warning("heartbeat: cannot write %s (%s)", self.settings.heartbeat_path, e)

    # -- AI seats: one board per AI turn, paced by settings.ai_delay_seconds -------------------

    def kick_ai(self, channel_id: int, locale: str | None = None) -> None:
        """Play the channel's AI turns in the background (one driver per channel); their boards are in
        the table's pinned language, else ``locale`` (the server's, from the interaction), else the
        channel's server's preferred language."""
        task = self._ai_tasks.get(channel_id)
        if task is not None and not task.done():
            self._ai_again.add(channel_id)  # the running driver looks once more before it stops
            return
        self._ai_tasks[channel_id] = asyncio.create_task(
            self._drive_ai(channel_id, locale), name=f"ai-driver-{channel_id}"
        )

    async def _drive_ai(self, channel_id: int, locale: str | None) -> None:
        """Pause, play one AI turn (thinking in a worker thread), post its board; until a human is to move."""
        try:
            while self.service is not None:
                self._ai_again.discard(channel_id)
                await asyncio.sleep(self.service.ai.delay)
                async with self._ai_turns:
                    turn = await self.service.ai.ai_turn(channel_id, locale=locale or self.channel_locale(channel_id))
                    if turn is None:
                        if channel_id in self._ai_again:
                            continue
                        return
                    if not turn.public.board and not turn.public.mention_user_ids:
                        continue  # an AI's step that nobody needs to hear of now (it is on the next board)
                    public = turn.public.locale  # the table's language (pinned, else the server's)
                    header = (
                        t("bot.discord.ai_played_for", public, name=turn.name, level=level_text(turn.level, public))
                        if turn.stand_in
                        else t("bot.discord.ai_played", public, name=turn.name)
                    )
                    await table.send_board(self, channel_id, turn.public, header=header)
        except asyncio.CancelledError:
            raise
        except Exception:
            self._ai_stalled.add(channel_id)
            log.exception(
                "channel %s: AI play stopped; it is tried again within %s s (or by /game status)",
                channel_id,
                self.settings.absent_check_seconds,
            )
        finally:
            if self._ai_tasks.get(channel_id) is asyncio.current_task():
                del self._ai_tasks[channel_id]

    async def _resume_ai(self) -> None:
        """After a restart: games that were waiting for an AI seat go on (this process's shards' only)."""
        self._resume_due = False
        try:
            channels = await self.service.ai.channels_awaiting_ai() if self.service else []
        except Exception:
            self._resume_due = True
            log.exception("cannot list games waiting for an AI (tried again at the next check)")
            return
        if channels:
            log.info("resuming AI play at %d tables", len(channels))
        for channel_id in channels:
            self.kick_ai(channel_id)  # no interaction: the server's language, looked up per turn

    # -- replays -------------------------------------------------------------------------------

    def post_animation(self, channel_id: int, game_id: int, game_type: str, locale: str) -> None:
        """Draw a finished game's animated summary and post it in its channel, in the background (it
        takes seconds: every board is drawn)."""
        task = asyncio.create_task(
            replay.post_animation(self, channel_id, game_id, game_type, locale), name=f"replay-animation-{game_id}"
        )
        self._background.add(task)  # the loop keeps only a weak reference to a task
        task.add_done_callback(self._background.discard)

    # -- absent players ------------------------------------------------------------------------

    def _retry_ai(self) -> None:
        """AI play stopped by an error (a database outage) goes on: stalled channels are kicked again, and
        a resume that failed at start-up runs again."""
        stalled, self._ai_stalled = self._ai_stalled, set()
        for channel_id in stalled:
            self.kick_ai(channel_id)
        if self._resume_due and (self._resume_task is None or self._resume_task.done()):
            self._resume_task = asyncio.create_task(self._resume_ai(), name="ai-resume")

    async def _absent_tick(self) -> None:
        self._retry_ai()
        try:
            await self.post_reminders()
        except Exception:
            log.exception("turn reminders failed")
        try:
            await self.post_response_timeouts()
        except Exception:
            log.exception("declining late answers failed")
        try:
            await self.post_table_notices()
        except Exception:
            log.exception("the grace, vote and stall sweeps failed")
        try:
            await self.post_digests()
        except Exception:
            log.exception("daily digests failed")
        try:
            await self.post_season_announcements()
        except Exception:
            log.exception("announcing the seasons' champions failed")
        self.kick_tournaments()
        try:
            await self.post_live_tables()
        except Exception:
            log.exception("scheduled tables and polls failed")

    async def post_live_tables(self, now: datetime | None = None) -> int:
        """Scheduled tables whose time came (their players reminded, their events started; events of
        ended tables ended) and polls that ended (the winner's lobby opened): bot.discord.live, polls."""
        if self.service is None:
            return 0
        return await live.post_starts(self, now) + await polls.post_results(self, now)

    def kick_tournaments(self) -> None:
        """Run the tournaments' sweep in the background (one at a time; kicked while it runs, it runs
        once more): after a tournament table's last move, at every check, after a Start."""
        task = self._tournaments_task
        if task is not None and not task.done():
            self._tournaments_again = True
            return
        self._tournaments_task = asyncio.create_task(self.run_tournaments(), name="tournaments")

    async def run_tournaments(self) -> int:
        """Whatever is due at this process's tournaments (``bot.discord.tournaments.drive``); how many
        it looked at."""
        if self.service is None:
            return 0
        seen = 0
        while True:
            self._tournaments_again = False
            for tid in await self.service.tournaments.due():
                seen += 1
                try:
                    await drive_tournament(self, tid)
                except Exception:
                    log.exception("tournament %s: its next step failed (tried again at the next check)", tid)
            if not self._tournaments_again:
                return seen

    async def post_season_announcements(self) -> int:
        """Announce the champions of the seasons that ended on this process's servers, each once (claimed
        in the database first): in the channel the server chose with ``/setup announcements``, else its
        system messages channel; a server with neither (or a channel the bot may not post in) gets none,
        logged, and the season stays readable with ``/leaderboard season:``."""
        if self.records is None or self.service is None:
            return 0
        seasons = self.records.seasons
        posted = 0
        for a in await seasons.due_announcements(self.service.tables.owns, self.guild_locale):
            channel_id = a.channel_id
            if channel_id is None:
                guild = self.get_guild(a.guild_id)
                system = guild.system_channel if guild is not None else None
                channel_id = system.id if system is not None else None
            if channel_id is None:
                log.warning("server %s: season %s ended, but no channel to announce it in", a.guild_id, a.season.number)
                await seasons.not_posted(a, retry=False)
                continue
            try:
                await delivery.messageable(self, channel_id).send(
                    content=a.text,
                    allowed_mentions=discord.AllowedMentions.none(),
                    nonce=delivery.once_nonce("season", a.season.scope, a.season.number),
                )
            except (discord.Forbidden, discord.NotFound):
                log.warning("server %s: cannot announce season %s in %s", a.guild_id, a.season.number, channel_id)
                await seasons.not_posted(a, retry=False)
            except discord.HTTPException:
                log.warning("server %s: announcing season %s failed; tried again", a.guild_id, a.season.number)
                await seasons.not_posted(a, retry=True)
            else:
                await seasons.announced(a)
                posted += 1
        return posted

    async def post_digests(self, now: datetime | None = None) -> int:
        """Send the daily digests due (``/notify how:digest``): one direct message per user, claimed in
        the database first, so no process sends one twice (a refused DM is logged, not retried)."""
        if self.service is None:
            return 0
        sent = 0
        for d in await self.service.digest.due(now):
            if await delivery.send_dm(self, d.user_id, dm.digest(d, delivery.channel_link)):
                sent += 1
        return sent

    async def post_response_timeouts(self, now: datetime | None = None) -> int:
        """Decline the out-of-turn answers that waited too long, say so in their channels (with the
        notice or board of what follows), and let AI seats asked next answer."""
        if self.service is None:
            return 0
        posted = 0
        for r in await self.service.absent.expire_responses(now, server_locale=self.guild_locale):
            try:
                await table.send_board(self, r.channel_id, r.public, header="\n".join(r.lines))
                posted += 1
            except discord.HTTPException:
                log.warning("channel %s: cannot post a declined answer", r.channel_id, exc_info=True)
            self.kick_ai(r.channel_id, r.public.locale)
        return posted

    async def post_reminders(self, now: datetime | None = None) -> int:
        """Post the due turn reminders (a mention) and takeover offers (with their button)."""
        if self.service is None:
            return 0
        posted = 0
        for r in await self.service.absent.due_reminders(now, server_locale=self.guild_locale):
            channel = delivery.messageable(self, r.channel_id)
            try:
                if r.kind == "reminder":
                    # as the user chose: mention, DM, or nothing (none, or the daily digest)
                    posted += await delivery.remind(self, channel, r)
                    continue
                if r.kind == "vote" and r.vote is not None:  # the table waits for a vote to replace them
                    await votes.post_vote(self, r.vote, (*r.vote.waiting_user_ids, r.user_id))
                else:  # the offer asks the other players, and the player whose clock ran out is told too
                    await tell(
                        self,
                        r.channel_id,
                        r.guild_id,
                        r.locale,
                        r.table,
                        r.text,
                        (*r.asked, r.user_id),
                        view=takeover_view(r.game_id, r.seat, r.name, r.locale, one_move=r.one_move),
                        personal={r.user_id: M("bot.stalls.owner")},
                        words=r.words,
                        title=r.title,
                    )
                    posted += 1
            except discord.HTTPException:
                log.warning("channel %s: cannot post a turn reminder", r.channel_id, exc_info=True)
        return posted

    async def post_table_notices(self, now: datetime | None = None) -> int:
        """What the tables say without a click: seats the AI takes after the grace, votes decided by their
        deadline (or withdrawn), tables that stalled (their vote opened) — each told as its readers chose."""
        if self.service is None:
            return 0
        svc, said = self.service, 0
        for sweep in (svc.grace.due, svc.votes.due, svc.stalls.due):
            for notice in await sweep(now, server_locale=self.guild_locale):
                try:
                    await votes.say(self, notice)
                    said += 1
                except discord.HTTPException:
                    log.warning("channel %s: cannot post a table notice", notice.channel_id, exc_info=True)
        return said

    def guild_locale(self, guild_id: int | None) -> str:
        """The catalog locale of a server's preferred language (English for unknown servers): the
        language of messages no interaction starts, such as reminders and resumed AI turns."""
        guild = self.get_guild(guild_id) if guild_id is not None else None
        return catalog_locale(guild.preferred_locale if guild is not None else None)

    def channel_locale(self, channel_id: int) -> str:
        """The preferred language of the server a channel belongs to (English if unknown)."""
        guild = getattr(self.get_channel(channel_id), "guild", None)
        return self.guild_locale(guild.id if guild is not None else None)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Keep the user's language (what only they read, direct messages included, follows it); answer
        clicks that no component of ours will take (foreign or malformed custom_ids)."""
        if self.service is not None:
            try:
                await self.service.notify.seen(interaction.user.id, locale_of(interaction))
            except Exception as e:  # noqa: BLE001 - a language not kept never costs the interaction
                log.info("user %s: language not kept (%s)", interaction.user.id, e)
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = custom_id_of(interaction)
        if custom_ids.is_ours(custom_id) and _on_message(interaction.message, custom_id):
            return  # a DynamicItem answers it
        await replies.error(interaction, t("bot.discord.unknown_button", locale_of(interaction)))

    async def _on_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # the check answered already (bot.discord.install.needs_server)
        await context.failed(interaction, getattr(error, "original", error), locale_of(interaction))

    async def close(self) -> None:
        self.absent_check.cancel()
        self.heartbeat.cancel()
        for task in [
            *self._ai_tasks.values(),
            *self._background,
            self._resume_task,
            self._warm_task,
            self._tournaments_task,
        ]:
            if task is not None:
                task.cancel()
        await super().close()
        if self.service is not None and self.service.ai.pool is not None:
            await self.service.ai.pool.close()
        if self.store is not None:
            await self.store.close()
            self.store = None


def _on_message(message: discord.Message | None, custom_id: str) -> bool:
    """Whether ``custom_id`` is a component of ``message`` (discord.py drops the click otherwise)."""
    return custom_id in custom_ids_of(message)


async def serve(settings: Settings) -> None:
    """Open the database, then log in and run until stopped. SIGTERM (``docker stop``) and SIGINT
    close the bot cleanly: interactions stop, AI workers and the database are closed, exit 0."""
    import platform

    token = settings.discord_token
    if not token:
        raise ValueError("serve() needs DISCORD_TOKEN (python -m bot without one starts the terminal table)")
    log.info(
        "euro-table %s starting (Python %s, discord.py %s; shards %s of %s)",
        cli.version(),
        platform.python_version(),
        discord.__version__,
        settings.shard_ids or "all",
        settings.shard_count or "Discord's count",
    )
    log.info("%s", paths.where_text(settings.data_dir))
    for note in settings.budget_notes():
        log.warning("%s", note)
    try:
        store = await open_store(settings)
    except Exception as e:  # a bad path, no server, no driver, a file that is no database
        raise DatabaseUnavailable(database_name(settings), e) from e
    log.info(
        "database open: %s (schema version %s; %s)",
        database_name(settings),
        await store.schema_version(),
        migrations_text(store),
    )
    if settings.clock_scale != 1:  # said before Discord is reached too (setup_hook says where it stands)
        log.warning(
            "STAGING CLOCK: CLOCK_SCALE=%g, every clock of this deployment runs that many times faster than"
            " real time (STAGING=1). Never on a production deployment.",
            settings.clock_scale,
        )
    bot = EuroBot(settings, store=store)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, functools.partial(_stop, bot, sig))
        except (NotImplementedError, RuntimeError, ValueError):  # not the main thread, or no signals here
            pass
    async with bot:
        await bot.start(token)


def _stop(bot: EuroBot, sig: signal.Signals) -> None:
    log.info("%s: closing", sig.name)
    if bot._stopping is None:  # kept referenced (the loop holds tasks weakly); close() cancels the rest
        bot._stopping = asyncio.ensure_future(bot.close())


def run(settings: Settings):
    """The bot's run as a coroutine for ``asyncio.run`` (``python -m bot`` configures logging itself;
    discord.py adds no handler of its own)."""
    if not settings.discord_token:
        raise SystemExit("DISCORD_TOKEN is not set")
    return serve(settings)
