"""Story helpers shared by the Discord tests: open a table, start it, take a turn."""

from __future__ import annotations

from bot.discord import limits

from .harness import Call, Harness, leaves, opt

ANN = (111, "Ann")
BOB = (222, "Bob")
EVE = (333, "Eve")


def one(calls: list[Call], method: str, part: str) -> Call:
    hits = [c for c in calls if c.method == method and part in c.path]
    assert len(hits) == 1, [(c.method, c.path) for c in calls]
    return hits[0]


def callback(calls: list[Call]) -> Call:
    return one(calls, "POST", "/callback")


def reply(calls: list[Call]) -> Call:
    """The last answer the user reads: a message callback, the filled-in deferral or a follow-up."""
    answers = [
        c
        for c in calls
        if (c.callback_type in (4, 7))
        or (c.method == "PATCH" and "@original" in c.path)
        or (c.method == "POST" and c.path == "/webhooks/{webhook_id}/{webhook_token}")
    ]
    assert answers, [(c.method, c.path) for c in calls]
    return answers[-1]


def channel_posts(calls: list[Call]) -> list[Call]:
    return [c for c in calls if c.method == "POST" and c.path == "/channels/{channel_id}/messages"]


def is_animation(call: Call) -> bool:
    """The animated summary posted after a game's final board (a GIF, no board)."""
    return bool(call.files) and all(name.endswith(".gif") for name, _ in call.files)


def board_posts(calls: list[Call]) -> list[Call]:
    """Boards and notices posted in the channel (not the animated summary that follows a game's end)."""
    return [c for c in channel_posts(calls) if not is_animation(c)]


def animation_posts(calls: list[Call]) -> list[Call]:
    return [c for c in channel_posts(calls) if is_animation(c)]


def panel_message(h: Harness, calls: list[Call]) -> str:
    """The id of the private panel a Take-turn click produced (deferred, then filled in)."""
    cb = callback(calls)
    assert cb.callback_type == 5 and cb.ephemeral
    edit = one(calls, "PATCH", "@original")
    assert edit.message_id is not None
    return edit.message_id


async def open_lobby(h: Harness, *joiners: tuple[int, str]) -> str:
    calls = await h.command(ANN, "play", [opt("game", "stub")])
    lobby = callback(calls).message_id
    for user in joiners:
        await h.click(user, lobby, lobby_id(h, lobby, "join"))
    return lobby


def lobby_id(h: Harness, message_id: str, verb: str) -> str:
    """The custom_id of a lobby control: ``join``, ``start``, ``seats``, ``toggle.<field>``, ``opt.<field>``…"""
    return next(c for c in h.custom_ids(message_id) if c.endswith(f"@{verb}") or f"@{verb}." in c)


async def set_option(h: Harness, lobby: str, field: str, value: str) -> list[Call]:
    return await h.click(ANN, lobby, lobby_id(h, lobby, f"opt.{field}"), values=[value])


async def set_pace(h: Harness, lobby: str, pace: str) -> list[Call]:
    """Choose the table's pace as its creator: the pace select, or the button that steps through the
    paces when the lobby has no row left for the select."""
    select = [c for c in h.custom_ids(lobby) if c.endswith(":lobby:@pace")]
    if select:
        return await h.click(ANN, lobby, select[0], values=[pace])
    calls: list[Call] = []
    while not (button := lobby_id(h, lobby, "nextpace")).endswith(f".{_next(pace)}"):
        calls = await h.click(ANN, lobby, button)
    return calls


def _next(pace: str) -> str:
    from bot.table.clocks import CHOICES

    return CHOICES[(CHOICES.index(pace) + 1) % len(CHOICES)]


async def start(h: Harness, lobby: str, seat_order: str = "joined") -> str:
    """Start (seats in joining order, so Ann moves first); returns the first board's message id."""
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=[seat_order])
    calls = await h.click(ANN, lobby, lobby_id(h, lobby, "start"))
    posts = board_posts(calls)
    assert len(posts) == 1
    return posts[0].message_id


async def take_turn(h: Harness, board: str, user: tuple[int, str]) -> list[Call]:
    turn_id = next(c for c in h.custom_ids(board) if c.endswith(":@turn"))
    return await h.click(user, board, turn_id)


async def open_panel(h: Harness, board: str, user: tuple[int, str]) -> str:
    return panel_message(h, await take_turn(h, board, user))


def action_rows(h: Harness, message_id: str) -> list[dict]:
    """A stored message's action rows, wherever they stand (a layout message's are in its container)."""
    return [c for c in limits.walk(h.rec.messages[message_id]["components"]) if c["type"] == limits.ACTION_ROW]


def moves(custom_ids: list[str]) -> list[str]:
    """The decision's options among a panel's custom_ids: without "?" (``@why``), which every panel
    with a decision carries and which is no move."""
    return [c for c in custom_ids if not c.endswith(":@why")]


def button(h: Harness, message_id: str, key: str) -> str:
    """The custom_id of the option whose action key is ``key`` on a panel."""
    return next(c for c in h.custom_ids(message_id) if c.split(":")[-1] == key)


def turn_post(calls: list[Call]) -> Call | None:
    """The last public message with a Take-turn button (a board, or a notice to the seats asked)."""
    posts = [c for c in board_posts(calls) if any(i.endswith(":@turn") for i in c.custom_ids)]
    return posts[-1] if posts else None


def panel_options(h: Harness, panel: str) -> list[tuple[str, list[str] | None]]:
    """The decision's options on a panel: (custom_id, None) per button, (custom_id, [value]) per value of
    its select; never a page button, Suggest nor "?" (neither is a move)."""
    options = []
    for c in leaves(h.rec.messages[panel]):
        if c["type"] == 3:
            options += [(c["custom_id"], [o["value"]]) for o in c["options"]]
        elif not c["custom_id"].endswith(("@turn", "@hand")) and not any(
            part in c["custom_id"] for part in (":@page.", ":@hint", ":@why")
        ):
            options.append((c["custom_id"], None))
    assert options, h.rec.messages[panel]
    return options


async def assert_finished(h: Harness, final: Call, names: tuple[str, ...], png: bytes) -> None:
    """The final board names the winner among ``names`` and the stored game is finished with a result
    per seat."""
    assert final.files == [("board.png", png)]
    assert "Winner:" in final.text and all(n in final.text for n in names)
    game = await h.client.service.store.last_game(h.here)
    assert game.status == "finished" and len(await h.client.service.store.results(game.id)) == len(names)
