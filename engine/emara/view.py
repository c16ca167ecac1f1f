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
    advisor_b_pile: list[str]             # face-up refill pile, top first
    nobility: dict[str, list[int]]        # rank id -> CP of the cards left, top first
    favor_draw: int                       # face-down favor tokens left in the draw pile
    favor_discard: list[str]              # face-up favor discard pile, newest last
    seats: list[SeatView]
    victoria: VictoriaView | None         # solo only
    result: ResultView | None             # once the game is over
