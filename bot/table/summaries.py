"""Turn engine data into the translated, plain dataclasses the front ends show.

Game-agnostic: every game-specific word comes from the game's own messages (``describe``,
``seat_lines``, its ``summary_lines`` when it has them) or from its public view.
"""

from __future__ import annotations

from typing import Any, Sequence

from bot.i18n import t
from bot.store import ActionRow, SeatRow
from engine.core import Game, Msg, Result
from engine.core.view import plain_view
from engine.core.modes import SoloMode

from .codec import decode_event
from .models import FinalResult, FinalStanding
from .resigned import resigned_last


def seat_name(seats: Sequence[SeatRow], seat: int | None) -> str | None:
    if seat is None or not 0 <= seat < len(seats):
        return None
    return seats[seat].name


def waiting_text(seats: Sequence[SeatRow], decision, locale: str) -> str:
    """Who the table waits for: "It is Ann's turn." or, with several seats, "Waiting for Ann, Bob."."""
    if len(decision.seats) == 1:
        return t("bot.turn.of", locale, name=seat_name(seats, decision.seats[0]))
    return t("bot.turn.waiting", locale, names=", ".join(seat_name(seats, s) or "?" for s in decision.seats))


def waiting_for(seats: Sequence[SeatRow], awaited: Sequence[int], question: str | None, locale: str) -> str:
    """What another player's panel says while the table waits: "Waiting for Ann: Join the visit with
    your Royal Favor?" (the asked seat's own prompt), or only the names when there is no question."""
    names = ", ".join(seat_name(seats, s) or "?" for s in awaited)
    if question:
        return t("bot.turn.waiting_for", locale, names=names, question=question)
    return t("bot.turn.waiting", locale, names=names)


def summary_lines(game: Game, state, view: Any, seats: Sequence[SeatRow], locale: str) -> list[str]:
    """Round, turn and scores: the game's own ``summary_lines(state)`` if it has them, else from the view
    (a dict, or a pydantic model read in its JSON form) and the game's ``info.score_fields``."""
    own = game.summary_lines(state)
    if own is not None:
        names = [s.name for s in seats]
        return [t(m, locale, seat_names=names) for m in own]
    view = plain_view(view)
    lines: list[str] = []
    head = []
    if isinstance(view, dict) and view.get("round") is not None:
        head.append(t("bot.turn.round", locale, round=view["round"]))
    decision = game.decision(state)
    if decision is not None:
        head.append(waiting_text(seats, decision, locale))
    else:
        head.append(t("bot.game.finished", locale))
    lines.append(" · ".join(head))
    seat_views = view.get("seats") if isinstance(view, dict) else None
    score_fields = game.info.score_fields
    if isinstance(seat_views, list):
        for i, sv in enumerate(seat_views):
            if not isinstance(sv, dict):
                continue
            scores = [f"{key.upper()} {sv[key]}" for key in score_fields if isinstance(sv.get(key), int)]
            if scores:
                lines.append(
                    t(
                        "bot.turn.score",
                        locale,
                        name=seat_name(seats, sv.get("seat", i)) or str(i + 1),
                        scores=", ".join(scores),
                    )
                )
    return lines


def event_lines(
    actions: Sequence[ActionRow], seat: int | None, locale: str, names: Sequence[str] | None = None
) -> list[str]:
    """Translated log lines: public events, plus private ones addressed to ``seat``."""
    out = []
    for row in actions:
        for data in row.events:
            try:
                e = decode_event(data)
            except (KeyError, TypeError, ValueError, AttributeError):  # a damaged row: its line is left out
                continue
            if e.private_to is None or (seat is not None and e.private_to == seat):
                out.append(t(e.msg, locale, seat_names=names))
    return out


def _solo_seat(game: Game, seats: Sequence[SeatRow]) -> tuple[SoloMode, int] | None:
    """The game's solo mode and the player's seat when the table is a solo game: one seat alone, or (a
    game whose solo mode seats AI opponents, like Macao's score attack) one player among AI seats only
    (a seat an AI plays for an absent player is not one)."""
    solo = game.solo_mode()
    if solo is None:
        return None
    if len(seats) == 1:
        return solo, seats[0].seat
    humans = [s for s in seats if s.ai_level is None or s.absent_user_id is not None]
    if solo.ai_seats is not None and len(humans) == 1 and humans[0].user_id is not None:
        return solo, humans[0].seat
    return None


def final_result(game: Game, result: Result, seats: Sequence[SeatRow], locale: str) -> FinalResult:
    """The ranking lines, then who won: the winners, or in a solo game the outcome against the game's
    solo opponent (its score and the won flag are said there, not among the details). Resigned seats
    rank last, and the tie-break lines agree with the order shown (:func:`resigned_last`)."""
    result = resigned_last(result, seats)
    solo_seat = _solo_seat(game, seats)
    # The solo opponent's score and the won flag serve the solo line only: never a ranking detail (a game
    # whose solo is against AI seats reports them in every game).
    spec = game.solo_mode()
    said = {spec.opponent_score_key, "won"} if spec is not None else set()
    standings = []
    for s in seats:
        details = result.details[s.seat] if s.seat < len(result.details) else {}
        standings.append(
            FinalStanding(
                seat=s.seat,
                name=s.name,
                user_id=s.user_id,
                ai_level=s.ai_level,
                rank=result.ranks[s.seat],
                score=result.scores[s.seat],
                details=dict(details),
            )
        )
    standings.sort(key=lambda st: (st.rank, st.seat))
    lines = []
    for st in standings:
        line = t("bot.game.rank", locale, rank=st.rank, name=st.name, score=st.score)
        shown = {k: v for k, v in st.details.items() if k not in said}
        if shown:
            line += (
                " ("
                + ", ".join(f"{_detail_label(game, k, locale)} {_plain(v, locale)}" for k, v in shown.items())
                + ")"
            )
        lines.append(line)
    if solo_seat is not None:
        solo = solo_seat[0]
        mine = next(st for st in standings if st.seat == solo_seat[1])
        lines.append(_solo_line(solo, mine, locale))
        # beside AI seats the winners are the seats ranked first; alone, the player or nobody
        winners = (
            [st.name for st in standings if st.rank == 1]
            if len(seats) > 1
            else [mine.name]
            if _solo_won(solo, mine)
            else []
        )
    else:
        winners = [st.name for st in standings if st.rank == 1]
        lines.append(t("bot.game.winner", locale, names=", ".join(winners)))
    hinted = [t("bot.hints.used_by", locale, name=s.name, n=s.hints) for s in seats if s.hints]
    if hinted:  # a game with hints is not rated: the final board says who used them (migration 016)
        lines.append(t("bot.hints.final", locale, names=", ".join(hinted)))
    names = [s.name for s in seats]
    tiebreaks = [t(m, locale, seat_names=names) for m in result.tiebreaks]
    return FinalResult(standings=standings, winners=winners, tiebreaks=tiebreaks, lines=lines + tiebreaks)


def _detail_label(game: Game, key: str, locale: str) -> str:
    msg_id = f"{game.id}.detail.{key}"
    text = t(msg_id, locale)
    return key.upper() if text == msg_id else text


def _solo_won(solo: SoloMode, st: FinalStanding) -> bool:
    other, won = solo.outcome(st.score, st.details)
    return bool(won) if won is not None else other is not None and st.score > other


def _solo_line(solo: SoloMode, st: FinalStanding, locale: str) -> str:
    """Who won a solo game, and the score against the game's solo opponent."""
    other, _ = solo.outcome(st.score, st.details)
    key = "bot.game.solo_won" if _solo_won(solo, st) else "bot.game.solo_lost"
    return t(
        key, locale, name=st.name, opponent=solo.opponent, score=st.score, other=other if other is not None else "?"
    )


def _plain(v: Any, locale: str = "en") -> str:
    if isinstance(v, Msg):
        return t(v, locale)
    if isinstance(v, bool):
        return t("bot.game.yes" if v else "bot.game.no", locale)
    return str(v)
