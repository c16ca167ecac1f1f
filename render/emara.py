"""Crown of Emara: the public board picture, drawn from the public view dict only (engine/emara/view.py).

Layout, top to bottom (1600 px wide): header (round, pass, statue, turn, event) - final ranking when
the game is over - scoring track 0-104 (serpentine; CP solid, BP outlined) - the two rondels with
councillors, huts, town markers and advisor spaces - nobility, advisor pile B and favor tokens -
Victoria (solo) - one strip per player.

Static parts (frames, location names, hut costs, printed rules, track numbers) are drawn once per
process per layout into a cached layer (``kit.static_layer``); each picture copies it and pastes the
dynamic pieces. Never reads ``hand``: only public keys are drawn.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from . import kit
from .kit import INK, LINE, MUTED, PANEL, FAINT, HILITE, MIN_TEXT

# --- every label in one place (a later pass routes these through the translation catalog) -------
LABELS: dict[str, str] = {
    "title": "CROWN OF EMARA",
    "round": "Round {n}/6",
    "pass": "Pass {n}/3",
    "statue": "Statue:",
    "to_move": "To move:",
    "game_over": "GAME OVER",
    "end_of_round": "End of round",
    "final_scoring": "Final scoring",
    "event": "Event:",
    "no_event": "No event yet",
    "events_left": "{n} events left",
    "track": "SCORING TRACK",
    "track_key": "filled = Citizen (CP)   outlined = Building (BP)",
    "lap": "beyond 104 (+105):",
    "board": "BOARD {n}  (clockwise)",
    "produces": "+1; per craftsman:",
    "or": "or",
    "free": "free",
    "gift": "Gift: pay →",
    "donation": "Donation: pay → 1 Book + favor",
    "fixed": "fixed",
    "then": "→{seq}",
    "last": "last",
    "book_bp": "1 Book → 5 BP",
    "favor_pile": "favors face down: {n}",
    "stone_row": "→ 5 BP + {cp} CP",
    "bread_row": "→ {cp} CP each",
    "wood_row": "1 → 5 BP, 3 → 10 BP",
    "market_gold": "Buy gold: 1 resource → 1",
    "market_books": "Sell books → CP",
    "empty_space": "— empty —",
    "nobility": "NOBILITY",
    "rank_cost": "cost",
    "none_left": "none left",
    "pile_b": "ADVISOR PILE B",
    "pile_b_count": "{n} left, top:",
    "pile_empty": "empty",
    "favors": "FAVOR TOKENS",
    "favor_draw": "face down: {n}",
    "favor_discard": "discard ({n}), newest:",
    "favor_discard_none": "discard: none",
    "victoria": "Victoria",
    "victoria_cards": "nobility cards: {cards}",
    "victoria_last": "end of round {round}: site +{site}{noble}",
    "victoria_last_noble": ", {rank} +{cp}",
    "player": "Player {n}",
    "cp": "CP {n}",
    "bp": "BP {n}",
    "score": "Score {n}",
    "active": "TO MOVE",
    "statue_chip": "STATUE",
    "slots": "Played:",
    "slot": "{n}:",
    "craftsmen": "Craftsmen:",
    "hand_deck": "Hand {h} · Deck {d}",
    "noble": "Noble:",
    "advisors": "Advisors:",
    "favors_held": "Favors:",
    "nothing": "—",
    "ranking": "FINAL RANKING",
    "rank_col": "#",
    "player_col": "Player",
    "score_col": "Score",
    "cp_col": "CP (citizens)",
    "bp_col": "BP (buildings)",
    "key": "W wood · S stone · C cloth · G grain · Br bread · Bk book · R signet ring · $ gold coin",
    # location, rank, card, reward names
    "loc.forest": "Forest", "loc.grainfield": "Grainfield", "loc.quarry": "Quarry",
    "loc.weaving_mill": "Weaving Mill", "loc.castle": "Castle", "loc.cathedral": "Cathedral",
    "loc.construction_site": "Construction Site", "loc.market": "Market",
    "short.castle": "Castle", "short.cathedral": "Cathedral", "short.construction_site": "Site",
    "short.market": "Market",
    "rank.baron": "Baron", "rank.count": "Count", "rank.prince": "Prince", "rank.marquess": "Marquess",
    "rank.duke": "Duke",
    "card.wood": "Wood", "card.stone": "Stone", "card.cloth": "Cloth", "card.grain": "Grain",
    "card.ring": "Ring", "card.gold_trade": "Gold trade", "card.step": "Step", "card.hire_recruit": "Hire/Recr.",
    "card.town": "Town",
    "reward.cp": "3 CP", "reward.bp": "5 BP", "reward.book": "Book", "reward.ring": "Ring", "reward.gold": "Gold",
    # advisor names
    "adv.master_of_coin": "Master of Coin", "adv.archivist": "Archivist", "adv.goldsmith": "Goldsmith",
    "adv.carpenter": "Carpenter", "adv.baker": "Baker", "adv.schoolmarm": "Schoolmarm",
    "adv.bailiff": "Bailiff", "adv.dressmaker": "Dressmaker", "adv.landlord": "Landlord",
    "adv.merchant": "Merchant", "adv.chamberlain": "Chamberlain", "adv.scholar": "Scholar",
    "adv.mayoress": "Mayoress", "adv.steward": "Steward", "adv.abbess": "Abbess",
    "adv.toolmaker": "Toolmaker", "adv.sir_christiaan": "Sir Christiaan", "adv.lady_marie": "Lady Marie",
    "adv.sir_carl": "Sir Carl", "adv.lady_frida": "Lady Frida", "adv.sir_gustave": "Sir Gustave",
    "adv.sir_antoni": "Sir Antoni",
    # events: name and one-line effect
    "event.clear_old_forest": "Clear the old forest|each player took 1 Wood",
    "event.bountiful_harvest": "Bountiful harvest|each player took 1 Grain",
    "event.stone_from_distant_shores": "Stone from distant shores|each player took 1 Stone",
    "event.fine_wool": "Fine wool, fine cloth|each player took 1 Cloth",
    "event.great_famine": "The great famine|end of round: 1 Grain → 3 CP, or 2 Grain / 1 Ring → 5 CP",
    "event.alms_for_the_poor": "Alms for the poor|end of round: 1 Gold or 1 Ring → 4 CP",
    "event.new_lore": "New lore in old books|end of round: 1 Book or 1 Ring → 5 BP",
    "event.early_winter": "An early winter|every BP gain this round is 1 less",
    "event.merchants_from_afar": "Merchants from afar|Market: buy up to 2 gold (1 resource each)",
    "event.long_summer": "A long summer|every BP gain this round is 2 more",
    "event.pious_donation": "A pious donation|+3 CP for each Cathedral donation",
    "event.respected_at_court": "Respected at court, loved by the people|+2 CP for each noble-rank increase",
    "event.gift_from_the_people": "A gift from the people|+3 CP for each Castle gift",
    "event.good_labour_situation": "Good labour situation|recruiting an advisor costs 1 resource less",
}


def L(key: str, **params: Any) -> str:
    s = LABELS.get(key)
    if s is None:   # unknown id: a readable fallback, never a crash
        s = key.split(".", 1)[-1].replace("_", " ").capitalize()
    return s.format(**params) if params else s


# --- component data: read-only from the engine, tolerant of missing names -----------------------
try:
    from engine.emara import data as _data
except Exception:   # pragma: no cover - the engine is optional for drawing
    _data = None


def _d(name: str, default: Any) -> Any:
    return getattr(_data, name, default) if _data is not None else default


BASIC = tuple(_d("BASIC", ("wood", "stone", "cloth", "grain")))
STOCK_KEYS = tuple(_d("STOCK_KEYS", BASIC + ("bread", "book", "ring", "gold")))
RANKS = tuple(_d("RANKS", ("baron", "count", "prince", "marquess", "duke")))
COUNTRYSIDE = tuple(_d("COUNTRYSIDE", ("forest", "grainfield", "quarry", "weaving_mill")))
PRODUCES: dict[str, str] = dict(_d("PRODUCES", {"forest": "wood", "grainfield": "grain", "quarry": "stone",
                                                "weaving_mill": "cloth"}))
HUTS: dict[str, tuple] = dict(_d("HUTS", {}))
NOBLE_COST: dict[str, tuple[int, int]] = dict(_d("NOBLE_COST", {}))
ADVISOR_COST: dict[str, tuple] = dict(_d("ADVISOR_COST", {}))
ADVISOR_CP: dict[str, int] = dict(_d("ADVISOR_CP", {}))
ADVISOR_GAIN: dict[str, dict] = dict(_d("ADVISOR_GAIN", {}))
BOOK_SALE_CP: dict[int, int] = dict(_d("BOOK_SALE_CP", {1: 3, 2: 6, 3: 10, 4: 15, 5: 21}))
FAVOR_REWARD: dict[str, int] = dict(_d("FAVOR_REWARD", {"cp": 3, "bp": 5}))
TRACK_LEN = 105          # printed scoring track 0..104 (reference B.10)

# --- resource icons: colour, shape and a short label --------------------------------------------
RES_STYLE: dict[str, tuple[str, tuple[int, int, int], str]] = {
    "wood": ("W", (140, 90, 45), "rounded"),
    "stone": ("S", (160, 160, 160), "rounded"),
    "cloth": ("C", (120, 150, 215), "rounded"),
    "grain": ("G", (236, 200, 70), "rounded"),
    "bread": ("Br", (214, 160, 96), "circle"),
    "book": ("Bk", (150, 40, 40), "square"),
    "ring": ("R", (190, 60, 120), "hexagon"),
    "gold": ("$", (242, 190, 30), "circle"),
}


def res_icon(img: Image.Image, centre: tuple[float, float], res: str, size: int = 34) -> None:
    letter, colour, shape = RES_STYLE.get(res, (res[:2].title(), (200, 200, 200), "rounded"))
    kit.icon(img, centre, letter, colour, shape, size)


def cost_icons(img: Image.Image, x: float, cy: float, cost: tuple | list, size: int = 30, gap: int = 3) -> float:
    """Draw one icon per unit of ``cost``; returns the x after the last icon."""
    for res in cost:
        res_icon(img, (x + size / 2, cy), res, size)
        x += size + gap
    return x


# --- layout -------------------------------------------------------------------------------------
W = 1600
M = 20                    # outer margin
HEADER_H = 118
TRACK_COLS, CELL_W, CELL_H, CELL_GAP = 15, 104, 80, 8
TRACK_TOKEN = 27
LOC_W, LOC_H, RING_GAP = 360, 272, 44
BOARD_W = 2 * LOC_W + RING_GAP
BOARD_TITLE = 36
NOBLE_H = 176
VICTORIA_H = 56
STRIP_H, STRIP_GAP = 150, 10
RANK_ROW = 40


@dataclass(frozen=True)
class Layout:
    players: int
    solo: bool
    final: bool

    @property
    def rank_y(self) -> int:
        return HEADER_H

    @property
    def rank_h(self) -> int:
        return (38 + 44 + RANK_ROW * (self.players + (1 if self.solo else 0)) + 16) if self.final else 0

    @property
    def track(self) -> kit.SerpentineTrack:
        return kit.SerpentineTrack(M, self.rank_y + self.rank_h + 44, TRACK_COLS, CELL_W, CELL_H, TRACK_LEN,
                                   gap=CELL_GAP)

    @property
    def legend_y(self) -> int:
        return self.track.box[3] + 4

    @property
    def boards_y(self) -> int:
        return self.legend_y + 52

    @property
    def noble_y(self) -> int:
        return self.boards_y + BOARD_TITLE + 2 * LOC_H + RING_GAP + 16

    @property
    def victoria_y(self) -> int:
        return self.noble_y + NOBLE_H + 12

    @property
    def strips_y(self) -> int:
        return self.victoria_y + (VICTORIA_H + 12 if self.solo else 0)

    @property
    def height(self) -> int:
        return self.strips_y + self.players * (STRIP_H + STRIP_GAP) + 40

    def loc_box(self, board: int, pos: int) -> kit.Box:
        """Location ``pos`` of ring ``board``: clockwise from the top-left corner of a 2x2 square."""
        bx = M + board * (BOARD_W + (W - 2 * M - 2 * BOARD_W))
        col, row = [(0, 0), (1, 0), (1, 1), (0, 1)][pos % 4]
        x0 = bx + col * (LOC_W + RING_GAP)
        y0 = self.boards_y + BOARD_TITLE + row * (LOC_H + RING_GAP)
        return (x0, y0, x0 + LOC_W, y0 + LOC_H)

    def strip_box(self, seat: int) -> kit.Box:
        y0 = self.strips_y + seat * (STRIP_H + STRIP_GAP)
        return (M, y0, W - M, y0 + STRIP_H)


# --- the static layer ---------------------------------------------------------------------------
LOC_FILL_TOWN = ("castle", "cathedral", "construction_site", "market")
LOC_FILL = {"countryside": (228, 240, 220), "town": (234, 230, 244)}
LOC_BAND = {"countryside": (70, 110, 60), "town": (80, 70, 120)}


def _kind(loc: str) -> str:
    return "countryside" if loc in PRODUCES else "town"


def _frame(layout: Layout) -> Image.Image:
    """Everything static except the location tiles (which depend on the random layout)."""
    img = kit.canvas(W, layout.height)
    d = ImageDraw.Draw(img)
    # header frame
    kit.rounded_box(img, (M, 8, W - M, 62), fill=(50, 46, 60), outline=None)
    kit.text(img, (M + 16, 35), L("title"), 30, bold=True, fill=(255, 255, 255))
    kit.rounded_box(img, (M, 68, W - M, HEADER_H - 6), fill=PANEL)
    kit.text(img, (M + 14, 90), L("event"), 22, bold=True)
    if layout.final:
        _ranking_frame(img, layout)
    # track
    t = layout.track
    kit.text(img, (M, t.y - 20), L("track"), 24, bold=True)
    kit.text(img, (M + 230, t.y - 20), L("track_key"), 20, fill=MUTED)
    t.draw(img)
    # boards
    for b in range(2):
        x0 = layout.loc_box(b, 0)[0]
        kit.text(img, (x0, layout.boards_y + 14), L("board", n=b + 1), 22, bold=True)
        a, bb, c, dd = (layout.loc_box(b, p) for p in range(4))
        mid_y0, mid_y1 = (a[1] + a[3]) // 2, (dd[1] + dd[3]) // 2
        kit.arrow(img, (a[2] + 6, mid_y0), (bb[0] - 6, mid_y0), width=6, head=14)
        kit.arrow(img, ((bb[0] + bb[2]) // 2, bb[3] + 6), ((c[0] + c[2]) // 2, c[1] - 6), width=6, head=14)
        kit.arrow(img, (c[0] - 6, mid_y1), (dd[2] + 6, mid_y1), width=6, head=14)
        kit.arrow(img, ((dd[0] + dd[2]) // 2, dd[1] - 6), ((a[0] + a[2]) // 2, a[3] + 6), width=6, head=14)
    _supply_static(img, layout)
    if layout.solo:
        kit.rounded_box(img, (M, layout.victoria_y, W - M, layout.victoria_y + VICTORIA_H), fill=PANEL)
    for seat in range(layout.players):
        kit.rounded_box(img, layout.strip_box(seat), fill=PANEL, outline=LINE, width=2, radius=12)
    kit.text(img, (M, layout.height - 20), L("key"), 19, fill=MUTED)
    del d
    return img


def _static(layout: Layout, boards: tuple[tuple[str, ...], ...]) -> Image.Image:
    """The cached frame with the cached tile of every location pasted in its ring position."""
    img = kit.static_layer(("emara.frame", layout), lambda: _frame(layout))
    for b, ring in enumerate(boards[:2]):
        for pos, loc in enumerate(ring[:4]):
            box = layout.loc_box(b, pos)
            img.paste(kit.static_layer(("emara.tile", loc), lambda: _tile(loc), copy=False), box[:2])
    return img


def _tile(loc: str) -> Image.Image:
    """One location tile, drawn once per process."""
    img = kit.canvas(LOC_W, LOC_H)
    _location_static(img, (0, 0, LOC_W, LOC_H), loc)
    return img


def _location_static(img: Image.Image, box: kit.Box, loc: str) -> None:
    kind = _kind(loc)
    body = kit.card(img, box, "", fill=LOC_FILL[kind], title_fill=LOC_BAND[kind], title_size=26)
    x0, y0, x1, y1 = box
    kit.fitted_text(img, (x0 + 12, y0 + 20), L("loc." + loc), 190, 24, bold=True, fill=(255, 255, 255))
    bx, by = body[0] + 10, body[1] + 6
    if kind == "countryside":
        res = PRODUCES[loc]
        res_icon(img, (bx + 15, by + 20), res, 30)
        x = bx + 34 + kit.text(img, (bx + 34, by + 20), L("produces"), 18) + 4
        res_icon(img, (x + 14, by + 20), res, 28)
        x += 32 + kit.text(img, (x + 32, by + 20), L("or"), 18) + 4
        res_icon(img, (x + 14, by + 20), "grain", 28)
        x += 30 + kit.text(img, (x + 30, by + 20), "→", 18, bold=True) + 2
        res_icon(img, (x + 14, by + 20), "bread", 28)
        for i, cost in enumerate(HUTS.get(loc, ((),) * 4)):
            hx = bx + i * 86
            kit.rounded_box(img, (hx, by + 46, hx + 78, y1 - 10), fill=(250, 252, 246), radius=8)
            cost_icons(img, hx + 8, by + 70, cost, 30, 2)
    elif loc == "castle":
        kit.text(img, (bx, by + 14), L("gift"), 20, bold=True)
        res_icon(img, (bx + 138, by + 14), "ring", 28)
        kit.text(img, (bx + 170, by + 14), "·  " + L("book_bp"), 20)
    elif loc == "cathedral":
        kit.fitted_text(img, (bx, by + 14), L("donation"), LOC_W - 24, 20, bold=True)
    elif loc == "construction_site":
        res_icon(img, (bx + 16, by + 20), "stone", 30)
        res_icon(img, (bx + 16, by + 58), "bread", 30)
        res_icon(img, (bx + 16, by + 96), "wood", 30)
        kit.text(img, (bx + 40, by + 96), L("wood_row"), 20)
    elif loc == "market":
        w = kit.text(img, (bx, by + 20), L("market_gold"), 20)
        res_icon(img, (bx + w + 22, by + 20), "gold", 30)
        kit.text(img, (bx, by + 58), L("market_books"), 20, bold=True)
        x = bx
        for n, cp in sorted(BOOK_SALE_CP.items()):
            w = kit.text(img, (x, by + 94), f"{n}:{cp}", 20)
            x += w + 14
    if kind == "town":
        for i in range(2):
            ay = y1 - 92 + i * 44
            kit.rounded_box(img, (bx - 4, ay, x1 - 6, ay + 40), fill=(252, 250, 255), radius=8)


def _ranking_frame(img: Image.Image, layout: Layout) -> None:
    y = layout.rank_y
    body = kit.card(img, (M, y, W - M, y + layout.rank_h - 8), L("ranking"), title_fill=(40, 40, 40), title_size=24)
    hy = body[1] + 18
    for x, key in ((M + 20, "rank_col"), (M + 90, "player_col"), (M + 620, "score_col"), (M + 820, "cp_col"),
                   (M + 1120, "bp_col")):
        kit.text(img, (x, hy), L(key), 20, bold=True, fill=MUTED)


def _supply_static(img: Image.Image, layout: Layout) -> None:
    y = layout.noble_y
    body = kit.card(img, (M, y, M + 900, y + NOBLE_H), L("nobility"), title_fill=(110, 80, 30), title_size=22)
    cw = (900 - 20) // 5
    for i, rank in enumerate(RANKS):
        cx = M + 10 + i * cw
        kit.rounded_box(img, (cx, body[1] + 6, cx + cw - 8, y + NOBLE_H - 8), fill=(252, 246, 232), radius=8)
        kit.text(img, (cx + 10, body[1] + 24), f"{i + 1}. {L('rank.' + rank)}", 21, bold=True)
        gold, ring = NOBLE_COST.get(rank, (0, 0))
        x = cx + 10
        if rank in NOBLE_COST:
            x += kit.text(img, (x, body[1] + 60), L("rank_cost"), 18, fill=MUTED) + 6
            x = cost_icons(img, x, body[1] + 60, ["gold"] * gold + ["ring"] * ring, 26, 2)
    kit.card(img, (M + 912, y, M + 1232, y + NOBLE_H), L("pile_b"), title_fill=(80, 70, 120), title_size=22)
    kit.card(img, (M + 1244, y, W - M, y + NOBLE_H), L("favors"), title_fill=(80, 70, 120), title_size=22)


# --- dynamic drawing ----------------------------------------------------------------------------
def _styles(view: dict) -> list[kit.PlayerStyle]:
    return [kit.player_style(i) for i in range(view.get("players", len(view.get("seats", []))))]


def _name(names: list[str] | None, seat: int) -> str:
    if names and seat < len(names) and names[seat]:
        return str(names[seat])
    return L("player", n=seat + 1)


def _header(img: Image.Image, view: dict, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    x = M + 16 + kit.text_width(L("title"), 30, True) + 40
    white = (255, 255, 255)
    phase = view.get("phase", "play")
    if phase == "over":
        x += kit.text(img, (x, 35), L("game_over"), 26, bold=True, fill=(255, 220, 120)) + 40
    x += kit.text(img, (x, 35), L("round", n=view.get("round", 1)), 26, bold=True, fill=white) + 30
    if phase != "over":
        x += kit.text(img, (x, 35), L("pass", n=view.get("turn_in_round", 1)), 26, bold=True, fill=white) + 30
    if phase in ("end_of_round", "final_scoring"):
        x += kit.text(img, (x, 35), L(phase), 24, fill=(255, 220, 120)) + 30
    statue = view.get("statue")
    if statue is not None and statue < len(styles):
        x += kit.text(img, (x, 35), L("statue"), 22, fill=white) + 8
        kit.player_token(img, (x + 18, 35), styles[statue], 36)
        x += 44
        x += kit.fitted_text(img, (x, 35), _name(names, statue), 180, 22, bold=True, fill=white) + 30
    active = view.get("active_seat")
    if active is not None and phase != "over" and active < len(styles):
        x += kit.text(img, (x, 35), L("to_move"), 22, fill=white) + 8
        kit.player_token(img, (x + 18, 35), styles[active], 36)
        x += 44
        kit.fitted_text(img, (x, 35), _name(names, active), W - M - 12 - x, 22, bold=True, fill=(255, 220, 120))
    ev = view.get("event")
    if ev:
        title, _, effect = L("event." + ev).partition("|")
        x = M + 100
        x += kit.text(img, (x, 90), title, 22, bold=True) + 12
        right = kit.text_width(L("events_left", n=view.get("event_deck_left", 0)), 20) + 30
        kit.fitted_text(img, (x, 90), "— " + effect if effect else "", W - M - right - x - 10, 22)
    else:
        kit.text(img, (M + 100, 90), L("no_event"), 22, fill=MUTED)
    kit.text(img, (W - M - 14, 90), L("events_left", n=view.get("event_deck_left", 0)), 20, fill=MUTED, anchor="rm")


def _ranking(img: Image.Image, view: dict, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    res = view.get("result") or {}
    ranks = list(res.get("ranks") or [0] * view.get("players", 0))
    rows: list[tuple[int, int]] = [(ranks[s], s) for s in range(len(ranks))]   # (rank, seat; -1 = Victoria)
    vic = view.get("victoria")
    if vic:   # Victoria's place: a tie is her win (reference A.12.3)
        rows.append((1 + sum(1 for sc in (res.get("scores") or []) if sc > vic.get("cp", 0)), -1))
    y = HEADER_H + 38 + 18 + 42
    for rank, s in sorted(rows):
        if rank == 1:
            ImageDraw.Draw(img).rectangle((M + 8, y - RANK_ROW // 2 + 2, W - M - 8, y + RANK_ROW // 2 - 2),
                                          fill=HILITE)
        kit.text(img, (M + 20, y), f"{rank}.", 24, bold=True)
        if s < 0:
            kit.player_token(img, (M + 108, y), kit.NEUTRAL, 34)
            kit.text(img, (M + 134, y), L("victoria"), 24, bold=True)
            kit.text(img, (M + 620, y), str(vic.get("cp", 0)), 26, bold=True)
            kit.player_token(img, (M + 836, y), kit.NEUTRAL, 28)
            kit.text(img, (M + 858, y), str(vic.get("cp", 0)), 24)
        else:
            kit.player_token(img, (M + 108, y), styles[s], 34)
            kit.fitted_text(img, (M + 134, y), _name(names, s), 470, 24, bold=True)
            kit.text(img, (M + 620, y), str(_pick(res, "scores", s)), 26, bold=True)
            kit.player_token(img, (M + 836, y), styles[s], 28)
            kit.text(img, (M + 858, y), str(_pick(res, "cp", s)), 24)
            kit.player_token(img, (M + 1136, y), styles[s], 28, hollow=True, letter=False)
            kit.text(img, (M + 1158, y), str(_pick(res, "bp", s)), 24)
        y += RANK_ROW


def _pick(res: dict, key: str, seat: int) -> Any:
    vals = res.get(key) or []
    return vals[seat] if seat < len(vals) else "?"


def _track(img: Image.Image, layout: Layout, view: dict, names: list[str] | None,
           styles: list[kit.PlayerStyle]) -> None:
    t = layout.track
    pieces: dict[int, list[tuple[int, kit.PlayerStyle, bool, bool]]] = {}   # cell -> (row, style, hollow, lap)
    laps: list[str] = []
    seats = view.get("seats", [])
    for s, seat in enumerate(seats):
        for row, key in ((0, "cp"), (1, "bp")):
            v = int(seat.get(key, 0))
            lap = v >= TRACK_LEN
            pieces.setdefault(v % TRACK_LEN, []).append((row, styles[s], row == 1, lap))
            if lap:
                laps.append(f"{styles[s].letter} {key.upper()} {v}")
    vic = view.get("victoria")
    if vic:
        v = int(vic.get("cp", 0))
        pieces.setdefault(v % TRACK_LEN, []).append((0, kit.NEUTRAL, False, v >= TRACK_LEN))
        if v >= TRACK_LEN:
            laps.append(f"V CP {v}")
    for v, items in pieces.items():
        x0, y0, x1, y1 = t.cell(v)
        for row in (0, 1):
            here = [it for it in items if it[0] == row]
            cy = y0 + 36 + row * 28 if row == 0 else y1 - 16
            for (cx, cy2), (_, st, hollow, lap) in zip(kit.marker_row(cy, x0 + 3, x1 - 3, len(here), TRACK_TOKEN),
                                                       here):
                kit.player_token(img, (cx, cy2), st, TRACK_TOKEN, hollow=hollow, letter=False, ring=lap)
    # legend: each player's two markers with the exact values
    x = M
    y = layout.legend_y + 24
    entries = [(s, styles[s], int(seat.get("cp", 0)), int(seat.get("bp", 0))) for s, seat in enumerate(seats)]
    room = (W - 2 * M) // max(1, len(entries) + (1 if vic else 0))
    for s, st, cp, bp in entries:
        kit.player_token(img, (x + 15, y), st, 30, letter=False)
        kit.player_token(img, (x + 49, y), st, 30, hollow=True, letter=False)
        label = f"{st.letter} {_name(names, s)}  CP {cp} · BP {bp}"
        kit.fitted_text(img, (x + 72, y), label, room - 84, 20, bold=True)
        x += room
    if vic:
        kit.player_token(img, (x + 15, y), kit.NEUTRAL, 30, letter=False)
        kit.fitted_text(img, (x + 38, y), f"V {L('victoria')}  CP {vic.get('cp', 0)}", room - 50, 20, bold=True)
    if laps:
        tx = t.box[2]
        kit.text(img, (tx, t.y - 20), L("lap") + " " + ", ".join(laps), 20, bold=True, anchor="rm")


def _councillors_at(view: dict) -> dict[tuple[int, int], list[int]]:
    out: dict[tuple[int, int], list[int]] = {}
    for s, seat in enumerate(view.get("seats", [])):
        for c in seat.get("councillors", []) or []:
            out.setdefault((int(c[0]), int(c[1])), []).append(s)
    return out


def _boards(img: Image.Image, layout: Layout, view: dict, styles: list[kit.PlayerStyle]) -> None:
    here = _councillors_at(view)
    for b, ring in enumerate(view.get("boards", [])):
        for pos, loc in enumerate(ring):
            box = layout.loc_box(b, pos)
            seats = here.get((b, pos), [])
            x0, y0, x1, _ = box
            for (cx, cy), s in zip(kit.marker_row(y0 + 20, x1 - 150, x1 - 6, len(seats), 34), seats):
                kit.player_token(img, (cx, cy), styles[s], 34)
            if _kind(loc) == "countryside":
                _huts(img, box, loc, view, styles)
            else:
                _town(img, box, loc, view)


def _huts(img: Image.Image, box: kit.Box, loc: str, view: dict, styles: list[kit.PlayerStyle]) -> None:
    occupants = (view.get("huts") or {}).get(loc, [])
    bx, by = box[0] + 10, box[1] + 42 + 6
    for i, occ in enumerate(occupants[:4]):
        hx = bx + i * 86 + 39
        cy = by + 46 + (box[3] - 10 - by - 46) // 2 + 12
        if occ is None:
            kit.text(img, (hx, cy), L("free"), 18, fill=MUTED, anchor="mm")
        else:
            kit.player_token(img, (hx, cy), styles[occ], 46)


def _marker_text(m: dict) -> tuple[str, str]:
    """(big value, small note) for one town marker."""
    value = str(m.get("value", "?"))
    if m.get("removed"):
        return value, L("fixed")
    rem = m.get("remaining") or []
    return value, (L("then", seq=",".join(str(v) for v in rem)) if rem else L("last"))


def _town(img: Image.Image, box: kit.Box, loc: str, view: dict) -> None:
    x0, y0, x1, y1 = box
    bx, by = x0 + 10, y0 + 42 + 6
    markers = view.get("markers") or {}
    if loc in ("castle", "cathedral"):
        group = markers.get("gift" if loc == "castle" else "donation") or {}
        for i, res in enumerate(BASIC):
            m = group.get(res)
            if not m:
                continue
            cx = bx + i * 86
            res_icon(img, (cx + 16, by + 52), res, 30)
            big, note = _marker_text(m)
            kit.text(img, (cx + 36, by + 52), big, 28, bold=True, fill=MUTED if m.get("removed") else INK)
            kit.fitted_text(img, (cx, by + 84), note, 82, 18, fill=MUTED)
        if loc == "cathedral":
            kit.text(img, (bx, by + 114), L("favor_pile", n=view.get("favor_draw", 0)), 20)
    elif loc == "construction_site":
        for row, key, label in ((0, "stone", "stone_row"), (1, "bread", "bread_row")):
            m = markers.get(key)
            if not m:
                continue
            cy = by + 20 + row * 38
            big, note = _marker_text(m)
            w = kit.text(img, (bx + 40, cy), L(label, cp=big), 20, bold=True)
            kit.fitted_text(img, (bx + 50 + w, cy), "(" + note + ")", x1 - bx - 64 - w, 18, fill=MUTED)
    spaces = (view.get("advisors") or {}).get(loc, [])
    for i, adv in enumerate(spaces[:2]):
        ay = y1 - 92 + i * 44 + 20
        _advisor_line(img, (bx + 4, ay), x1 - 14, adv)


def _advisor_line(img: Image.Image, at: tuple[int, int], right: int, adv: str | None) -> None:
    x, y = at
    if not adv:
        kit.text(img, (x, y), L("empty_space"), 18, fill=MUTED)
        return
    reward = _advisor_reward(adv)
    rw = kit.text_width(reward, 20, True)
    kit.text(img, (right, y), reward, 20, bold=True, anchor="rm")
    cost = ADVISOR_COST.get(adv, ())
    cw = len(cost) * 26
    name, room = L("adv." + adv), right - rw - cw - x - 12
    bold = kit.text_width(name, MIN_TEXT, True) <= room      # a long name drops to regular weight first
    kit.fitted_text(img, (x, y), name, room, 20, bold=bold)
    cost_icons(img, right - rw - cw - 6, y, cost, 24, 2)


def _advisor_reward(adv: str) -> str:
    gain = ADVISOR_GAIN.get(adv, {})
    cp = ADVISOR_CP.get(adv)
    if cp:
        return f"+{cp} CP"
    if "bp" in gain:
        return f"+{gain['bp']} BP"
    return ""


def _supply(img: Image.Image, layout: Layout, view: dict) -> None:
    y = layout.noble_y
    body_y = y + 36
    cw = (900 - 20) // 5
    nob = view.get("nobility") or {}
    for i, rank in enumerate(RANKS):
        cx = M + 10 + i * cw
        cards = nob.get(rank, [])
        if not cards:
            kit.text(img, (cx + 10, body_y + 100), L("none_left"), 18, fill=MUTED)
            continue
        x = cx + 10
        for j, cp in enumerate(cards):
            fill = HILITE if j == 0 else (250, 250, 250)
            w = 40 if j == 0 else 34
            ImageDraw.Draw(img).rounded_rectangle((x, body_y + 82, x + w, body_y + 120), radius=6, fill=fill,
                                                  outline=INK if j == 0 else LINE, width=2 if j == 0 else 1)
            kit.text(img, (x + w / 2, body_y + 101), str(cp), 22 if j == 0 else 18, bold=j == 0, anchor="mm")
            x += w + 4
    # advisor pile B
    px = M + 912 + 12
    pile = view.get("advisor_b_pile") or []
    if pile:
        kit.text(img, (px, body_y + 24), L("pile_b_count", n=view.get("advisor_b_left", len(pile))), 20)
        top = pile[0]
        kit.fitted_text(img, (px, body_y + 62), L("adv." + top), 296, 22, bold=True)
        cost_icons(img, px, body_y + 100, ADVISOR_COST.get(top, ()), 28, 2)
        kit.text(img, (M + 1232 - 12, body_y + 100), _advisor_reward(top), 22, bold=True, anchor="rm")
    else:
        kit.text(img, (px, body_y + 24), L("pile_empty"), 20, fill=MUTED)
    # favors
    fx = M + 1244 + 12
    kit.text(img, (fx, body_y + 24), L("favor_draw", n=view.get("favor_draw", 0)), 20, bold=True)
    disc = view.get("favor_discard") or []
    kit.text(img, (fx, body_y + 58), L("favor_discard", n=len(disc)) if disc else L("favor_discard_none"), 20)
    for i, t in enumerate(reversed(disc[-2:])):
        kit.fitted_text(img, (fx + 10, body_y + 86 + i * 28), _favor(t), W - M - 22 - fx, 19)


def _favor(token: str) -> str:
    loc, _, reward = token.rpartition("_")
    r = L("reward." + reward)
    if reward in ("cp", "bp") and reward in FAVOR_REWARD:
        r = f"{FAVOR_REWARD[reward]} {reward.upper()}"
    return f"{L('short.' + loc)}: {r}"


def _victoria(img: Image.Image, layout: Layout, view: dict) -> None:
    vic = view.get("victoria")
    if not vic:
        return
    y = layout.victoria_y + VICTORIA_H // 2
    kit.player_token(img, (M + 30, y), kit.NEUTRAL, 38)
    kit.text(img, (M + 60, y), L("victoria"), 24, bold=True)
    kit.text(img, (M + 220, y), L("cp", n=vic.get("cp", 0)), 24, bold=True)
    cards = vic.get("noble_cards") or []
    kit.text(img, (M + 400, y), L("victoria_cards", cards=", ".join(map(str, cards)) or L("nothing")), 20)
    last = vic.get("last") or []
    if len(last) >= 6:   # her latest end-of-round steps (engine solo.victoria_steps)
        rnd, stone, bread, rank, noble = last[0], last[1], last[2], last[3], last[4]
        extra = L("victoria_last_noble", rank=str(rank).capitalize(), cp=noble) if rank else ""
        kit.fitted_text(img, (M + 860, y), L("victoria_last", round=rnd, site=int(stone) + int(bread), noble=extra),
                        W - 2 * M - 880, 20)


def _strip(img: Image.Image, layout: Layout, view: dict, s: int, seat: dict, names: list[str] | None,
           style: kit.PlayerStyle) -> None:
    x0, y0, x1, y1 = layout.strip_box(s)
    active = view.get("active_seat") == s and view.get("phase") != "over"
    if active:
        kit.rounded_box(img, (x0, y0, x1, y1), fill=HILITE, outline=INK, width=4, radius=12)
    d = ImageDraw.Draw(img)
    d.rectangle((x0 + 2, y0 + 10, x0 + 12, y1 - 10), fill=style.colour)
    r1, r2, r3 = y0 + 30, y0 + 78, y0 + 122
    # identity
    kit.player_token(img, (x0 + 48, r1 + 4), style, 52)
    kit.fitted_text(img, (x0 + 84, r1 - 6), _name(names, s), 250, 26, bold=True)
    tags = []
    if active:
        tags.append(L("active"))
    if view.get("statue") == s:
        tags.append(L("statue_chip"))
    if tags:
        kit.text(img, (x0 + 84, r1 + 24), " · ".join(tags), 18, bold=True, fill=(150, 40, 0))
    # scores
    sx = x0 + 350
    kit.player_token(img, (sx + 14, r1), style, 28, letter=False)
    sx += 34 + kit.text(img, (sx + 34, r1), L("cp", n=seat.get("cp", 0)), 24, bold=True) + 20
    kit.player_token(img, (sx + 14, r1), style, 28, hollow=True, letter=False)
    sx += 34 + kit.text(img, (sx + 34, r1), L("bp", n=seat.get("bp", 0)), 24, bold=True) + 20
    if seat.get("final_score") is not None:
        kit.rounded_box(img, (sx, r1 - 18, sx + 150, r1 + 18), fill=(40, 40, 40), outline=None, radius=8)
        kit.text(img, (sx + 75, r1), L("score", n=seat["final_score"]), 22, bold=True, fill=(255, 255, 255),
                 anchor="mm")
    # stock
    stock = seat.get("stock") or {}
    x = x0 + 830
    for key in STOCK_KEYS:
        n = int(stock.get(key, 0))
        res_icon(img, (x + 17, r1), key, 34)
        kit.text(img, (x + 40, r1), str(n), 24, bold=True, fill=INK if n else MUTED)
        x += 84
    # row 2: played cards, craftsmen, noble rank, hand and deck
    x = x0 + 24
    x += kit.text(img, (x, r2), L("slots"), 20, bold=True) + 10
    slots = list(seat.get("slots") or [None, None, None])
    for i in range(3):
        card = slots[i] if i < len(slots) else None
        bw = 150
        d.rounded_rectangle((x, r2 - 18, x + bw, r2 + 18), radius=7, fill=(255, 255, 255) if card else FAINT,
                            outline=LINE, width=2)
        kit.text(img, (x + 8, r2), L("slot", n=i + 1), 18, bold=True, fill=MUTED)
        if card:
            kit.fitted_text(img, (x + 32, r2), L("card." + card), bw - 38, 20, bold=True)
        x += bw + 8
    x += 16
    x += kit.text(img, (x, r2), L("craftsmen"), 20, bold=True) + 10
    x += kit.pawn_slots(img, (x, r2), style, 4, int(seat.get("craftsmen_left", 0)), 28, 5) + 24
    x += kit.text(img, (x, r2), L("noble"), 20, bold=True) + 8
    rank = int(seat.get("noble_rank", 0))
    label = L("rank." + RANKS[rank - 1]) if 1 <= rank <= len(RANKS) else L("nothing")
    cards = seat.get("noble_cards") or []
    if cards:
        label += " (" + "+".join(map(str, cards)) + ")"
    kit.fitted_text(img, (x, r2), label, x1 - 250 - x, 20)
    kit.text(img, (x1 - 16, r2), L("hand_deck", h=seat.get("hand_count", 0), d=seat.get("deck_count", 0)), 20,
             bold=True, anchor="rm")
    # row 3: advisors and favors
    x = x0 + 24
    x += kit.text(img, (x, r3), L("advisors"), 20, bold=True) + 10
    advs = seat.get("advisors") or []
    kit.fitted_text(img, (x, r3), ", ".join(L("adv." + a) for a in advs) or L("nothing"), 940 - x + x0, 20)
    fx = x0 + 960
    fx += kit.text(img, (fx, r3), L("favors_held"), 20, bold=True) + 10
    favs = seat.get("favors") or []
    kit.fitted_text(img, (fx, r3), ", ".join(_favor(t) for t in favs) or L("nothing"), x1 - 16 - fx, 20)


# --- palette -------------------------------------------------------------------------------------
TEXT_INKS = (INK, MUTED, (255, 255, 255), (255, 220, 120), (150, 40, 0))
BACKGROUNDS = (kit.PAPER, PANEL, HILITE, FAINT, LOC_FILL["countryside"], LOC_FILL["town"], LOC_BAND["countryside"],
               LOC_BAND["town"], (50, 46, 60), (40, 40, 40), (252, 246, 232), (250, 252, 246), (252, 250, 255),
               (236, 230, 216), (250, 225, 170), (250, 250, 250))


def _palette() -> Image.Image:
    """The 8-bit palette of every Emara picture: a full static board plus a swatch of every dynamic
    piece on every background it can stand on (built once per process; pictures map onto it)."""
    static = _static(Layout(4, True, True), (COUNTRYSIDE, tuple(LOC_FILL_TOWN)))
    sw = kit.canvas(W, 64 * len(BACKGROUNDS))
    styles = list(kit.PLAYERS) + [kit.NEUTRAL]
    for i, bg in enumerate(BACKGROUNDS):
        y = i * 64
        ImageDraw.Draw(sw).rectangle((0, y, W, y + 64), fill=bg)
        x = 20
        for st in styles:
            for size, hollow, ring in ((TRACK_TOKEN, False, False), (TRACK_TOKEN, True, True), (46, False, False),
                                       (34, False, False), (28, True, False)):
                kit.player_token(sw, (x, y + 32), st, size, hollow=hollow, letter=size > 30, ring=ring)
                x += size + 4
        for key in STOCK_KEYS:
            res_icon(sw, (x + 15, y + 32), key, 30)
            x += 34
        for ink in TEXT_INKS:
            x += kit.text(sw, (x + 6, y + 32), "Ag5", 22, bold=True, fill=ink) + 8
    sample = Image.new("RGB", (W, static.height + sw.height))
    sample.paste(static, (0, 0))
    sample.paste(sw, (0, static.height))
    exact = [st.colour for st in styles] + [c for _, c, _ in RES_STYLE.values()] + list(BACKGROUNDS) + list(TEXT_INKS)
    return kit.build_palette(sample, exact)


# --- entry points -------------------------------------------------------------------------------
def draw(view: dict, names: list[str] | None = None) -> Image.Image:
    """The public board as a PIL image (drawing only; see :func:`board` for PNG bytes)."""
    players = int(view.get("players") or len(view.get("seats", [])) or 1)
    layout = Layout(players, bool(view.get("victoria")), bool(view.get("result")))
    boards = tuple(tuple(r) for r in view.get("boards", []))
    img = _static(layout, boards)
    img.info[kit.PALETTE_KEY] = kit.static_layer("emara.palette", _palette, copy=False)
    styles = _styles(view)
    _header(img, view, names, styles)
    if layout.final:
        _ranking(img, view, names, styles)
    _track(img, layout, view, names, styles)
    _boards(img, layout, view, styles)
    _supply(img, layout, view)
    _victoria(img, layout, view)
    for s, seat in enumerate(view.get("seats", [])[:players]):
        _strip(img, layout, view, s, seat, names, styles[s])
    return img


def board(view: dict, names: list[str] | None = None) -> bytes:
    """The public board as PNG bytes."""
    return kit.encode_png(draw(view, names))
