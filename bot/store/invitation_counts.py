"""What the invitation limits count (migration 019): a user's recent invitations not taken up.

One statement over ``invitations_by_user`` (the invited user's invitations since a time), each joined to
its game by primary key and to the user's lobby seat there (``lobby_members_user``): the cost follows
the user's last weeks of invitations, never the history.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Store
from .sql import one, sql_store

# (inviter, day start) for the first count, (invitee, window start) for the rows read
COUNTS = (
    "SELECT COALESCE(SUM(CASE WHEN g.creator_id = ? AND i.invited_at > ? THEN 1 ELSE 0 END), 0),"
    " COALESCE(SUM(CASE WHEN g.status = 'lobby' THEN 1 ELSE 0 END), 0)"
    " FROM invitations i JOIN games g ON g.id = i.game_id"
    " WHERE i.user_id = ? AND i.invited_at > ? AND g.creator_id <> i.user_id"
    " AND NOT EXISTS (SELECT 1 FROM lobby_members m WHERE m.game_id = i.game_id AND m.user_id = i.user_id)"
)


@dataclass(frozen=True, slots=True)
class InvitationCounts:
    from_inviter: int  # invitations from the inviter since the day's start that the user did not take up
    waiting: int  # open private tables (lobbies) inviting the user that they have not joined


async def invitation_counts(
    store: Store, invitee: int, inviter: int, *, day_after: str, since: str
) -> InvitationCounts:
    """The user ``invitee``'s invitations made after ``since`` (``day_after`` for the inviter's count),
    which they have not taken up (joined)."""
    row = one(await sql_store(store)._fetchone(COUNTS, (inviter, day_after, invitee, since)))
    return InvitationCounts(from_inviter=int(row[0]), waiting=int(row[1]))
