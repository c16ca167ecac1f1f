# What a host's outage means to a player (bot/discord/context.py failed)
bot-discord-database_out = My database does not answer right now (it may be restarting). Nothing was changed; try again in a minute.
