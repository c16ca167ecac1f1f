"""Crown of Emara's compact score track: every player's CP and BP marker stands on it with its exact
number, markers at close values stand side by side (none hides another), and the track is short."""

from __future__ import annotations

import json
from pathlib import Path

from render import emara, kit
from render.emara.layout import TRACK_H, TRACK_TOKEN, Layout
from render.emara.track import MARK_GAP, scale_x, spread

FIXTURES = Path(__file__).parent / "fixtures"


def test_markers_at_close_values_stand_side_by_side_within_the_picture() -> None:
    step = TRACK_TOKEN + MARK_GAP
    xs = spread([scale_x(0)] * 5, step, 20, 1580)
    assert all(b - a >= step for a, b in zip(xs, xs[1:])) and xs[0] >= 20
    right = spread([scale_x(104)] * 4, step, 20, 1580)
    assert right[-1] <= 1580 and all(b - a >= step for a, b in zip(right, right[1:]))
    assert spread([100.0, 500.0], step, 20, 1580) == [100.0, 500.0]  # room: each at its place


def test_every_cp_and_bp_is_written_on_the_track() -> None:
    view = json.loads((FIXTURES / "mid_4p.json").read_text())
    layout = Layout(view["players"], view["victoria"] is not None, view["result"] is not None)
    with kit.recording_text() as drawn:
        emara.draw(view, ["Anna", "Bob", "Chiara", "Dan"])
    on_track = [d.text for d in drawn if layout.track_y < d.box[1] and d.box[3] < layout.track_y + TRACK_H]
    for seat in view["seats"]:
        assert str(seat["cp"]) in on_track and str(seat["bp"]) in on_track


def test_the_track_takes_an_eighth_of_a_four_player_board_at_most() -> None:
    layout = Layout(4, False, False)
    assert TRACK_H <= layout.height / 8  # the serpentine track took about a fifth
