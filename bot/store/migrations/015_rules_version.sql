-- The rules version a game was played under (issue 23: engine.core.versions), set when it starts: a
-- game whose version today's code does not play is migrated or refused, never replayed silently under
-- other rules. The action log belongs to its game and carries the version through this row. Games
-- stored before this migration keep NULL: each game's versions module says what that means (version 1;
-- Lisboa: 1, or 0 when the log replays only in the earlier Church scoring keys).
ALTER TABLE games ADD COLUMN rules_version INTEGER;
