"""The public (and per-seat) view of a Crown of Emara game: the contract with ``render.emara``.

Everything here is JSON-able and free of hidden information: no hand, no deck order, no face-down
favor pile order. ``view(state, seat)`` adds ``hand`` to that seat's own entry only.

Ids used throughout (see ``data.py``):
  basic resources   wood stone cloth grain
  stock keys        wood stone cloth grain bread book ring gold
  locations         forest grainfield quarry weaving_mill castle cathedral construction_site market
  action cards      wood stone cloth grain ring gold_trade step hire_recruit town
  noble ranks       baron count prince marquess duke   (noble_rank 0 = none, 1 = baron ... 5 = duke)
"""
from __future__ import annotations

from typing import Literal, TypedDict


class MarkerView(TypedDict):
    value: int              # value in force now (the number pointing at the symbol, or the printed value)
    removed: bool           # True once the marker left the game (printed value applies)
    remaining: list[int]    # values still to come on the marker after the current one


class MarkersView(TypedDict):
    gift: dict[str, MarkerView]       # Castle, per basic resource: units to pay
    donation: dict[str, MarkerView]   # Cathedral, per basic resource: units to pay
    stone: MarkerView                 # Construction Site: CP per stone delivery
    bread: MarkerView                 # Construction Site: CP per bread


class SeatView(TypedDict, total=False):
    seat: int
    cp: int
    bp: int
    stock: dict[str, int]                 # the eight stock keys above
    favors: list[str]                     # favor token ids held (face up, public)
    advisors: list[str]                   # advisor ids in recruitment order
    noble_rank: int                       # 0..5
    noble_cards: list[int]                # CP printed on each noble card taken, rank order
    slots: list[str | None]               # slots moving 1, 2, 3 steps: action card id played this round
    craftsmen_left: int                   # 0..4 still on the player board
    hand_count: int
    deck_count: int
    councillors: list[tuple[int, int]]    # per councillor: (board index 0/1, position index on that ring)
    final_score: int | None               # min(CP, BP) once final scoring is done
    hand: list[str]                       # ONLY in view(state, seat) for that seat


class VictoriaView(TypedDict):
    cp: int
    noble_cards: list[int]
    last: list[int | str]                 # [round, stone CP, bread CP, rank or "", noble CP, gained]; [] before round 2


class ResultView(TypedDict):
    ranks: list[int]
    scores: list[int]
    cp: list[int]
    bp: list[int]


class EmaraView(TypedDict):
    game: Literal["emara"]
    players: int
    round: int                            # 1..6
    phase: Literal["play", "end_of_round", "final_scoring", "over"]
    active_seat: int | None               # whose decision it is now
    statue: int                           # Statue holder = start player of this round
    turn_in_round: int                    # 1..3: which of the three passes round the table
    event: str | None                     # current event id (None before round 1 starts)
    event_deck_left: int
    building_start: int
    variants: dict[str, bool]             # {"random_layout": ..., "full_selection": ...}
    boards: list[list[str]]               # two rings of 4 location ids, clockwise
    huts: dict[str, list[int | None]]     # countryside location -> occupant seat per hut (data order)
    markers: MarkersView
    advisors: dict[str, list[str | None]] # town location -> its two advisor spaces
    advisor_b_pile: list[str]             # face-up refill pile: only its top card is visible (0 or 1 id)
    advisor_b_left: int                   # cards in the refill pile
    nobility: dict[str, list[int]]        # rank id -> CP of the cards left, top first
    favor_draw: int                       # face-down favor tokens left in the draw pile
    favor_discard: list[str]              # face-up favor discard pile, newest last
    seats: list[SeatView]
    victoria: VictoriaView | None         # solo only
    result: ResultView | None             # once the game is over


def build_view(st, seat: int | None) -> EmaraView:
    """The view of ``st`` for ``seat`` (None = public table). Never contains hidden information."""
    from .data import BASIC, RANKS, marker_seq
    from .town import marker_index, marker_value

    def marker(kind: str, res: str | None = None) -> MarkerView:
        seq = marker_seq(kind, st.players)
        i = marker_index(st, kind, res)
        return {"value": marker_value(st, kind, res), "removed": i >= len(seq), "remaining": list(seq[i + 1:])}

    seats: list[SeatView] = []
    for i, s in enumerate(st.seats):
        sv: SeatView = {
            "seat": i, "cp": s.cp, "bp": s.bp, "stock": dict(s.stock), "favors": list(s.favors),
            "advisors": list(s.advisors), "noble_rank": s.noble_rank, "noble_cards": list(s.noble_cards),
            "slots": list(s.slots), "craftsmen_left": s.craftsmen_left, "hand_count": len(s.hand),
            "deck_count": len(s.deck), "councillors": [(b, p) for b, p in s.councillors],
            "final_score": s.final_score,
        }
        if seat is not None and seat == i:
            sv["hand"] = list(s.hand)
        seats.append(sv)
    phase = st.phase if st.phase in ("play", "end_of_round", "final_scoring", "over") else "play"
    result = None
    if st.phase == "over":
        from .scoring import result as _result
        r = _result(st)
        result = {"ranks": list(r.ranks), "scores": list(r.scores), "cp": [s.cp for s in st.seats],
                  "bp": [s.bp for s in st.seats]}
    return {
        "game": "emara",
        "players": st.players,
        "round": max(st.round, 1),
        "phase": phase,
        "active_seat": None if st.phase == "over" else st.active,
        "statue": st.statue,
        "turn_in_round": st.turn_in_round,
        "event": st.event if st.round >= 1 else None,
        "event_deck_left": len(st.event_deck),
        "building_start": st.building_start,
        "variants": {"random_layout": st.options.random_layout, "full_selection": st.options.full_selection},
        "boards": [list(b) for b in st.boards],
        "huts": {k: list(v) for k, v in st.huts.items()},
        "markers": {
            "gift": {r: marker("gift", r) for r in BASIC},
            "donation": {r: marker("donation", r) for r in BASIC},
            "stone": marker("stone"),
            "bread": marker("bread"),
        },
        "advisors": {k: list(v) for k, v in st.advisors.items()},
        "advisor_b_pile": list(st.advisor_b_pile[:1]),
        "advisor_b_left": len(st.advisor_b_pile),
        "nobility": {r: list(st.nobility[r]) for r in RANKS},
        "favor_draw": len(st.favor_draw),
        "favor_discard": list(st.favor_discard),
        "seats": seats,
        "victoria": None if st.victoria_cp is None else {"cp": st.victoria_cp, "noble_cards": list(st.victoria_cards),
                                                       "last": list(st.victoria_last)},
        "result": result,
    }
