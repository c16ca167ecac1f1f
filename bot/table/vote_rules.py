"""Who votes and when a vote is decided (pure; the component that stores and posts is :mod:`.votes`).

* **Voters** are the seats a person holds now: a seat an AI plays (an AI seat, a stand-in for an absent
  player, a resigned seat) has no vote. A vote to replace a player is decided by the *other* players.
* **Cancel by consent** passes when every voter said yes, and fails at the first no. The vote a stalled
  table gets is different in one way: a no does not end it (only a move does), and at its deadline the
  table is closed whatever the ballots (``closed``).
* **Replace** passes with a majority of the voters (more than half of them, not of the ballots) and fails
  once a majority can no longer be reached.
* A vote is decided as soon as its outcome cannot change; until then every voter may change their
  ballot. At the deadline an undecided vote fails (a stall's closes the table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from bot.store import SeatRow
from bot.store.votes import Ballot, VoteRow

PASSED, FAILED, WITHDRAWN, CLOSED = "passed", "failed", "withdrawn", "closed"


@dataclass(frozen=True, slots=True)
class Tally:
    voters: list[SeatRow]
    yes: list[SeatRow]
    no: list[SeatRow]

    @property
    def waiting(self) -> list[SeatRow]:
        done = {s.seat for s in (*self.yes, *self.no)}
        return [s for s in self.voters if s.seat not in done]


def voters(seats: Sequence[SeatRow], vote: VoteRow) -> list[SeatRow]:
    """The seats whose players vote on ``vote`` (see the module docstring)."""
    return [s for s in seats if s.user_id is not None and not (vote.kind == "replace" and s.seat == vote.seat)]


def tally(seats: Sequence[SeatRow], vote: VoteRow, ballots: Sequence[Ballot]) -> Tally:
    """The voters' ballots now (a ballot of someone who no longer holds a seat does not count)."""
    who = voters(seats, vote)
    by_user: dict[int | None, bool] = {b.user_id: b.yes for b in ballots}
    return Tally(
        voters=who,
        yes=[s for s in who if by_user.get(s.user_id) is True],
        no=[s for s in who if by_user.get(s.user_id) is False],
    )


def decision(vote: VoteRow, t: Tally, *, past_deadline: bool) -> str | None:
    """The vote's result if it is decided now, else None (see the module docstring)."""
    n = len(t.voters)
    if n == 0:
        return WITHDRAWN  # nobody is left to vote
    if vote.kind == "cancel":
        if len(t.yes) == n:
            return PASSED
        if vote.reason == "stall":
            return CLOSED if past_deadline else None
        if t.no or past_deadline:
            return FAILED
        return None
    if 2 * len(t.yes) > n:
        return PASSED
    if 2 * (n - len(t.no)) <= n or past_deadline:
        return FAILED
    return None


def majority(n: int) -> int:
    """The yes votes a replace vote of ``n`` voters needs."""
    return n // 2 + 1
