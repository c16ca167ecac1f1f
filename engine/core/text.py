"""Translatable messages, kept in Project Fluent catalogs (``.ftl`` files read by ``fluent.runtime``).

The engine never returns finished sentences: it returns ``Msg(id, params)`` and every front end
turns them into text with :func:`translate`. Code names a message by a dotted id (``emara.res.wood``);
its Fluent id is the same with ``-`` for ``.`` (``emara-res-wood``), so no code id contains ``-``.

``Msg`` itself is the pure :mod:`engine.core.msg` (re-exported here); this module is the loader. It
knows no package but its own: catalogs live beside the code they speak for,
``<package>/locales/<lang>/<topic>.ftl``, and each package registers its folders with
:func:`add_catalogs` (``engine/core``'s here; the registered games' by ``engine/registry.py``; the
pictures' by ``render/__init__.py``; the bot's by ``bot/__init__.py``), so a package's folders are
known as soon as any of its modules is imported, whichever one. The files are listed on first use; a
file is read only when a message of its language and *group* is first needed, then kept for the
process. A message's group is the first part of its id (``bot``, ``core`` or a game's id), which is
also its folder's (a game's folders: the game; ``engine/core``: ``core``; the bot's: ``bot``). English
is read with any other language (every lookup may fall back to it). So the first English answer does
not pay for parsing Czech, German and Spanish, nor a Crown of Emara board for Lisboa's or the bot's
texts. Importing a module never adds messages. Tests and experiments may add their own through
:func:`add_messages` / :func:`added_messages` (an added message belongs to its id's group too).

Arguments: numbers stay numbers, so a translation can select a plural form
(``{ $n -> [one] … *[other] … }``, CLDR rules of its language); a ``Msg`` argument is translated
first and its Fluent id passed too, as ``<name>_id``, so a translation can select a grammatical form
(``{ $res_id -> [emara-res-wood] dřevo *[other] { $res } }``); a list is joined with ``core-list-sep``;
a :func:`player` reference becomes the seat's name. A message missing in the locale falls back to
English, then to its id; :func:`fallbacks` lets tests observe every such lookup.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentFloat, FluentInt, NumberFormatOptions
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

from .msg import PLAYER, M, Msg, fluent_id, group
from .msg import player as player  # re-exported: code imports M, Msg and player from here

log = logging.getLogger(__name__)

DEFAULT_LOCALE = "en"
# The languages the product speaks (``--lang`` choices, the Discord locale map). The catalog loads
# whatever ``<lang>`` folders exist; one missing here falls back to English message by message.
LANGUAGES = ("en", "cs", "de", "es")

ROOT = Path(__file__).resolve().parents[2]  # the folder holding the engine, render and bot packages

# --- the catalog ----------------------------------------------------------------------------------

# Catalog folders -> their group, by the package that registered them (a mapping, or a function asked
# each time the files are listed: the registered games change in tests). A folder that does not exist
# (a game without a renderer) is skipped.
Folders = Mapping[Path, str]
_sources: dict[str, Folders | Callable[[], Folders]] = {}


def add_catalogs(owner: str, folders: Folders | Callable[[], Folders]) -> None:
    """Register ``owner``'s catalog folders (folder -> group); registering an owner again replaces
    its folders. Packages call it when imported, before any message is looked up (a later change
    makes the next lookup list the files again)."""
    global _paths, _catalog
    with _lock:
        if _sources.get(owner) is folders:
            return
        _sources[owner] = folders
        _paths = None  # listed again on next use, with the new folders
        _catalog = None
        _files.clear()


def catalog_dirs() -> list[Path]:
    """The registered catalog folders that exist, in the order registered."""
    return list(_catalog_groups())


def _catalog_groups() -> dict[Path, str]:
    """Each registered catalog folder that exists with its *group*: the first part of the ids its
    messages have."""
    out: dict[Path, str] = {}
    for folders in list(_sources.values()):
        for path, grp in (folders() if callable(folders) else folders).items():
            if path.is_dir() and path not in out:
                out[path] = grp
    return out


def _listing() -> dict[str, dict[str, list[Path]]]:
    """Every ``.ftl`` file of the catalog folders, by locale (the ``<lang>`` folder's name) and group."""
    files: dict[str, dict[str, list[Path]]] = {}
    for d, grp in _catalog_groups().items():
        for lang in sorted(p for p in d.iterdir() if p.is_dir()):
            files.setdefault(lang.name, {}).setdefault(grp, []).extend(sorted(lang.glob("*.ftl")))
    return files


def catalog_files() -> dict[str, list[Path]]:
    """Every ``.ftl`` file of the catalog folders, by locale (the ``<lang>`` folder's name)."""
    return {locale: [p for paths in groups.values() for p in paths] for locale, groups in _listing().items()}


def parse(source: str, where: str = "<text>") -> ftl.Resource:
    """An FTL text as a resource; entries Fluent cannot read are logged (and skipped by the bundle)."""
    resource = FluentParser().parse(source)
    for entry in resource.body:
        if isinstance(entry, ftl.Junk):
            log.warning("%s: unreadable catalog entry %r", where, (entry.content or "")[:80])
    return resource


class _Catalog:
    """One ``FluentBundle`` per locale and group: the files' messages, then the added ones (which win).
    A bundle is built when its locale and group are first needed, English's of the group with it
    (every lookup may fall back to English); ``bundles`` holds only finished ones, so readers need no
    lock. No message refers to another group's (tests/i18n/test_lazy_catalogs.py checks)."""

    def __init__(self, listing: dict[str, dict[str, list[Path]]], extra: list[tuple[str, ftl.Resource]], version: int):
        self.version = version
        self.extra: dict[tuple[str, str], list[ftl.Resource]] = {}  # (locale, group) -> added, in order
        for locale, resource in extra:
            terms = [e for e in resource.body if isinstance(e, ftl.Term)]  # usable by every group
            messages = [e for e in resource.body if isinstance(e, ftl.Message)]
            for grp in dict.fromkeys(_group_of(e) for e in messages):
                body = [e for e in messages if _group_of(e) == grp]
                self.extra.setdefault((locale, grp), []).append(ftl.Resource([*terms, *body]))
        self.sources = {(locale, grp) for locale, groups in listing.items() for grp in groups} | set(self.extra)
        self.locales = {locale for locale, _ in self.sources} | set(listing)  # those with messages
        self.groups = list(
            dict.fromkeys([g for groups in listing.values() for g in groups] + [g for _, g in self.extra])
        )  # in the folders' order
        self.bundles: dict[tuple[str, str], FluentBundle] = {}
        self.entries: dict[tuple[str, str], dict[str, ftl.Message]] = {}  # Fluent id -> message (as read)

    def bundle(self, locale: str, grp: str) -> FluentBundle | None:
        """The bundle of ``locale``'s messages in group ``grp``, built now if this is its first use;
        None when there are none."""
        key = (locale, grp)
        found = self.bundles.get(key)
        if found is not None or key not in self.sources:
            return found
        with _lock:
            if locale != DEFAULT_LOCALE and (DEFAULT_LOCALE, grp) in self.sources:
                self._build(DEFAULT_LOCALE, grp)
            return self._build(locale, grp)

    def load(self, locale: str) -> None:
        """Build every bundle of ``locale`` (all its messages are wanted: a listing, a check)."""
        for grp in self.groups:
            self.bundle(locale, grp)

    def _build(self, locale: str, grp: str) -> FluentBundle:
        """(Under the lock.) A bundle from its parsed files and added messages."""
        key = (locale, grp)
        if key in self.bundles:
            return self.bundles[key]
        # use_isolating=False: Discord shows the Unicode isolation marks around arguments badly
        bundle = _Bundle([locale], use_isolating=False)
        entries: dict[str, ftl.Message] = {}
        resources = [(r, False) for r in _parsed(locale, grp)] + [(r, True) for r in self.extra.get(key, [])]
        for resource, override in resources:
            bundle.add_resource(resource, allow_overrides=override)
            for e in resource.body:
                if isinstance(e, ftl.Message) and (override or e.id.name not in entries):
                    entries[e.id.name] = e
        self.entries[key] = entries
        self.bundles[key] = bundle  # last: from now on readers take it without the lock
        return bundle


def _group_of(message: ftl.Message) -> str:
    """A catalog message's group (``emara-res-wood`` -> ``emara``)."""
    return message.id.name.partition("-")[0]


_lock = threading.RLock()
_paths: dict[str, dict[str, list[Path]]] | None = None  # the files by locale and group, listed once
_files: dict[tuple[str, str], list[ftl.Resource]] = {}  # parsed per locale and group on first use, kept
_extra: list[tuple[str, ftl.Resource]] = []  # add_messages, in order
_catalog: _Catalog | None = None
_builds = 0

add_catalogs("engine.core", {Path(__file__).resolve().parent / "locales": "core"})  # the engine's own


def _parsed(locale: str, grp: str) -> list[ftl.Resource]:
    """(Under the lock.) A group's catalog files in ``locale``, read and parsed the first time they are needed."""
    key = (locale, grp)
    if key not in _files:
        assert _paths is not None
        _files[key] = [parse(p.read_text(encoding="utf-8"), str(p)) for p in _paths.get(locale, {}).get(grp, [])]
    return _files[key]


def _current() -> _Catalog:
    global _paths, _catalog, _builds
    cat = _catalog
    if cat is not None:
        return cat
    with _lock:
        if _catalog is None:
            if _paths is None:
                _paths = _listing()
            _builds += 1
            _catalog = _Catalog(_paths, list(_extra), _builds)
        return _catalog


def version() -> int:
    """Changes whenever added messages change (caches of translated texts key on it). A locale read
    for the first time does not change it: the texts of the others stay what they were."""
    return _current().version


def load(*locales: str) -> None:
    """Fix the catalog's files now rather than on first use (the test session does, before some tests
    replace the game registry the catalog folders are read from), and read ``locales``' files now
    (each locale's group is otherwise read when it is first needed)."""
    cat = _current()
    for locale in locales:
        cat.load(locale)


def loaded() -> set[tuple[str, str]]:
    """The (locale, group) pairs whose catalog files this process has read so far."""
    with _lock:
        return {key for key, resources in _files.items() if resources}


def loaded_locales() -> set[str]:
    """The locales of which this process has read catalog files so far."""
    return {locale for locale, _ in loaded()}


def locales() -> list[str]:
    """The locales with messages, English first (from the ``<lang>`` folders: none is read for this)."""
    return sorted(_current().locales, key=lambda loc: (loc != DEFAULT_LOCALE, loc))


def has_locale(locale: str) -> bool:
    """Whether ``locale`` has a catalog (a ``<lang>`` folder, or added messages)."""
    return locale in _current().locales


def add_messages(locale: str, messages: str | Mapping[str, str]) -> None:
    """Add messages to ``locale`` — for tests and experiments only: the product's messages are the
    ``.ftl`` files of the registered folders (:func:`add_catalogs`). ``messages`` is FTL text, or ``{dotted id: Fluent
    pattern}`` (``{"toy.act.play": "Play { $value }"}``). Added messages win over the files'."""
    _add(locale, messages)


@contextmanager
def added_messages(locale: str, messages: str | Mapping[str, str]) -> Iterator[None]:
    """:func:`add_messages` for the duration of a ``with`` block (a test's own locale sample)."""
    entry = _add(locale, messages)
    try:
        yield
    finally:
        global _catalog
        with _lock:
            _extra.remove(entry)
            _catalog = None


def _add(locale: str, messages: str | Mapping[str, str]) -> tuple[str, ftl.Resource]:
    global _catalog
    if not isinstance(messages, str):
        messages = "\n".join(f"{fluent_id(k)} = {v.replace(chr(10), chr(10) + '    ')}" for k, v in messages.items())
    entry = (locale, parse(messages, f"added messages ({locale})"))
    with _lock:
        _extra.append(entry)
        _catalog = None  # rebuilt on next use (the files stay parsed)
    return entry


def messages(locale: str = DEFAULT_LOCALE) -> dict[str, ftl.Message]:
    """The messages of ``locale`` by dotted id, as Fluent read them (tests check ids, variables, texts)."""
    cat = _current()
    cat.load(locale)
    return {fid.replace("-", "."): e for grp in cat.groups for fid, e in cat.entries.get((locale, grp), {}).items()}


def source(message: ftl.Message) -> str:
    """A message's FTL source text (``emara-gain-cp = +{ $n } CP``)."""
    return FluentSerializer().serialize_entry(message)


def has_message(msg_id: str, locale: str = DEFAULT_LOCALE) -> bool:
    if "-" in msg_id:  # not a code id (a user's text that happens to look like a Fluent id)
        return False
    bundle = _current().bundle(locale, group(msg_id))
    return bundle is not None and bundle.has_message(fluent_id(msg_id))


# --- fallbacks ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fallback:
    """A lookup that ``locale`` could not answer: English answered (``used="en"``), or nobody did and
    the id itself was shown (``used=None``)."""

    locale: str
    id: str
    used: str | None


_observers: list[list[Fallback]] = []


@contextmanager
def fallbacks() -> Iterator[list[Fallback]]:
    """Collect every fallback while the block runs (tests: "a Czech game shows no English string")."""
    seen: list[Fallback] = []
    _observers.append(seen)
    try:
        yield seen
    finally:
        _observers.remove(seen)


def _fell_back(locale: str, msg_id: str, used: str | None) -> None:
    if used is None:
        log.debug("no message %s in %s or English", msg_id, locale)
    fb = Fallback(locale, msg_id, used)
    for seen in _observers:
        seen.append(fb)


# --- translating ----------------------------------------------------------------------------------


class _Number(FluentInt):
    """An integer argument: selects plural forms like any number, printed as plain digits (seeds, ids
    and scores read the same in every language; CLDR grouping would print 12345 as 12,345)."""

    options = NumberFormatOptions(useGrouping=False)  # what NUMBER($n, …) in a message starts from

    def __new__(cls, value: int) -> "_Number":
        return int.__new__(cls, value)

    def format(self, locale: Any) -> str:
        return str(int(self))


class _Bundle(FluentBundle):
    """A bundle that takes the arguments as :func:`_arg` made them (the base class would wrap every
    int again, as a grouped, Babel-formatted number: the slowest part of a lookup)."""

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=args or {}), errors=errors)
        try:
            return pattern(env), errors
        except ValueError as e:  # as the base class: a message too long to expand
            errors.append(e)
            return "{???}", errors


# Translated texts by (catalog version, locale, message, names), most recently used last. A panel
# formats the same option labels on every click (and a board its words on every draw); Fluent
# resolving them was half of a within-turn click's CPU. Bounded: entries are short strings.
MEMO_SIZE = 8192
_memo: OrderedDict[tuple, str] = OrderedDict()
_memo_lock = threading.Lock()


def _frozen(value: Any) -> Any:
    """A hashable stand-in for a message argument that tells apart every value :func:`_arg` would
    format differently (its type with it: ``True`` and ``1`` are equal keys, but read differently);
    ``_UNKEYED`` for a value of another type (never memoised)."""
    tp = type(value)
    if tp is str or tp is int or tp is bool or tp is float:
        return tp, value
    if tp is Msg:
        return _key(value)
    if tp is list or tp is tuple:
        parts = tuple(_frozen(v) for v in value)
        return _UNKEYED if _UNKEYED in parts else (tp, parts)
    return _UNKEYED


_UNKEYED = object()


def _key(msg: Msg) -> Any:
    if not msg.params:
        return msg.id
    parts = tuple((k, _frozen(v)) for k, v in msg.params.items())
    return _UNKEYED if any(p[1] is _UNKEYED for p in parts) else (msg.id, parts)


def translate(msg: Msg | str, locale: str = DEFAULT_LOCALE, names: Sequence[str] | None = None) -> str:
    """Render a message in ``locale``, falling back to English, then to the id itself.

    ``names`` (seat index -> display name) resolves :func:`player` references. Texts are memoised
    (:data:`MEMO_SIZE` of them, keyed by the catalog's :func:`version`, so added messages are never
    shadowed); while :func:`fallbacks` observes, every lookup is made afresh so it sees each one.
    """
    if isinstance(msg, str):
        return msg
    key = _key(msg)
    if key is _UNKEYED or _observers:
        return _translate(msg, locale, names)
    key = (_current().version, locale, key, tuple(names) if names is not None else None)
    text = _memo.get(key)
    if text is not None:
        return text
    text = _translate(msg, locale, names)
    with _memo_lock:
        _memo[key] = text
        while len(_memo) > MEMO_SIZE:  # oldest first out
            _memo.popitem(last=False)
    return text


def _translate(msg: Msg, locale: str, names: Sequence[str] | None) -> str:
    if msg.id == PLAYER:
        seat = msg.params.get("seat")
        if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return translate(Msg("core.seat", {"seat": (seat or 0) + 1}), locale)
    cat = _current()
    fid = fluent_id(msg.id)
    grp = group(msg.id)
    bundle = cat.bundle(locale, grp)
    if bundle is None or not bundle.has_message(fid):
        bundle = cat.bundle(DEFAULT_LOCALE, grp)
        if bundle is None or not bundle.has_message(fid):
            _fell_back(locale, msg.id, None)
            return msg.id
        if locale != DEFAULT_LOCALE:
            _fell_back(locale, msg.id, DEFAULT_LOCALE)
    pattern = bundle.get_message(fid).value
    if pattern is None:  # a message with attributes only: nothing to show
        return msg.id
    args: dict[str, Any] = {}
    for k, v in msg.params.items():
        if isinstance(v, Msg):
            args[k + "_id"] = fluent_id(v.id)
        args[k] = _arg(v, locale, names)
    text, errors = bundle.format_pattern(pattern, args)
    if errors:
        log.warning("message %s (%s): %s", msg.id, locale, "; ".join(map(str, errors)))
    # FluentNone only for a cyclic reference (logged above): the id, as for a missing message
    return text if isinstance(text, str) else msg.id


def _arg(value: Any, locale: str, names: Sequence[str] | None) -> Any:
    if isinstance(value, Msg):
        return translate(value, locale, names)
    if isinstance(value, bool):  # before int: a bool is an int, but reads as text
        return str(value)
    if isinstance(value, int):
        return _Number(value)
    if isinstance(value, str):
        return value
    if isinstance(value, float):
        return FluentFloat(value)
    if isinstance(value, (list, tuple)):
        return translate(M("core.list_sep"), locale).join(str(_text(v, locale, names)) for v in value)
    return str(value)


def _text(value: Any, locale: str, names: Sequence[str] | None) -> str:
    """A list element as text."""
    return translate(value, locale, names) if isinstance(value, Msg) else str(value)
