"""A picture of a layout message (Discord's components v2) as a phone shows it, drawn from its payload.

For the README only: Discord cannot be reached from where the pictures are made, so this draws what a
phone's dark theme shows of a message payload, close enough to judge the layout by: the app's name,
the container with its accent bar, each text display (``**bold**``, ``• `` lines, mentions as
"@name" pills, ``-#`` small lines, ``###`` headings), each media gallery (one picture: the message's
width), each row of buttons (wrapped as a phone wraps them), a select as its closed box with its
placeholder. Widths and sizes are a 390-point phone's at 2×; the font has no colour emoji, so they are
left out. Only the payload and its files go in (no Discord object): ``python -m bot.discord.turn_mock``
builds a real turn message and calls :func:`draw`, ``python -m bot.discord.learn_mock`` a guided panel.
"""

from __future__ import annotations

import functools
import io
import re
from typing import Any, Sequence

from PIL import Image, ImageDraw

from . import kit

SCALE = 2  # pixels per point
WIDTH = 390 * SCALE  # a phone's width in points, at 2x
PAD = 12 * SCALE
AVATAR = 40 * SCALE
INDENT = PAD + AVATAR + 12 * SCALE  # where a message's body starts, right of the avatar
BACKGROUND = (49, 51, 56)  # Discord's dark theme
CONTAINER = (43, 45, 49)
TEXT = (219, 222, 225)
MUTED = (148, 155, 164)
MENTION_BG, MENTION_FG = (60, 66, 112), (201, 205, 251)
BUTTON_STYLES = {1: (88, 101, 242), 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60)}
SIZE, SMALL, NAME, HEADING = 15 * SCALE, 12 * SCALE, 16 * SCALE, 18 * SCALE
LINE = int(SIZE * 1.35)
_MENTION = re.compile(r"<@!?(\d+)>")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def draw(payload: dict[str, Any], files: dict[str, bytes], names: dict[int, str], *, app: str = "Euro Table") -> bytes:
    """The PNG of ``payload`` (its ``components``) with its pictures (``files``: name -> bytes);
    ``names``: user id -> the name a mention shows."""
    body_width = WIDTH - INDENT - PAD
    blocks: list[tuple[str, Any]] = []
    accent = None
    for c in payload.get("components") or []:
        if c.get("type") == 17:
            accent = c.get("accent_color")
            blocks += [(str(x.get("type")), x) for x in c.get("components") or []]
        else:
            blocks.append((str(c.get("type")), c))
    inner = body_width - 2 * PAD - (4 * SCALE if accent is not None else 0)
    rendered = [r for kind, c in blocks if (r := _block(kind, c, files, names, inner)) is not None]
    gap = 8 * SCALE
    container_h = sum(r.height for r in rendered) + gap * (len(rendered) - 1) + 2 * PAD
    height = PAD + NAME + 8 * SCALE + container_h + PAD
    out = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(out)
    d.ellipse((PAD, PAD, PAD + AVATAR, PAD + AVATAR), fill=(122, 78, 45))
    d.text((PAD + AVATAR // 2, PAD + AVATAR // 2), "ET", font=kit.font(SMALL, True), fill=TEXT, anchor="mm")
    d.text((INDENT, PAD), app, font=kit.font(NAME, True), fill=(255, 255, 255))
    badge_x = INDENT + int(d.textlength(app, font=kit.font(NAME, True))) + 6 * SCALE
    d.rounded_rectangle((badge_x, PAD + 2, badge_x + 30 * SCALE, PAD + NAME), 3 * SCALE, fill=(88, 101, 242))
    d.text((badge_x + 15 * SCALE, PAD + NAME // 2 + 1), "APP", font=kit.font(10 * SCALE, True), fill=TEXT, anchor="mm")
    top = PAD + NAME + 8 * SCALE
    d.rounded_rectangle((INDENT, top, INDENT + body_width, top + container_h), 8 * SCALE, fill=CONTAINER)
    x = INDENT + PAD
    if accent is not None:
        rgb = ((accent >> 16) & 255, (accent >> 8) & 255, accent & 255)
        d.rounded_rectangle((INDENT, top, INDENT + 4 * SCALE, top + container_h), 2 * SCALE, fill=rgb)
        x += 4 * SCALE
    y = top + PAD
    for r in rendered:
        out.paste(r, (x, y), r if r.mode == "RGBA" else None)
        y += r.height + gap
    buf = io.BytesIO()
    out.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def _block(
    kind: str, c: dict[str, Any], files: dict[str, bytes], names: dict[int, str], width: int
) -> Image.Image | None:
    if kind == "10":
        return _text(c.get("content") or "", names, width)
    if kind == "12":
        items = c.get("items") or []
        return _picture(files, (items[0].get("media") or {}).get("url", ""), width) if items else None
    if kind == "1":
        return _buttons(c.get("components") or [], width)
    return None


def _picture(files: dict[str, bytes], url: str, width: int) -> Image.Image | None:
    data = files.get(url.removeprefix("attachment://"))
    if data is None:
        return None
    picture = Image.open(io.BytesIO(data)).convert("RGB")
    height = round(picture.height * width / picture.width)
    picture = picture.resize((width, height), Image.Resampling.LANCZOS)
    mask = Image.new("L", picture.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, width - 1, height - 1), 6 * SCALE, fill=255)
    out = Image.new("RGBA", picture.size, (0, 0, 0, 0))
    out.paste(picture, (0, 0), mask)
    return out


@functools.lru_cache(maxsize=4096)
def _has_glyph(ch: str) -> bool:
    """Whether the mock's font draws ``ch`` (an emoji it lacks would be an empty box; Discord draws it)."""
    f = kit.font(SIZE)
    return ch.isspace() or bytes(f.getmask(ch)) != bytes(f.getmask("\U0010fffd"))


def _runs(line: str, names: dict[int, str]) -> list[tuple[str, str]]:
    """A line as (kind, text) runs: plain, bold, mention (characters the font cannot draw left out)."""
    line = "".join(ch for ch in line if ord(ch) < 0x2000 or _has_glyph(ch)).replace("\ufe0f", "")
    line = _MENTION.sub(lambda m: "\0@" + names.get(int(m.group(1)), "user") + "\0", line)
    runs: list[tuple[str, str]] = []
    for n, part in enumerate(line.split("\0")):
        if n % 2:
            runs.append(("mention", part))
            continue
        for k, bit in enumerate(_BOLD.split(part)):
            if bit:
                runs.append(("bold" if k % 2 else "plain", bit))
    return runs


def _text(content: str, names: dict[int, str], width: int) -> Image.Image:
    lines: list[tuple[int, list[tuple[str, str]]]] = []  # (size, runs) per drawn line
    for raw in content.split("\n"):
        size = SMALL if raw.startswith("-# ") else HEADING if raw.startswith("### ") else SIZE
        raw = raw.removeprefix("-# ")
        if raw.startswith("### "):  # a heading: bold throughout
            raw = "**" + raw.removeprefix("### ").replace("**", "") + "**"
        lines += [(size, runs) for runs in _wrap(_runs(raw, names), size, width)]
    height = sum(int(s * 1.35) for s, _ in lines) or LINE
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(out)
    y = 0
    for size, runs in lines:
        x = 0
        for kind, bit in runs:
            f = kit.font(size, kind == "bold")
            w = int(d.textlength(bit, font=f))
            if kind == "mention":
                d.rounded_rectangle((x - 2, y + 2, x + w + 2, y + int(size * 1.25)), 3 * SCALE, fill=MENTION_BG)
            colour = MENTION_FG if kind == "mention" else (MUTED if size == SMALL else TEXT)
            d.text((x, y), bit, font=f, fill=colour)
            x += w
        y += int(size * 1.35)
    return out


def _wrap(runs: list[tuple[str, str]], size: int, width: int) -> list[list[tuple[str, str]]]:
    """Runs wrapped at spaces to ``width`` (a mention is never split)."""
    words: list[tuple[str, str]] = []
    for kind, bit in runs:
        if kind == "mention":
            words.append((kind, bit))
            continue
        parts = bit.split(" ")
        words += [
            (kind, p + (" " if i < len(parts) - 1 else "")) for i, p in enumerate(parts) if p or i < len(parts) - 1
        ]
    out: list[list[tuple[str, str]]] = [[]]
    used = 0.0
    for kind, word in words:
        w = kit.font(size, kind == "bold").getlength(word)
        if used + w > width and out[-1]:
            out.append([])
            used = 0.0
            word = word.lstrip()
        out[-1].append((kind, word))
        used += w
    return out or [[]]


def _select(select: dict[str, Any], width: int) -> Image.Image:
    """A closed select: its box with the placeholder and the arrow."""
    height = 40 * SCALE
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(out)
    d.rounded_rectangle((0, 0, width - 1, height - 1), 4 * SCALE, fill=(30, 31, 34), outline=(20, 20, 22))
    f = kit.font(SIZE)
    label = str(select.get("placeholder") or "")
    while label and d.textlength(label, font=f) > width - 48 * SCALE:
        label = label[:-2] + "…"
    d.text((12 * SCALE, height // 2), label, font=f, fill=MUTED, anchor="lm")
    d.text((width - 18 * SCALE, height // 2), "⌄", font=kit.font(SIZE, True), fill=TEXT, anchor="mm")
    return out


def _buttons(buttons: Sequence[dict[str, Any]], width: int) -> Image.Image:
    """A row of buttons, wrapped onto more lines as a phone wraps them (a label too long is cut)."""
    if buttons and all(b.get("type") == 3 for b in buttons):
        return _select(buttons[0], width)
    height, gap = 34 * SCALE, 8 * SCALE
    f = kit.font(14 * SCALE, True)
    placed: list[list[tuple[str, int, dict[str, Any]]]] = [[]]
    used = 0
    for b in buttons:
        label = "".join(ch for ch in str(b.get("label") or "") if ord(ch) < 0x2000 or _has_glyph(ch)).strip()
        while label and f.getlength(label) + 28 * SCALE > width:
            label = label[:-2] + "…"
        w = int(f.getlength(label)) + 28 * SCALE
        if placed[-1] and used + w > width:
            placed.append([])
            used = 0
        placed[-1].append((label, w, b))
        used += w + gap
    out = Image.new("RGBA", (width, len(placed) * (height + gap) - gap), (0, 0, 0, 0))
    d = ImageDraw.Draw(out)
    for row, line in enumerate(placed):
        x, y = 0, row * (height + gap)
        for label, w, b in line:
            fill = BUTTON_STYLES.get(int(b.get("style", 2)), (78, 80, 88))
            d.rounded_rectangle((x, y, x + w, y + height - 1), 4 * SCALE, fill=fill)
            d.text((x + w // 2, y + height // 2), label, font=f, fill=(255, 255, 255), anchor="mm")
            x += w + gap
    return out
