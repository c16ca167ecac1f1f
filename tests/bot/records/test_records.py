"""Solo records, campaign, daily challenge, ratings, leaderboards and forget-me through the services."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest
from openskill.models import PlackettLuce

from bot.records import PER_PAGE, Leaderboards, RecordsService, daily_seed
from bot.store import ResultRow
from bot.table import BadOption, ChannelBusy
from engine.ai.random_ai import choose
from engine.core import Rng
from tests.bot.conftest import ANN, BOB, CAT, GUILD, play_ai

pytest.importorskip("engine.emara.game")


_channels = itertools.count(7000)


async def play_to_end(rs: RecordsService, channel: int, user: int, seed: int = 1):
    """Drive the channel's game with the engine's random AI choices through ``service.play.act``; AI seats
    move through the AI driver."""
    svc = rs.service
    rng = Rng.from_seed(seed)
    for _ in range(3000):
        turns = await play_ai(svc, channel)  # AI seats move through the one AI driver
        if turns and turns[-1].public.finished is not None:
            return turns[-1]
        tb = await svc.tables.active(channel)
        action = choose(tb.game, tb.state, rng)
        out = await svc.play.act(channel, user, tb.row.version, action.key())
        if out.finished is not None:
            return out
    raise AssertionError("game did not finish")


async def fake_finish(rs: RecordsService, game_id: int, user: int, score: int, victoria: int) -> None:
    row = await rs.service.store.game(game_id)
    seats = await rs.service.store.seats(game_id)
    await rs.game_finished(
        row,
        seats,
        [ResultRow(0, user, 1 if score > victoria else 2, score, {"victoria_cp": victoria, "won": score > victoria})],
    )


# --- solo ----------------------------------------------------------------------------------------


async def test_a_solo_game_plays_to_the_end_and_records_the_high_score(rs):
    ch = next(_channels)
    started = await rs.start_solo(GUILD, ch, ANN, "Ann", "emara", "high_score", 25)
    assert started.start == 25 and "building start 25" in started.lines[0]
    state = await rs.service.tables.active(ch)
    assert state.state.players == 1 and state.state.seats[0].bp == 25 and state.state.victoria_cp == 0
    out = await play_to_end(rs, ch, ANN)
    solo = await rs.records.solo_game(started.update.game_id)
    assert solo.finished_at is not None and solo.score == out.finished.standings[0].score
    assert solo.opponent == out.finished.standings[0].details["victoria_cp"] > 0
    assert await rs.records.solo_records(ANN, "emara") == [(25, solo.score, 1)]
    text = "\n".join(out.public.finished.lines)
    assert "Victoria" in text and f"New personal best from start 25: {solo.score}" in text
    assert any("Victoria delivers at the Construction Site" in line for line in await rs.service.play.log(ch, 400))
    # not rated, no rating rows
    assert await rs.ratings.standings("emara", "global") == []


async def test_personal_best_keeps_the_higher_score_per_start(rs):
    scores = [(30, 40), (30, 55), (30, 50), (20, 33)]
    for start, score in scores:
        ch = next(_channels)
        s = await rs.start_solo(GUILD, ch, BOB, "Bob", "emara", "high_score", start)
        await fake_finish(rs, s.update.game_id, BOB, score, 45)
        await rs.service.play.abandon(ch, BOB, confirm=True)
    assert await rs.records.solo_records(BOB, "emara") == [(30, 55, 3), (20, 33, 1)]
    lb = Leaderboards(rs)
    page = await lb.page("emara", "solo", "global", guild_id=GUILD, start=30)
    assert [(r.name, r.value) for r in page.rows] == [("Bob", "55 from start 30")]


async def test_solo_start_out_of_range_and_busy_channel(rs):
    with pytest.raises(BadOption):
        await rs.start_solo(GUILD, next(_channels), ANN, "Ann", "emara", "high_score", 50)
    ch = next(_channels)
    await rs.start_solo(GUILD, ch, ANN, "Ann", "emara", "high_score")
    with pytest.raises(ChannelBusy):
        await rs.start_solo(GUILD, ch, BOB, "Bob", "emara", "high_score")


async def test_campaign_progression_win_loss_win_and_a_tie_is_a_loss(rs):
    starts = []
    for score, victoria in ((60, 50), (40, 45), (58, 50), (50, 50)):
        ch = next(_channels)
        s = await rs.start_solo(GUILD, ch, CAT, "Cat", "emara", "campaign")
        starts.append(s.start)
        assert (await rs.service.tables.active(ch)).state.seats[0].bp == s.start
        await fake_finish(rs, s.update.game_id, CAT, score, victoria)
        await rs.service.play.abandon(ch, CAT, confirm=True)
    assert starts == [40, 35, 37, 32]
    camp = await rs.records.campaign(CAT, "emara")
    assert camp.position == 34 and camp.games == 4 and camp.wins == 2  # the tie at 32 was a loss
    assert (camp.best_start, camp.best_score) == (37, 58)  # lowest start beaten
    history = await rs.records.solo_games(CAT, "emara", "campaign")
    assert [(h.start, h.won) for h in history] == [(40, True), (35, False), (37, True), (32, False)]


async def test_campaign_result_prefers_the_higher_score_at_equal_start(rs):
    for score in (52, 57, 51):
        ch = next(_channels)
        s = await rs.start_solo(GUILD, ch, ANN, "Ann", "emara", "campaign", 30)
        await fake_finish(rs, s.update.game_id, ANN, score, 50)
        await rs.service.play.abandon(ch, ANN, confirm=True)
    camp = await rs.records.campaign(ANN, "emara")
    assert (camp.best_start, camp.best_score) == (30, 57) and camp.position == 25
    page = await Leaderboards(rs).page("emara", "campaign", "server", guild_id=GUILD)
    assert page.rows[0].value == "won from start 30 with 57"


# --- daily challenge -----------------------------------------------------------------------------


async def test_challenge_deal_is_the_same_for_everyone_and_one_attempt_is_recorded(rs):
    a = await rs.start_challenge(GUILD, next(_channels), ANN, "Ann", "emara")
    b = await rs.start_challenge(GUILD + 1, next(_channels), BOB, "Bob", "emara")
    again = await rs.start_challenge(GUILD, next(_channels), ANN, "Ann", "emara")
    ga = await rs.service.store.game(a.update.game_id)
    gb = await rs.service.store.game(b.update.game_id)
    secret = await rs.records.secret("challenge", "unused")  # made once per database, by the first start
    assert secret == "test-secret"  # the fixture's; the bot makes 64 random hex digits
    assert ga.seed == gb.seed == daily_seed("emara", "2026-03-01", secret)
    assert ga.state == gb.state  # the very same deal
    assert a.recorded and b.recorded and not again.recorded
    assert "not recorded" in again.lines[1]
    assert daily_seed("emara", "2026-03-02", secret) != ga.seed
    # without the database's secret, the source alone does not give the day's deal
    assert daily_seed("emara", "2026-03-01") != ga.seed and daily_seed("emara", "2026-03-01", "guess") != ga.seed


async def test_a_challenge_day_already_started_keeps_its_stored_deal(rs):
    """A day's deal stored before an upgrade (or by another process) is the one everyone plays that day."""
    await rs.records.ensure_challenge("emara", "2026-03-01", 12345, {})
    s = await rs.start_challenge(GUILD, next(_channels), ANN, "Ann", "emara")
    assert (await rs.service.store.game(s.update.game_id)).seed == 12345


async def test_challenge_results_are_ranked_and_yesterdays_winner_shown(rs, clock):
    lb = Leaderboards(rs)
    for user, name, score in ((ANN, "Ann", 41), (BOB, "Bob", 47), (CAT, "Cat", 44)):
        ch = next(_channels)
        s = await rs.start_challenge(GUILD, ch, user, name, "emara")
        await fake_finish(rs, s.update.game_id, user, score, 45)
    ch = next(_channels)
    replay = await rs.start_challenge(GUILD, ch, ANN, "Ann", "emara")  # a replay does not count
    await fake_finish(rs, replay.update.game_id, ANN, 99, 45)
    title, lines = await lb.challenge_board("emara", guild_id=GUILD)
    assert "2026-03-01" in title
    assert lines[:3] == ["**1.** Bob — 47", "**2.** Cat — 44", "**3.** Ann — 41"]
    assert "Nobody finished yesterday" in lines[-1]
    page = await lb.page("emara", "challenge", "global", guild_id=GUILD)
    assert [r.name for r in page.rows] == ["Bob", "Cat", "Ann"]
    clock.now += timedelta(days=1)
    _, lines = await lb.challenge_board("emara", guild_id=GUILD)
    assert lines[-1] == "Yesterday's winner: Bob with 47."
    assert (await rs.start_challenge(GUILD, next(_channels), ANN, "Ann", "emara")).recorded


# --- ratings -------------------------------------------------------------------------------------


async def finished_multiplayer(rs: RecordsService, users: list[int], ranks: list[int], guild: int = GUILD) -> int:
    """A finished human multiplayer game with given ranks (the toy engine is not needed: results are data)."""
    svc = rs.service
    ch = next(_channels)
    await svc.lobby.open(guild, ch, "emara", users[0], f"U{users[0]}", seat_creator=True)
    for u in users[1:]:
        await svc.lobby.join(ch, u, f"U{u}")
    await svc.lobby.set_seat_order(ch, users[0], "joined")
    update = await svc.play.start(ch, users[0])
    row = await svc.store.game(update.game_id)
    seats = await svc.store.seats(update.game_id)
    results = [ResultRow(s.seat, s.user_id, ranks[i], 50 - ranks[i], {}) for i, s in enumerate(seats)]
    from bot.store import ActionRow

    await svc.store.commit_action(
        row.id, row.version, row.state, ActionRow(0, 0, "end", 0, False), results=results, now=svc.tables.now()
    )
    row = await svc.store.game(update.game_id)
    await rs.game_finished(row, seats, results)
    return update.game_id


async def test_rating_updates_equal_openskills_own_results_including_a_true_tie(rs):
    await finished_multiplayer(rs, [ANN, BOB, CAT], [1, 2, 2])
    await finished_multiplayer(rs, [BOB, CAT], [1, 2])
    m = PlackettLuce()
    a, b, c = m.rating(), m.rating(), m.rating()
    [[a], [b], [c]] = m.rate([[a], [b], [c]], ranks=[1, 2, 2])
    [[b], [c]] = m.rate([[b], [c]], ranks=[1, 2])
    got = {r.user_id: r for r in await rs.ratings.standings("emara", "global")}
    for user, want in ((ANN, a), (BOB, b), (CAT, c)):
        assert got[user].mu == pytest.approx(want.mu, abs=1e-12)
        assert got[user].sigma == pytest.approx(want.sigma, abs=1e-12)
    assert got[BOB].games == 2 and got[BOB].wins == 1
    server = {r.user_id: r for r in await rs.ratings.standings("emara", f"guild:{GUILD}")}
    assert server[ANN].mu == got[ANN].mu


async def test_incremental_ratings_equal_a_rebuild_and_other_servers_are_separate(rs):
    for i in range(6):
        await finished_multiplayer(rs, [ANN, BOB, CAT], [1 + i % 3, 1 + (i + 1) % 3, 1 + (i + 2) % 3])
    await finished_multiplayer(rs, [ANN, BOB], [2, 1], guild=GUILD + 5)
    incremental = sorted(
        (r.scope, r.user_id, r.mu, r.sigma, r.games)
        for r in await rs.records.ratings("emara", "global") + await rs.records.ratings("emara", f"guild:{GUILD}")
    )
    await rs.ratings.rebuild("emara")
    rebuilt = sorted(
        (r.scope, r.user_id, r.mu, r.sigma, r.games)
        for r in await rs.records.ratings("emara", "global") + await rs.records.ratings("emara", f"guild:{GUILD}")
    )
    assert incremental == rebuilt
    other = await rs.ratings.standings("emara", f"guild:{GUILD + 5}")
    assert {r.user_id: r.games for r in other} == {ANN: 1, BOB: 1}


async def test_games_with_an_ai_seat_are_not_rated(rs):
    svc = rs.service
    ch = next(_channels)
    await svc.lobby.open(GUILD, ch, "emara", ANN, "Ann")
    await svc.lobby.add_ai(ch, ANN)
    await svc.play.start(ch, ANN)
    await play_to_end(rs, ch, ANN, seed=2)
    assert await rs.records.rated_games("emara") == []
    assert await rs.ratings.standings("emara", "global") == []


async def test_leaderboard_ordering_paging_and_provisional_marks(rs):
    users = list(range(200, 224))  # 24 players: three pages of 10
    for i in range(0, 24, 2):
        await finished_multiplayer(rs, [users[i], users[i + 1]], [1, 2])
    for _ in range(5):  # one pair plays five rated games: not provisional
        await finished_multiplayer(rs, [users[0], users[1]], [1, 2])
    lb = Leaderboards(rs)
    first = await lb.page("emara", "rating", "server", guild_id=GUILD)
    assert first.pages == 3 and len(first.rows) == PER_PAGE and first.page == 0
    assert first.rows[0].user_id == users[0] and not first.rows[0].provisional
    assert all(r.provisional for r in first.rows[1:] if r.user_id != users[1])
    ords = []
    for p in range(3):
        page = await lb.page("emara", "rating", "server", guild_id=GUILD, page=p)
        ords += [float(r.value.split(" ")[0]) for r in page.rows]
        assert [r.place for r in page.rows] == list(range(p * PER_PAGE + 1, p * PER_PAGE + 1 + len(page.rows)))
    assert ords == sorted(ords, reverse=True) and len(ords) == 24
    last = await lb.page("emara", "rating", "server", guild_id=GUILD, page=99)
    assert last.page == 2 and len(last.rows) == 4 and "Page 3 of 3" == last.footer
    assert "provisional" in "\n".join(first.lines)
    wins = await lb.page("emara", "wins", "global", guild_id=None)
    assert wins.rows[0].user_id == users[0] and wins.rows[0].value == "6 wins in 6 games"


async def test_profile_shows_games_rating_solo_and_campaign(rs):
    await finished_multiplayer(rs, [ANN, BOB], [1, 2])
    ch = next(_channels)
    s = await rs.start_solo(GUILD, ch, ANN, "Ann", "emara", "campaign")
    await fake_finish(rs, s.update.game_id, ANN, 50, 40)
    await rs.service.play.abandon(ch, ANN, confirm=True)
    ch = next(_channels)
    s = await rs.start_solo(GUILD, ch, ANN, "Ann", "emara", "high_score", 20)
    await fake_finish(rs, s.update.game_id, ANN, 44, 40)
    prof = await Leaderboards(rs).profile(ANN, "Ann", ["emara"], guild_id=GUILD)
    text = "\n".join(prof.lines)
    assert prof.name == "Ann"
    assert "Crown of Emara: 1 games, 1 wins" in text and "Rating" in text and "(provisional)" in text
    assert "Best solo scores: 44 (start 20)" in text
    assert "Campaign: next start 35, 1 games, 1 wins, result start 40 / 50" in text


async def test_forget_me_anonymises_results_and_keeps_others_ratings(rs):
    for ranks in ([1, 2, 3], [2, 1, 3], [3, 2, 1]):
        await finished_multiplayer(rs, [ANN, BOB, CAT], ranks)
    ch = next(_channels)
    s = await rs.start_solo(GUILD, ch, ANN, "Ann", "emara", "high_score", 30)
    await fake_finish(rs, s.update.game_id, ANN, 44, 40)
    before = {r.user_id: (r.mu, r.sigma) for r in await rs.ratings.standings("emara", "global")}
    lb = Leaderboards(rs)
    assert (await lb.forget_me(ANN)) == "Done: your personal data has been deleted."
    after = {r.user_id: (r.mu, r.sigma) for r in await rs.ratings.standings("emara", "global")}
    assert ANN not in after and after[BOB] == before[BOB] and after[CAT] == before[CAT]
    pseudo = [u for u in after if u < 0]
    assert len(pseudo) == 1 and after[pseudo[0]] == before[ANN]
    rows = await rs.service.store._fetchall("SELECT COUNT(*) FROM results WHERE user_id = ?", (ANN,))
    assert rows[0][0] == 0
    names = await rs.service.store._fetchall("SELECT COUNT(*) FROM seats WHERE name = 'Ann' OR user_id = ?", (ANN,))
    assert names[0][0] == 0
    assert await rs.records.solo_records(ANN, "emara") == []
    page = await lb.page("emara", "rating", "global", guild_id=None)
    assert [r.user_id for r in page.rows if r.user_id < 0] == []  # the anonymous player is not listed
    assert "Nothing played yet." in (await lb.profile(ANN, "Ann", ["emara"])).lines
    # results stay immutable otherwise
    with pytest.raises(rs.service.store.IntegrityError):
        await rs.service.store._write("UPDATE results SET score = 0")
