"""Every picture cache of the process inside one memory budget: ``RENDER_CACHE_MB``.

A bot serving a thousand tables in two languages used to hold the static layers up to a 640 MB budget
of their own and its text masks (an ``lru_cache`` of 8,192 entries, one per label and player name
and size: ~90 MB) and tokens outside any. Now one budget is split in fixed shares (:data:`SHARES`),
each cache evicting its least recently used entries past its share:

* **layers, hot**: the static layers (frames, tiles) as images, ready to copy — the rest of the budget;
* **layers, packed**: layers pushed out of the hot share, kept zlib-compressed (a 10-16 MB frame packs
  into 0.1-0.3 MB, its flat colours compress 50:1): unpacked in ~20-35 ms where drawing it again
  costs 300-500 ms, so both languages of every game stay warm in a small budget;
* **text masks** and **tokens**: rendered words and pieces, by their bytes;
* **panels**: the service's own-area pictures (PNG bytes, one cache per service: ``bot.table.tables``).

``python -m bot bench memory`` measures what they hold with a server's tables.
"""

from __future__ import annotations

import logging
import os
import threading
import zlib
from collections import OrderedDict
from dataclasses import dataclass
from functools import wraps
from typing import Any, Callable, Hashable, TypeVar

from PIL import Image

log = logging.getLogger(__name__)

CACHE_ENV = "RENDER_CACHE_MB"
OLD_LAYER_ENV = "RENDER_LAYER_CACHE_MB"  # the layer cache's own budget before; read as the whole budget
DEFAULT_CACHE_MB = 192
# share of the budget per cache (the hot layers get the rest); measured by python -m bot bench memory
SHARES = {"packed": 1 / 8, "masks": 1 / 16, "tokens": 1 / 32, "panels": 1 / 16}
PACK_LEVEL = 1  # zlib level of packed layers: level 1 packs a frame in ~25 ms, higher levels gain little
PACK_MIN_BYTES = 256 * 1024  # smaller layers are never packed (not worth the CPU)

T = TypeVar("T")


def _budget_from_env() -> int:
    """The budget in bytes: ``RENDER_CACHE_MB`` (else the former ``RENDER_LAYER_CACHE_MB``), whole
    megabytes, 0 or more; else the default. A malformed value is logged and the default used."""
    for name in (CACHE_ENV, OLD_LAYER_ENV):
        raw = os.environ.get(name, "").strip()
        if raw.isdigit():
            return int(raw) * 1024 * 1024
        if raw:
            log.warning("%s=%r is not a whole number of megabytes; using %s", name, raw, DEFAULT_CACHE_MB)
            break
    return DEFAULT_CACHE_MB * 1024 * 1024


_budget = _budget_from_env()


def budget() -> int:
    return _budget


def share(name: str) -> int:
    """Bytes of the budget for cache ``name`` (``layers`` gets what the others leave)."""
    if name == "layers":
        return max(0, _budget - sum(round(_budget * f) for f in SHARES.values()))
    return round(_budget * SHARES[name])


def set_budget(megabytes: float) -> None:
    """Another budget for every cache; each trims to its new share at its next insertion."""
    global _budget
    _budget = int(megabytes * 1024 * 1024)


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0
    evicted: int = 0
    entries: int = 0
    bytes: int = 0
    peak: int = 0
    limit: int = 0


class BytesLRU:
    """A least-recently-used cache bounded by the bytes of its values, safe from several threads."""

    def __init__(self, name: str, sizeof: Callable[[Any], int]):
        self.name, self.sizeof = name, sizeof
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._stats = CacheStats()
        self._held = 0

    def get(self, key: Hashable) -> Any | None:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                self._stats.misses += 1
                return None
            self._items.move_to_end(key)
            self._stats.hits += 1
            return item[0]

    def put(self, key: Hashable, value: Any) -> list[tuple[Hashable, Any]]:
        """Keep ``value``; returns the entries pushed out to stay within the share."""
        size = self.sizeof(value)
        limit = share(self.name)
        out = []
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._held -= old[1]
            if size <= limit:
                self._items[key] = (value, size)
                self._held += size
            while self._items and self._held > limit:
                k, (v, n) = self._items.popitem(last=False)
                self._held -= n
                self._stats.evicted += 1
                out.append((k, v))
            self._stats.peak = max(self._stats.peak, self._held)
        return out

    def pop(self, key: Hashable) -> Any | None:
        with self._lock:
            item = self._items.pop(key, None)
            if item is None:
                return None
            self._held -= item[1]
            return item[0]

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._held = 0

    def stats(self) -> CacheStats:
        with self._lock:
            s = self._stats
            return CacheStats(s.hits, s.misses, s.evicted, len(self._items), self._held, s.peak, share(self.name))

    def reset_stats(self) -> None:
        with self._lock:
            self._stats = CacheStats(peak=self._held)

    def keys(self) -> list[Hashable]:
        with self._lock:
            return list(self._items)


def image_bytes(img: Image.Image) -> int:
    return img.width * img.height * len(img.getbands())


def memoised(cache: BytesLRU) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """``lru_cache`` over ``cache`` (bounded by bytes): positional and keyword arguments make the key;
    ``cache_clear()`` as functools' has."""

    def wrap(fn: Callable[..., T]) -> Callable[..., T]:
        @wraps(fn)
        def cached(*args: Any, **kwargs: Any) -> T:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            found = cache.get(key)
            if found is None:
                found = fn(*args, **kwargs)
                cache.put(key, found)
            return found

        cached.cache_clear = cache.clear  # type: ignore[attr-defined]  # as functools.lru_cache's
        return cached

    return wrap


# --- the static layers: hot images, and packed ones ------------------------------------------------


@dataclass(frozen=True)
class Packed:
    """A layer pushed out of the hot share, compressed (its mode, size and zlib bytes)."""

    mode: str
    size: tuple[int, int]
    data: bytes
    info: dict  # the layer's own notes (where its words are: render.kit.TEXTS_KEY)

    @classmethod
    def of(cls, img: Image.Image) -> "Packed":
        return cls(img.mode, img.size, zlib.compress(img.tobytes(), PACK_LEVEL), dict(img.info))

    def image(self) -> Image.Image:
        img = Image.frombytes(self.mode, self.size, zlib.decompress(self.data))
        img.info.update(self.info)
        return img


HOT = BytesLRU("layers", image_bytes)
PACKED = BytesLRU("packed", lambda p: len(p.data))
MASKS = BytesLRU("masks", lambda m: image_bytes(m[0]) + 64)
TOKENS = BytesLRU("tokens", image_bytes)


@dataclass
class LayerCounts:
    built: int = 0  # drawn (first use, or again after being pushed out of both shares)
    unpacked: int = 0  # taken back from the packed share


_counts = LayerCounts()
_counts_lock = threading.Lock()


def _packable(img: Image.Image) -> bool:
    return image_bytes(img) >= PACK_MIN_BYTES and img.mode in ("RGB", "RGBA", "L")


def layer(key: Hashable, build: Callable[[], Image.Image]) -> Image.Image:
    """The cached layer ``key`` (the image itself: copy it to draw on): hot, else unpacked, else built.
    Layers pushed out of the hot share are packed (outside any lock)."""
    img = HOT.get(key)
    if img is not None:
        return img
    packed = PACKED.pop(key)
    if packed is not None:
        img = packed.image()
        with _counts_lock:
            _counts.unpacked += 1
    else:
        img = build()
        with _counts_lock:
            _counts.built += 1
    for old_key, old in HOT.put(key, img):
        if _packable(old):
            PACKED.put(old_key, Packed.of(old))
    return img


def layer_counts() -> LayerCounts:
    with _counts_lock:
        return LayerCounts(_counts.built, _counts.unpacked)


def reset_layer_counts() -> None:
    global _counts
    with _counts_lock:
        _counts = LayerCounts()


def report() -> dict[str, CacheStats]:
    """The process-wide caches' counters and bytes, by name (the panels' cache is each service's own)."""
    return {c.name: c.stats() for c in (HOT, PACKED, MASKS, TOKENS)}


def clear() -> None:
    for c in (HOT, PACKED, MASKS, TOKENS):
        c.clear()


TRIM_EVERY_SECONDS = 2.0  # at most this often: a trim walks the heap (a few ms, the GIL released)
_last_trim = 0.0


def trim_due(now: float) -> bool:
    """Whether a drawing finished at ``now`` (a monotonic time) should give memory back: claimed here, so
    several threads finishing together trim once."""
    global _last_trim
    with _counts_lock:
        if now - _last_trim < TRIM_EVERY_SECONDS:
            return False
        _last_trim = now
        return True


def return_memory() -> bool:
    """Give the heap's free pages back to the system (glibc's ``malloc_trim``): drawing in worker
    threads leaves freed arenas the allocator keeps otherwise. False where there is no glibc."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return False
    return bool(libc.malloc_trim(0))
