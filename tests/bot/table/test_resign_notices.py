"""What a resignation says is true (issue 29): ``/game resign`` says whether the game is rated and why
not (an AI seat, a seat taken over), and the final standings' tie-break line agrees with the order
shown when a resignation decides it, in each of the three games."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.store import SeatRow
from bot.table import Budget
from bot.table.summaries import final_result
from engine.macao.wall import turn_order
from engine.registry import get_game
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, make_service
from tests.games import playout

NAMES = ["ann", "bob", "carol", "dan"]


@pytest.fixture
def svc(store):
    return make_service(store, clock=Clock(), ai_budget=Budget(time_budget=None, iterations=20))


async def _start(svc, humans, ais=0):
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    await svc.lobby.open(GUILD, CHANNEL, "toy", humans[0], names[humans[0]])
    for uid in humans[1:]:
        await svc.lobby.join(CHANNEL, uid, names[uid])
    for _ in range(ais):
        await svc.lobby.add_ai(CHANNEL, humans[0], "easy")
    await svc.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return await svc.play.start(CHANNEL, humans[0])


async def test_resign_at_a_table_with_an_ai_seat_says_it_is_not_rated(svc) -> None:
    await _start(svc, (ANN, BOB), ais=1)
    done = await svc.resign.resign(CHANNEL, ANN, True)
    assert not done.rated and "stays rated" not in done.line
    assert done.line.endswith("The game is not rated: it has AI seats.")


async def test_the_rating_line_is_in_the_tables_language(svc) -> None:
    await _start(svc, (ANN, BOB), ais=1)
    done = await svc.resign.resign(CHANNEL, ANN, True, server_locale="cs")
    assert done.line.endswith("Hra není hodnocená: hrají v ní AI.")


async def test_resign_after_a_takeover_says_why_it_is_not_rated(svc, store) -> None:
    update = await _start(svc, (ANN, BOB, CAT))
    await store.take_over_seat(update.game_id, 1, "medium", expected_version=0, now=svc.tables.now())
    done = await svc.resign.resign(CHANNEL, ANN, True)
    assert not done.rated and done.line.endswith("The game is not rated: an AI played a seat for an absent player.")


async def test_resign_among_humans_stays_rated(svc) -> None:
    await _start(svc, (ANN, BOB, CAT))
    done = await svc.resign.resign(CHANNEL, ANN, True)
    assert done.rated and done.line.endswith("The game stays rated.")


def _finished(game_id: str, players: int, seed: int = 3):
    game = get_game(game_id)
    return game, playout(game, players, seed).state


def _seats(resigned: dict[int, int], players: int = 4) -> list[SeatRow]:
    return [
        SeatRow(
            i,
            None if i in resigned else 100 + i,
            "medium" if i in resigned else None,
            NAMES[i],
            resigned=resigned.get(i),
        )
        for i in range(players)
    ]


def _standings(lines: list[str]) -> list[str]:
    return [line.split(" — ")[0] for line in lines if line[:1].isdigit()]


def test_macao_the_tie_line_agrees_with_a_resignation() -> None:
    game, st = _finished("macao", 4)
    order = turn_order(st)  # the wall breaks ties: the earlier on it wins
    for seat, pp in zip(order, (90, 80, 66, 66)):
        st.seats[seat].pp = pp
    bob, carol = order[3], order[2]  # carol is ahead of bob on the wall and wins the tie by the rules
    result = game.result(st)
    names = [NAMES[i] for i in range(4)]
    assert any(
        t(m, seat_names=names) == f"{NAMES[carol]} is ahead of {NAMES[bob]} on the wall and wins the tie."
        for m in result.tiebreaks
    )
    final = final_result(game, result, _seats({carol: 1}), "en")
    assert _standings(final.lines)[2:] == [f"3. {NAMES[bob]}", f"4. {NAMES[carol]}"]
    assert f"{NAMES[carol]} is ahead of {NAMES[bob]} on the wall" not in "\n".join(final.lines)
    assert final.tiebreaks == [
        f"{NAMES[bob]} is ahead of {NAMES[carol]}: {NAMES[carol]} resigned, and a resigned seat ranks last."
    ]
    # without a resignation the game's own line stands
    assert final_result(game, result, _seats({}), "en").tiebreaks == [
        f"{NAMES[carol]} is ahead of {NAMES[bob]} on the wall and wins the tie."
    ]


def test_crown_of_emara_the_tie_line_agrees_with_a_resignation() -> None:
    game, st = _finished("emara", 4)
    for seat, (score, track) in enumerate(((90, 40), (66, 30), (66, 35), (50, 20))):
        st.seats[seat].final_score = score
        st.seats[seat].cp, st.seats[seat].bp = track, track - 5
    result = game.result(st)
    assert result.ranks[2] < result.ranks[1]  # carol wins the tie on the higher second track
    final = final_result(game, result, _seats({2: 1}), "en")
    assert _standings(final.lines) == ["1. ann", "2. bob", "3. dan", "4. carol"]
    assert "bob is ahead of carol: carol resigned, and a resigned seat ranks last." in final.tiebreaks
    assert not any("decided by the higher second track" in line for line in final.lines)


def test_lisboa_the_tie_line_agrees_with_a_resignation_and_two_resignations_order_by_who_resigned_first() -> None:
    game, st = _finished("lisboa", 4)
    for seat, wigs in enumerate((90, 66, 66, 40)):
        st.seats[seat].wigs = wigs
    result = game.result(st)
    ahead, behind = sorted((1, 2), key=lambda s: result.ranks[s])  # whatever the tie-break gave
    final = final_result(game, result, _seats({ahead: 1}), "en")
    assert _standings(final.lines)[-1] == f"4. {NAMES[ahead]}"
    assert final.tiebreaks == [
        f"{NAMES[behind]} is ahead of {NAMES[ahead]}: {NAMES[ahead]} resigned, and a resigned seat ranks last."
    ]
    both = final_result(game, result, _seats({ahead: 1, behind: 2}), "en")  # ahead resigned first: lowest
    assert _standings(both.lines)[2:] == [f"3. {NAMES[behind]}", f"4. {NAMES[ahead]}"]
    assert both.tiebreaks == [
        f"{NAMES[behind]} is ahead of {NAMES[ahead]}: both resigned, and the earlier resignation ranks lower."
    ]
