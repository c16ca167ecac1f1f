"""The service's phone pictures: with the real renderer a board update carries the phone card and a
panel the seat's own area (from ``view(state, seat)``, cached per game, version, seat and language);
a table given its own board renderer draws neither unless given them; a failing drawing of either
never costs the panel, the board post or the move."""

from __future__ import annotations

import io

from PIL import Image

from bot.table import default_renderer
from engine.registry import get_game
from render import phone
from tests.bot.conftest import ANN, BOB, CHANNEL, make_service


async def _emara(svc):
    await svc.lobby.open(1, CHANNEL, "emara", ANN, "Ann")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    return await svc.play.start(CHANNEL, ANN)


async def test_the_real_renderer_posts_the_phone_card_and_the_panel_its_own_area(store) -> None:
    svc = make_service(store, games=get_game, renderer=default_renderer)
    started = await _emara(svc)
    card = Image.open(io.BytesIO(started.public.phone_png))
    assert card.width == phone.CARD_W and card.height <= phone.MAX_H
    assert started.public.png[:4] == b"\x89PNG"
    user = started.public.awaited_user_id
    panel = await svc.play.panel(CHANNEL, user)
    area = Image.open(io.BytesIO(panel.png))
    assert area.width == phone.CARD_W and area.height <= phone.MAX_H
    hand = await svc.play.hand(CHANNEL, user)
    assert hand.png == panel.png  # same version, seat and language: the cached one
    out = await svc.play.act(CHANNEL, user, panel.version, panel.options[0].key)
    assert out.panel.png is not None and out.panel.version == panel.version + 1


async def test_a_table_with_its_own_renderer_draws_no_phone_pictures_unless_given_them(store) -> None:
    svc = make_service(store, games=get_game)  # the fake board renderer only
    started = await _emara(svc)
    assert started.public.phone_png is None
    assert (await svc.play.panel(CHANNEL, started.public.awaited_user_id)).png is None


async def test_the_own_area_is_drawn_from_the_seats_own_view_once_per_version(store) -> None:
    drawn = []

    def area(game_id, view, seat, names, locale):
        drawn.append((view, seat, locale))
        return b"area %d" % seat

    svc = make_service(store, games=get_game, seat_pictures=area)
    started = await _emara(svc)
    user = started.public.awaited_user_id
    for _ in range(3):
        panel = await svc.play.panel(CHANNEL, user)
    await svc.play.hand(CHANNEL, user)
    tb = await svc.tables.active(CHANNEL)
    seat = tb.seat_of(user)
    assert drawn == [(tb.game.view(tb.state, seat), seat, "en")] and panel.png == b"area %d" % seat
    await svc.play.panel(CHANNEL, user, locale="de")  # another language: drawn anew
    assert [d[2] for d in drawn] == ["en", "de"]


async def test_a_failing_own_area_drawing_leaves_the_panel_and_the_move_intact(store) -> None:
    def broken(*args):
        raise RuntimeError("drawing bug")

    svc = make_service(store, games=get_game, seat_pictures=broken)
    started = await _emara(svc)
    user = started.public.awaited_user_id
    panel = await svc.play.panel(CHANNEL, user)
    assert panel.png is None and panel.options
    out = await svc.play.act(CHANNEL, user, panel.version, panel.options[0].key)
    assert out.panel.png is None and (await store.game(started.game_id)).version == panel.version + 1


async def test_a_failing_phone_card_still_posts_the_board(store) -> None:
    def broken(*args):
        raise RuntimeError("phone card bug")

    svc = make_service(store, games=get_game, phone=broken)
    started = await _emara(svc)
    assert started.public.png is not None and started.public.phone_png is None
