"""Pure rules engines for the hosted games. Nothing here imports discord, asyncio, sqlite or PIL."""

from . import registry as registry  # registers the games' catalog folders, whichever engine module comes first
