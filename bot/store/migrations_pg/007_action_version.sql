-- Simultaneous choices that never bounce. PostgreSQL twin of migrations/007_action_version.sql: the
-- game's version after each action's commit (NULL for rows stored before this migration).

ALTER TABLE actions ADD COLUMN version INTEGER;
