"""What Discord accepts in one message, as data, and :func:`problems`: what a payload breaks.

Two kinds of message exist. A **legacy** message has ``content`` (2,000 characters), up to ten embeds
(6,000 characters together) and up to five action rows. A **layout** message (components v2: the
``IS_COMPONENTS_V2`` flag, ``1 << 15``) has only components: no content, embeds, poll or stickers; at
most 40 components in all (every container, row, button, text and gallery counts, nested or not), at
most 4,000 characters of text across its text displays, 1 to 10 items per media gallery, and its
pictures shown only where a gallery (or a thumbnail) names them (``attachment://<file>``). Once set,
the flag cannot be removed by an edit; an edit may set it on a legacy message only while clearing its
content and embeds. A deferred "thinking…" answer may not carry the flag: the layout comes with the
edit of the original response (Discord's developer documentation: Component Reference, Message
resource, Receiving and Responding).

The builders (:mod:`.layout`) keep to these by construction; :func:`problems` is the check the tests
run over every payload the bot sends (the test harness answers 400 Bad Request to a payload with
problems, as Discord does).
"""

from __future__ import annotations

from typing import Any, Iterator

COMPONENTS_V2 = 1 << 15  # the message flag of a layout message
EPHEMERAL = 1 << 6

MAX_COMPONENTS = 40  # components in a layout message, nested ones included
MAX_TEXT = 4000  # characters of all text displays of a layout message together
MAX_GALLERY = 10  # items of one media gallery
MAX_ROWS_LEGACY = 5  # action rows of a legacy message
MAX_ROW_BUTTONS = 5
MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_OPTION_TEXT = 100  # a select option's label, value and description
MAX_PLACEHOLDER = 150
MAX_ALT_TEXT = 1024  # a gallery item's description

# Component types (Discord's numbers) and where each may stand in a layout message.
ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 9, 10, 11, 12, 13, 14, 17
SELECTS = (3, 5, 6, 7, 8)
TOP_LEVEL = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR}


def is_layout(payload: dict[str, Any]) -> bool:
    return bool(int(payload.get("flags") or 0) & COMPONENTS_V2)


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component of a message, depth first (a section's accessory after its texts)."""
    for c in components or []:
        yield c
        yield from walk(c.get("components") or [])
        if c.get("accessory"):
            yield from walk([c["accessory"]])


def text_length(components: list[dict[str, Any]]) -> int:
    return sum(len(c.get("content") or "") for c in walk(components) if c.get("type") == TEXT_DISPLAY)


def media_urls(components: list[dict[str, Any]]) -> list[str]:
    """The pictures a layout message shows: gallery items and thumbnails, in order."""
    out = []
    for c in walk(components):
        if c.get("type") == MEDIA_GALLERY:
            out += [(item.get("media") or {}).get("url", "") for item in c.get("items") or []]
        elif c.get("type") == THUMBNAIL:
            out.append((c.get("media") or {}).get("url", ""))
    return out


def problems(
    payload: dict[str, Any],
    *,
    files: list[str] | None = None,
    was_layout: bool = False,
    deferred: bool = False,
) -> list[str]:
    """What Discord would refuse in a message payload (``[]``: nothing). ``files``: the names of the
    attachments the message will have (uploaded now or kept); ``was_layout``: the payload edits a
    layout message; ``deferred``: it is a deferred answer (callback type 5)."""
    out: list[str] = []
    components = payload.get("components") or []
    layout = is_layout(payload)
    if deferred and layout:
        out.append("a deferred answer cannot carry the components v2 flag")
    if was_layout and "flags" in payload and not layout:
        out.append("the components v2 flag cannot be removed")
    if layout or was_layout:
        for name in ("content", "poll", "sticker_ids"):
            if payload.get(name):
                out.append(f"a layout message has no {name}")
        if payload.get("embeds"):
            out.append("a layout message has no embeds")
        out += _layout_problems(components, files)
    else:
        out += _legacy_problems(payload, components)
    out += [p for c in walk(components) for p in _component_problems(c)]
    return out


def _layout_problems(components: list[dict[str, Any]], files: list[str] | None) -> list[str]:
    out = []
    count = sum(1 for _ in walk(components))
    if count > MAX_COMPONENTS:
        out.append(f"{count} components (at most {MAX_COMPONENTS})")
    chars = text_length(components)
    if chars > MAX_TEXT:
        out.append(f"{chars} characters of text (at most {MAX_TEXT})")
    for c in components:
        if c.get("type") not in TOP_LEVEL:
            out.append(f"component type {c.get('type')} at the top of a layout message")
        if c.get("type") == CONTAINER:
            out += [
                f"component type {child.get('type')} in a container"
                for child in c.get("components") or []
                if child.get("type") not in IN_CONTAINER
            ]
    for c in walk(components):
        if c.get("type") == MEDIA_GALLERY and not 1 <= len(c.get("items") or []) <= MAX_GALLERY:
            out.append(f"a media gallery of {len(c.get('items') or [])} items (1 to {MAX_GALLERY})")
        if c.get("type") == MEDIA_GALLERY:
            out += [
                "a gallery item's alt text is too long"
                for item in c.get("items") or []
                if len(item.get("description") or "") > MAX_ALT_TEXT
            ]
    for url in media_urls(components):
        if url.startswith("attachment://") and files is not None and url[len("attachment://") :] not in files:
            out.append(f"{url} names no attachment of the message")
    return out


def _legacy_problems(payload: dict[str, Any], components: list[dict[str, Any]]) -> list[str]:
    out = []
    if len(payload.get("content") or "") > MAX_CONTENT:
        out.append(f"content of {len(payload['content'])} characters (at most {MAX_CONTENT})")
    embeds = payload.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        out.append(f"{len(embeds)} embeds")
    total = sum(_embed_length(e) for e in embeds)
    if total > MAX_EMBED_TOTAL:
        out.append(f"embeds of {total} characters (at most {MAX_EMBED_TOTAL})")
    if len(components) > MAX_ROWS_LEGACY:
        out.append(f"{len(components)} action rows (at most {MAX_ROWS_LEGACY})")
    out += [
        f"component type {c.get('type')} outside a layout message"
        for c in walk(components)
        if c.get("type") not in (ACTION_ROW, BUTTON, *SELECTS)
    ]
    return out


def _component_problems(c: dict[str, Any]) -> list[str]:
    out = []
    kind = c.get("type")
    if len(c.get("custom_id") or "") > MAX_CUSTOM_ID:
        out.append(f"custom_id {c['custom_id'][:20]}… over {MAX_CUSTOM_ID} characters")
    if kind == ACTION_ROW:
        children = c.get("components") or []
        selects = [x for x in children if x.get("type") in SELECTS]
        if not children or len(children) > MAX_ROW_BUTTONS or (selects and len(children) > 1):
            out.append(f"an action row of {len(children)} components ({len(selects)} selects)")
    elif kind == BUTTON and len(c.get("label") or "") > MAX_BUTTON_LABEL:
        out.append(f"a button label of {len(c['label'])} characters")
    elif kind == STRING_SELECT:
        options = c.get("options") or []
        if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            out.append(f"a select of {len(options)} options")
        if len(c.get("placeholder") or "") > MAX_PLACEHOLDER:
            out.append("a select placeholder over 150 characters")
        for o in options:
            if any(len(o.get(k) or "") > MAX_OPTION_TEXT for k in ("label", "value", "description")):
                out.append(f"a select option over {MAX_OPTION_TEXT} characters")
    return out


def _embed_length(e: dict[str, Any]) -> int:
    n = len(e.get("title") or "") + len(e.get("description") or "")
    n += len((e.get("footer") or {}).get("text") or "") + len((e.get("author") or {}).get("name") or "")
    return n + sum(len(f.get("name") or "") + len(f.get("value") or "") for f in e.get("fields") or [])
