-- Playing hours (issue 29, helper brief "notices"). PostgreSQL twin of migrations/020_playing_hours.sql:
-- a table's daily window in a named time zone, "09:00-23:00 Europe/Prague"; NULL: no window.
ALTER TABLE games ADD COLUMN hours TEXT;
