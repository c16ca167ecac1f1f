-- A forum of tables (issue 33). PostgreSQL twin of migrations/028_forum_tables.sql.
ALTER TABLE table_posts ADD COLUMN forum_id BIGINT;
