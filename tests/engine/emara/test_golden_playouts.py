"""Golden playouts: the engine's behaviour pinned byte for byte while its speed is worked on.

The expected hashes were computed from the engine before any speed work (issue 8). A faster engine
must give exactly the same games: the same action keys from the same seeds (the benchmark's own
random player), the same final state JSON (stored states of running games must still load), the
same scores and the same English log. If one of these fails, the engine's behaviour changed: find
why, never update the hashes for a speed-up.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from engine.ai import choose as ai_choose
from engine.ai.random_ai import choose, step
from engine.core.game import mover
from engine.core.quiet import quiet
from engine.core.rng import Rng
from engine.core.text import translate
from engine.emara.game import GAME
from engine.emara.state import RENAMED_FRAME_KINDS, Options, State

SEEDS = (1, 2, 3, 4, 5)
VARIANTS = {
    "default": {},
    "random_layout": dict(random_layout=True),
    "full_selection": dict(full_selection=True),
    "rules_options": dict(
        card8_consumes_bonus=True, favor_same_visit=True, chamberlain_unlimited=False, victoria_event_effects=True
    ),
}


# The hashes were taken while the frame kinds had their old short names (renamed in words, issue 23): a
# decision's kind is hashed under its old name, so the pins still check everything else unchanged.
_OLD_KIND = {new: old for old, new in RENAMED_FRAME_KINDS.items()}


def _sha(parts: list[str]) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(p.encode())
        h.update(b"\n")
    return h.hexdigest()[:24]


def _result_text(st: State) -> str:
    r = GAME.result(st)
    return json.dumps(
        {"ranks": r.ranks, "scores": r.scores, "details": r.details, "tiebreaks": [translate(m) for m in r.tiebreaks]},
        sort_keys=True,
        default=repr,
    )


def quiet_playout(players: int, seed: int, options: dict) -> str:
    """A game played as ``python -m engine bench`` plays it (quiet, ``random_ai.step``): the hash of
    its action keys, final state JSON and result."""
    st = GAME.setup(players, Options(**options), seed)
    rng = Rng.from_seed(seed ^ 0xBE7C)
    parts = []
    with quiet():
        while (done := step(GAME, st, rng)) is not None:
            parts.append(f"{done[0]}:{done[1].key()}")
    parts += [st.model_dump_json(), _result_text(st)]
    assert State.model_validate_json(parts[-2]).model_dump_json() == parts[-2]
    return _sha(parts)


def logged_playout(players: int, seed: int) -> str:
    """A game played as the bot plays it (not quiet): every decision (seats, owner, turn, kind, prompt),
    every legal option with its English label, every log line in English with its flags, and the
    final public view."""
    st = GAME.setup(players, Options(), seed)
    rng = Rng.from_seed(seed ^ 0xBE7C)
    parts = []
    while (d := GAME.decision(st)) is not None:
        seat = mover(d)
        legal = GAME.legal_actions(st, seat)
        parts.append(f"D {d.seats} {d.owner} {d.turn} {_OLD_KIND.get(d.kind, d.kind)} {translate(d.prompt)}")
        parts += [f"  {a.key()} = {translate(GAME.describe(st, seat, a))}" for a in legal]
        a = choose(GAME, st, rng, seat)
        for e in GAME.apply(st, seat, a):
            parts.append(f"L {e.seat} {e.private_to} {e.reveals} {translate(e.msg)}")
    parts += [st.model_dump_json(), _result_text(st), GAME.view(st, None).model_dump_json()]
    return _sha(parts)


def hard_ai_moves(players: int, seed: int, moves: int) -> str:
    """The hard AI (fixed iterations) playing the first ``moves`` multi-option decisions of a game."""
    st = GAME.setup(players, Options(), seed)
    parts = []
    while GAME.decision(st) is not None and len(parts) < moves:
        seat = mover(GAME.decision(st))
        a = ai_choose(GAME, st, "hard", seed=seed + len(parts), seat=seat, iterations=60)
        b = ai_choose(GAME, st, "medium", seed=seed + len(parts), seat=seat)
        parts.append(f"{seat}:{a.key()}:{b.key()}")
        GAME.apply(st, seat, a)
    parts.append(st.model_dump_json())
    return _sha(parts)


# (variant, players): one hash per seed of SEEDS
QUIET = {
    ("default", 1): [
        "fbb1babb920df4dbb377cd57",
        "668995c3c20f4c0edfedc787",
        "7b12fd093cfa3924a9f07b68",
        "3ec2a888567bc5618abbcbd5",
        "d073bed246fd202ccce662de",
    ],
    ("default", 2): [
        "49374f4ae25771a280705c75",
        "6e9b8735965e60107e9f0d54",
        "8956bd26a11dd602b2a8b184",
        "b85ae58960ccde7636b44311",
        "1b3ed96adc4fc04d9d8953b5",
    ],
    ("default", 3): [
        "011c6f4588c3d0cfe9519f79",
        "9983e135e0a8b0810a04c179",
        "abe401978d4ba642a31401d9",
        "29be5e60f5a8444849fe968a",
        "4cca978d11e6dc3e4b65043f",
    ],
    ("default", 4): [
        "08222ff6e2d0b8e8cdc55f53",
        "734b36139cf95f7e55a69439",
        "cebd51c799b1f7abda3de70a",
        "01380699ae8b6eab89503048",
        "71730fcc611bd24898e2ad49",
    ],
    ("random_layout", 1): [
        "4fde57a240b634ac686ecb0a",
        "667b0ff1485faed99cd5fa3f",
        "440e908e06182baf23199ebe",
        "2b295caf3bd0337b39a40eba",
        "c84d240d4ad3d3b3d72df4b8",
    ],
    ("random_layout", 2): [
        "3df388340fd5f0ebc85d8bcc",
        "b5554e0e82a5af920fac98ae",
        "f61e6ce153a7231030e7ae18",
        "83c0eb6e27652d6b0d7adb37",
        "87755cffeea2bd7e07da3e9d",
    ],
    ("random_layout", 3): [
        "f084f5226797d8ca2bc02c4d",
        "9aaf315173806617a2b9f944",
        "f4a5b962fdfdad6be0036eaa",
        "791790ab6b75e1d24b1b4c3f",
        "6b7d3e1db193fb7e52915fbc",
    ],
    ("random_layout", 4): [
        "dbf7a368ee8397480ef88ae6",
        "19725a884dda3ea5a21a6f7f",
        "1e9181551617cc8c91a9ca00",
        "2bbbd12f18c645f3e92a24b0",
        "c5fbacfcb1ddd6aaaf414b85",
    ],
    ("full_selection", 1): [
        "9a74ff9647ecccc86e5b7768",
        "567eb90a5cfc54b8cf2ac14a",
        "9c883fecdc26a2d6fe345aa2",
        "f6058cef67eb890ee9081aa2",
        "7cb990a45dcfb15ed2bc500a",
    ],
    ("full_selection", 2): [
        "3baa22462c043b7ceff503b4",
        "a85fb31bcb646b01a178d59e",
        "d973b48ebeae5688115f6b3a",
        "1a88c83911e211a15b476cc2",
        "45f10b9be1ff66a9fbdf6cd7",
    ],
    ("full_selection", 3): [
        "a434d590f0876d1dbfaeaa93",
        "3ad37382057c56f760f36469",
        "0037b01adf6b2e0480749ff4",
        "7393eed5b2b3f2b8b5dfb574",
        "3b90691b9cf57620fdebd696",
    ],
    ("full_selection", 4): [
        "509e4c2bbd51a1d11534503f",
        "30481d4ee4d5bed646804baf",
        "dc64fc8f6d032481c942f091",
        "f85926c54bdc8080d41008b7",
        "2b6c2ee9d1b8defd675b4361",
    ],
    ("rules_options", 1): [
        "f0e297c466b46a60bb3265e0",
        "5495a742057d470ec5c88771",
        "a0114f7c7d7728f01fe218ec",
        "32c6d57a64a27218a7889cc6",
        "b741e9eeaae1bfcb3abaac6d",
    ],
    ("rules_options", 2): [
        "b0f98eab60629f99bb196f35",
        "0110e2275eabaf370f623639",
        "9d6e559cf55cbd5af99a1cc0",
        "fd978ab30c6f86ad21b74d2e",
        "a9934c7b40c6f9ace73cb492",
    ],
    ("rules_options", 3): [
        "7dfb14c019c4feddee41ec11",
        "5c16c66ce00d76e96d20a678",
        "eb0fcf39b56cb8f9d4f580ed",
        "70d2e4637a2999fe7a469e30",
        "29ee5c0876a1a0e82793a29e",
    ],
    ("rules_options", 4): [
        "86644cb3cc91132d507f55de",
        "a2a628e9c01eb3da597b09ee",
        "e4ef66c09ad8d6bc701ba8bd",
        "ba2d33bf766ab145ee5945da",
        "7c1449979744fa0554112b52",
    ],
}

LOGGED = {
    1: "a6689c7602a9d99d45597063",
    2: "cd7a2acf7f5425b089867cfc",
    3: "259c9915075c581fc4f43f59",
    4: "45016117b8d1d99103b6742e",
}

HARD = {1: "4325ed5c3fb2628b5610d1c1", 2: "ce32d4ca3a46db403ae9daa0"}


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_quiet_playouts_are_unchanged(variant, players):
    got = [quiet_playout(players, s, VARIANTS[variant]) for s in SEEDS]
    assert got == QUIET[variant, players]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_logged_game_in_english_is_unchanged(players):
    assert logged_playout(players, 7) == LOGGED[players]


@pytest.mark.parametrize("players", [1, 2])
def test_ai_choices_are_unchanged(players):
    assert hard_ai_moves(players, 3, 12) == HARD[players]
