"""The guided first game (``/learn``): a private, unrated teaching game on a fixed deal.

:meth:`Learn.start` opens the table for one player: the game's solo mode at its easiest where it has
one (Crown of Emara's Victoria, Lisboa's Rival; Macao's solo level seats an easy AI), on the deal of
``engine/<game>/learn.py`` (``LEARN.seed``), hints on, rated never, counted in no record (the tallies
leave ``learn_games`` out). Its player's first ``LEARN.guided`` decisions are guided: the panel
carries the rule of the decision's kind (two or three sentences, the rulebook's own term, the section
it stands in) and a sensible choice, the medium AI's, worked out on the player's own determinisation
(nothing hidden is read). A player who chooses otherwise is told what their choice did (the same
numbers as the panel's "?": ``engine.core.why``). After the guided part the game goes on as a normal
game, hints on; its end is written down for ``/profile``.

It plugs into the table machinery as a hook (``tables.hooks``): ``panel_guide`` (asked when a panel is
drawn), ``move_notes`` (before a move is applied) and ``game_finished``.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from bot.i18n import t
from bot.store.learn import LearnStore
from engine import registry
from engine.core import Action, Rng
from engine.core.game import SearchSupport
from engine.core.learn import LearnGame
from engine.core.msg import M
from engine.core.text import DEFAULT_LOCALE
from engine.core.why import option_effect

from . import ai_levels, hint_policy
from .errors import UnknownGame
from .lobby import Lobby
from .models import Panel, TurnUpdate
from .play import Play
from .tables import Table, Tables

#: The level whose choice the guide points out: sensible, quick, and not the hint's (a hint is asked for).
ADVISOR = "medium"
#: The level seated beside the player where the game's solo mode seats none and the game needs two.
OPPONENT = "easy"


@dataclass(frozen=True, slots=True)
class LearnStart:
    """A teaching game just started: its first board and the lines that introduce it."""

    update: TurnUpdate
    lines: list[str]


class Learn:
    """The ``/learn`` use case and its hooks (see the module docstring)."""

    def __init__(self, tables: Tables, lobby: Lobby, play: Play):
        self.tables, self.lobby, self.play = tables, lobby, play
        self.store = LearnStore(tables.store)
        self._teaching: dict[int, bool] = {}  # game id -> is a teaching game (asked on every panel)
        self._advice: dict[tuple[int, int, int], Action] = {}  # (game, version, seat) -> the pointed-out choice
        tables.hooks.append(self)

    async def start(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_type: str,
        *,
        locale: str = DEFAULT_LOCALE,
    ) -> LearnStart:
        """Open and start the user's teaching game of ``game_type`` in the channel (or thread)."""
        game = self.tables.game(game_type)
        learn = registry.learn_game(game_type)
        if learn is None:
            raise UnknownGame(M("bot.learn.none", game=game.name))
        spec = registry.game_feature(game_type, "solo_mode")
        options = spec.options(learn.start) if spec is not None else {}
        await self.lobby.open(guild_id, channel_id, game_type, user_id, name, options, locale=locale)
        await self.lobby.set_language(channel_id, user_id, locale)
        await self.lobby.set_seat_order(channel_id, user_id, "joined", locale=locale)  # the deal as written
        levels = spec.ai_seats(learn.start) if spec is not None and spec.ai_seats is not None else ()
        if not levels and game.info.min_players > 1:
            levels = (OPPONENT,)
        for level in levels:
            await self.lobby.add_ai(channel_id, user_id, level, locale=locale)
        await self.lobby.set_hints(channel_id, user_id, hint_policy.ON, locale=locale)
        update = await self.play.start(channel_id, user_id, locale=locale, seed=learn.seed)
        await self.store.add(update.game_id, user_id, game_type, self.tables.now())
        self._teaching[update.game_id] = True
        lines = [t("bot.learn.started", locale, game=t(game.name, locale), steps=learn.guided)]
        return LearnStart(update=update, lines=lines)

    async def teaching(self, game_id: int, version: int = 1) -> bool:
        """Whether the game is a teaching game; remembered once it is known for good (a game at version 0
        may be one whose learn row :meth:`start` is about to write)."""
        known = self._teaching.get(game_id)
        if known is None:
            known = await self.store.get(game_id) is not None
            if known or version > 0:
                self._teaching[game_id] = known
        return known

    async def _step(self, tb: Table, seat: int) -> int:
        """How many decisions the seat has made so far (its guided step is the next)."""
        return sum(1 for a in await self.tables.store.actions(tb.row.id) if a.seat == seat)

    async def advice(self, tb: Table, seat: int) -> Action:
        """The medium AI's choice for the seat now, on the seat's own determinisation (cached per version)."""
        key = (tb.row.id, tb.row.version, seat)
        found = self._advice.get(key)
        if found is None:
            state = tb.game.copy_state(tb.state)  # the thread reads a copy: the table may move on meanwhile
            found = await asyncio.to_thread(_advise, tb.game, state, seat, tb.row.seed or 0, tb.row.version)
            self._advice = {k: v for k, v in self._advice.items() if k[0] != tb.row.id}  # one per game
            self._advice[key] = found
        return found

    # --- hooks ---------------------------------------------------------------------------------

    async def panel_guide(self, tb: Table, panel: Panel, locale: str) -> list[str]:
        """The guide's lines on the player's panel: the rule, its term and section, a sensible choice;
        once, right after the guided part, that the game now goes on by itself. [] elsewhere."""
        if panel.seat is None or not panel.your_turn or not panel.options:
            return []
        if not await self.teaching(tb.row.id, tb.row.version):
            return []
        learn = registry.learn_game(tb.row.game_type)
        if learn is None:
            return []
        step = await self._step(tb, panel.seat)
        if step >= learn.guided:
            return [t("bot.learn.done", locale)] if step == learn.guided else []
        lines = await self._rule_lines(learn, tb, locale, step)
        action = await self.advice(tb, panel.seat)
        await self.store.advise(tb.row.id, tb.row.version, action.key())
        label = t(tb.game.describe(tb.state, panel.seat, action), locale)
        return [*lines, t("bot.learn.advice", locale, option=label)]

    async def move_notes(self, tb: Table, seat: int, action: Action, locale: str) -> list[str]:
        """Before the move: for a guided step chosen otherwise than pointed out, what the choice does."""
        if not await self.teaching(tb.row.id, tb.row.version):
            return []
        row = await self.store.get(tb.row.id)
        if row is None or row.advice_version != tb.row.version or row.advice_key in (None, action.key()):
            return []
        game, state = tb.game, tb.state
        if action not in game.legal_actions(state, seat):  # refused by apply right after: nothing to say
            return []
        try:
            advised = Action.parse(row.advice_key)
            advised_label = t(game.describe(state, seat, advised), locale)
        except Exception:  # noqa: BLE001 - an advice stored by an older guide: say nothing of it
            return []
        effect = option_effect(game, state, seat, action)
        return [
            t(
                "bot.learn.otherwise",
                locale,
                advised=advised_label,
                effect=t(effect.line(), locale, seat_names=tb.names),
            )
        ]

    async def final_lines(self, row, locale: str) -> list[str]:
        """Under a teaching game's final board: that it is over, and where to go on."""
        return [t("bot.learn.finished", locale)] if await self.teaching(row.id) else []

    async def game_finished(self, row, seats, results) -> None:
        if await self.teaching(row.id):
            await self.store.finish(row.id, self.tables.now())

    async def _rule_lines(self, learn: LearnGame, tb: Table, locale: str, step: int) -> list[str]:
        """The step's heading with the rule's term and section; the rule's sentences the first time
        that rule comes up (and on that panel again), not at every step of a turn that keeps to it."""
        decision = tb.game.decision(tb.state)
        rule = learn.rule(decision.kind) if decision is not None else None
        head = t("bot.learn.step", locale, step=step + 1, steps=learn.guided)
        if rule is None:  # every Step has a rule (tests/engine/test_learn_data.py); a new one may not yet
            return [head]
        line = t("bot.learn.rule", locale, head=head, term=t(learn.term(rule), locale), section=rule.section)
        first = await self.store.explained(tb.row.id, rule.id, tb.row.version)
        return [line, t(learn.text(rule), locale, seat_names=tb.names)] if first == tb.row.version else [line]


def _advise(game, state, seat: int, seed: int, version: int) -> Action:
    """The advisor's choice from what the seat may know: every hidden part of ``state`` resampled first."""
    seen = game.determinise(state, seat, Rng.from_seed(version)) if isinstance(game, SearchSupport) else state
    action = ai_levels.choose_action(game, seen, ADVISOR, seed, version, seat=seat)
    legal = game.legal_actions(state, seat)
    return action if action in legal else legal[0]


def advised_key(panel: Panel, locale: str) -> str | None:
    """The action key of the option a guided panel points out (None: the panel points out none); read
    from the panel as a front end shows it, for the README's picture and the benchmark."""
    head, _, tail = t("bot.learn.advice", locale, option="§").partition("§")
    line = next((x for x in panel.guide if x.startswith(head) and x.endswith(tail)), None)
    if line is None:
        return None
    label = line[len(head) : len(line) - len(tail)]
    return next((o.key for o in panel.options if o.label == label), None)
