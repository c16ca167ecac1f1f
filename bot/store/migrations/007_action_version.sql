-- A click on a panel opened before another seat chose is applied when the clicker's options are
-- unchanged (issue: simultaneous choices that never bounce). For that the store must say which
-- version bumps were committed actions and by whom: each action row keeps the game's version after
-- its commit. Every other bump (undo, takeover, take-back) leaves no row, so a gap in these versions
-- shows it. Rows stored before this migration keep NULL: a stale click over them is refused as before.

ALTER TABLE actions ADD COLUMN version INTEGER;
