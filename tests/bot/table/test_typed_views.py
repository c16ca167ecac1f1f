"""Generic bot code reads a game's view whether it is a plain dict or a typed pydantic model."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from bot.table.summaries import summary_lines
from bot.store import SeatRow

from tests.bot.toygame import ToyGame


class _ToySeat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    seat: int
    score: int
    hand_count: int


class _ToyView(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    game: str
    players: int
    round: int
    active_seat: int | None
    deck_left: int
    seats: tuple[_ToySeat, ...]


class TypedToy(ToyGame):
    """The toy game with its public view as a model (as Crown of Emara has), for the generic fallbacks."""

    def view(self, state, seat: int | None) -> Any:
        return _ToyView.model_validate(ToyGame.view(self, state, None))


def test_summary_fallback_reads_a_model_view_like_its_dict():
    plain, typed = ToyGame(), TypedToy()
    state = plain.setup(2, plain.Options(), 3)
    seats = [
        SeatRow(seat=0, user_id=1, ai_level=None, name="Ann"),
        SeatRow(seat=1, user_id=2, ai_level=None, name="Bo"),
    ]
    expected = summary_lines(plain, state, plain.view(state, None), seats, "en")
    assert summary_lines(typed, state, typed.view(state, None), seats, "en") == expected
    assert any("Ann" in line and "SCORE 0" in line for line in expected)
