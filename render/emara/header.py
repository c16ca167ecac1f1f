"""The headline band and the event line at the top of the board.

The band answers the three questions a player glancing at a phone has: who is to move (with the
round and pass), every player's CP and BP (with the seat's colour, letter and shape), and what just
happened (the last turn in a few words; ``highlight`` marks the same turn on the board). Every text
in the band is ``HEADLINE_PX`` (40 px): the 1600 px picture shown 360 pt wide still gives 9 pt text.
Under it, the event of the round in normal board text.
"""

from __future__ import annotations

from PIL import Image

from engine.emara.view import EmaraView, LastTurnView

from .. import kit
from ..kit import MUTED, PANEL
from .labels import L, has_label, player_name
from .layout import BAND_Y0, BAND_Y1, EVENT_Y0, EVENT_Y1, HEADLINE_PX, HEADLINE_ROW, M, W

WHITE = (255, 255, 255)
GOLD = (255, 220, 120)
BAND = (50, 46, 60)
TOKEN = 46  # seat markers in the band (with their letter)
PAD = 16  # inner margin of the band
NAME_MIN = 150  # a name is shown beside a score only with at least this much room
EVENT_Y = (EVENT_Y0 + EVENT_Y1) // 2
SCORE_MIN_PX = 26  # the smallest a headline score is drawn (still legible at 360 px wide)


def event_x() -> int:
    """Where the event's title starts: after the (translated) "Event:" label, at least where the
    English one leaves room."""
    return M + max(100, 14 + kit.text_width(L("event"), 22, True) + 12)


def header_frame(img: Image.Image) -> None:
    """The static part: the dark headline band and the event panel."""
    kit.rounded_box(img, (M, BAND_Y0, W - M, BAND_Y1), fill=BAND, outline=None)
    kit.rounded_box(img, (M, EVENT_Y0, W - M, EVENT_Y1), fill=PANEL)
    kit.text(img, (M + 14, EVENT_Y), L("event"), 22, bold=True)


def row_y(row: int) -> int:
    """Vertical centre of headline row 0 (who is to move), 1 (scores) or 2 (last move)."""
    return BAND_Y0 + 8 + HEADLINE_ROW // 2 + row * HEADLINE_ROW


def _head(
    img: Image.Image,
    xy: tuple[float, float],
    s: str,
    room: float,
    *,
    bold: bool = False,
    fill=WHITE,
    anchor: str = "lm",
) -> int:
    """Headline text: never below HEADLINE_PX; what does not fit is ellipsized."""
    return kit.fitted_text(
        img, xy, s, int(room), HEADLINE_PX, bold=bold, fill=fill, anchor=anchor, min_size=HEADLINE_PX
    )


def header(img: Image.Image, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    _who(img, view, names, styles, row_y(0))
    _scores(img, view, names, styles, row_y(1))
    _last(img, view, names, styles, row_y(2))
    _event(img, view)


def _status(view: EmaraView) -> str:
    if view.phase == "over":
        return L("game_over")
    if view.phase == "final_scoring":
        return L("final_scoring")
    if view.phase == "end_of_round":
        return L("round_end", n=view.round)
    return L("round_pass", n=view.round, p=view.turn_in_round)


def winners(view: EmaraView) -> list[int]:
    """Seats ranked first (-1 = Victoria, who wins a solo game unless the player scored strictly more)."""
    if view.result is None:
        return []
    if view.victoria is not None and not any(sc > view.victoria.cp for sc in view.result.scores):
        return [-1]
    return [s for s, r in enumerate(view.result.ranks) if r == 1]


def _who(img: Image.Image, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    x, right = M + PAD, W - M - PAD
    right -= _head(img, (right, y), _status(view), right - x, anchor="rm") + 40
    if view.phase == "over":
        won = winners(view)
        if won == [-1]:
            kit.player_token(img, (x + TOKEN / 2, y), kit.NEUTRAL, TOKEN)
            _head(img, (x + TOKEN + 12, y), L("victoria_wins"), right - x - TOKEN - 12, bold=True, fill=GOLD)
            return
        for s in won:
            kit.player_token(img, (x + TOKEN / 2, y), styles[s], TOKEN)
            x += TOKEN + 8
        verb = " " + L("win", count=len(won))
        who = L("and").join(player_name(names, s) for s in won)
        vw = kit.text_width(verb, HEADLINE_PX)
        x += 4 + _head(img, (x + 4, y), who, right - x - vw - 4, bold=True, fill=GOLD)
        _head(img, (x, y), verb, right - x)
        return
    active = view.active_seat
    if active is None or active >= len(styles):
        return
    kit.player_token(img, (x + TOKEN / 2, y), styles[active], TOKEN)
    x += TOKEN + 12
    verb = " " + L("to_move")
    vw = kit.text_width(verb, HEADLINE_PX)
    x += _head(img, (x, y), player_name(names, active), right - x - vw, bold=True, fill=GOLD)
    _head(img, (x, y), verb, right - x)


def _score_parts(cp: int, bp: int | None) -> list[tuple[str, bool]]:
    parts = [(L("score_cp"), False), (str(cp), True)]
    if bp is not None:
        parts += [(L("score_sep"), False), (L("score_bp"), False), (str(bp), True)]
    return parts


def score_size(parts: list[tuple[str, bool]], room: int) -> tuple[int, int]:
    """The font size and width of a score entry: the headline size, smaller (down to SCORE_MIN_PX)
    when three-digit scores or long words would run into the next player's entry."""
    size = HEADLINE_PX
    while True:
        width = sum(kit.text_width(s, size, b) for s, b in parts)
        if width <= room or size <= SCORE_MIN_PX:
            return size, width
        size -= 2


def _scores(img: Image.Image, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    entries: list[tuple[kit.PlayerStyle, str, int, int | None]] = [
        (styles[s], player_name(names, s), seat.cp, seat.bp) for s, seat in enumerate(view.seats)
    ]
    if view.victoria is not None:
        entries.append((kit.NEUTRAL, L("victoria"), view.victoria.cp, None))
    cell = (W - 2 * M - 2 * PAD) // max(1, len(entries))
    for i, (style, name, cp, bp) in enumerate(entries):
        x = M + PAD + i * cell
        kit.player_token(img, (x + TOKEN / 2, y), style, TOKEN)
        x += TOKEN + 10
        parts = _score_parts(cp, bp)
        room = cell - TOKEN - 10 - 24
        size, width = score_size(parts, room)
        if room - width >= NAME_MIN:
            x += _head(img, (x, y), name, room - width - 20, bold=True) + 20
        for s, bold in parts:
            x += kit.text(img, (x, y), s, size, bold=bold, fill=WHITE)


def last_move_words(view: EmaraView, lt: LastTurnView | None = None) -> str:
    """The latest turn in a few words: ``played Stone · to Castle · gift → ring · recruited Baker``."""
    lt = lt if lt is not None else view.last_turn
    if lt is None:
        return L("last_none")
    words: list[str] = []
    if lt.card:
        words.append(L("lt.played", card=L("card." + lt.card)))
    arrived: list[str] = []
    for b, _, to in lt.moves:
        if b < len(view.boards) and to < len(view.boards[b]):
            loc = view.boards[b][to]
            arrived.append(loc)
            words.append(L("lt.to", loc=L("loc." + loc)))
    for loc in lt.visits:  # activated without arriving: the Town card
        if loc in arrived:
            arrived.remove(loc)
        else:
            words.append(L("lt.at", loc=L("loc." + loc)))
    for key in lt.deeds:
        words.append(deed_words(key))
    words += [L("lt.hut", loc=L("loc." + loc)) for loc, _ in lt.huts]
    words += [L("lt.adv", adv=L("adv." + adv)) for _, _, adv in lt.advisors]
    words += [L("lt.rank", rank=L("rank." + r)) for r in lt.ranks]
    return L("last_sep").join(words) or L("last_none")


def deed_words(key: str) -> str:
    """A town deed (``sell.2``) or an end-of-round exchange (``eor.<event>.<option>``) in a few words."""
    kind, _, arg = key.partition(".")
    if kind == "eor":
        return L("deed." + key) if has_label("deed." + key) else L("deed.eor")
    if kind in ("sell", "buy", "bread", "wood"):
        return L("deed." + kind, n=int(arg) if arg.isascii() and arg.isdigit() else arg)  # a count selects plurals
    return L("deed." + kind)


def _last(img: Image.Image, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    x, right = M + PAD, W - M - PAD
    lt = view.last_turn
    if lt is None or lt.seat >= len(styles):
        _head(img, (x, y), L("last_none"), right - x)
        return
    kit.player_token(img, (x + TOKEN / 2, y), styles[lt.seat], TOKEN)
    x += TOKEN + 12
    x += _head(img, (x, y), player_name(names, lt.seat) + ":", (right - x) // 3, bold=True) + 14
    _head(img, (x, y), last_move_words(view, lt), right - x)


def _event(img: Image.Image, view: EmaraView) -> None:
    left = L("events_left", n=view.event_deck_left)
    kit.text(img, (W - M - 14, EVENT_Y), left, 20, fill=MUTED, anchor="rm")
    ev = view.event
    if not ev:
        kit.text(img, (event_x(), EVENT_Y), L("no_event"), 22, fill=MUTED)
        return
    title, effect = L("event." + ev), L("event." + ev + ".effect")
    x = event_x()
    x += kit.text(img, (x, EVENT_Y), title, 22, bold=True) + 12
    right = kit.text_width(left, 20) + 30
    kit.fitted_text(img, (x, EVENT_Y), "— " + effect if effect else "", W - M - right - x - 10, 22)
