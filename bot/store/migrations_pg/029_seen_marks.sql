-- PostgreSQL twin of migrations/029_seen_marks.sql.
-- Since my last move (issue 32): the game's version up to which each seat's player has seen the
-- table, set when their panel opened with the "since" lines (bot/table/since.py). NULL: not opened
-- since this migration. A seat's own action counts as seen without a write (its row is the newest).
ALTER TABLE seats ADD COLUMN seen_version INTEGER;
