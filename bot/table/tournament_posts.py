"""A tournament in words and pictures: the sign-up message, a round's post, the final standings, the lines of
``/tournament status`` (:class:`Words`, composed into :class:`~.tournaments.Tournaments`), and the
standings picture's data for ``render.standings`` (public values only: names, points, places).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable, Sequence

from bot.i18n import t
from bot.store.seasons import parse
from bot.store.tournaments import TableGame, TournamentRow, TournamentStore

from . import clocks
from .lobby import out_of_time_line
from .standings import BYE_POINTS, PLACE_POINTS, Standing, standings
from .tables import Tables
from .tournament_models import MENTIONS_MAX, POST_TABLES_MAX, STATUS_ROWS_MAX, TournamentInfo, TournamentPost
from .tournament_rounds import Rounds, entrants, outcomes, planned_rounds

log = logging.getLogger(__name__)

# The standings picture: (its data as plain values, locale) -> PNG, or None. render.standings by default.
Picture = Callable[[dict[str, Any], str], "bytes | None"]


def default_picture(data: dict[str, Any], locale: str) -> bytes | None:
    """``render.standings`` when the renderer package is installed (imported on the first picture, as the
    boards' renderer is); its data from public values only."""
    from render import standings as picture

    rows = [picture.Row(**r) for r in data["rows"]]
    return picture.png(picture.Standings(**{**data, "rows": rows}), locale)


def _fmt(x: float) -> str:
    return f"{x:g}"


def fmt(x: float) -> str:
    """A number of points as people write it (6, 4.5)."""
    return f"{x:g}"


class Words:
    """What a tournament says (see the module docstring)."""

    def __init__(self, tables: Tables, store: TournamentStore, rounds: Rounds, picture: Picture | None):
        self.tables, self.store, self.rounds, self.picture = tables, store, rounds, picture

    def title(self, row: TournamentRow, locale: str) -> str:
        return t(
            "bot.tn.title",
            locale,
            game=t(self.tables.game(row.game_type).name, locale),
            id=row.id,
            format=t(f"bot.tn.format.{row.format}", locale),
        )

    def rounds_text(self, row: TournamentRow, players: int, locale: str) -> str:
        if row.status == "signup" and row.format != "swiss":
            return t(f"bot.tn.rounds_{row.format}", locale)
        return str(planned_rounds(row, players, self.rounds.min_seats(row)))

    def state_line(self, row: TournamentRow, players: int, rows: Sequence[Standing], locale: str) -> str:
        if row.status == "running":
            return t(
                "bot.tn.state_running",
                locale,
                round=row.round,
                rounds=self.rounds_text(row, players, locale),
                players=players,
            )
        if row.status == "finished" and rows:
            return t("bot.tn.state_finished", locale, champion=rows[0].name)
        if row.status == "cancelled":
            return t(row.note or "bot.tn.note.cancelled", locale)
        return t("bot.tn.state_signup", locale, until=_stamp(row.sign_up_until))

    async def info(self, row: TournamentRow, locale: str) -> TournamentInfo:
        row = await self.store.tournament(row.id) or row
        players = await self.store.players(row.id)
        rows = (await self.rounds.standing(row))[0] if row.status == "finished" else []
        points = PLACE_POINTS.get(row.seats_per_table, ())
        lines = [
            self.state_line(row, len(players), rows, locale),
            t("bot.tn.organiser", locale, mention=f"<@{row.organiser_id}>"),
            t(f"bot.tn.format_text.{row.format}", locale, seats=row.seats_per_table),
            t("bot.tn.rounds", locale, rounds=self.rounds_text(row, len(players), locale)),
            t(
                "bot.tn.pace",
                locale,
                pace=t(f"bot.pace.name.{row.pace}", locale) if row.pace else t("bot.pace.lobby_none", locale),
            ),
            out_of_time_line(row.pace, clocks.WAIT_FOR_VOTE, locale),  # tournament tables vote (tournament_rounds)
            t("bot.tn.points", locale, points=" / ".join(str(p) for p in points), bye=BYE_POINTS),
            t("bot.tn.tiebreaks", locale),
            t("bot.tn.rated", locale),
        ]
        if row.min_rating is not None:
            lines.append(t("bot.tn.gate", locale, gate=fmt(row.min_rating)))
        lines.append(
            t(
                "bot.tn.players",
                locale,
                count=len(players),
                max=row.max_players,
                names=", ".join(p.name for p in players) or "-",
            )
        )
        return TournamentInfo(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            message_id=row.message_id,
            status=row.status,
            organiser_id=row.organiser_id,
            title="🏆 " + self.title(row, locale),
            lines=lines,
            players=[p.name for p in players],
            locale=locale,
        )

    def table_lines(
        self, row: TournamentRow, tgs: Sequence[TableGame], players: dict[int, str], locale: str
    ) -> list[str]:
        lines = []
        for tg in tgs[:POST_TABLES_MAX]:
            names = ", ".join(players.get(u, "?") for u in tg.table.players)
            if tg.table.bye:
                lines.append(t("bot.tn.bye_line", locale, names=names, points=BYE_POINTS))
            else:
                where = f"<#{tg.table.thread_id}>" if tg.table.thread_id else t("bot.tn.opening", locale)
                if tg.status in ("finished", "abandoned"):
                    where += " · " + t(f"bot.tn.table_state.{tg.status}", locale)
                lines.append(t("bot.tn.table_line", locale, table=tg.table.table_no, where=where, names=names))
        if len(tgs) > POST_TABLES_MAX:
            lines.append(t("bot.tn.more_tables", locale, n=len(tgs) - POST_TABLES_MAX))
        return lines

    def standing_line(self, r: Standing, locale: str) -> str:
        return t(
            "bot.tn.standing_line",
            locale,
            place=r.place,
            name=r.name,
            points=fmt(r.points),
            buchholz=fmt(r.buchholz),
            score=r.score,
        )

    async def standings_picture(
        self, row: TournamentRow, rows: Sequence[Standing], locale: str, **extra: Any
    ) -> bytes | None:
        if self.picture is None:
            return None
        data = {
            "title": self.title(row, locale),
            "subtitle": extra.get("subtitle") or t("bot.tn.standings_after", locale, round=row.round),
            "rows": [
                {
                    "place": r.place,
                    "name": r.name,
                    "points": fmt(r.points),
                    "buchholz": fmt(r.buchholz),
                    "score": str(r.score),
                    "results": list(r.results),
                    "note": t("bot.tn.out_in", locale, round=r.out_in) if r.out_in else "",
                }
                for r in rows
            ],
            "rounds": max((len(r.results) for r in rows), default=0),
            "footer": t("bot.tn.picture_footer", locale, bye=BYE_POINTS),
            "champion": extra.get("champion", ""),
        }
        try:
            return await asyncio.to_thread(self.picture, data, locale)
        except Exception:  # noqa: BLE001 - a drawing bug must not cost the post (its lines say it all)
            log.exception("tournament %s: the standings picture could not be drawn", row.id)
            return None

    async def round_post(
        self, row: TournamentRow, round_no: int, tgs: Sequence[TableGame], locale: str
    ) -> TournamentPost:
        players = {p.user_id: p.name for p in await self.store.players(row.id)}
        mine = [tg for tg in tgs if tg.table.round == round_no]
        rounds = self.rounds_text(row, len(players), locale)
        lines = [t("bot.tn.round_starts", locale, round=round_no, rounds=rounds)]
        png = None
        if round_no > 1:
            before = [tg for tg in tgs if tg.table.round < round_no]
            rows = standings(entrants(await self.store.players(row.id)), outcomes(before), row.format == "knockout")
            png = await self.standings_picture(
                row, rows, locale, subtitle=t("bot.tn.standings_after", locale, round=round_no - 1)
            )
            lines.append(t("bot.tn.leaders", locale, names=", ".join(r.name for r in rows[:3])))
        lines += self.table_lines(row, mine, players, locale)
        who = [u for tg in mine for u in tg.table.players]
        mentions = who if len(who) <= MENTIONS_MAX else []
        content = (" ".join(f"<@{u}>" for u in mentions) + " " + t("bot.tn.tables_ready", locale)) if mentions else ""
        return TournamentPost(
            row.id,
            "round",
            round_no,
            row.channel_id,
            self.title(row, locale),
            lines,
            content.strip(),
            mentions,
            png,
            await self.info(row, locale) if round_no == 1 else None,
        )

    async def final_post(self, row: TournamentRow, locale: str) -> TournamentPost:
        rows, _ = await self.rounds.standing(row)
        if row.status == "cancelled" or not rows:
            lines = [t(row.note or "bot.tn.note.cancelled", locale)]
            return TournamentPost(
                row.id,
                "final",
                row.round,
                row.channel_id,
                self.title(row, locale),
                lines,
                "",
                [],
                None,
                await self.info(row, locale),
            )
        champion = t("bot.tn.champion", locale, name=rows[0].name)
        png = await self.standings_picture(  # the picture's font has no emoji: its champion line is words only
            row,
            rows,
            locale,
            subtitle=t("bot.tn.final_standings", locale),
            champion=t("bot.tn.champion_picture", locale, name=rows[0].name),
        )
        lines = [champion, ""] + [self.standing_line(r, locale) for r in rows[:STATUS_ROWS_MAX]]
        if len(rows) > STATUS_ROWS_MAX:
            lines.append(t("bot.tn.more_players", locale, n=len(rows) - STATUS_ROWS_MAX))
        return TournamentPost(
            row.id,
            "final",
            row.round,
            row.channel_id,
            self.title(row, locale),
            lines,
            f"<@{rows[0].user_id}>",
            [rows[0].user_id],
            png,
            await self.info(row, locale),
        )


def _stamp(iso: str) -> str:
    """A Discord timestamp (each reader sees it in their own time zone): date, time and "in 3 hours"."""
    unix = int(parse(iso).timestamp())
    return f"<t:{unix}:f> (<t:{unix}:R>)"
