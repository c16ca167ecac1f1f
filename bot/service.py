"""GameService: every use case of the bot, transport-agnostic (Discord and the terminal share it).

Each method takes plain ids and returns plain dataclasses (``bot.models``); bad input raises a
``bot.errors.ServiceError`` carrying an i18n message, and leaves the stored game untouched.

Nothing lives only in memory: every call loads the game from the store, and every change is one
versioned transaction. A per-channel ``asyncio.Lock`` serialises calls inside this process; the
version check in the database catches races between processes.
"""
from __future__ import annotations

import asyncio
import logging
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from pydantic import BaseModel, ValidationError

from engine.core import Action, Decision, Game, IllegalAction, Rng, replay
from engine.core.text import DEFAULT_LOCALE, M
from engine.registry import get_game

from . import ai_seats
from .ai_play import AiPlay
from .lobby import Lobby
from .codec import encode_event
from .errors import (AlreadyStarted, BadAction, GameOver, IllegalMove, LobbyNotStarted, NoGame, NotAllowed,
                     NotCreator, NotSeated, NotYourTurn, OutdatedBoard, PlayerCount, UndoNotAllowed, UnknownGame)
from .i18n import echo, t
from .models import (AbandonOutcome, ActionOption, ActOutcome, FinalResult, Panel, PublicUpdate, SeatInfo,
                     TurnUpdate, UndoOutcome)
from .presenting import event_lines, final_result, seat_name, summary_lines
from .store import ActionRow, GameRow, ResultRow, SeatRow, StaleVersion, Store

log = logging.getLogger(__name__)

Renderer = Callable[[str, dict, list[str]], bytes]
_SEAT_ORDER_SALT = 0x5EA7_0DE5
# An action key as the bot accepts it from outside: ASCII tokens joined by dots (``\w`` and
# ``str.isdigit`` would also take "²" or a fullwidth "１"), at most _ACTION_KEY_MAX characters.
_ACTION_KEY = re.compile(r"[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*")
_ACTION_KEY_MAX = 80


def default_renderer(game_id: str, view: dict, names: list[str]) -> bytes | None:
    """``render.board`` when the renderer package is installed; None (no picture) until then."""
    try:
        from render import board
    except ImportError as e:  # pragma: no cover - depends on what is installed
        if e.name not in ("render", "render.board"):
            raise
        return None
    return board(game_id, view, names)


def _utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _random_seed() -> int:
    return secrets.randbits(62)


class _ChannelLock:
    """``async with`` one channel's lock; the entry in ``locks`` lives only while someone holds or
    waits for it, so the dict does not grow with every channel ever played."""

    __slots__ = ("_locks", "_channel", "_entry")

    def __init__(self, locks: dict[int, list], channel_id: int):
        self._locks, self._channel = locks, channel_id

    async def __aenter__(self) -> None:
        entry = self._locks.get(self._channel)
        if entry is None:
            entry = self._locks[self._channel] = [asyncio.Lock(), 0]     # [lock, holders and waiters]
        self._entry = entry
        entry[1] += 1
        try:
            await entry[0].acquire()
        except BaseException:        # cancelled while waiting
            self._leave()
            raise

    async def __aexit__(self, *exc: object) -> None:
        self._entry[0].release()
        self._leave()

    def _leave(self) -> None:
        self._entry[1] -= 1
        if self._entry[1] == 0 and self._locks.get(self._channel) is self._entry:
            del self._locks[self._channel]


@dataclass(slots=True)
class _Table:
    """One running game as loaded for a call."""

    row: GameRow
    game: Game
    options: BaseModel
    state: BaseModel
    seats: list[SeatRow]

    @property
    def names(self) -> list[str]:
        """Display names by seat, for the engine's player references in log lines."""
        return [s.name for s in self.seats]

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None


class GameService(Lobby, AiPlay):
    def __init__(self, store: Store, *, games: Callable[[str], Game] = get_game,
                 renderer: Renderer | None = default_renderer, clock: Callable[[], datetime] = _utcnow,
                 rng_seed_source: Callable[[], int] = _random_seed, ai_delay_seconds: float = 0.0,
                 ai_budget: ai_seats.Budget = ai_seats.Budget(), reminder_minutes: float = 60,
                 takeover_minutes: float = 720):
        self.store = store
        self._games = games
        self._renderer = renderer
        self._clock = clock
        self._seed_source = rng_seed_source
        self._ai_delay = self.ai_delay = ai_delay_seconds      # AI seats: bot.ai_play
        self.ai_budget = ai_budget
        self.reminder_minutes, self.takeover_minutes = reminder_minutes, takeover_minutes
        self._locks: dict[int, list] = {}     # channel -> [asyncio.Lock, holders and waiters] (_ChannelLock)
        # Listeners of finished games (solo records, challenges, ratings: bot.records). Each may define
        # ``async game_finished(row, seats, results)`` and ``async final_lines(row, locale) -> list[str]``.
        self.hooks: list[Any] = []

    # ================================================================== helpers

    def _lock(self, channel_id: int) -> _ChannelLock:
        return _ChannelLock(self._locks, channel_id)

    def _now(self) -> str:
        return self._clock().isoformat()

    def _game(self, game_type: str) -> Game:
        try:
            return self._games(game_type)
        except KeyError as e:
            raise UnknownGame(M("bot.err.unknown_game", game=echo(game_type))) from e

    async def _table(self, channel_id: int, game_id: int | None = None) -> _Table:
        """The channel's active game; NoGame / GameOver / LobbyNotStarted otherwise."""
        row = await self.store.live_game(channel_id)
        if game_id is not None and (row is None or row.id != game_id):
            other = await self.store.game(game_id)
            if other is None or other.channel_id != channel_id:
                raise BadAction()
            if other.status in ("finished", "abandoned"):
                raise GameOver()
            raise NoGame()
        if row is None:
            last = await self.store.last_game(channel_id)
            if last is not None and last.status == "finished":
                raise GameOver()
            raise NoGame()
        if row.status == "lobby":
            raise LobbyNotStarted()
        return await self._load(row)

    async def _finished_or_active(self, channel_id: int) -> _Table:
        row = await self.store.live_game(channel_id)
        if row is None:
            row = await self.store.last_game(channel_id)
            if row is None or row.status != "finished":
                raise NoGame()
        if row.status == "lobby":
            raise LobbyNotStarted()
        return await self._load(row)

    async def _load(self, row: GameRow) -> _Table:
        game = self._game(row.game_type)
        options = game.Options.model_validate(row.options)
        seats = await self.store.seats(row.id)
        try:
            state = game.State.model_validate_json(row.state or "")
        except (ValidationError, ValueError):
            log.warning("game %s: state cache unreadable, rebuilding from the action log", row.id)
            state = await self._replay(row, game, options, len(seats))
            try:
                await self.store.repair_state(row.id, row.version, state.model_dump_json())
            except StaleVersion:
                pass  # someone else wrote meanwhile; our rebuilt state is still the log's truth
        return _Table(row=row, game=game, options=options, state=state, seats=seats)

    async def _replay(self, row: GameRow, game: Game, options: BaseModel, players: int,
                      drop_last: int = 0) -> BaseModel:
        keys = [a.action_key for a in await self.store.actions(row.id)]
        if drop_last:
            keys = keys[:-drop_last]
        return await asyncio.to_thread(replay, game, players, options, row.seed, keys)

    def _panel(self, tb: _Table, user_id: int, locale: str, *, with_options: bool = True,
               last: ActionRow | None = None) -> Panel:
        game, state = tb.game, tb.state
        seat = tb.seat_of(user_id)
        decision = game.decision(state)
        private = [t(m, locale) for m in game.seat_lines(state, seat)] if seat is not None else []
        your_turn = decision is not None and seat is not None and decision.seat == seat
        if decision is None:
            status = t("bot.game.finished", locale)
        elif your_turn:
            status = t("bot.turn.yours", locale)
        else:
            status = t("bot.turn.of", locale, name=seat_name(tb.seats, decision.seat))
        options: list[ActionOption] = []
        prompt = None
        if your_turn and with_options:
            prompt = t(decision.prompt, locale)
            options = [ActionOption(key=a.key(), label=t(game.describe(state, a), locale))
                       for a in game.legal_actions(state)]
        can_undo = (your_turn and last is not None and last.seat == seat and last.turn == decision.turn
                    and not last.reveals)
        active = decision.seat if decision is not None else None
        return Panel(game_id=tb.row.id, game_type=tb.row.game_type, version=tb.row.version, seat=seat,
                     your_turn=your_turn, status=status, prompt=prompt, options=options, private_lines=private,
                     active_seat=active, active_user_id=tb.seats[active].user_id if active is not None else None,
                     active_name=seat_name(tb.seats, active), turn=decision.turn if decision else None,
                     can_undo=can_undo, finished=decision is None)

    async def _public(self, tb: _Table, log_lines: list[str], locale: str) -> PublicUpdate:
        game, state = tb.game, tb.state
        view = game.view(state, None)
        names = [s.name for s in tb.seats]
        png = None
        if self._renderer is not None:
            png = await asyncio.to_thread(self._renderer, game.id, view, names)
        decision = game.decision(state)
        result = game.result(state) if decision is None else None
        finished = final_result(game, result, tb.seats, locale) if result is not None else None
        if finished is not None:
            for hook in self.hooks:
                finished.lines.extend(await hook.final_lines(tb.row, locale))
        active = decision.seat if decision is not None else None
        return PublicUpdate(game_id=tb.row.id, game_type=tb.row.game_type, channel_id=tb.row.channel_id,
                            version=tb.row.version, png=png,
                            summary=summary_lines(game, state, view, tb.seats, locale),
                            mention_user_id=tb.seats[active].user_id if active is not None else None,
                            active_seat=active, active_name=seat_name(tb.seats, active),
                            turn=decision.turn if decision else None, log_lines=log_lines, finished=finished)

    async def _commit(self, tb: _Table, seat: int, turn: int, action: Action, events: list) -> ActionRow:
        """Store the already-applied action: version+1; finishes the game with its results if it ended."""
        results = None
        if tb.game.decision(tb.state) is None:
            result = tb.game.result(tb.state)
            if result is not None:
                results = [ResultRow(seat=s.seat, user_id=s.user_id if s.user_id is not None else s.absent_user_id, rank=result.ranks[s.seat],
                                     score=result.scores[s.seat],
                                     details=_jsonable(result.details[s.seat] if s.seat < len(result.details)
                                                       else {}))
                           for s in tb.seats]
        row = ActionRow(seq=0, seat=seat, action_key=action.key(), turn=turn,
                        reveals=any(e.reveals for e in events), events=[encode_event(e) for e in events])
        tb.row.version = await self.store.commit_action(tb.row.id, tb.row.version, tb.state.model_dump_json(),
                                                        row, results=results, now=self._now())
        if results is not None:
            tb.row.status = "finished"
            for hook in self.hooks:
                try:
                    await hook.game_finished(tb.row, tb.seats, results)
                except Exception:   # records are rebuilt from the results log; the move itself stands
                    log.exception("game %s: finish hook %r failed", tb.row.id, hook)
        return row

    async def _run_ai(self, tb: _Table) -> int:
        """Play AI seats until a human must decide or the game ends; returns how many actions."""
        count = 0
        while True:
            decision = tb.game.decision(tb.state)
            if decision is None or tb.seats[decision.seat].ai_level is None:
                return count
            if self._ai_delay and count:
                await asyncio.sleep(self._ai_delay)
            action = await self._think(tb, decision.seat)
            events = tb.game.apply(tb.state, action)
            try:
                await self._commit(tb, decision.seat, decision.turn, action, events)
            except StaleVersion:
                log.info("game %s: AI move lost a race; the other writer continues", tb.row.id)
                return count
            count += 1

    async def _log_since_turn(self, tb: _Table, turn: int, locale: str) -> list[str]:
        return event_lines(await self.store.actions(tb.row.id, since_turn=turn), None, locale, tb.names)

    async def warm_up(self, game_types: list[str]) -> None:
        """Render one public board per game type, so the renderer's static layers are cached
        before the first real turn (call once at start-up)."""
        if self._renderer is None:
            return
        for game_type in game_types:
            game = self._game(game_type)
            players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
            state = game.setup(players, game.Options(), 0)
            names = [t("core.seat", seat=i + 1) for i in range(players)]
            await asyncio.to_thread(self._renderer, game.id, game.view(state, None), names)

    async def start(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE,
                    seed: int | None = None, run_ai: bool = True) -> TurnUpdate:
        """Creator only: seat everyone (random seeded order or as joined), set up, let AIs move
        (``run_ai=False``: the front end plays AI turns itself with ``ai_turn``, one board each)."""
        async with self._lock(channel_id):
            row = await self._lobby_row(channel_id)
            if user_id != row.creator_id:
                raise NotCreator()
            game = self._game(row.game_type)
            members = await self.store.lobby_members(row.id)
            if not game.min_players <= len(members) <= game.max_players:
                raise PlayerCount(M("bot.err.player_count", min=game.min_players, max=game.max_players,
                                    count=len(members)))
            seed = int(self._seed_source()) if seed is None else seed   # a given seed: the daily challenge
            order = list(members)
            if row.seat_order == "random":
                Rng.from_seed(seed ^ _SEAT_ORDER_SALT).shuffle(order)
            seats = [SeatRow(seat=i, user_id=m.user_id, ai_level=m.ai_level, name=m.name)
                     for i, m in enumerate(order)]
            options = game.Options.model_validate(row.options)
            state = await asyncio.to_thread(game.setup, len(seats), options, seed)
            try:
                row = await self.store.start_game(row.id, seed=seed, seats=seats, state=state.model_dump_json(),
                                                  now=self._now())
            except StaleVersion as e:
                raise AlreadyStarted() from e
            tb = _Table(row=row, game=game, options=options, state=state, seats=seats)
            if run_ai:
                await self._run_ai(tb)
            public = await self._public(tb, await self._log_since_turn(tb, 0, locale), locale)
            names = ", ".join(s.name for s in seats)
            return TurnUpdate(game_id=row.id, seats=[SeatInfo(s.seat, s.user_id, s.ai_level, s.name) for s in seats],
                              public=public,
                              lines=[t("bot.game.started", locale, game=t(game.name, locale), names=names)])

    # ================================================================== play

    async def panel(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE) -> Panel:
        """The user's private panel: their lines, and the decision's options when it is their turn."""
        tb = await self._finished_or_active(channel_id)
        if tb.seat_of(user_id) is None:
            return self._stand_in_panel(tb, user_id, locale)   # NotSeated unless an AI stands in for them
        return self._panel(tb, user_id, locale, last=await self.store.last_action(tb.row.id))

    async def hand(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE) -> Panel:
        """The user's private lines only (no options), at any time."""
        tb = await self._finished_or_active(channel_id)
        if tb.seat_of(user_id) is None:
            return self._stand_in_panel(tb, user_id, locale)   # NotSeated unless an AI stands in for them
        return self._panel(tb, user_id, locale, with_options=False)

    @staticmethod
    def _to_move(tb: _Table, user_id: int) -> tuple[int, Decision]:
        """The user's seat and the current decision, if that decision is theirs; else the reason why not."""
        seat = tb.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        decision = tb.game.decision(tb.state)
        if decision is None:
            raise GameOver()
        if decision.seat != seat:
            raise NotYourTurn()
        return seat, decision

    async def act(self, channel_id: int, user_id: int, version: int, action_key: str, *,
                  game_id: int | None = None, locale: str = DEFAULT_LOCALE, run_ai: bool = True) -> ActOutcome:
        """Apply the user's choice if it is theirs to make on this exact version, then let AIs move.

        ``game_id`` (from a custom_id) must name the channel's active game when given. With
        ``run_ai=False`` AI seats wait for the front end's ``ai_turn`` calls (one board per AI turn).
        """
        async with self._lock(channel_id):
            tb = await self._table(channel_id, game_id)
            if version != tb.row.version:     # first: the loser of a double click gets the fresh panel
                raise OutdatedBoard(tb.row.version)
            seat, decision = self._to_move(tb, user_id)
            if (not isinstance(action_key, str) or len(action_key) > _ACTION_KEY_MAX
                    or not _ACTION_KEY.fullmatch(action_key)):
                raise BadAction()
            try:
                action = Action.parse(action_key)
            except IllegalAction as e:
                raise BadAction() from e
            if action not in tb.game.legal_actions(tb.state):
                raise IllegalMove(M("core.illegal"))
            try:
                events = tb.game.apply(tb.state, action)
            except IllegalAction as e:
                raise IllegalMove(e.reason) from e
            try:
                last = await self._commit(tb, seat, decision.turn, action, events)
            except StaleVersion as e:
                current = await self.store.game(tb.row.id)
                raise OutdatedBoard(current.version if current else version) from e
            ai_count = await self._run_ai(tb) if run_ai else 0
            if ai_count:
                last = await self.store.last_action(tb.row.id)
            after = tb.game.decision(tb.state)
            public = None
            if after is None or after.turn != decision.turn:
                public = await self._public(tb, await self._log_since_turn(tb, decision.turn, locale), locale)
            mine = [t(e.msg, locale, seat_names=tb.names) for e in events if e.private_to is None or e.private_to == seat]
            panel = self._panel(tb, user_id, locale, last=last)
            return ActOutcome(panel=panel, public=public, finished=public.finished if public else None,
                              events=mine, ai_actions=ai_count)

    async def status(self, channel_id: int, *, locale: str = DEFAULT_LOCALE) -> PublicUpdate:
        """The public table now (active game, or the channel's last finished game)."""
        tb = await self._finished_or_active(channel_id)
        lines = event_lines(await self.store.actions(tb.row.id), None, locale, tb.names)[-10:]
        return await self._public(tb, lines, locale)

    async def log(self, channel_id: int, limit: int = 20, *, user_id: int | None = None,
                  locale: str = DEFAULT_LOCALE) -> list[str]:
        """The last ``limit`` log lines: public ones, plus private ones of ``user_id``'s seat."""
        tb = await self._finished_or_active(channel_id)
        seat = tb.seat_of(user_id) if user_id is not None else None
        lines = event_lines(await self.store.actions(tb.row.id), seat, locale, tb.names)
        return lines[-limit:] if limit > 0 else []

    async def undo(self, channel_id: int, user_id: int, *, locale: str = DEFAULT_LOCALE) -> UndoOutcome:
        """Take back the seat's last action of its current turn (never across a reveal), by replay."""
        async with self._lock(channel_id):
            tb = await self._table(channel_id)
            seat, decision = self._to_move(tb, user_id)
            last = await self.store.last_action(tb.row.id)
            if last is None or last.seat != seat or last.turn != decision.turn:
                raise UndoNotAllowed()
            if last.reveals:
                raise UndoNotAllowed(M("bot.err.undo_reveal"))
            state = await self._replay(tb.row, tb.game, tb.options, len(tb.seats), drop_last=1)
            label = t(tb.game.describe(state, Action.parse(last.action_key)), locale)
            try:
                tb.row.version = await self.store.undo_to(tb.row.id, tb.row.version, state.model_dump_json(),
                                                          last.seq - 1, now=self._now())
            except StaleVersion as e:
                current = await self.store.game(tb.row.id)
                raise OutdatedBoard(current.version if current else tb.row.version) from e
            tb.state = state
            panel = self._panel(tb, user_id, locale, last=await self.store.last_action(tb.row.id))
            return UndoOutcome(panel=panel, undone=label, line=t("bot.game.undone", locale, action=label))

    async def abandon(self, channel_id: int, user_id: int, can_manage_channel: bool = False,
                      confirm: bool = False, *, locale: str = DEFAULT_LOCALE) -> AbandonOutcome:
        """End the channel's lobby or game for everyone (creator or channel manager; asks to confirm)."""
        async with self._lock(channel_id):
            row = await self.store.live_game(channel_id)
            if row is None:
                raise NoGame()
            if user_id != row.creator_id and not can_manage_channel:
                raise NotAllowed()
            if not confirm:
                return AbandonOutcome(needs_confirmation=True, abandoned=False,
                                      line=t("bot.game.confirm_abandon", locale))
            try:
                await self.store.set_status(row.id, "abandoned", expected_version=row.version, now=self._now())
            except StaleVersion as e:
                raise OutdatedBoard(row.version) from e
            return AbandonOutcome(needs_confirmation=False, abandoned=True, line=t("bot.game.abandoned", locale))

    async def final_result(self, channel_id: int, *, locale: str = DEFAULT_LOCALE) -> FinalResult | None:
        """The ranking of the channel's game if it is finished, else None."""
        tb = await self._finished_or_active(channel_id)
        result = tb.game.result(tb.state) if tb.game.decision(tb.state) is None else None
        return final_result(tb.game, result, tb.seats, locale) if result is not None else None



def _jsonable(details: Any) -> dict:
    """Result details as plain JSON (engine Msgs become their English text)."""
    if not isinstance(details, dict):
        return {"value": str(details)}
    out = {}
    for k, v in details.items():
        if isinstance(v, (int, float, str, bool)) or v is None:
            out[str(k)] = v
        elif isinstance(v, (list, tuple)):
            out[str(k)] = [x if isinstance(x, (int, float, str, bool)) else t(x) if hasattr(x, "id") else str(x)
                           for x in v]
        else:
            out[str(k)] = t(v) if hasattr(v, "id") else str(v)
    return out
