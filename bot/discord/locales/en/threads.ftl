### Tables in threads, the live line in the channel, notices and how people are told (issue 19).

bot-discord-asked = { $mention }: { $question }
bot-discord-thread_name = { $game } #{ $id } · { $names }
bot-discord-no_thread = I may not open threads in this channel (Create Public Threads, Send Messages in Threads), so this table stays here.
bot-discord-live_title = { $game } #{ $id }
bot-discord-live_to_move = To move: { $names }
bot-discord-live_finished = Finished. Winner: { $winners }
bot-discord-tables_in_threads = The tables started here play in their threads: { $threads }. Use the command there.
bot-discord-live_where = Table: { $table }

bot-notify-dm = { $game } #{ $id }: { $question }
    { $link }
bot-notify-dm_refused = { $mention }, I could not send you a direct message (your DMs are closed to this server), so I mention you here. /notify changes how you are told.
bot-notify-set = From now on: { $how }.
bot-notify-current = How you are told that a table awaits you: { $how }. Change it with the option of /notify.

bot-cmd-notify-description = How you are told that a table awaits you (every server)
bot-cmd-notify-how = Mention in the table's thread, direct message, a daily digest, or nothing
bot-cmd-notify-how-mention = Mention me in the table's thread
bot-cmd-notify-how-dm = Send me a direct message
bot-cmd-notify-how-none = Do not tell me
bot-cmd_name-notify = notify
bot-cmd_name-notify-how = how
bot-notify-dm_reminder = { $text }
    { $link }
bot-notify-dm_invited = You are invited to a table of { $game }: join it here.
    { $link }
