"""AI thinking in worker processes, shared by every AI seat of every table.

A search AI is pure Python: in a worker *thread* it holds the bot process's GIL, and a human's click
waits behind it (measured: 5 hard-AI tables thinking put a click's p95 past Discord's 3-second
deadline). The pool runs :func:`bot.table.ai_levels.choose_action` in separate processes instead
(``python -m bot.table.ai_worker``). The bot process only writes a position (game id, state JSON,
level, seeds, budget, seat) as one JSON line to a worker's stdin and reads the action key back from
its stdout; the event loop waits on the pipe, so a thinking AI costs the bot nothing but that message.

* Workers run at a lower scheduling priority (``nice``), so on a busy machine the bot process, which
  answers the clicks, gets the CPU first.
* A worker that dies (killed, out of memory) or takes longer than ``timeout`` seconds is killed and
  replaced; that one decision raises :class:`WorkerLost`, and the driver thinks it in its own process
  by medium, which needs no search (``ai_driver.FALLBACK_LEVEL``).
* A worker exits by itself when the bot process goes away (its stdin closes).
* Hints (:meth:`AiPool.hint`, a player waiting on their panel) run in the same workers and go before
  the AI seats' decisions waiting for a free worker, so a busy pool delays a hint by at most the
  decision a worker is thinking about when it is asked.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import sys
from dataclasses import asdict
from typing import Any

from engine.ai.hint import Hint
from engine.core import Action, Game
from engine.registry import get_game

from .ai_levels import Budget
from .hint_codec import decode_hint

log = logging.getLogger(__name__)

#: seconds a worker may think before it counts as hung (the hard AI's default search takes ~1-3 s)
DEFAULT_TIMEOUT = 60.0
#: how much lower the workers' scheduling priority is than the bot's
WORKER_NICE = 10
#: the worker program
WORKER_MODULE = "bot.table.ai_worker"
#: a request line carries a whole state; the answer is one short line
_ANSWER_LIMIT = 1 << 16


class AiWorkerError(Exception):
    """A worker could not answer (it reported an error, or it was lost)."""


class WorkerLost(AiWorkerError):
    """The worker thinking about a decision died or hung; it has been replaced."""


class _Worker:
    """One ``python -m bot.table.ai_worker`` process and its pipes."""

    def __init__(self, proc: asyncio.subprocess.Process):
        if proc.stdin is None or proc.stdout is None:
            raise ValueError("an AI worker talks through its stdin and stdout pipes")
        self.proc, self.stdin, self.stdout = proc, proc.stdin, proc.stdout

    @classmethod
    async def start(cls, nice: int) -> "_Worker":
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            WORKER_MODULE,
            str(nice),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=_ANSWER_LIMIT,
        )
        worker = cls(proc)
        if not (await worker.stdout.readline()).strip():  # its "ready" line: the engine is imported
            worker.kill()
            raise AiWorkerError("an AI worker did not start")
        return worker

    @property
    def pid(self) -> int:
        return self.proc.pid

    async def ask(self, request: dict) -> dict:
        self.stdin.write(json.dumps(request).encode() + b"\n")
        await self.stdin.drain()
        line = await self.stdout.readline()
        if not line:
            raise EOFError("the AI worker closed its output")
        return json.loads(line)

    def kill(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()

    async def stop(self) -> None:
        """Close its input (it exits by itself); kill it if it does not within a few seconds."""
        if self.proc.stdin is not None and not self.proc.stdin.is_closing():
            self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 5)
        except asyncio.TimeoutError:
            self.kill()
            await self.proc.wait()


class _Idle:
    """The idle workers, handed out first to urgent askers (hints), then in order of asking."""

    def __init__(self) -> None:
        self._workers: collections.deque[_Worker] = collections.deque()
        self._waiting: tuple[collections.deque[asyncio.Future], ...] = (collections.deque(), collections.deque())

    def empty(self) -> bool:
        return not self._workers

    def get_nowait(self) -> "_Worker":
        return self._workers.popleft()

    def put_nowait(self, worker: "_Worker") -> None:
        for queue in self._waiting:  # urgent first
            while queue:
                fut = queue.popleft()
                if not fut.done():
                    fut.set_result(worker)
                    return
        self._workers.append(worker)

    async def get(self, urgent: bool = False) -> "_Worker":
        if self._workers:
            return self._workers.popleft()
        fut: asyncio.Future = asyncio.get_running_loop().create_future()
        self._waiting[0 if urgent else 1].append(fut)
        try:
            return await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():  # handed a worker as the wait was cancelled: pass it on
                self.put_nowait(fut.result())
            raise


class AiPool:
    """``workers`` AI processes shared by all tables (see the module docstring)."""

    def __init__(self, workers: int, *, timeout: float = DEFAULT_TIMEOUT, nice: int = WORKER_NICE):
        if workers < 1:
            raise ValueError("an AI pool needs at least one worker")
        self.size = workers
        self.timeout = timeout
        self.nice = nice
        self.replaced = 0  # workers killed and replaced so far (dead or hung)
        self._idle = _Idle()
        self._starting: asyncio.Future | None = None
        self._all: set[_Worker] = set()
        self._reaping: set[asyncio.Task] = set()
        self._closed = False

    # ------------------------------------------------------------------ life cycle

    async def start(self) -> "AiPool":
        """Start the workers (the first :meth:`choose` does it otherwise); calls made meanwhile wait
        for the same start, and a failed start is tried again by the next call."""
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._start())
        try:
            await asyncio.shield(self._starting)
        except BaseException:
            if self._starting.done() and self._starting.exception() is not None:
                self._starting = None
            raise
        return self

    async def _start(self) -> None:
        started = await asyncio.gather(*(_Worker.start(self.nice) for _ in range(self.size)), return_exceptions=True)
        workers = [w for w in started if isinstance(w, _Worker)]
        if len(workers) < len(started):
            for w in workers:
                w.kill()
            raise next(e for e in started if not isinstance(e, _Worker))
        for w in workers:
            self._all.add(w)
            self._idle.put_nowait(w)

    async def close(self) -> None:
        """Stop every worker (a thinking one is killed)."""
        self._closed = True
        idle = set()
        while not self._idle.empty():
            idle.add(self._idle.get_nowait())
        for w in self._all - idle:
            w.kill()
        await asyncio.gather(*(w.stop() for w in self._all), *self._reaping, return_exceptions=True)
        self._all.clear()

    async def __aenter__(self) -> "AiPool":
        return await self.start()

    async def __aexit__(self, *exc) -> None:
        await self.close()

    def pids(self) -> list[int]:
        """The workers' process ids (tests, diagnostics)."""
        return sorted(w.pid for w in self._all)

    # ------------------------------------------------------------------ thinking

    @staticmethod
    def serves(game: Game) -> bool:
        """Whether a worker can find ``game`` (the registered games; test games think in threads)."""
        try:
            return get_game(game.id) is game
        except (KeyError, ImportError, AttributeError):
            return False

    async def choose(
        self, game: Game, state, level: str, seed: int, seq: int, budget: Budget = Budget(), *, seat: int
    ) -> Action:
        """``ai_levels.choose_action`` in a worker process; AiWorkerError if the worker
        reported an error, WorkerLost (one) if it died or hung."""
        request = {
            "game": game.id,
            "state": state.model_dump_json(),
            "level": level,
            "seed": seed,
            "seq": seq,
            "budget": asdict(budget),
            "seat": seat,
        }
        answer = await self._ask(request)
        if "key" not in answer:
            raise AiWorkerError(answer.get("error", "no answer"))
        return Action.parse(answer["key"])

    async def hint(self, game: Game, state, seat: int, seed: int, seq: int, budget: Budget = Budget()) -> Hint:
        """``bot.table.hints.think`` in a worker process, before any AI seat's waiting decision;
        AiWorkerError / WorkerLost as for :meth:`choose`."""
        request = {
            "kind": "hint",
            "game": game.id,
            "state": state.model_dump_json(),
            "seed": seed,
            "seq": seq,
            "budget": asdict(budget),
            "seat": seat,
        }
        answer = await self._ask(request, urgent=True)
        if "hint" not in answer:
            raise AiWorkerError(answer.get("error", "no answer"))
        return decode_hint(answer["hint"])

    async def _ask(self, request: dict[str, Any], urgent: bool = False) -> dict[str, Any]:
        """One request answered by an idle worker (``urgent``: before those already waiting)."""
        if self._closed:
            raise RuntimeError("the AI pool is closed")
        await self.start()
        worker = await self._idle.get(urgent)
        try:
            answer = await asyncio.wait_for(worker.ask(request), self.timeout)
        except (asyncio.TimeoutError, EOFError, OSError, ValueError) as e:
            why = "took too long" if isinstance(e, asyncio.TimeoutError) else "died"
            await self._replace(worker, why)
            raise WorkerLost(why) from e
        except BaseException:
            # cancelled while the worker thinks: its late answer would confuse the next request
            self._abandon(worker)
            raise
        self._idle.put_nowait(worker)
        return answer

    async def _replace(self, worker: _Worker, why: str) -> None:
        log.warning("AI worker %s %s; starting another", worker.pid, why)
        worker.kill()
        self._all.discard(worker)
        self.replaced += 1
        self._reap(worker)
        if not self._closed:
            fresh = await _Worker.start(self.nice)
            self._all.add(fresh)
            self._idle.put_nowait(fresh)

    def _abandon(self, worker: _Worker) -> None:
        """Replace a worker without waiting (called while a cancellation unwinds)."""
        task = asyncio.get_running_loop().create_task(self._replace(worker, "was abandoned mid-thought"))
        self._reaping.add(task)
        task.add_done_callback(self._reaping.discard)

    def _reap(self, worker: _Worker) -> None:
        task = asyncio.get_running_loop().create_task(worker.proc.wait())
        self._reaping.add(task)
        task.add_done_callback(self._reaping.discard)
