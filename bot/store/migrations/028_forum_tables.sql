-- A forum of tables (issue 33): a server may choose a forum channel for its tables (/setup tables:,
-- the guild_settings "tables" and "tables_tags"); then each table is a post of that forum, tagged
-- with its game and its state. table_posts.forum_id: the forum a table's post is in (NULL: a thread
-- under a channel, or the channel itself), so that its tags follow its state wherever it ends.
ALTER TABLE table_posts ADD COLUMN forum_id INTEGER;
