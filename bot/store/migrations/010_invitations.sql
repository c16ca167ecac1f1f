-- Private tables, rematches, resignations and /games (helper brief "invites").

-- A private table: only its creator and the users invited may join. The creator has a row too, so
-- a table is private exactly when it has rows here (a rematch with no other human is still private).
CREATE TABLE invitations (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- A rematch lobby names the finished game it was opened from: a second Rematch click finds it.
ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE INDEX games_by_rematch_of ON games (rematch_of) WHERE rematch_of IS NOT NULL;

-- A resigned seat (an AI plays on; the seat ranks last in the results): the resignation's number in
-- its game, 1 for the first, so an earlier resignation ranks lower. NULL: not resigned.
ALTER TABLE seats ADD COLUMN resigned INTEGER CHECK (resigned >= 1);

-- /games: a user's seats at open tables (lobby_members_user starts with game_id; seats_by_user
-- already serves the running games).
CREATE INDEX lobby_members_by_user ON lobby_members (user_id) WHERE user_id IS NOT NULL;
