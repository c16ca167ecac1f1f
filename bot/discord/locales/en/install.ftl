### Installable to a user (issue 33): where a command cannot work, and one player's table in the DM.

bot-install-needs_server = This needs the bot in the server: multiplayer tables, their threads and each table's line in the channel. Someone who may manage the server adds it here: { $link }
bot-install-solo_in_dm = Your game is in our direct messages: { $link }
bot-install-dm_closed = I cannot send you direct messages (they are closed to me), so your game cannot start there. Allow direct messages from the bot (Privacy settings), or play in a server with the bot.
