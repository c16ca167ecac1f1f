"""Records against AI levels and solo difficulties (migration 016), and games with hints kept off the
leaderboards, through the records service on SQLite and PostgreSQL: what the game end and a finished
solo game count, how a table with several AI levels counts, /profile's lines, a hinted solo game and
challenge attempt left off their boards, the profile's mark on a game with hints, forget-me."""

from __future__ import annotations

import itertools

from bot.records import Leaderboards, RecordsService
from bot.store import ActionRow, ResultRow
from bot.store.hints import HintsStore, LevelRecord
from tests.bot.conftest import ANN, BOB, CAT, GUILD
from tests.bot.records.test_records import fake_finish

_channels = itertools.count(11000)


async def finished(
    rs: RecordsService,
    humans: list[int],
    ais: list[str],
    ranks: list[int],
    *,
    hints: dict[int, int] | None = None,
    guild: int | None = GUILD,
) -> int:
    """A finished Crown of Emara table of ``humans`` and AI seats of ``ais`` (seats in that order), whose
    ranks are data; ``hints``: hints used per seat before the end."""
    svc = rs.service
    ch = next(_channels)
    await svc.lobby.open(guild, ch, "emara", humans[0], f"U{humans[0]}")
    for u in humans[1:]:
        await svc.lobby.join(ch, u, f"U{u}")
    for level in ais:
        await svc.lobby.add_ai(ch, humans[0], level)
    await svc.lobby.set_seat_order(ch, humans[0], "joined")
    update = await svc.play.start(ch, humans[0])
    for seat, n in (hints or {}).items():
        for _ in range(n):
            assert await HintsStore(svc.store).record_use(update.game_id, seat)
    row = await svc.store.game(update.game_id)
    seats = await svc.store.seats(update.game_id)
    results = [ResultRow(s.seat, s.user_id, ranks[i], 50 - ranks[i], {}) for i, s in enumerate(seats)]
    await svc.store.commit_action(
        row.id, row.version, row.state, ActionRow(0, 0, "end", 0, False), results=results, now=svc.tables.now()
    )
    await rs.game_finished(await svc.store.game(row.id), seats, results)
    return row.id


async def records(rs: RecordsService, user: int, scope: str = "global", game: str = "emara") -> dict[str, tuple]:
    found = await HintsStore(rs.service.store).level_records(user, game, scope)
    return {r.opponent: (r.games, r.wins, r.hinted) for r in found}


async def test_the_game_end_counts_each_ai_level_once_and_hinted_games_apart(rs):
    await finished(rs, [ANN], ["hard"], [1, 2])
    await finished(rs, [ANN], ["hard", "easy"], [2, 1, 3])  # two levels: a game against each
    await finished(rs, [ANN, BOB], ["hard", "hard"], [1, 2, 3, 4])  # one level twice: one game against it
    await finished(rs, [ANN], ["expert"], [1, 2], hints={0: 2})  # Ann used hints: counted apart
    assert await records(rs, ANN) == {"ai:easy": (1, 0, 0), "ai:expert": (0, 0, 1), "ai:hard": (3, 2, 0)}
    assert await records(rs, ANN, f"guild:{GUILD}") == await records(rs, ANN)
    assert await records(rs, ANN, f"guild:{GUILD + 1}") == {}
    assert await records(rs, BOB) == {"ai:hard": (1, 0, 0)}
    await finished(rs, [ANN, BOB], [], [1, 2])  # no AI seat: no record against a level
    assert await records(rs, BOB) == {"ai:hard": (1, 0, 0)}


async def test_a_hint_makes_the_game_unrated_for_everyone(rs):
    gid = await finished(rs, [ANN, BOB, CAT], [], [1, 2, 3], hints={1: 1})
    assert not await rs.service.store.is_rated(gid)
    assert await rs.records.rated_games("emara", gid) == []  # never reaches the ratings
    assert await rs.ratings.of("emara", "global", ANN) is None
    rated = await finished(rs, [ANN, BOB, CAT], [], [1, 2, 3])
    assert [g.game_id for g in await rs.records.rated_games("emara", rated)] == [rated]


async def test_profile_lists_the_records_against_ai_levels_and_solo_difficulties_and_marks_hinted_games(rs):
    lb = Leaderboards(rs)
    await finished(rs, [ANN], ["hard"], [1, 2])
    await finished(rs, [ANN], ["easy"], [2, 1])
    hinted = await finished(rs, [ANN], ["expert"], [1, 2], hints={0: 1})
    for score, victoria in ((60, 40), (30, 50)):  # two solo games from start 25, one won
        s = await rs.start_solo(GUILD, next(_channels), ANN, "Ann", "emara", "high_score", 25)
        await fake_finish(rs, s.update.game_id, ANN, score, victoria)
    profile = await lb.profile(ANN, "Ann", ["emara"], guild_id=GUILD)
    text = "\n".join(profile.lines)
    assert (
        "Against AI levels: easy: 1 game, 0 wins · hard: 1 game, 1 win · expert: 0 games, 0 wins (+1 with hints)"
        in text
    )
    assert "Solo difficulties: building start 25: 2 games, 1 win" in text
    recent = [line for line in profile.lines if line.startswith(f"#{hinted} ")]
    assert recent and recent[0].endswith("💡 hints used")
    assert not any(line.endswith("💡 hints used") for line in profile.lines if not line.startswith(f"#{hinted} "))


async def test_a_hinted_solo_game_is_counted_but_stays_off_the_high_scores_and_the_campaign(rs):
    lb = Leaderboards(rs)
    svc = rs.service
    s = await rs.start_solo(GUILD, next(_channels), ANN, "Ann", "emara", "high_score", 25)
    gid = s.update.game_id
    assert await HintsStore(svc.store).record_use(gid, 0)
    await fake_finish(rs, gid, ANN, 80, 40)
    solo = await rs.records.solo_game(gid)
    assert solo.finished_at is not None and solo.hinted and solo.score == 80
    assert await rs.records.solo_records(ANN, "emara") == []
    assert await rs.records.high_scores("emara", 25) == []
    assert (await lb.page("emara", "solo", "server", guild_id=GUILD)).rows == []
    assert await records(rs, ANN) == {"solo:25": (0, 0, 1)}
    assert "stays off the high scores" in " ".join(await rs.final_lines(await svc.store.game(gid), "en"))
    c = await rs.start_solo(GUILD, next(_channels), ANN, "Ann", "emara", "campaign")
    assert await HintsStore(svc.store).record_use(c.update.game_id, 0)
    await fake_finish(rs, c.update.game_id, ANN, 80, 40)  # a win with a hint: the campaign does not move
    assert await rs.records.campaign(ANN, "emara") is None
    assert await rs.campaign_position(ANN, "emara") == c.start


async def test_a_hinted_challenge_attempt_stays_off_the_days_table(rs):
    lb = Leaderboards(rs)
    svc = rs.service
    a = await rs.start_challenge(GUILD, next(_channels), ANN, "Ann", "emara")
    b = await rs.start_challenge(GUILD, next(_channels), BOB, "Bob", "emara")
    assert await rs.hint_cost(await svc.store.game(a.update.game_id)) is not None
    assert await HintsStore(svc.store).record_use(a.update.game_id, 0)
    await fake_finish(rs, a.update.game_id, ANN, 99, 45)
    await fake_finish(rs, b.update.game_id, BOB, 40, 45)
    _, lines = await lb.challenge_board("emara", guild_id=GUILD)
    assert lines[0] == "**1.** Bob — 40" and not any("Ann" in line for line in lines)
    assert await rs.records.user_entries(ANN, "emara") == []
    said = await rs.final_lines(await svc.store.game(a.update.game_id), "en")
    assert said == ["💡 Hints were used: your attempt of 2026-03-01 (99) stays off the day's table."]
    replay = await rs.start_challenge(GUILD, next(_channels), BOB, "Bob", "emara")  # not recorded: costs nothing
    assert await rs.hint_cost(await svc.store.game(replay.update.game_id)) is None


async def test_forget_me_moves_the_records_to_the_anonymous_id(rs):
    lb = Leaderboards(rs)
    await finished(rs, [ANN], ["hard"], [1, 2])
    await lb.forget_me(ANN)
    assert await records(rs, ANN) == {}
    rows = await rs.service.store._fetchall("SELECT user_id, opponent, games FROM level_records WHERE scope = 'global'")
    assert [(r[1], r[2]) for r in rows] == [("ai:hard", 1)] and rows[0][0] < 0


def test_a_record_names_its_kind_and_value():
    r = LevelRecord("solo:25", 2, 1, 0)
    assert (r.kind, r.value) == ("solo", "25")
