-- Playing hours (issue 29, helper brief "notices"): a table's daily window in a named time zone,
-- "09:00-23:00 Europe/Prague" (bot/table/pace.py: Hours); its banks run only inside it. NULL, as in
-- every game stored before this migration: no window, the clocks run around the clock.
ALTER TABLE games ADD COLUMN hours TEXT;
