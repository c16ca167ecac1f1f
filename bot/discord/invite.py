"""The invite URLs: the application id, the permissions the bot checks before it posts, the scopes.

The server install's permissions are the union of what :mod:`.context` checks in a channel (to post
boards), what :mod:`.threads` needs to move every table into a thread of its own and what a live table
needs for its server event (:mod:`.live`, Create Events): one source, so the URL never drifts from what
the bot does. The user install (:mod:`.install`) has the scope ``applications.commands`` alone and no
permission. The bot logs both URLs once it is ready; ``python -m bot invite`` prints them from the
token (a bot's user id, the token's first part, is its application id) or ``--app-id``.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import sys

import discord

from bot import cli

from .context import REQUIRED_PERMISSIONS
from .threads import THREAD_PERMISSIONS

SCOPES = ("bot", "applications.commands")
USER_SCOPES = ("applications.commands",)
USER_INSTALL = 1  # Discord's integration type of an app added to a user's own apps
EVENT_PERMISSIONS = ("create_events",)  # a live table's server event (bot.discord.live)


def needed_permissions() -> discord.Permissions:
    return discord.Permissions(
        **{name: True for name in (*REQUIRED_PERMISSIONS, *THREAD_PERMISSIONS, *EVENT_PERMISSIONS)}
    )


def user_install_url(application_id: int) -> str:
    """The link that adds the bot's personal commands to a user's own apps (no server needed)."""
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&integration_type={USER_INSTALL}&scope=applications.commands"
    )


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(application_id, permissions=needed_permissions(), scopes=SCOPES)


def application_id_of(token: str) -> int | None:
    """The bot's id from its token (base64 of the id, then two parts): no request to Discord."""
    first = token.strip().split(".", 1)[0]
    try:
        text = base64.b64decode(first + "=" * (-len(first) % 4), validate=False).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return int(text) if text.isdigit() else None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog=cli.prog("invite"),
        description="Print the URL that adds the bot to a server: scopes bot and applications.commands, the "
        "permissions it needs (View Channel, Send Messages, Embed Links, Attach Files, Create Public "
        "Threads, Send Messages in Threads). The application id comes from DISCORD_TOKEN or --app-id.",
    )
    p.add_argument("--app-id", type=int, help="the application id (Developer Portal > General Information)")
    args = p.parse_args(argv)
    app_id = args.app_id
    if app_id is None:
        settings = cli.target(None)
        token = getattr(settings, "discord_token", None)
        app_id = application_id_of(token) if token else None
        if app_id is None:
            print(
                "No application id: set DISCORD_TOKEN (environment or .env) or give --app-id "
                "(Developer Portal > your application > General Information)",
                file=sys.stderr,
            )
            return 2
    print(invite_url(app_id))
    print(f"permissions {needed_permissions().value}: " + ", ".join(n for n, on in needed_permissions() if on))
    print(f"user install (personal commands everywhere, no permissions): {user_install_url(app_id)}")
    return 0
