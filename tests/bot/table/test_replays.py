"""Replays through the GameService: every board of a finished game is the board the table posted
during play (picture, summary, log lines), for a whole game of every registered game; the game file
rebuilds the stored game; running games, other servers' games and forged indices are refused; nothing
private is shown."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random

import pytest

from bot.i18n import t
from bot.store import RecordsStore, open_store
from bot.table import default_renderer
from bot.table import BadAction, NoFinishedGame, ReplayNotFinished
from bot.table.codec import decode_event
from engine.core.gamefile import read_game_file
from engine.core.view import plain_view
from engine.registry import game_ids, get_game
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, make_service, open_table, started

OTHER_CHANNEL, OTHER_GUILD = 501, 2
MAX_CLICKS = 5000


class RecordingRenderer:
    """A renderer whose picture is a digest of exactly what it was given (game, view, names, language),
    and which keeps the views it drew: equal pictures mean equal renderer input."""

    def __init__(self) -> None:
        self.views: list[dict] = []

    def __call__(self, game_id: str, view, names: list[str], locale: str) -> bytes:
        data = plain_view(view)
        self.views.append(data)
        blob = json.dumps([game_id, data, names, locale], sort_keys=True).encode()
        return b"\x89PNG " + hashlib.sha256(blob).digest()


async def _finish(svc, game_id: str, humans: int, ais: int, seed: int) -> tuple[list, int]:
    """Open a table of ``game_id`` (``humans`` people clicking at random, ``ais`` random AI seats), play
    it to the end and return every board posted during play (the PublicUpdates with a picture)."""
    start = await open_table(svc, game_id, [ANN, BOB][:humans], ["random"] * ais, seed=seed)
    posted = [start.public]
    rng = random.Random(seed)
    for _ in range(MAX_CLICKS):
        turn = await svc.ai.ai_turn(CHANNEL)
        if turn is not None:
            if turn.public.board:
                posted.append(turn.public)
            if turn.public.finished:
                break
            continue
        tb = await svc.tables.active(CHANNEL)
        decision = tb.game.decision(tb.state)
        user = next(tb.seats[s].user_id for s in decision.seats if tb.seats[s].user_id is not None)
        panel = await svc.play.panel(CHANNEL, user)
        out = await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
        if out.public is not None and out.public.board:
            posted.append(out.public)
        if out.finished:
            break
    else:
        pytest.fail("the game did not end")
    return posted, start.game_id


@pytest.mark.parametrize("game_id", game_ids())
async def test_every_board_of_a_replay_is_the_board_posted_during_play(store, game_id):
    renderer = RecordingRenderer()
    svc = make_service(store, games=get_game, renderer=renderer)
    game = get_game(game_id)
    posted, gid = await _finish(svc, game_id, humans=1, ais=max(game.min_players, 2) - 1, seed=5)
    first = await svc.replays.frame(CHANNEL, locale="en")
    assert first.game_id == gid and first.index == 0 and first.count == len(posted)
    for k, board in enumerate(posted):
        frame = await svc.replays.frame(CHANNEL, gid, k, guild_id=GUILD)
        assert frame.png == board.png, f"board {k}"
        assert frame.summary == board.summary, f"board {k}"
        assert frame.log_lines == board.log_lines, f"board {k}"
        assert (frame.finished is not None) == (k == len(posted) - 1)
    assert frame.last and frame.finished.lines == posted[-1].finished.lines


async def test_a_replay_walks_its_chapters_and_moves(store):
    svc = make_service(store, games=get_game)
    posted, gid = await _finish(svc, "macao", humans=1, ais=1, seed=3)
    frame = await svc.replays.frame(CHANNEL, gid, 0, guild_id=GUILD)
    assert frame.position.startswith("Start") and frame.first and not frame.last
    labels = [c.label for c in frame.chapters]
    assert labels[0] == "Setup" and labels[1] == "Round 1/12" and len(labels) == 13
    assert [c.index for c in frame.chapters] == sorted(c.index for c in frame.chapters)
    third = frame.chapters[3]
    there = await svc.replays.frame(CHANNEL, gid, third.index, guild_id=GUILD)
    assert there.position == f"Move {third.index} of {len(posted) - 1}"
    assert there.summary[0].startswith("Round 3/12")
    assert all(m.label.startswith(f"{m.index}. ") for m in there.moves)
    assert third.index in [m.index for m in there.moves]
    assert all(0 < len(m.description) for m in there.moves)
    last = await svc.replays.frame(CHANNEL, gid, -1, guild_id=GUILD)
    assert last.index == len(posted) - 1 and last.last and last.finished is not None


async def test_replays_of_a_running_game_another_server_and_forged_boards_are_refused(store):
    svc = make_service(store)
    with pytest.raises(NoFinishedGame):
        await svc.replays.frame(CHANNEL, locale="en")
    await started(svc)
    tb = await svc.tables.active(CHANNEL)
    with pytest.raises(ReplayNotFinished):
        await svc.replays.frame(CHANNEL, tb.row.id, guild_id=GUILD)
    with pytest.raises(NoFinishedGame):
        await svc.replays.frame(CHANNEL)  # the channel's only game is still running
    with pytest.raises(ReplayNotFinished):
        await svc.replays.export(CHANNEL, tb.row.id, guild_id=GUILD)
    await svc.play.abandon(CHANNEL, ANN, confirm=True)
    with pytest.raises(ReplayNotFinished):
        await svc.replays.frame(CHANNEL, tb.row.id, guild_id=GUILD)

    real = make_service(store, games=get_game)
    _, gid = await _finish(real, "emara", humans=1, ais=1, seed=2)
    with pytest.raises(NoFinishedGame) as e:
        await real.replays.frame(OTHER_CHANNEL, gid, guild_id=OTHER_GUILD)
    assert e.value.msg.id == "bot.err.no_finished_game_id"
    with pytest.raises(NoFinishedGame):
        await real.replays.frame(CHANNEL, gid + 1000, guild_id=GUILD)
    count = (await real.replays.frame(CHANNEL, gid, guild_id=GUILD)).count
    for index in (count, -count - 1, 10**9):
        with pytest.raises(BadAction):
            await real.replays.frame(CHANNEL, gid, index, guild_id=GUILD)
    # the terminal reads its own database: any server's game
    assert (await real.replays.frame(OTHER_CHANNEL, gid, any_server=True)).game_id == gid


async def test_a_new_game_in_the_channel_leaves_the_last_finished_one_to_replay(store):
    svc = make_service(store, games=get_game)
    _, gid = await _finish(svc, "emara", humans=1, ais=1, seed=4)
    await started(make_service(store))  # a new (toy) game is running now
    assert (await svc.replays.frame(CHANNEL)).game_id == gid


async def test_a_replay_shows_only_public_information(store):
    """Crown of Emara has hands and private draws: no private log line, no private view reaches a replay."""
    renderer = RecordingRenderer()
    svc = make_service(store, games=get_game, renderer=renderer)
    _, gid = await _finish(svc, "emara", humans=1, ais=2, seed=8)
    game = get_game("emara")
    names = [s.name for s in await store.seats(gid)]
    private: set[str] = set()
    public: set[str] = set()
    for row in await store.actions(gid):
        for data in row.events:
            e = decode_event(data)
            (private if e.private_to is not None else public).add(t(e.msg, "en", seat_names=names))
    private -= public
    assert private, "the game drew cards into hands"
    count = (await svc.replays.frame(CHANNEL, gid, guild_id=GUILD)).count
    renderer.views.clear()
    seen: set[str] = set()
    for k in range(count):
        frame = await svc.replays.frame(CHANNEL, gid, k, guild_id=GUILD)
        seen.update(frame.log_lines, frame.summary, (m.description for m in frame.moves))
    assert not seen & private
    history = await svc.replays.history(await store.game(gid))
    for board, view in zip(history.boards, renderer.views, strict=True):
        state = game.State.model_validate_json(board.state)
        assert view == plain_view(game.view(state, None))
        if any(s.hand for s in state.seats):
            assert view != plain_view(game.view(state, 0))  # the seat's own view would show its hand


async def test_the_game_file_holds_the_boards_the_table_saw(store):
    svc = make_service(store, games=get_game)
    _, gid = await _finish(svc, "lisboa", humans=1, ais=1, seed=6)
    name, data = await svc.replays.export(CHANNEL, gid, guild_id=GUILD, locale="de")
    assert name == f"lisboa-{gid}.json" and len(data) < 64 * 1024
    doc = read_game_file(data)
    row = await store.game(gid)
    assert doc.version == 2 and not {"seed", "actions"} & set(json.loads(data))  # nothing that deals cards
    assert (doc.game, doc.locale, doc.names) == ("lisboa", "de", ["Ann", "AI 1 (random)"])
    assert doc.seats[1].ai == "random" and doc.seats[0].ai is None
    results = sorted(await store.results(gid), key=lambda r: r.seat)
    assert doc.result.ranks == [r.rank for r in results] and doc.result.scores == [r.score for r in results]
    game = get_game("lisboa")
    history = await svc.replays.history(row)
    shown = doc.public_boards(game)
    assert [(b.index, b.actors, b.chapter) for b in shown] == [(b.index, b.actors, b.chapter) for b in history.boards]
    assert [b.view for b in shown] == [
        plain_view(game.view(game.State.model_validate_json(b.state), None)) for b in history.boards
    ]
    with pytest.raises(ValueError):
        doc.public_boards(get_game("emara"))


async def test_the_animated_summary_has_one_frame_per_board(store):
    frames: list[list[bytes]] = []
    svc = make_service(store, games=get_game, animator=lambda pngs: frames.append(pngs) or b"GIF89a")
    posted, gid = await _finish(svc, "macao", humans=1, ais=1, seed=9)
    asked = [svc.replays.animation(CHANNEL, gid, guild_id=GUILD) for _ in range(3)]
    assert await asyncio.gather(*asked) == [(f"macao-{gid}.gif", b"GIF89a")] * 3
    assert frames == [[p.png for p in posted]]  # drawn once for three requests at once
    await svc.replays.animation(CHANNEL, gid, guild_id=GUILD)
    assert len(frames) == 1  # and kept
    await svc.replays.animation(CHANNEL, gid, guild_id=GUILD, locale="cs")
    assert len(frames) == 2  # another language is another picture
    assert await make_service(store, games=get_game, renderer=None).replays.animation(CHANNEL) is None


async def test_recent_games_list_a_players_finished_games_on_that_server(store):
    svc = make_service(store, games=get_game)
    _, gid = await _finish(svc, "emara", humans=1, ais=1, seed=1)
    recent = await RecordsStore(store).recent_games(ANN, GUILD, 5)
    assert [(g.game_id, g.game_type, g.players) for g in recent] == [(gid, "emara", 2)]
    assert recent[0].rank in (1, 2)
    assert await RecordsStore(store).recent_games(ANN, OTHER_GUILD, 5) == []
    assert await RecordsStore(store).recent_games(BOB, GUILD, 5) == []


@pytest.mark.slow  # a long whole-run check: in the slow set, which CI runs
async def test_real_pictures_of_a_replay_are_byte_for_byte_those_posted_during_play():
    """The recording renderer above proves the renderer gets the same input; this proves the real
    renderer turns it into the same bytes again (one whole game, every board; SQLite only: the store
    plays no part in the picture)."""
    store = await open_store(":memory:")
    svc = make_service(store, games=get_game, renderer=default_renderer)
    posted, gid = await _finish(svc, "lisboa", humans=1, ais=1, seed=12)
    assert all(p.png and p.png.startswith(b"\x89PNG") for p in posted)
    for k, board in enumerate(posted):
        assert (await svc.replays.frame(CHANNEL, gid, k, guild_id=GUILD)).png == board.png, f"board {k}"
    await store.close()


async def test_the_bot_draws_the_animated_summary_in_a_worker_process_from_the_game_file():
    """With an animation worker the service hands it the game file (nothing is drawn in its process);
    the real worker (python -m render.replay) turns the file into a GIF of one frame per board.
    SQLite only: the store plays no part in it."""
    import io

    from PIL import Image

    from bot.table import animate_in_worker

    given: list[bytes] = []

    async def worker(game_file: bytes) -> bytes:
        given.append(game_file)
        return await animate_in_worker(game_file)

    store = await open_store(":memory:")
    svc = make_service(store, games=get_game, renderer=None, animation_worker=worker)
    await svc.lobby.open(GUILD, CHANNEL, "emara", ANN, "Ann")  # a solo game: 22 boards or so
    start = await svc.play.start(CHANNEL, ANN, seed=3)
    rng = random.Random(3)
    while True:
        panel = await svc.play.panel(CHANNEL, ANN)
        if (await svc.play.act(CHANNEL, ANN, panel.version, rng.choice(panel.options).key)).finished:
            break
    name, gif = await svc.replays.animation(CHANNEL, start.game_id, guild_id=GUILD, locale="cs")
    assert name == f"emara-{start.game_id}.gif"
    assert given == [(await svc.replays.export(CHANNEL, start.game_id, guild_id=GUILD, locale="cs"))[1]]
    count = (await svc.replays.frame(CHANNEL, start.game_id, guild_id=GUILD)).count
    assert Image.open(io.BytesIO(gif)).n_frames == count
    assert await animate_in_worker(b"{not a game file") is None
    await store.close()
