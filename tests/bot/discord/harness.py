"""Drive a real discord.py client offline: raw gateway payloads in, recorded HTTP requests out.

Nothing is faked above the HTTP boundary. ``Harness.login`` runs ``Client.login`` (static login,
application info, ``setup_hook``, command sync) against a recorder that answers like Discord would;
``Harness.command``/``click``/``autocomplete`` build INTERACTION_CREATE payloads as Discord sends them
and feed them to ``ConnectionState.parse_interaction_create``, so the real app-command tree, the
dynamic-item matching, the views and the response serialisation all run. Two request paths exist in
discord.py and both are intercepted:

* ``HTTPClient.request`` (channel messages, command sync, login) - patched on the client instance;
* ``AsyncWebhookAdapter.request`` (interaction callbacks, follow-ups, @original edits) - patched on
  the class for the duration of the harness.

Every request becomes a :class:`Call`. Messages the bot creates are remembered with their
components, so a test can click a button on them exactly as a user would, in a legacy message (action
rows) as in a layout message (components v2: buttons inside rows inside containers). The recorder
answers 400 Bad Request, as Discord does, to a message payload that breaks Discord's limits
(:func:`bot.discord.limits.problems`: content or embeds beside layout components, more than 40
components or 4,000 characters of text, a gallery naming no attachment, a deferred answer with the
layout flag, a flag an edit would remove), so every test checks every payload the bot sends.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.discord import limits

APP_ID = 900000000000000001
BOT_ID = APP_ID
GUILD_ID = 910000000000000001
CHANNEL_ID = 920000000000000001
ALL_PERMISSIONS = str(discord.Permissions.all().value)
EPHEMERAL = 64
GUILD_INSTALL, USER_INSTALL = 0, 1  # Discord's application integration types
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2  # Discord's interaction context types
# what an app may do where it is not installed in the server, or in a DM between users (Discord's docs)
DM_APP_PERMISSIONS = str(discord.Permissions(attach_files=True, embed_links=True, mention_everyone=True).value)

_ids = itertools.count(930000000000000001)


def snowflake() -> str:
    return str(next(_ids))


def user_payload(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {"id": str(user_id), "username": name, "global_name": name, "discriminator": "0", "avatar": None, "bot": bot}


BOT_USER = user_payload(BOT_ID, "EuroTable", bot=True)


@dataclass
class Call:
    """One HTTP request the bot made."""

    method: str
    path: str  # e.g. "/interactions/{id}/{token}/callback"
    json: dict[str, Any] | list | None
    files: list[tuple[str, bytes]] = field(default_factory=list)
    params: dict[str, Any] | None = None
    message_id: str | None = None  # the message this request created or edited (set by the recorder)
    message_flags: int = 0  # that message's flags (an edit of a private message is private too)

    @property
    def data(self) -> dict[str, Any]:
        """The message body: ``json["data"]`` for interaction callbacks, else the json itself."""
        if isinstance(self.json, dict) and "type" in self.json and "data" in self.json:
            return self.json["data"] or {}
        return self.json if isinstance(self.json, dict) else {}

    @property
    def callback_type(self) -> int | None:
        return self.json.get("type") if self.path.endswith("/callback") and isinstance(self.json, dict) else None

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool((self.flags | self.message_flags) & EPHEMERAL)

    @property
    def text(self) -> str:
        """What a user reads: the content, every embed's title, description, fields and footer, and
        every text display of a layout message."""
        return message_text(self.data)

    @property
    def layout(self) -> bool:
        """A layout message (components v2), sent or edited."""
        return bool((self.flags | self.message_flags) & limits.COMPONENTS_V2)

    @property
    def rows(self) -> list[dict[str, Any]]:
        """The action rows, wherever they stand (at the top, or in a layout message's container)."""
        return [c for c in limits.walk(self.data.get("components") or []) if c.get("type") == limits.ACTION_ROW]

    @property
    def components(self) -> list[dict[str, Any]]:
        """Leaf components (buttons, selects) in order."""
        return [c for row in self.rows for c in row.get("components", [])]

    @property
    def pictures(self) -> list[str]:
        """The file names a layout message's galleries show, in order (phone card first)."""
        return [u.removeprefix("attachment://") for u in limits.media_urls(self.data.get("components") or [])]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.components if "custom_id" in c]


def message_text(message: dict[str, Any]) -> str:
    """Content, embeds and text displays of a message payload, as one text."""
    parts = [message.get("content") or ""]
    for e in message.get("embeds") or []:
        parts += [e.get("title") or "", e.get("description") or ""]
        parts += [f"{f.get('name')} {f.get('value')}" for f in e.get("fields") or []]
        parts.append((e.get("footer") or {}).get("text") or "")
    parts += [
        c.get("content") or ""
        for c in limits.walk(message.get("components") or [])
        if c.get("type") == limits.TEXT_DISPLAY
    ]
    return "\n".join(p for p in parts if p)


def leaves(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The buttons and selects of a stored message, in any kind of message."""
    return [
        c
        for row in limits.walk(message.get("components") or [])
        if row.get("type") == limits.ACTION_ROW
        for c in row.get("components") or []
    ]


def bad_request(problems: list[str]) -> discord.HTTPException:
    response = SimpleNamespace(status=400, reason="Bad Request")
    return discord.HTTPException(response, {"code": 50035, "message": "Invalid Form Body: " + "; ".join(problems)})


class Recorder:
    """Answers discord.py's HTTP requests with plausible Discord JSON and records them."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.messages: dict[str, dict[str, Any]] = {}  # message id -> message payload
        self.originals: dict[str, str] = {}  # interaction token -> message id
        self.sources: dict[str, str] = {}  # component interaction token -> clicked message id
        self.fail_next: dict[str, discord.HTTPException] = {}
        self.threads: list[str] = []  # ids of threads the bot opened
        self.thread_parents: dict[str, str] = {}  # thread id -> the channel it was opened in
        self.deleted: set[str] = set()  # ids of messages the bot deleted
        self.token_channels: dict[str, str] = {}  # interaction token -> the channel it came from
        self.dm_channels: dict[str, int] = {}  # DM channel id -> its user
        self.users: dict[int, str] = {}  # users seen in interactions (GET /users/{id})
        self.events: dict[str, dict[str, Any]] = {}  # server events the bot created, by id, as they stand
        self.channels: dict[str, dict[str, Any]] = {}  # channels a test declared (a forum) and forum posts
        self.deleted_channels: set[str] = set()
        self.poll_votes: dict[str, dict[int, list[int]]] = {}  # poll message id -> answer id -> voters
        self.nonces: dict[str, str] = {}  # an enforced message nonce -> the message it made (Discord keeps
        # them a few minutes: a second post with the nonce returns that message and posts nothing)
        self.application: dict[str, Any] = {  # the application, as the Developer Portal keeps it
            "id": str(APP_ID),
            "name": "EuroTable",
            "icon": None,
            "description": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "owner": user_payload(1, "owner"),
            "flags": 0,
        }

    # -- the two interception points -------------------------------------------------------
    async def http_request(self, route: discord.http.Route, *, files=None, form=None, **kwargs: Any) -> Any:
        body = kwargs.get("json")
        if form:
            body = _payload_json(form)
        return self._answer(route, body, files, kwargs.get("params"))

    async def webhook_request(
        self,
        route: discord.http.Route,
        session: Any = None,
        *,
        payload=None,
        multipart=None,
        files=None,
        params=None,
        **kwargs: Any,
    ) -> Any:
        body = payload if payload is not None else (_payload_json(multipart) if multipart else None)
        return self._answer(route, body, files, params)

    # -- answers ---------------------------------------------------------------------------
    def _answer(self, route: discord.http.Route, body: Any, files: Any, params: Any) -> Any:
        path = route.path
        call = Call(route.method, path, body, [(f.filename, _read(f)) for f in files or []], params)
        self.calls.append(call)
        url = route.url
        for needle, exc in list(self.fail_next.items()):
            if needle in url:
                del self.fail_next[needle]
                raise exc
        m = route.method
        if path == "/users/@me":
            return BOT_USER
        if path == "/oauth2/applications/@me":
            return dict(self.application)
        if path == "/applications/@me" and m == "PATCH":  # the bot sets its installs (bot.discord.install)
            self.application.update(body or {})
            return dict(self.application)
        if path.endswith("/commands") and m == "PUT":
            return [dict(c, id=snowflake(), application_id=str(APP_ID), version="1") for c in body]
        if path == "/channels/{channel_id}/messages" and m == "POST":
            nonce = (body or {}).get("nonce") if (body or {}).get("enforce_nonce") else None
            if nonce is not None and nonce in self.nonces:
                call.message_id = self.nonces[nonce]
                return self.messages[call.message_id]
            msg = self._message(body, call, route.channel_id)
            if nonce is not None:
                self.nonces[nonce] = msg["id"]
            return msg
        if path == "/guilds/{guild_id}/scheduled-events" and m == "POST":  # a server event
            event = dict(body or {}, id=snowflake(), guild_id=str(route.guild_id), status=1, creator_id=str(BOT_ID))
            self.events[event["id"]] = event
            return event
        if path == "/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}" and m == "PATCH":
            event = self.events[route.url.rsplit("/", 1)[-1]]
            event.update(body or {})
            return event
        if path == "/channels/{channel_id}/polls/{message_id}/expire" and m == "POST":  # the poll ends now
            return self._end_poll(route.url.rsplit("/", 2)[-2])
        if path == "/channels/{channel_id}/polls/{message_id}/answers/{answer_id}" and m == "GET":
            mid, _, answer = route.url.rsplit("/", 3)[-3:]
            voters = self.poll_votes.get(mid, {}).get(int(answer), [])
            return {"users": [user_payload(u, self.users.get(u, f"user{u}")) for u in voters]}
        if path == "/channels/{channel_id}/messages/{message_id}" and m == "GET":
            return self.messages[route.url.rsplit("/", 1)[-1]]
        if path == "/channels/{channel_id}/threads" and m == "POST":
            if body and "message" in body:  # a forum post: a thread whose opening message has its id
                return self._forum_post(body, call, route.channel_id)
            return self._thread(body or {}, route.channel_id)
        if path == "/channels/{channel_id}" and m == "GET":
            channel = self.channels.get(str(route.channel_id))
            if channel is None:
                raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), {"code": 10003})
            return channel
        if path == "/channels/{channel_id}" and m == "PATCH":  # a channel's tags, a thread's name or tags
            return self._edit_channel(str(route.channel_id), body or {})
        if path == "/channels/{channel_id}" and m == "DELETE":
            self.channels.pop(str(route.channel_id), None)
            self.deleted_channels.add(str(route.channel_id))
            return {}
        if path == "/users/{user_id}" and m == "GET" and int(route.url.rsplit("/", 1)[-1]) in self.users:
            uid = int(route.url.rsplit("/", 1)[-1])
            return user_payload(uid, self.users[uid])
        if path == "/users/@me/channels" and m == "POST":  # open a DM channel with a user
            dm = snowflake()
            self.dm_channels[dm] = int(body["recipient_id"])
            return {
                "id": dm,
                "type": 1,
                "recipients": [user_payload(int(body["recipient_id"]), "user")],
                "last_message_id": None,
            }
        if path == "/channels/{channel_id}/messages/{message_id}" and m == "DELETE":
            self.deleted.add(route.url.rsplit("/", 1)[-1])
            return None
        if path.endswith("/callback"):
            return self._callback(route, body, call)
        if "/messages/@original" in path or path == "/webhooks/{webhook_id}/{webhook_token}":
            token = route.webhook_token
            if m == "DELETE":
                return None
            msg = self._message(
                body or {},
                call,
                self.token_channels.get(token, CHANNEL_ID),
                message_id=self.originals.get(token) if "@original" in path else None,
            )
            if "@original" in path:
                self.originals[token] = msg["id"]
            return msg
        if "/messages/{message_id}" in path and m == "PATCH":
            return self._message(body or {}, call, route.channel_id, message_id=route.url.rsplit("/", 1)[-1])
        return {}

    def _callback(self, route: discord.http.Route, body: dict[str, Any], call: Call) -> dict[str, Any]:
        kind = body["type"]
        out: dict[str, Any] = {
            "interaction": {
                "id": str(route.webhook_id),
                "type": 2,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": call.ephemeral,
            }
        }
        token = route.webhook_token
        if kind in (6, 7) and token in self.sources:  # updates of the clicked message
            self.originals[token] = self.sources[token]
        if kind in (4, 5, 7):
            msg = self._message(
                body.get("data") or {},
                call,
                self.token_channels.get(token, CHANNEL_ID),
                message_id=self.sources.get(token) if kind == 7 else None,
                deferred=kind == 5,
            )
            self.originals[route.webhook_token] = msg["id"]
            out["interaction"]["response_message_id"] = msg["id"]
            out["resource"] = {"type": kind, "message": msg}
        return out

    def add_forum(self, forum_id: int, name: str = "tables", tags: list[dict[str, Any]] | None = None) -> None:
        """A forum channel of the server (``GET /channels/{id}`` answers it), with ``tags`` already."""
        self.channels[str(forum_id)] = {
            "id": str(forum_id),
            "type": 15,
            "guild_id": str(GUILD_ID),
            "name": name,
            "position": 0,
            "permission_overwrites": [],
            "available_tags": [dict(t, id=t.get("id") or snowflake()) for t in tags or []],
        }

    def _edit_channel(self, channel_id: str, body: dict[str, Any]) -> dict[str, Any]:
        channel = self.channels.setdefault(channel_id, {"id": channel_id, "type": 11})
        if "available_tags" in body:
            channel["available_tags"] = [dict(t, id=str(t.get("id") or snowflake())) for t in body["available_tags"]]
        channel.update({k: v for k, v in body.items() if k != "available_tags"})
        return channel

    def _forum_post(self, body: dict[str, Any], call: Call, forum_id: Any) -> dict[str, Any]:
        """A post of a forum: a thread, tagged, whose opening message has the thread's id."""
        thread = self._thread(body, forum_id)
        thread["applied_tags"] = [str(t) for t in body.get("applied_tags") or []]
        self.channels[thread["id"]] = thread
        message = self._message(body["message"], call, thread["id"], message_id=thread["id"])
        return {**thread, "message": message}

    def _thread(self, body: dict[str, Any], parent_id: Any) -> dict[str, Any]:
        """A public thread opened in ``parent_id`` (its id is remembered in ``threads``)."""
        tid = snowflake()
        self.threads.append(tid)
        self.thread_parents[tid] = str(parent_id)
        return {
            "id": tid,
            "type": body.get("type", 11),
            "guild_id": str(GUILD_ID),
            "parent_id": str(parent_id),
            "name": body.get("name", "thread"),
            "owner_id": str(BOT_ID),
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "locked": False,
                "auto_archive_duration": body.get("auto_archive_duration", 1440),
                "archive_timestamp": "2026-01-01T00:00:00+00:00",
            },
        }

    def _message(
        self,
        body: dict[str, Any],
        call: Call,
        channel_id: Any,
        message_id: str | None = None,
        deferred: bool = False,
    ) -> dict[str, Any]:
        mid = message_id or snowflake()
        old = self.messages.get(mid, {})
        attachments = self._attachments(body, call, old)
        problems = limits.problems(
            body,
            files=[a["filename"] for a in attachments],
            was_layout=bool(int(old.get("flags") or 0) & limits.COMPONENTS_V2),
            deferred=deferred,
        )
        if problems:  # Discord refuses the whole request
            raise bad_request(problems)
        msg = {
            "id": mid,
            "channel_id": str(channel_id or CHANNEL_ID),
            "author": BOT_USER,
            "content": body.get("content", old.get("content", "")),
            "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "type": 0,
            "flags": _flags(body, old),
            "embeds": body.get("embeds", old.get("embeds", [])),
            "components": body.get("components", old.get("components", [])),
            "attachments": attachments,
        }
        if body.get("poll") or old.get("poll"):
            msg["poll"] = self._poll(body["poll"]) if body.get("poll") else old["poll"]
        msg["components"] = _resolved(msg["components"], attachments)
        self.messages[mid] = msg
        call.message_id = mid
        call.message_flags = msg["flags"]
        return msg

    def _end_poll(self, message_id: str) -> dict[str, Any]:
        """A poll ended by its author: the message with its final results, as Discord answers."""
        msg = self.messages[message_id]
        if msg["poll"]["results"]["is_finalized"]:
            raise bad_request(["this poll has already ended"])
        votes = self.poll_votes.get(message_id, {})
        msg["poll"]["results"] = {
            "is_finalized": True,
            "answer_counts": [
                {"id": a["answer_id"], "count": len(votes.get(a["answer_id"], [])), "me_voted": False}
                for a in msg["poll"]["answers"]
            ],
        }
        return msg

    @staticmethod
    def _poll(body: dict[str, Any]) -> dict[str, Any]:
        """A poll as Discord stores it: its answers numbered from 1, its expiry, no votes yet."""
        return {
            "question": body["question"],
            "answers": [dict(a, answer_id=i) for i, a in enumerate(body["answers"], start=1)],
            "expiry": "2026-01-01T01:00:00+00:00",
            "allow_multiselect": body.get("allow_multiselect", False),
            "layout_type": body.get("layout_type", 1),
            "results": {"is_finalized": False, "answer_counts": []},
        }

    @staticmethod
    def _attachments(body: dict[str, Any], call: Call, old: dict[str, Any]) -> list[dict[str, Any]]:
        """The message's attachments after this request: new files are added to those kept (an
        edit's ``attachments`` lists the ones it keeps; without it every old one stays)."""
        new = [
            {
                "id": snowflake(),
                "filename": name,
                "size": len(data),
                "url": f"https://cdn.example/{name}",
                "proxy_url": f"https://cdn.example/{name}",
            }
            for name, data in call.files
        ]
        before = old.get("attachments", [])
        if "attachments" in body:
            ids = {str(a.get("id")) for a in body["attachments"] or []}
            return [a for a in before if a["id"] in ids] + new
        return new or before

    # -- queries ---------------------------------------------------------------------------
    def since(self, mark: int) -> list[Call]:
        return self.calls[mark:]

    def find(self, *, method: str | None = None, path_part: str = "", start: int = 0) -> list[Call]:
        return [c for c in self.calls[start:] if (method is None or c.method == method) and path_part in c.path]


def _flags(body: dict[str, Any], old: dict[str, Any]) -> int:
    """A message's flags after a request: an edit keeps the message private (ephemeral) and a layout
    message a layout one whatever flags it sends, as Discord does; without flags the old ones stay."""
    before = int(old.get("flags") or 0)
    sent = body.get("flags")
    if sent is None:
        return before
    return int(sent) | (before & (EPHEMERAL | limits.COMPONENTS_V2))


def _resolved(components: list[dict[str, Any]], attachments: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The components as Discord returns them: a gallery's ``attachment://<file>`` becomes that
    attachment's URL (with its id)."""
    by_name = {a["filename"]: a for a in attachments}
    out = json.loads(json.dumps(components))
    for c in limits.walk(out):
        for media in [i.get("media") for i in c.get("items") or []] + [c.get("media")]:
            url = (media or {}).get("url", "")
            if url.startswith("attachment://") and url[len("attachment://") :] in by_name:
                a = by_name[url[len("attachment://") :]]
                media.update(url=a["url"], proxy_url=a["proxy_url"], attachment_id=a["id"])
    return out


def _payload_json(form: list[dict[str, Any]]) -> Any:
    for part in form:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


def _read(file: discord.File) -> bytes:
    fp = file.fp
    pos = fp.tell()
    fp.seek(0)
    data = fp.read()
    fp.seek(pos)
    return data


class Harness:
    """A logged-in client fed with raw interaction payloads."""

    def __init__(self, client: discord.Client, monkeypatch: Any) -> None:
        self.client = client
        self.rec = Recorder()
        client.http.request = self.rec.http_request  # type: ignore[method-assign]
        monkeypatch.setattr(
            AsyncWebhookAdapter,
            "request",
            lambda adapter, route, session=None, **kw: self.rec.webhook_request(route, session, **kw),
        )
        self._known: set[asyncio.Task] = set()
        self._here: int | None = None

    # Where users type commands by default, as a player would: ``/play``, ``/solo`` and ``/challenge``
    # in the channel; any other command in the thread of the table last started (the channel before).
    OPENERS = ("play", "solo", "challenge")

    @property
    def here(self) -> int:
        if self._here is not None:
            return self._here
        return int(self.rec.threads[-1]) if self.rec.threads else CHANNEL_ID

    @here.setter
    def here(self, channel_id: int) -> None:
        self._here = channel_id

    def carry_over(self, old: "Harness") -> None:
        """After a restart: the threads the old process opened still exist."""
        self.rec.threads[:0] = old.rec.threads
        self.rec.thread_parents.update(old.rec.thread_parents)
        self.rec.nonces.update(old.rec.nonces)
        self.rec.messages.update({m: old.rec.messages[m] for m in old.rec.nonces.values()})
        self._here = old._here

    async def login(self) -> None:
        await self.client.login("test-token")
        await self.settle()

    async def close(self) -> None:
        await self.client.close()

    # -- feeding ---------------------------------------------------------------------------
    def _base(
        self,
        kind: int,
        user: tuple[int, str],
        data: dict[str, Any],
        *,
        permissions: str = ALL_PERMISSIONS,
        app_permissions: str = ALL_PERMISSIONS,
        channel_id: int | None = None,
        locale: str = "en-US",
        guild_locale: str = "en-US",
        guild_id: int | None = GUILD_ID,
        parent_id: int | None = None,
        where: str = "server",
    ) -> dict[str, Any]:
        """``channel_id`` defaults to :attr:`here`; ``guild_id``: another server's (None: a direct message
        with the bot); ``parent_id``: the channel is a thread of that channel (a thread the bot opened
        is known as one without it). ``where`` says which installs authorized the interaction, as
        Discord sends it (``authorizing_integration_owners`` and ``context``): ``server`` (the bot is
        in the server, the default), ``server_and_user`` (the user added the app too),
        ``server_without_bot`` (only the user's own install), ``bot_dm``
        (the DM with the bot; also ``guild_id=None``), ``group_dm`` and ``user_dm`` (a DM between users)."""
        uid, name = user
        self.rec.users[uid] = name
        channel_id = self.here if channel_id is None else channel_id
        if guild_id is None and where == "server":
            where = "bot_dm"
        mine = {str(USER_INSTALL): str(uid)}  # the user's own install (they added the app to their apps)
        if where in ("bot_dm", "group_dm", "user_dm"):
            others = [user_payload(BOT_ID, "EuroTable", bot=True)] if where == "bot_dm" else [user_payload(1, "pal")]
            return {
                "id": snowflake(),
                "application_id": str(APP_ID),
                "type": kind,
                "token": f"tok-{snowflake()}",
                "version": 1,
                "data": data,
                "channel_id": str(channel_id),
                "channel": {
                    "id": str(channel_id),
                    "type": 3 if where == "group_dm" else 1,
                    "recipients": [user_payload(uid, name), *others],
                    **({"name": "friends", "owner_id": str(uid)} if where == "group_dm" else {}),
                },
                "user": user_payload(uid, name),
                "app_permissions": app_permissions if where == "bot_dm" else DM_APP_PERMISSIONS,
                "locale": locale,
                "entitlements": [],
                # the DM with the bot: the server install's key with "0" (and the user's own install)
                "authorizing_integration_owners": {str(GUILD_INSTALL): "0", **mine} if where == "bot_dm" else mine,
                "context": {"bot_dm": BOT_DM, "group_dm": PRIVATE_CHANNEL, "user_dm": PRIVATE_CHANNEL}[where],
                "attachment_size_limit": 10 * 1024 * 1024,
            }
        channel = {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(guild_id),
            "name": "games",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        }
        if parent_id is None and str(channel_id) in self.rec.threads:  # a thread the bot opened
            parent_id = int(self.rec.thread_parents[str(channel_id)])
        if parent_id is not None:
            channel.update(
                type=11,
                parent_id=str(parent_id),
                owner_id=str(BOT_ID),
                message_count=0,
                member_count=1,
                rate_limit_per_user=0,
                flags=0,
                thread_metadata={
                    "archived": False,
                    "locked": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": "2026-01-01T00:00:00+00:00",
                },
            )
        return {
            "id": snowflake(),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"tok-{snowflake()}",
            "version": 1,
            "data": data,
            "guild_id": str(guild_id),
            "channel_id": str(channel_id),
            "channel": channel,
            "member": {
                "user": user_payload(uid, name),
                "roles": [],
                "joined_at": "2025-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": permissions,
            },
            "app_permissions": DM_APP_PERMISSIONS if where == "server_without_bot" else app_permissions,
            "locale": locale,
            "guild_locale": guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {
                "server": {str(GUILD_INSTALL): str(guild_id)},
                "server_and_user": {str(GUILD_INSTALL): str(guild_id), **mine},
                "server_without_bot": mine,
            }[where],
            "context": GUILD,
            "attachment_size_limit": 10 * 1024 * 1024,
        }

    def add_guild(self, guild_id: int, name: str, **fields: Any) -> None:
        """The client is on this server (as after its GUILD_CREATE): ``client.get_guild`` finds it;
        ``fields`` are more of its GUILD_CREATE fields (``system_channel_id``, ``preferred_locale``...)."""
        self.client._connection._add_guild_from_data(
            {
                "id": str(guild_id),
                "name": name,
                "icon": None,
                "owner_id": "1",
                "roles": [],
                "emojis": [],
                "stickers": [],
                "features": [],
                "channels": [],
                "threads": [],
                "members": [],
                "member_count": 1,
                "preferred_locale": "en-US",
                "unavailable": False,
                "verification_level": 0,
                "default_message_notifications": 0,
                "explicit_content_filter": 0,
                "mfa_level": 0,
                "nsfw_level": 0,
                "premium_tier": 0,
                "afk_timeout": 300,
                "system_channel_flags": 0,
                **fields,
            }
        )

    async def feed(self, payload: dict[str, Any]) -> list[Call]:
        """Dispatch one INTERACTION_CREATE as the gateway would and return the requests it caused."""
        mark = len(self.rec.calls)
        self.rec.token_channels[payload["token"]] = payload["channel_id"]  # its answers appear there
        self.client._connection.parse_interaction_create(payload)
        await self.settle()
        return self.rec.since(mark)

    async def command(
        self,
        user: tuple[int, str],
        name: str,
        options: list[dict[str, Any]] | None = None,
        resolved: dict[str, Any] | None = None,
        **kw: Any,
    ) -> list[Call]:
        """A slash command. ``options`` as Discord sends them; a sub-command is ``sub(name, ...)``;
        ``resolved``: the users (and members) that user options name, as Discord sends them along."""
        data = {"id": snowflake(), "name": name, "type": 1, "options": options or []}
        if name in self.OPENERS:
            kw.setdefault("channel_id", CHANNEL_ID)
        if resolved is not None:
            data["resolved"] = resolved
        return await self.feed(self._base(2, user, data, **kw))

    async def autocomplete(
        self, user: tuple[int, str], name: str, options: list[dict[str, Any]], **kw: Any
    ) -> list[Call]:
        data = {"id": snowflake(), "name": name, "type": 1, "options": options}
        return await self.feed(self._base(4, user, data, **kw))

    async def click(
        self, user: tuple[int, str], message_id: str, custom_id: str, values: list[str] | None = None, **kw: Any
    ) -> list[Call]:
        """Click a button (or pick ``values`` in a select) on a message the bot created."""
        message = self.rec.messages[message_id]
        comp = next((c for c in leaves(message) if c.get("custom_id") == custom_id), None)
        assert comp is not None, f"{custom_id!r} is not on message {message_id}: {self.custom_ids(message_id)}"
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"]}
        kw.setdefault("channel_id", int(message["channel_id"]))  # clicked where the message is
        if values is not None:
            data["values"] = values
        payload = self._base(3, user, data, **kw)
        payload["message"] = message
        self.rec.sources[payload["token"]] = message_id
        return await self.feed(payload)

    def custom_ids(self, message_id: str) -> list[str]:
        return [c["custom_id"] for c in leaves(self.rec.messages[message_id]) if "custom_id" in c]

    def text(self, message_id: str) -> str:
        """What a user reads on a stored message now (after its edits)."""
        return message_text(self.rec.messages[message_id])

    def forge(self, message_id: str, old: str, new: str) -> None:
        """Rewrite a component's custom_id on a recorded message, as a tampering client would."""
        for c in leaves(self.rec.messages[message_id]):
            if c.get("custom_id") == old:
                c["custom_id"] = new

    # -- waiting ---------------------------------------------------------------------------
    async def settle(self, timeout: float = 10.0) -> None:
        """Wait until every task the dispatch started (and the tasks those started) has finished.

        View timeout tasks sleep for minutes by design; they are not work and are skipped.
        """
        current = asyncio.current_task()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            await asyncio.sleep(0)
            pending = [
                t
                for t in asyncio.all_tasks()
                if t is not current and not t.done() and t not in self._known and not _is_idle(t)
            ]
            if not pending:
                return
            remaining = deadline - loop.time()
            assert remaining > 0, f"tasks still running: {pending}"
            await asyncio.wait(pending, timeout=remaining)


def _is_idle(task: asyncio.Task) -> bool:
    """A task that waits by design (a view's timeout, the client's own background loops)."""
    coro = task.get_coro()
    name = getattr(coro, "__qualname__", "") or ""
    return "timeout_task" in name or "inner_call" in name


def opt(name: str, value: Any, kind: int = 3, focused: bool = False) -> dict[str, Any]:
    """A command option as Discord sends it (3 string, 4 integer, 5 boolean)."""
    out = {"name": name, "type": kind, "value": value}
    if focused:
        out["focused"] = True
    return out


def sub(name: str, *options: dict[str, Any]) -> dict[str, Any]:
    """A sub-command option (type 1) wrapping its own options."""
    return {"name": name, "type": 1, "options": list(options)}
