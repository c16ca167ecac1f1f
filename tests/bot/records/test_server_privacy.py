"""What one server learns about another (issue 21): a profile asked on server A shows nothing of the
user's server-B games, rating, solo records or the name they used only there; global boards name
players by their global name (the Discord client's), never a server nickname."""

from __future__ import annotations

import pytest

from bot.records import Leaderboards, RecordsService
from bot.store import ActionRow, LobbyRow, ResultRow, SeatRow
from engine.registry import get_game
from tests.bot.conftest import ANN, BOB, CAT, Clock, make_service

GAME = "emara"
A, B = 11, 22  # two servers


@pytest.fixture
def rs(store) -> RecordsService:
    return RecordsService(make_service(store, games=get_game, clock=Clock(tick=1)), secret_source=lambda: "t")


async def finished(rs: RecordsService, guild: int | None, players: list[tuple[int, str]], ranks: list[int]) -> None:
    store = rs.service.store
    finished.channel = getattr(finished, "channel", 8000) + 1
    now = rs.now()
    row = await store.create_lobby(
        guild_id=guild,
        channel_id=finished.channel,
        game_type=GAME,
        options={},
        creator_id=players[0][0],
        now=now,
        creator=LobbyRow(players[0][0], None, players[0][1]),
    )
    seats = [SeatRow(i, u, None, name) for i, (u, name) in enumerate(players)]
    await store.start_game(row.id, seed=1, seats=seats, state="{}", now=now)
    results = [ResultRow(i, u, rk, 40 - rk, {}) for i, ((u, _), rk) in enumerate(zip(players, ranks))]
    await store.commit_action(row.id, 0, "{}", ActionRow(0, 0, "end", 0, False), results=results, now=rs.now())
    await rs.game_finished(await store.game(row.id), seats, results)


async def test_a_profile_on_one_server_shows_nothing_of_another(rs):
    await finished(rs, B, [(ANN, "Annie of B"), (BOB, "Bob")], [1, 2])
    await finished(rs, B, [(ANN, "Annie of B"), (BOB, "Bob")], [2, 1])
    await finished(rs, A, [(BOB, "Bob"), (CAT, "Cat")], [1, 2])
    lb = Leaderboards(rs)
    on_a = await lb.profile(ANN, "Ann (as A sees her)", [GAME], guild_id=A)
    text = "\n".join(on_a.lines)
    assert on_a.name == "Ann (as A sees her)" and "Annie of B" not in text
    assert on_a.lines == ["Nothing played yet."]  # no games, rating or replays from B
    on_b = await lb.profile(ANN, "Ann", [GAME], guild_id=B)
    text_b = "\n".join(on_b.lines)
    assert on_b.name == "Annie of B" and "2 games, 1 wins" in text_b and "Rating" in text_b
    bob_on_a = "\n".join((await lb.profile(BOB, "Bob", [GAME], guild_id=A)).lines)
    assert "1 games, 1 wins" in bob_on_a  # only server A's game
    everywhere = "\n".join((await lb.profile(BOB, "Bob", [GAME])).lines)
    assert "3 games, 2 wins" in everywhere  # outside a server: all of it


async def test_solo_and_challenge_records_stay_on_their_server(rs):
    ch = 8800
    s = await rs.start_solo(B, ch, ANN, "Annie of B", GAME, "high_score", 20)
    row = await rs.service.store.game(s.update.game_id)
    await rs.game_finished(
        row, await rs.service.store.seats(row.id), [ResultRow(0, ANN, 1, 44, {"victoria_cp": 40, "won": True})]
    )
    lb = Leaderboards(rs)
    assert "Best solo scores: 44 (start 20)" in "\n".join((await lb.profile(ANN, "Ann", [GAME], guild_id=B)).lines)
    assert (await lb.profile(ANN, "Ann", [GAME], guild_id=A)).lines == ["Nothing played yet."]


async def test_boards_name_players_by_the_server_or_their_global_name(rs):
    await finished(rs, B, [(ANN, "Annie of B"), (BOB, "Bobby of B")], [1, 2])
    await finished(rs, A, [(ANN, "Ann at A"), (BOB, "Bob at A")], [1, 2])
    lb = Leaderboards(rs)
    on_a = await lb.page(GAME, "rating", "server", guild_id=A)
    assert [r.name for r in on_a.rows] == ["Ann at A", "Bob at A"]
    on_b = await lb.page(GAME, "rating", "server", guild_id=B)
    assert [r.name for r in on_b.rows] == ["Annie of B", "Bobby of B"]

    # global: the Discord client's global names; one Discord does not know gets a neutral placeholder,
    # never a server's nickname
    async def global_names(ids):
        return {ANN: "ann.global"} if ANN in ids else {}

    rs.global_names = global_names
    named = await lb.page(GAME, "rating", "global", guild_id=A)
    assert [r.name for r in named.rows] == ["ann.global", f"Player {BOB}"]
    await finished(rs, None, [(BOB, "bob outside"), (CAT, "cat")], [1, 2])  # a game outside any server
    outside = {r.user_id: r.name for r in (await lb.page(GAME, "rating", "global", guild_id=None)).rows}
    assert outside[BOB] == "bob outside" and outside[ANN] == "ann.global"
