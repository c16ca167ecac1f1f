-- Nobody stalls unseen (issue 29, "stall"): what a table does when a clock runs out, the grace after
-- the run-out notice, votes (cancel by consent, replace a player) and their ballots.

-- What happens when a player's clock runs out and nobody answers the offer: 'ai' (NULL, as in every
-- table stored before this migration): after the pace's grace a medium AI plays the seat until its
-- owner returns; 'vote': a vote to replace the player is opened instead, and the table waits for it.
ALTER TABLE games ADD COLUMN out_of_time TEXT CHECK (out_of_time IN ('ai', 'vote'));

-- When the run-out notice of the seat's current awaited span went out (NULL: not yet): the grace
-- counts from the notice the players actually got, also after a bot was down through the bank's end.
ALTER TABLE seats ADD COLUMN bank_out_at TEXT;

-- A vote at a table: 'cancel' (every human seat agrees: the game is abandoned, not rated) or
-- 'replace' (a majority of the other human seats: the seat goes to an AI and is open for a substitute).
-- reason: 'command' (a player started it), 'bank_out' (a clock ran out at a 'vote' table), 'stall'
-- (no move for 30 days: the table closes at the deadline unless someone moves; game_version is the
-- version that must not move). One open vote of a kind per table (votes_one_open).
CREATE TABLE votes (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL CHECK (kind IN ('cancel', 'replace')),
    reason        TEXT    NOT NULL CHECK (reason IN ('command', 'bank_out', 'stall')),
    seat          INTEGER,                 -- replace: the seat to replace
    target_id     INTEGER,                 -- replace: the player who held it when the vote opened
    started_by    INTEGER,                 -- the player who started it (NULL: the bot)
    game_version  INTEGER NOT NULL,
    opened_at     TEXT    NOT NULL,
    deadline      TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'passed', 'failed', 'withdrawn', 'closed')),
    decided_at    TEXT,
    channel_id    INTEGER NOT NULL,        -- where its message is (the table's thread)
    message_id    INTEGER,                 -- the message with its buttons (NULL until posted)
    CHECK ((kind = 'replace') = (seat IS NOT NULL))
);
CREATE UNIQUE INDEX votes_one_open ON votes (game_id, kind) WHERE status = 'open';
CREATE INDEX votes_open_by_deadline ON votes (deadline) WHERE status = 'open';

-- One ballot per voter; a voter changes it while the vote is open (the row is replaced).
CREATE TABLE ballots (
    vote_id  INTEGER NOT NULL REFERENCES votes (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    yes      INTEGER NOT NULL CHECK (yes IN (0, 1)),
    cast_at  TEXT    NOT NULL,
    PRIMARY KEY (vote_id, user_id)
);
