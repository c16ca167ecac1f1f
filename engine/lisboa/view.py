"""The public (and per-seat) view of a Lisboa game: the contract with ``render.lisboa``.

Frozen pydantic models that forbid unknown fields. The public view (``seat=None``) holds no hidden
information: hands are counts; a political pile is its size and its top card only while that card
lies face up; the purple, brown, decree and goal-B decks and the Clergy bag are counts; a Public
Building stack is its size below the tile on offer and its face-up top (the next building); the Clergy
tiles / goal cards drawn to choose from (``st.offer``) and the draft never appear. ``build_view`` draws
every seat's hand, offer and draft cards and its Clergy tile chosen at once; the core's ``GameBase.view``
leaves them out of every other seat's view (they are declared ``owner`` and ``kept``), so there
``SeatView.hand`` / ``offer`` / ``draft`` / ``drafted`` stay None and ``clergy`` is empty while the tile is
chosen. A seat's own view adds them.

Ids are data.py's: nobles MAIA POMBAL KING, goods GOLD CLOTH BOOKS TOOLS, street colours YELLOW PINK
BROWN BLUE, rubble EARTHQUAKE FIRE TSUNAMI, parcels PA1..PE5, sites W_A.. N_YELLOW.. E_A..,
political cards BL01.., ship cards SHIP2_1.., Clergy CL01.., decrees DEC_..._1, plans SP1/PL01..,
Public Buildings PB01.., church slots T0..T5 and gaps K0..K5. Officials of the neutral colour are
``NEUTRAL`` (-1).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from engine.core.last_turn import LastTurnView, view_of

from . import data
from .pregame import kept
from engine.core.secrets import redact

from .state import NEUTRAL, SECRETS, State

__all__ = ["NEUTRAL", "LisboaView", "SeatView", "build_view", "public_view"]


class _View(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Pile(_View):
    """A face-down stack: its size, and its top only when that top is public."""

    count: int
    top: str | None = None


class PbStack(_View):
    """One architect's Public Buildings: the tile on offer (shown on that architect's side), how many
    lie below it, and the top one of those, face up too (seed 004 p. 6: "Díky tomu hráči uvidí aktuálně
    dostupnou veřejnou budovu a další veřejnou budovu v pořadí.")."""

    available: str | None
    count: int
    next: str | None = None  # the next building of the stack (None: the stack is empty)


class OpenSite(_View):
    """A Public Building opened on a site: the tile, the architect whose side is up, its two colours."""

    tile: str
    architect: str
    colours: tuple[str, str]


class Store(_View):
    owner: int
    facing: str  # street colour the Store faces (its good is GOOD_OF_COLOUR[facing])
    group: str  # the house group its house came from (LEFT MIDDLE RIGHT)


class SeatView(_View):
    seat: int
    colour: str
    rival: bool
    reis: int
    goods: dict[str, int]
    influence: int
    wigs: int
    top: tuple[str | None, ...]  # portfolio top slots: noble or ship card, None = empty
    bottom: tuple[str | None, ...]  # portfolio bottom slots: treasury cards
    dock: tuple[tuple[str, ...], ...]  # goods on the ship of each top slot
    sea: tuple[bool, ...]  # the ship of each top slot has sailed (cargo boxed)
    rubble: dict[str, int]
    sets: int
    markers: int  # set markers waiting on the Marquis portrait
    clergy: tuple[str, ...] = ()  # (empty in the other views while its tile is chosen at once)
    favors: tuple[str, ...]
    plans: tuple[str, ...]
    done_plans: tuple[str, ...]
    houses: dict[str, int]  # built per group
    decrees: tuple[str, ...]
    goal: str | None
    hand_size: int
    hand: tuple[str, ...] | None = None  # own view only
    offer: tuple[str, ...] | None = None  # own view only: drawn Clergy tiles / goal cards to choose from
    draft: tuple[str, ...] | None = None  # own view only: cards being drafted
    drafted: tuple[str, ...] | None = None  # own view only: cards kept in the draft so far
    final: dict[str, int] | None = None  # the end-game breakdown


class LisboaView(_View):
    players: int  # human seats (1 = solo; the Rival is an extra seat)
    phase: str  # draft | start_decree | play | over
    period: int
    active: int | None  # whose turn (None when over)
    start: int
    waiting: tuple[int, ...]  # seats that may act now
    prompt_seat: int | None  # a seat asked out of turn (joining a Visit)
    # political cards
    piles: dict[str, Pile]  # MAIA POMBAL KING TREASURY
    purple: int
    brown: int
    court: str | None  # the card in the Royal Court
    # shipyard, plans, public buildings, favors
    shipyard: Pile
    plan_stacks: dict[str, Pile]  # architect -> face-up plans
    pb: dict[str, PbStack]
    sites: dict[str, OpenSite]
    favor_stacks: dict[str, int]
    # offices and state actions
    offices: dict[str, tuple[int, ...]]
    courtyards: dict[str, tuple[int, ...]]
    action_goods: dict[str, str]  # state action -> good covering it this turn
    # city
    stores: dict[str, Store]
    city_display: dict[str, bool]
    city_large: int
    city_small: int
    col_rubble: dict[str, tuple[str, ...]]
    row_rubble: dict[str, tuple[str, ...]]
    site_rubble: dict[str, tuple[str, ...]]
    reserve: tuple[str, ...]
    scoring_tiles: tuple[int, ...]
    parcel_rewards: dict[str, tuple[str, ...]]  # reward-token variant only (else the printed ones)
    site_rewards: dict[str, tuple[str, ...]]
    row_e_open: bool
    # tracks
    treasury: int
    treasury_reis: int
    treasury_influence: int
    prices: dict[str, int]
    # church
    church: dict[str, str | None]
    cardinal: str
    bag: int
    church_due: bool
    # decrees, goals
    decree_deck: int
    decree_display: tuple[str, ...]
    goal_deck: int
    # period and game end
    period_due: int | None
    end_due: bool
    turns_left: int | None
    seats: tuple[SeatView, ...]
    last_turn: LastTurnView | None = None  # the latest turn's public deeds (keys: state.py); None before any


def _seat(st: State, i: int) -> SeatView:
    """Seat ``i``'s entry with its own secrets (its view's; the core leaves them out of the others')."""
    s = st.seats[i]
    return SeatView(
        seat=i,
        colour=s.colour,
        rival=s.rival,
        reis=s.reis,
        goods=dict(s.goods),
        influence=s.influence,
        wigs=s.wigs,
        top=tuple(s.top),
        bottom=tuple(s.bottom),
        dock=tuple(tuple(d) for d in s.dock),
        sea=tuple(s.sea),
        rubble=dict(s.rubble),
        sets=s.sets,
        markers=s.markers,
        # the tile kept in the pre-game choice stays hidden until all chose (the turn machine keeps it, its
        # log line private): its seat sees it among its tiles
        clergy=tuple(s.clergy) + (tuple(kept(st, i)) if st.phase == "clergy" else ()),
        favors=tuple(s.favors),
        plans=tuple(s.plans),
        done_plans=tuple(s.done_plans),
        houses=dict(s.houses),
        decrees=tuple(s.decrees),
        goal=s.goal,
        hand_size=len(s.hand),
        hand=tuple(s.hand),
        offer=tuple(st.offer[i]) if i in st.offer and not (st.phase == "clergy" and kept(st, i)) else None,
        draft=tuple(st.draft[i]) if i in st.draft else None,
        drafted=_drafted(st, i),
        final=dict(s.final) if s.final else None,
    )


def _drafted(st: State, seat: int) -> tuple[str, ...] | None:
    """The cards ``seat`` kept in this draft step: kept by the turn machine until every seat has chosen."""
    cards = st.drafted.get(seat, []) + (kept(st, seat) if st.phase == "draft" else [])
    return tuple(cards) if cards or seat in st.drafted else None


def _top(cards: list[str], public: bool = True) -> Pile:
    return Pile(count=len(cards), top=cards[-1] if cards and public else None)


def build_view(st: State, waiting: tuple[int, ...] = (), prompt_seat: int | None = None) -> LisboaView:
    """The table with every seat's own secrets (``Game.full_view``: the core cuts each seat's view from
    it). ``waiting`` and ``prompt_seat`` come from the current decision (the rules module knows it; the
    view does not compute it)."""
    over = st.phase == "over"
    board_players = 2 if st.players == 1 else st.players
    return LisboaView(
        players=st.players,
        phase=st.phase,
        period=st.period,
        active=None if over else st.active,
        start=st.start,
        waiting=tuple(waiting),
        prompt_seat=prompt_seat,
        piles={p: _top(st.piles.get(p, []), st.face_up.get(p, False)) for p in data.PILES},
        purple=len(st.purple),
        brown=len(st.brown),
        court=st.court,
        shipyard=_top(st.shipyard),
        plan_stacks={a: _top(st.plan_stacks.get(a, [])) for a in data.ARCHITECTS},
        pb={
            a: PbStack(
                available=st.pb_available.get(a),
                count=len(st.pb_stacks.get(a, [])),
                next=st.pb_stacks[a][-1] if st.pb_stacks.get(a) else None,
            )
            for a in data.ARCHITECTS
        },
        sites={
            site: OpenSite(tile=t, architect=a, colours=data.PUBLIC_BUILDING[t].side(a))
            for site, (t, a) in st.sites.items()
        },
        favor_stacks=dict(st.favor_stacks),
        offices={n: tuple(v) for n, v in st.offices.items()},
        courtyards={n: tuple(v) for n, v in st.courtyards.items()},
        action_goods=dict(st.action_goods),
        stores={p: Store(owner=o, facing=f, group=g) for p, (o, f, g) in st.stores.items()},
        city_display=dict(st.city_display),
        city_large=st.city_large,
        city_small=st.city_small,
        col_rubble={k: tuple(v) for k, v in st.col_rubble.items()},
        row_rubble={k: tuple(v) for k, v in st.row_rubble.items()},
        site_rubble={k: tuple(v) for k, v in st.site_rubble.items()},
        reserve=tuple(st.reserve),
        scoring_tiles=tuple(st.scoring_tiles),
        parcel_rewards={k: tuple(v) for k, v in st.parcel_rewards.items()},
        site_rewards={k: tuple(v) for k, v in st.site_rewards.items()},
        row_e_open=data.PLAYER_COUNT_SETUP[board_players].row_e_open,
        treasury=st.treasury,
        treasury_reis=data.TREASURY_REIS[st.treasury],
        treasury_influence=data.TREASURY_INFLUENCE[st.treasury],
        prices=dict(st.prices),
        church=dict(st.church),
        cardinal=st.cardinal,
        bag=len(st.bag),
        church_due=st.church_due,
        decree_deck=len(st.decree_deck),
        decree_display=tuple(st.decree_display),
        goal_deck=len(st.goal_deck),
        period_due=st.period_due,
        end_due=st.end_due,
        turns_left=st.turns_left,
        seats=tuple(_seat(st, i) for i in range(len(st.seats))),
        last_turn=view_of(st.last_turn),
    )


def public_view(st: State, waiting: tuple[int, ...] = (), prompt_seat: int | None = None) -> LisboaView:
    """The public table (``Game.view(st, None)``) for a decision given by hand: the render fixtures'."""
    return redact(SECRETS, st, None, build_view(st, waiting, prompt_seat))
