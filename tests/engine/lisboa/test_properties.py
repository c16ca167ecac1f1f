"""Lisboa's own whole-game properties: offered options stay affordable, random games with every
combination of lobby options, views checked against the ids each viewer may not see, the record of gone
cards, determinisation. Invariants at every step, determinism, JSON round trips, reveals and bad input
for every game and player count are in tests/conformance/."""

from __future__ import annotations

import itertools

import pytest

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.lisboa import data
from engine.lisboa.ai_support import seen_cards
from engine.lisboa.game import GAME
from engine.lisboa.state import Frame, Options, State
from tests.games import playout, strings

OPTION_FIELDS = ("goal_cards", "starting_decree", "draft", "reward_tokens")
ALL_OPTIONS = [dict(zip(OPTION_FIELDS, combo)) for combo in itertools.product((False, True), repeat=4)]


def play(players: int, seed: int, options: dict | None = None, check=None):
    """A random game to the end (tests/games.py: a random awaited seat, a random legal action), checking
    the invariants after every action; ``check(st)`` runs after each too. Returns the state and the
    (seat, key) log."""

    def checked(st):
        assert GAME.check_invariants(st) == [], (seed, st.seq)
        if check:
            check(st)

    run = playout(GAME, players, seed, options, checked)
    return run.state, run.log


def hidden_ids(st: State, viewer: int | None) -> set[str]:
    """Ids ``viewer`` (None: the public) may not see: other hands, offers and drafts, face-down pile cards,
    the decks, the bag and the Public Building stacks below their offered and next tiles."""
    ids = set()
    for i, s in enumerate(st.seats):
        if i != viewer:
            ids |= set(s.hand) | set(st.offer.get(i, ())) | set(st.draft.get(i, ())) | set(st.drafted.get(i, ()))
    for p, cards in st.piles.items():
        ids |= set(cards[:-1] if st.face_up.get(p) else cards)
    ids |= set(st.purple) | set(st.brown) | set(st.decree_deck) | set(st.goal_deck) | set(st.bag)
    ids |= {t for v in st.pb_stacks.values() for t in v[:-1]}  # the top one is face up (seed 004 p. 6)
    # A hidden id the viewer also sees elsewhere is not secret (a Clergy tile offered again after a
    # return to the bag cannot be, but keep the check about places, not about ids).
    return ids - visible_ids(st, viewer)


def visible_ids(st: State, viewer: int | None) -> set[str]:
    ids = set(st.gone) | {c for s in st.seats for c in s.top + s.bottom if c} | set(st.decree_display)
    ids |= {t for s in st.seats for t in s.clergy} | {t for t in st.church.values() if t}
    ids |= {t for t in st.pb_available.values() if t} | {v[0] for v in st.sites.values()}
    ids |= {s.goal for s in st.seats if s.goal} | {d for s in st.seats for d in s.decrees}
    if st.court:
        ids.add(st.court)
    for p, cards in st.piles.items():
        if cards and st.face_up.get(p):
            ids.add(cards[-1])
    if viewer is not None:
        ids |= set(st.seats[viewer].hand) | set(st.offer.get(viewer, ())) | set(st.draft.get(viewer, ()))
    return ids


def play_phase(players: int, seed: int, **options) -> State:
    """A real setup with the pre-game choices taken (first option each), at the first turn."""
    st = GAME.setup(players, Options(**options), seed)
    while st.phase != "play":
        seat = GAME.decision(st).seats[0]
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
    return st


def finish_stack(st: State, limit: int = 50) -> None:
    """Take the first option of every pending step until the scheduled frames are done."""
    for _ in range(limit):
        if not st.stack:
            return
        seat = GAME.decision(st).seats[0]
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])


# --- every option offered can be carried out in full (SEED p.8) ---------------------------------------
@pytest.mark.parametrize("reis", [9, 10, 11])  # PB2 costs 10 on the starting treasury
def test_an_offered_store_parcel_stays_affordable_after_a_cardinal_reward_raises_the_treasury(reis):
    # PB2's reward moves the Cardinal 1 step; from K2 that passes the treasury gap K3, so the land
    # costs 1 real more by the time it is paid.
    base = play_phase(2, 3)
    base.cardinal = "K2"
    s = base.seats[0]
    s.reis, s.influence = reis, 0
    base.stack.append(Frame("store_parcel", 0, {"space": "PINK"}))
    for a in GAME.legal_actions(base, 0):
        st = GAME.copy_state(base)
        GAME.apply(st, 0, a)  # must not reach an unpayable step
        finish_stack(st)
        assert st.seats[0].reis >= 0 and GAME.check_invariants(st) == []


@pytest.mark.parametrize("reis", [2, 3, 4])  # the one missing Official costs 3 on the starting treasury
def test_an_offered_public_building_site_stays_affordable_after_a_cardinal_reward_raises_the_treasury(reis):
    # W_E's reward moves the Cardinal from K2 across the treasury gap: hiring then costs 4 a head.
    base = play_phase(3, 3)
    base.cardinal = "K2"
    s = base.seats[0]
    s.reis, s.influence = reis, 0
    plan = s.plans[0]  # a starting plan: 2 Officials, 1 placed at setup
    base.stack.append(Frame("public_building_site", 0, {"plan": plan}))
    keys = [a.key() for a in GAME.legal_actions(base, 0)]
    assert ("site.W_E" in keys) == (reis >= 4)
    for key in keys:
        st = GAME.copy_state(base)
        GAME.apply(st, 0, Action.parse(key))
        finish_stack(st)
        assert st.seats[0].reis >= 0 and GAME.check_invariants(st) == []


# --- whole random games -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("options", ALL_OPTIONS, ids=lambda o: "".join("x" if v else "-" for v in o.values()))
def test_random_games_with_every_option_end_with_a_result_and_keep_every_invariant(players, options):
    st, log = play(players, 100 + players, options)
    res = GAME.result(st)
    assert st.phase == "over" and res is not None
    assert len(res.ranks) == players and (players == 1 or min(res.ranks) == 1)  # solo: 1st or 2nd to the Rival
    assert all(s.final is not None for s in st.seats if not s.rival)


@pytest.mark.parametrize(
    "players,options",
    [(1, {"goal_cards": True}), (2, {"draft": True}), (4, {"goal_cards": True, "starting_decree": True})],
)
def test_a_view_never_holds_a_card_or_tile_its_viewer_may_not_see(players, options):
    def check(st):
        for viewer in (None, *range(players)):
            seen = strings(GAME.view(st, viewer).model_dump(mode="json"))
            assert not seen & hidden_ids(st, viewer), viewer

    play(players, 21, options, check)


def test_the_played_discarded_and_removed_cards_are_recorded_as_gone():
    st, log = play(2, 5)
    kinds = {key.split(".")[0] for _, key in log}
    assert {"gold", "visit"} <= kinds
    gone = set(st.gone)
    for _seat, key in log:
        kind, _, cid = key.partition(".")
        if kind in ("gold", "visit", "event", "pd"):
            assert cid in gone, key
    assert len(st.gone) == len(gone)
    # the display of period 1 left the game at its end
    assert {c for c in gone if data.POLITICAL_CARD[c].deck == "RED"}


# --- determinisation ----------------------------------------------------------------------------------
def positions(players: int, seed: int, options: dict, every: int = 25) -> list[State]:
    out = []

    def keep(st):
        if GAME.decision(st) is not None and len(out) * every <= st.seq:
            out.append(GAME.copy_state(st))

    play(players, seed, options, keep)
    return out


@pytest.mark.parametrize(
    "players,options", [(1, {}), (2, {"draft": True, "goal_cards": True}), (3, {}), (4, {"goal_cards": True})]
)
def test_determinise_keeps_what_the_seat_sees_and_resamples_what_it_cannot(players, options):
    changed = 0
    for st in positions(players, 31, options):
        before = st.model_dump_json()
        for seat in range(players):
            det = GAME.determinise(st, seat, Rng.from_seed(st.seq))
            assert st.model_dump_json() == before  # the original is untouched
            assert det.model_dump(exclude={"rng"}) != st.model_dump(exclude={"rng"}) or not hidden_ids(st, seat)
            # the seat's own view is the same
            assert GAME.view(det, seat) == GAME.view(st, seat)
            assert GAME.check_invariants(det) == []
            # nothing seen (own hand, portfolios, played or discarded cards) is dealt to a hidden place
            hidden_now = hidden_ids(det, seat)
            assert not hidden_now & seen_cards(st, seat)
            # every hidden card is of the deck and pile its back shows
            for i, s in enumerate(det.seats):
                if i != seat:
                    assert [(data.POLITICAL_CARD[c].deck, data.POLITICAL_CARD[c].pile) for c in s.hand] == [
                        (data.POLITICAL_CARD[c].deck, data.POLITICAL_CARD[c].pile) for c in st.seats[i].hand
                    ]
                    changed += s.hand != st.seats[i].hand
            d = GAME.decision(det)
            if d is not None:
                assert all(GAME.legal_actions(det, w) for w in d.seats)
    assert changed or players == 1  # solo: the Rival holds no cards


@pytest.mark.parametrize("players", [2, 4])
def test_determinise_depends_only_on_what_the_seat_sees(players):
    for st in positions(players, 41, {"goal_cards": True}, every=40):
        other = GAME.copy_state(st)
        # swap hidden cards between other seats' hands and the face-down piles: the seat cannot tell
        rng = Rng.from_seed(5)
        det_other = GAME.determinise(other, 0, rng)
        for i in range(1, len(other.seats)):
            other.seats[i].hand = list(det_other.seats[i].hand)
        other.piles = {p: list(v) for p, v in det_other.piles.items()}
        other.purple, other.brown = list(det_other.purple), list(det_other.brown)
        other.bag, other.decree_deck = list(det_other.bag), list(det_other.decree_deck)
        other.goal_deck = list(det_other.goal_deck)
        other.offer = {i: list(v) for i, v in det_other.offer.items()}
        other.pb_stacks = {a: list(v) for a, v in det_other.pb_stacks.items()}
        a = GAME.determinise(st, 0, Rng.from_seed(9))
        b = GAME.determinise(other, 0, Rng.from_seed(9))
        assert a.model_dump_json() == b.model_dump_json()


def test_determinise_never_deals_a_gone_card():
    st = positions(2, 51, {}, every=60)[-1]
    assert st.gone
    for k in range(20):
        det = GAME.determinise(st, 0, Rng.from_seed(k))
        dealt = set(det.seats[1].hand) | {c for v in det.piles.values() for c in v} | set(det.purple) | set(det.brown)
        assert not dealt & set(st.gone)
