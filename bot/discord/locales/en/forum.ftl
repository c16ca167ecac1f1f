### A forum of tables (issue 33): /setup tables, a table's post, its tags.

bot-cmd-setup-tables-description = A forum whose posts are this server's tables, tagged by game and state
bot-cmd-setup-tables-channel = The forum (leave out: tables in threads under the channel where they open)
bot-cmd_name-setup-tables = tables
bot-cmd_name-setup-tables-channel = channel
bot-forum-state-lobby = Waiting for players
bot-forum-state-running = Running
bot-forum-state-finished = Finished
bot-forum-post_name = { $game } · { $name }
bot-forum-opening = Opening the table…
bot-forum-opened = A table of { $game } is open: { $table }
bot-forum-set = From now on every table opened with /play is a post of { $channel }, tagged with its game and its state ({ $states }): filter the forum by tag to find an open table or a finished game.
bot-forum-tags_refused = I could not add these tags to the forum (a forum holds 20 tags; adding them needs Manage Channels there): { $tags }. The tables are posted all the same.
bot-forum-cleared = From now on tables play in threads under the channel where they are opened.
bot-forum-not_a_forum = I cannot use { $channel } for tables: choose a forum channel I may see.
bot-forum-show_forum = Tables are posts of { $channel }, tagged by game and state.
bot-forum-show_threads = Tables play in threads under the channel where they are opened.
