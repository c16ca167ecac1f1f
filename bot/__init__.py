"""The bot: Discord and terminal front ends over one transport-agnostic GameService."""
