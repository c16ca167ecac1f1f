"""Solo play against Victoria (A.12.1-A.12.4)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M

from . import town
from .data import (
    CAMPAIGN_LOSS_DELTA,
    CAMPAIGN_START,
    CAMPAIGN_WIN_DELTA,
    RESPECTED_AT_COURT_CP,
    TRACK_PRINTED_MAX,
    VICTORIA_FROM_ROUND,
    VICTORIA_RANK_AFTER_ROUND,
)
from .state import State


def victoria_steps(st: State, ev: list[Event]) -> None:
    """End of rounds 2-6 (A.12.4): Construction Site markers, then the scheduled noble card (C-13).

    Each step is its own public log event, and ``st.victoria_last`` keeps the round's steps for the
    board picture: ``[round, stone CP, bread CP, noble rank or "", noble CP, total gained]``.
    """
    if st.victoria_cp is None or st.round < VICTORIA_FROM_ROUND:
        return
    stone, bread = town.marker_value(st, "stone"), town.marker_value(st, "bread")
    town.rotate(st, "stone")
    town.rotate(st, "bread")
    gained = stone + bread
    ev.append(Event(M("emara.log.victoria_site", stone=stone, bread=bread, cp=stone + bread)))
    rank = VICTORIA_RANK_AFTER_ROUND.get(st.round)
    noble = 0
    if rank and st.nobility[rank]:
        noble = st.nobility[rank].pop(0)
        st.victoria_cards.append(noble)
        if st.options.victoria_event_effects and st.event == "respected_at_court":  # C-14 option
            noble += RESPECTED_AT_COURT_CP
        gained += noble
        ev.append(Event(M("emara.log.victoria_noble", rank=M("emara.rank." + rank), cp=noble)))
    st.victoria_cp += gained
    st.victoria_last = [st.round, stone, bread, (rank or "") if noble else "", noble, gained]
    ev.append(Event(M("emara.log.victoria", cp=gained, total=st.victoria_cp)))


def won(final_score: int, victoria_cp: int) -> bool:
    """A.12.3: a win needs strictly more than Victoria; a tie is a loss."""
    return final_score > victoria_cp


def campaign_next_start(start: int | None, won_last: bool | None) -> int:
    """A.12.3: first game 40; after a win 5 lower, after a loss 2 higher; kept on the printed track
    (0-104, B.10), where a building start can be placed (the rule names no bound)."""
    if start is None or won_last is None:
        return CAMPAIGN_START
    nxt = start + (CAMPAIGN_WIN_DELTA if won_last else CAMPAIGN_LOSS_DELTA)
    return min(max(nxt, 0), TRACK_PRINTED_MAX)
