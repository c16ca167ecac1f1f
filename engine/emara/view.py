"""The public (and per-seat) view of a Crown of Emara game: the contract with ``render.emara``.

A tree of frozen pydantic models that forbid unknown fields, so a misspelt field fails at once (when
the view is built or validated, and as an AttributeError in the renderer) instead of drawing the
wrong thing. ``view.model_dump(mode="json")`` is its JSON form; ``EmaraView.model_validate(d)``
reads that form back (the render fixtures are such dumps).

Everything here is free of what nobody sees: no deck order, no face-down favor pile order, no event
below the current one. ``build_view`` draws every seat's entry as an ``OwnSeatView`` (a ``SeatView``
plus ``hand``); the core's ``GameBase.view`` leaves ``hand`` (declared ``owner``) out of every entry but
the viewer's own, which makes it a public ``SeatView``: one with no field a hand could go in.

Ids used throughout (see ``data.py``):
  basic resources   wood stone cloth grain
  stock keys        wood stone cloth grain bread book ring gold
  locations         forest grainfield quarry weaving_mill castle cathedral construction_site market
  action cards      wood stone cloth grain ring gold_trade step hire_recruit town
  noble ranks       baron count prince marquess duke   (noble_rank 0 = none, 1 = baron ... 5 = duke)
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Phase = Literal["play", "end_of_round", "final_scoring", "over"]


class _View(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MarkerView(_View):
    value: int  # value in force now (the number pointing at the symbol, or the printed value)
    removed: bool  # True once the marker left the game (printed value applies)
    remaining: tuple[int, ...]  # values still to come on the marker after the current one


class MarkersView(_View):
    gift: dict[str, MarkerView]  # Castle, per basic resource: units to pay
    donation: dict[str, MarkerView]  # Cathedral, per basic resource: units to pay
    stone: MarkerView  # Construction Site: CP per stone delivery
    bread: MarkerView  # Construction Site: CP per bread


class SeatView(_View):
    seat: int
    cp: int
    bp: int
    stock: dict[str, int]  # the eight stock keys above
    favors: tuple[str, ...]  # favor token ids held (face up, public)
    advisors: tuple[str, ...]  # advisor ids in recruitment order
    noble_rank: int  # 0..5
    noble_cards: tuple[int, ...]  # CP printed on each noble card taken, rank order
    slots: tuple[str | None, ...]  # slots moving 1, 2, 3 steps: action card id played this round
    craftsmen_left: int  # 0..4 still on the player board
    hand_count: int
    deck_count: int
    councillors: tuple[tuple[int, int], ...]  # per councillor: (board index 0/1, position index on that ring)
    final_score: int | None  # min(CP, BP) once final scoring is done


class OwnSeatView(SeatView):
    """A seat's entry in its own ``view(state, seat)``: the public entry plus the hand."""

    hand: tuple[str, ...]


class VariantsView(_View):
    random_layout: bool
    full_selection: bool


class VictoriaStepsView(_View):
    """Victoria's steps at the end of the latest round (engine ``solo.victoria_steps``)."""

    round: int
    stone_cp: int
    bread_cp: int
    rank: str | None  # noble rank whose card she took, None when she took none
    noble_cp: int
    gained: int


class VictoriaView(_View):
    cp: int
    noble_cards: tuple[int, ...]
    last: VictoriaStepsView | None  # None before the end of round 2


class ResultView(_View):
    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    cp: tuple[int, ...]
    bp: tuple[int, ...]


class LastTurnView(_View):
    """What the seat that acted last did in its latest turn (all public): the board marks it.

    Until the next seat does something this is the turn that just ended (engine ``last_turn.py``)."""

    seat: int
    card: str | None  # action card played, into slot ``slot`` (1..3; 0 = none)
    slot: int
    moves: tuple[tuple[int, int, int], ...]  # (board, from position, to position) per councillor move
    visits: tuple[str, ...]  # locations activated (arrival, Step card, Town card), in order
    deeds: tuple[str, ...]  # town action keys (``gift.stone``, ``sell.2``), ``eor.<event>.<option>``
    huts: tuple[tuple[str, int], ...]  # (countryside location, hut index) hired into
    advisors: tuple[tuple[str, int, str], ...]  # (town location, space index, advisor id) recruited
    ranks: tuple[str, ...]  # noble ranks taken


class EmaraView(_View):
    game: Literal["emara"]
    players: int
    round: int  # 1..6
    phase: Phase
    active_seat: int | None  # whose decision it is now
    statue: int  # Statue holder = start player of this round
    turn_in_round: int  # 1..3: which of the three passes round the table
    event: str | None  # current event id (None before round 1 starts)
    event_deck_left: int
    building_start: int
    variants: VariantsView
    boards: tuple[tuple[str, ...], ...]  # two rings of 4 location ids, clockwise
    huts: dict[str, tuple[int | None, ...]]  # countryside location -> occupant seat per hut (data order)
    markers: MarkersView
    advisors: dict[str, tuple[str | None, ...]]  # town location -> its two advisor spaces
    advisor_b_pile: tuple[str, ...]  # face-up refill pile: only its top card is visible (0 or 1 id)
    advisor_b_left: int  # cards in the refill pile
    nobility: dict[str, tuple[int, ...]]  # rank id -> CP of the cards left, top first
    favor_draw: int  # face-down favor tokens left in the draw pile
    favor_discard: tuple[str, ...]  # face-up favor discard pile, newest last
    seats: tuple[SeatView | OwnSeatView, ...]
    victoria: VictoriaView | None  # solo only
    result: ResultView | None  # once the game is over
    last_turn: LastTurnView | None = None  # the latest turn's deeds; None before anyone did anything


def as_view(view: EmaraView | dict) -> EmaraView:
    """``view`` itself, or the view a JSON-form dict describes (validated: unknown fields fail)."""
    return view if isinstance(view, EmaraView) else EmaraView.model_validate(view)


def _victoria_steps(last: list) -> VictoriaStepsView | None:
    if len(last) < 6:
        return None
    rnd, stone, bread, rank, noble, gained = last[:6]
    return VictoriaStepsView(
        round=rnd, stone_cp=stone, bread_cp=bread, rank=rank or None, noble_cp=noble, gained=gained
    )


def _last_turn(lt) -> LastTurnView | None:
    if lt.seat is None:
        return None
    return LastTurnView(
        seat=lt.seat,
        card=lt.card,
        slot=lt.slot,
        moves=tuple(lt.moves),
        visits=tuple(lt.visits),
        deeds=tuple(lt.deeds),
        huts=tuple(lt.huts),
        advisors=tuple(lt.advisors),
        ranks=tuple(lt.ranks),
    )


def build_view(st) -> EmaraView:
    """The table of ``st`` with every seat's hand (``Game.full_view``): the core cuts each seat's view
    from it. Never contains what nobody sees."""
    from .data import BASIC, RANKS, marker_seq
    from .town import marker_index, marker_value

    def marker(kind: str, res: str | None = None) -> MarkerView:
        seq = marker_seq(kind, st.players)
        i = marker_index(st, kind, res)
        return MarkerView(value=marker_value(st, kind, res), removed=i >= len(seq), remaining=tuple(seq[i + 1 :]))

    seats: list[OwnSeatView] = []
    for i, s in enumerate(st.seats):
        fields = dict(
            seat=i,
            cp=s.cp,
            bp=s.bp,
            stock=dict(s.stock),
            favors=tuple(s.favors),
            advisors=tuple(s.advisors),
            noble_rank=s.noble_rank,
            noble_cards=tuple(s.noble_cards),
            slots=tuple(s.slots),
            craftsmen_left=s.craftsmen_left,
            hand_count=len(s.hand),
            deck_count=len(s.deck),
            councillors=tuple((b, p) for b, p in s.councillors),
            final_score=s.final_score,
        )
        seats.append(OwnSeatView(hand=tuple(s.hand), **fields))
    phase = st.phase if st.phase in ("play", "end_of_round", "final_scoring", "over") else "play"
    result = None
    if st.phase == "over":
        from .scoring import result as _result

        r = _result(st)
        assert r is not None  # a finished game has its result
        result = ResultView(
            ranks=tuple(r.ranks),
            scores=tuple(r.scores),
            cp=tuple(s.cp for s in st.seats),
            bp=tuple(s.bp for s in st.seats),
        )
    victoria = None
    if st.victoria_cp is not None:
        victoria = VictoriaView(
            cp=st.victoria_cp, noble_cards=tuple(st.victoria_cards), last=_victoria_steps(st.victoria_last)
        )
    return EmaraView(
        game="emara",
        players=st.players,
        round=max(st.round, 1),
        phase=phase,
        active_seat=None if st.phase == "over" else st.active,
        statue=st.statue,
        turn_in_round=st.turn_in_round,
        event=st.event if st.round >= 1 else None,
        event_deck_left=len(st.event_deck),
        building_start=st.building_start,
        variants=VariantsView(random_layout=st.options.random_layout, full_selection=st.options.full_selection),
        boards=tuple(tuple(b) for b in st.boards),
        huts={k: tuple(v) for k, v in st.huts.items()},
        markers=MarkersView(
            gift={r: marker("gift", r) for r in BASIC},
            donation={r: marker("donation", r) for r in BASIC},
            stone=marker("stone"),
            bread=marker("bread"),
        ),
        advisors={k: tuple(v) for k, v in st.advisors.items()},
        advisor_b_pile=tuple(st.advisor_b_pile[:1]),
        advisor_b_left=len(st.advisor_b_pile),
        nobility={r: tuple(st.nobility[r]) for r in RANKS},
        favor_draw=len(st.favor_draw),
        favor_discard=tuple(st.favor_discard),
        seats=tuple(seats),
        victoria=victoria,
        result=result,
        last_turn=_last_turn(st.last_turn),
    )
