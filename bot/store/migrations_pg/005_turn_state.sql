-- Undo replays only the current turn (issue 8). PostgreSQL twin of migrations/005_turn_state.sql:
-- the state before the current turn's first action and that action's seq (NULL for games stored
-- before this migration until their next turn starts).

ALTER TABLE games ADD COLUMN turn_state TEXT;
ALTER TABLE games ADD COLUMN turn_seq INTEGER;

-- The board's log lines are the actions of the turn that just ended (turns only grow): found by
-- turn, not by reading the game's whole log.
CREATE INDEX actions_by_turn ON actions (game_id, turn);
