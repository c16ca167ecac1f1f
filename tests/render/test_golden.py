"""Golden image: the final 3-player fixture, drawn and scaled to a quarter, compared with a stored PNG.

The comparison tolerates small differences (font hinting or Pillow resampling on another machine)
but catches anything moved, missing or recoloured. After an intended change of the picture,
look at the new image, then regenerate the golden file:

    RENDER_REGEN_GOLDEN=1 python -m pytest tests/render/test_golden.py

and commit tests/render/golden/final_3p_quarter.png.

Regenerated (issue 7): the top of the board became the 40 px headline band (who is to move or who
won, every CP/BP, the last move in words: the fixture now carries a ``last_turn``), replacing the
title bar; everything below moved down by the band's extra height.

Regenerated (issue 22, legible): the serpentine 0-104 track (seven rows of cells and a legend, about
700 px) became one scale with the CP markers above and the BP markers below, each with its number
(210 px); advisor spaces show the cost icons under the name (taller town tiles); the Duke's cost
icons stand on a line of their own (taller nobility table). The picture is 2116 px tall, was 2538.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

from render import emara

HERE = Path(__file__).parent
GOLDEN = HERE / "golden" / "final_3p_quarter.png"
NAMES = ["Anna", "Bob", "Chiara"]
MEAN_TOLERANCE = 1.5  # mean absolute difference per channel (0..255)
PIXEL_TOLERANCE = 48  # a pixel "differs" when a channel is off by more than this
MAX_DIFFERING = 0.005  # share of differing pixels allowed


def quarter() -> Image.Image:
    view = json.loads((HERE / "fixtures" / "final_3p.json").read_text())
    img = emara.draw(view, NAMES)
    return img.resize((img.width // 4, img.height // 4), Image.Resampling.BOX)


def test_final_board_matches_the_golden_image() -> None:
    img = quarter()
    if os.environ.get("RENDER_REGEN_GOLDEN") or not GOLDEN.exists():
        GOLDEN.parent.mkdir(exist_ok=True)
        img.save(GOLDEN, optimize=True)
    golden = Image.open(GOLDEN).convert("RGB")
    assert golden.size == img.size, "layout size changed: regenerate the golden image if intended"
    diff = ImageChops.difference(img, golden)
    mean = sum(ImageStat.Stat(diff).mean) / 3
    hist = diff.convert("L").point(lambda v: 255 if v > PIXEL_TOLERANCE else 0).histogram()
    differing = hist[255] / (img.width * img.height)
    assert mean <= MEAN_TOLERANCE and differing <= MAX_DIFFERING, (mean, differing)
