-- Undo replays only the current turn (issue 8): the state before the current turn's first action
-- and that action's seq. commit_action sets both when an action's turn differs from the previous
-- action's (the previous games.state is then exactly that state); undo_to clears them when it
-- goes back past that action. Games stored before this migration keep NULL until their next turn
-- starts, and undo replays their whole log meanwhile.

ALTER TABLE games ADD COLUMN turn_state TEXT;
ALTER TABLE games ADD COLUMN turn_seq INTEGER;

-- The board's log lines are the actions of the turn that just ended (turns only grow): found by
-- turn, not by reading the game's whole log.
CREATE INDEX actions_by_turn ON actions (game_id, turn);
