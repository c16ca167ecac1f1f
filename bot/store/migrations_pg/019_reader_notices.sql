-- Notices that stand on their own (issue 29, helper brief "notices").
-- PostgreSQL twin of migrations/019_reader_notices.sql.

-- The catalog language (en, cs, de, es) of each user's last interaction; a user never seen has none.
CREATE TABLE user_locales (
    user_id     BIGINT  PRIMARY KEY,
    locale      TEXT    NOT NULL,
    updated_at  TEXT COLLATE "C" NOT NULL
);

-- /notify gains 'digest'; digest_at: when the user's next digest is due (NULL before their first).
ALTER TABLE notify_prefs DROP CONSTRAINT notify_prefs_mode_check;
ALTER TABLE notify_prefs ADD CONSTRAINT notify_prefs_mode_check CHECK (mode IN ('mention', 'dm', 'digest', 'none'));
ALTER TABLE notify_prefs ADD COLUMN digest_at TEXT COLLATE "C";
CREATE INDEX notify_prefs_digest_due ON notify_prefs (digest_at) WHERE mode = 'digest';

-- Invitation limits (bot/table/invitations.py): when each invitation was made (NULL for those made
-- before this migration: they count for no limit), and the user's invitations by that time, so a
-- limit reads only the last days' invitations of the user invited, however long their history.
ALTER TABLE invitations ADD COLUMN invited_at TEXT COLLATE "C";
CREATE INDEX invitations_by_user ON invitations (user_id, invited_at);
