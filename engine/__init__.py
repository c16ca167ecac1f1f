"""Pure rules engines for the hosted games. Nothing here imports discord, asyncio, sqlite or PIL."""
