"""What the conformance suite expects of each registered game.

Facts a game declares itself are read from its declaration (``facts``: its ``GameInfo`` and protocol
members): its player counts, its solo mode, whether it can resample hidden information (it declares ``ai``),
the kinds of its out-of-turn responses, its secrets (``GameInfo.secrets``: where a seat's own secrets show in its
view, what nobody sees). The table ``EXPECT`` holds only what no declaration says yet: which lobby options the
random games should cover, which decisions await several seats at once, which kinds of move a whole random game
shows to reveal something. A game missing from the table gets ``Expect()``: no simultaneous decisions, its
default options.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from engine.core.capabilities import AI, supports
from engine.registry import get_game


@dataclass(frozen=True)
class Expect:
    # Lobby option sets the random games cover (each played at every player count).
    options: tuple[dict, ...] = ({},)
    # Option sets the slow sweep cycles through (default: the ones above).
    sweep_options: tuple[dict, ...] = ()
    # Decision kinds that may await several seats at once (a simultaneous choice).
    simultaneous: tuple[str, ...] = ()
    # Action kinds a whole random game must show to reveal something (beyond: some move does).
    revealing: tuple[str, ...] = ()
    # Action kinds every whole random game plays (proves the playouts reach the heart of the game).
    played: tuple[str, ...] = ()
    # Keys that look like the game's own but name what does not exist or is not offered: refused
    # wherever they are not among the legal keys (beside the forged keys every game gets).
    bad_keys: tuple[str, ...] = ()


LISBOA_MODULES = ("goal_cards", "starting_decree", "draft", "reward_tokens")  # the optional modules

EXPECT: dict[str, Expect] = {
    "emara": Expect(
        options=(
            {},
            {"random_layout": True, "full_selection": True},
            {
                "card8_consumes_bonus": True,
                "favor_same_visit": True,
                "chamberlain_unlimited": False,
                "victoria_event_effects": True,
            },
        ),
        played=("play", "move", "end"),
        bad_keys=("end", "move.0", "noble", "zzz", "play.nothing.1", "play.wood.4"),
    ),
    "macao": Expect(
        options=({}, {"simultaneous_dice": True}),
        simultaneous=("dice",),
        revealing=("pass",),  # the last pass of a round turns up the next cards and dice
        played=("dice",),
        bad_keys=("take.XX", "dice.0.0", "dice.5.1", "pass.1", "wall.99", "q.Q01", "pay.9", "x"),
    ),
    "lisboa": Expect(
        options=({}, {"draft": True, "goal_cards": True}, {"starting_decree": True, "reward_tokens": True}),
        sweep_options=tuple(dict(zip(LISBOA_MODULES, on)) for on in itertools.product((False, True), repeat=4)),
        simultaneous=("clergy", "draft", "newcomer"),  # the pre-game choices (Clergy tile, draft, newcomer)
        revealing=("draw",),  # a draw ends the turn, whose upkeep turns up the next cards
        played=("clergy", "draw"),
        bad_keys=(
            "gold.XX99",
            "folio.BL01.x",
            "visit",
            "sell.GOLD.9.9",
            "trade.BUILD_SHIP.PEARLS",
            "vpay.1",
            "hire.MAIA.MAIA",
            "space.ORANGE",
            "parcel.PZ9",
            "cube.c.LAVA",
            "pay.999",
            "draw.NOWHERE",
            "join",
            "church.0",
            "x",
            "pass.1",
        ),
    ),
}


def expect(game_id: str) -> Expect:
    return EXPECT.get(game_id, Expect())


@dataclass(frozen=True)
class Facts:
    """What the game's own declaration says."""

    players: tuple[int, ...]  # every player count it seats
    solo: bool  # one player against the game (min_players == 1)
    solo_mode: object | None  # its SoloMode (a solo game or a score attack vs AI seats)
    hidden: bool  # it can resample what a seat cannot see (SearchSupport.determinise)
    response_kinds: tuple[str, ...]  # decisions that ask a seat out of turn


def facts(game_id: str) -> Facts:
    g = get_game(game_id)
    info = g.info
    return Facts(
        players=tuple(range(info.min_players, info.max_players + 1)),
        solo=info.min_players == 1,
        solo_mode=g.solo_mode(),
        hidden=supports(g, AI),
        response_kinds=info.response_kinds,
    )
