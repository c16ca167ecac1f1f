-- Notices that stand on their own (issue 29, helper brief "notices"): each user's language as their
-- Discord client last said it (what only they read, a direct message included, follows it), the daily
-- digest as a fourth way to be told, and the index the invitation limits count through.

-- The catalog language (en, cs, de, es) of each user's last interaction; a user never seen has none
-- (their direct messages then follow the table's language).
CREATE TABLE user_locales (
    user_id     INTEGER PRIMARY KEY,
    locale      TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);

-- /notify gains 'digest': at most one direct message a day listing every table awaiting the user.
-- SQLite cannot change a CHECK constraint in place: the table is rebuilt with its rows.
-- digest_at: when the user's next digest is due (kept when the mode changes, so choosing the digest
-- again the same day never sends a second one), NULL before their first.
CREATE TABLE notify_prefs_019 (
    user_id     INTEGER PRIMARY KEY,
    mode        TEXT    NOT NULL CHECK (mode IN ('mention', 'dm', 'digest', 'none')),
    dm_refused  INTEGER NOT NULL DEFAULT 0 CHECK (dm_refused IN (0, 1)),
    updated_at  TEXT    NOT NULL,
    digest_at   TEXT
);
INSERT INTO notify_prefs_019 (user_id, mode, dm_refused, updated_at)
    SELECT user_id, mode, dm_refused, updated_at FROM notify_prefs;
DROP TABLE notify_prefs;
ALTER TABLE notify_prefs_019 RENAME TO notify_prefs;
-- the digest sweep reads only the users whose digest is due
CREATE INDEX notify_prefs_digest_due ON notify_prefs (digest_at) WHERE mode = 'digest';

-- Invitation limits (bot/table/invitations.py): when each invitation was made (NULL for those made
-- before this migration: they count for no limit), and the user's invitations by that time, so a
-- limit reads only the last days' invitations of the user invited, however long their history.
ALTER TABLE invitations ADD COLUMN invited_at TEXT;
CREATE INDEX invitations_by_user ON invitations (user_id, invited_at);
