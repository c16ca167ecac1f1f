"""A deep copy of a game state, compiled once per class from its field annotations.

Search copies a state on every determinisation, so the copy must cost little next to a decision's
rules. ``copy.deepcopy`` and ``model_copy(deep=True)`` walk every value and memo every object; a
hand-written copy is fast but silently aliases any field added later. ``copier(cls)`` reads the field
types of a pydantic model or dataclass (recursively) and writes one straight-line Python function:
immutable fields (ints, strings, tuples of them, ``X | None`` of them, frozen models and dataclasses
of them) are shared by copying the instance ``__dict__``, ``list[int]`` becomes a slice,
``dict[str, list[str]]`` one comprehension, a
nested model or dataclass a call to its own compiled copier. Types it cannot read (``Any``, bare
``list``/``dict``) are copied at run time as JSON-like data, all the way down. A field added to a
state is therefore copied deeply without anyone editing the copy.

The copy skips validation (the values are the original's) and keeps what pydantic stores besides
the fields (``__pydantic_fields_set__``, copied; no extras and no private attributes: a class with
either falls back to ``copy.deepcopy``).
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import enum
import types
import typing
from typing import Any, Callable

from pydantic import BaseModel

_ATOMS = (int, str, bool, float, bytes, type(None))
_cache: dict[type, Callable[[Any], Any]] = {}


def copier(cls: type) -> Callable[[Any], Any]:
    """The compiled deep-copy function for instances of ``cls`` (a pydantic model or dataclass)."""
    f = _cache.get(cls)
    if f is None:
        f = _compile(cls)
    return f


def plain(v: Any) -> Any:
    """A deep copy of JSON-like data (lists, dicts, tuples of them; models and dataclasses inside by
    their own copier); atoms are shared. For fields typed ``Any`` or bare ``list``/``dict``."""
    t = type(v)
    if t is list:
        return [x if type(x) in _ATOMS else plain(x) for x in v]
    if t is dict:
        return {k: x if type(x) in _ATOMS else plain(x) for k, x in v.items()}
    if t in _ATOMS:
        return v
    if t is tuple:
        return tuple(plain(x) for x in v)
    if dataclasses.is_dataclass(t) or issubclass(t, BaseModel):
        return copier(t)(v)
    return _copy.deepcopy(v)


def _immutable(tp: Any, seen: frozenset = frozenset()) -> bool:
    """True when values of annotation ``tp`` can never be changed in place (so a copy may share them)."""
    if tp in _ATOMS or tp is type(None):
        return True
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return True
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Literal:
        return True
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a, seen) for a in args)
    if origin in (tuple, frozenset):
        return all(_immutable(a, seen) for a in args if a is not Ellipsis)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp) and tp.__dataclass_params__.frozen and tp not in seen:  # type: ignore[attr-defined]  # set on every dataclass; typeshed leaves it out
        hints = typing.get_type_hints(tp)
        return all(_immutable(hints[f.name], seen | {tp}) for f in dataclasses.fields(tp))
    if isinstance(tp, type) and issubclass(tp, BaseModel) and tp.model_config.get("frozen") and tp not in seen:
        return all(_immutable(f.annotation, seen | {tp}) for f in tp.model_fields.values())  # (game options)
    return False


class _Writer:
    """Expression builder: ``expr(tp, src)`` is Python source copying the value ``src`` of type ``tp``,
    or None when the value may be shared."""

    def __init__(self) -> None:
        self.names: dict[str, Any] = {"_plain": plain, "_atoms": _ATOMS, "_lcopy": list.copy, "_dcopy": dict.copy}
        self.depth = 0

    def ref(self, obj: Any) -> str:
        name = f"_g{len(self.names)}"
        self.names[name] = obj
        return name

    def expr(self, tp: Any, src: str) -> str | None:
        if _immutable(tp):
            return None
        if tp is list or tp is dict:  # bare: items of any type
            tp = list[Any] if tp is list else dict[str, Any]
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        if origin in (typing.Union, types.UnionType):
            inner = [a for a in args if a is not type(None)]
            if len(inner) == 1 and len(args) == 2:
                e = self.expr(inner[0], src)
                return None if e is None else f"(None if {src} is None else {e})"
            return self.untyped(src)
        if origin is list and args:
            return self._each(args[0], src, "[{e} for {v} in {src}]", "{src}[:]")
        if origin is dict and len(args) == 2:  # keys are hashable, so never changed in place
            return self._each(args[1], src, "{{_k: {e} for _k, {v} in {src}.items()}}", "{src}.copy()")
        if origin is set and args and _immutable(args[0]):
            return f"set({src})"
        if isinstance(tp, type) and (dataclasses.is_dataclass(tp) or issubclass(tp, BaseModel)):
            f = _cache.get(tp) or (_Lazy(tp) if tp in _compiling else copier(tp))
            return f"{self.ref(f)}({src})"
        return self.untyped(src)

    def untyped(self, src: str) -> str:
        """A value of unknown type: shared when it is an atom (the common case inside ``list``/``dict``
        data), else copied by ``plain`` at run time."""
        if src.startswith("_v"):
            return f"({src} if type({src}) in _atoms else _plain({src}))"
        return f"_plain({src})"

    def _each(self, item: Any, src: str, loop: str, flat: str) -> str:
        self.depth += 1
        v = f"_v{self.depth}"
        e = self.expr(item, v)
        self.depth -= 1
        if e is None:
            return flat.format(src=src)
        # One C-level map over a plain copy function where there is one: a comprehension is a
        # function frame of its own in Python 3.11.
        f = {f"{v}[:]": "_lcopy", f"{v}.copy()": "_dcopy"}.get(e)
        if f is None and e.startswith("_g") and e.endswith(f"({v})") and e[2 : -len(v) - 2].isdigit():
            f = e[: -len(v) - 2]
        if f is not None:
            return f"list(map({f}, {src}))" if loop.startswith("[") else f"dict(zip({src}, map({f}, {src}.values())))"
        return loop.format(e=e, v=v, src=src)


class _Lazy:
    """A call to ``copier(cls)`` resolved on first use (for a class that refers to itself, directly or
    through another class, while it is being compiled)."""

    __slots__ = ("cls", "f")

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.f: Callable[[Any], Any] | None = None

    def __call__(self, v: Any) -> Any:
        f = self.f
        if f is None:
            f = self.f = copier(self.cls)
        return f(v)


_compiling: set[type] = set()


def _compile(cls: type) -> Callable[[Any], Any]:
    _compiling.add(cls)
    try:
        return _write(cls)
    finally:
        _compiling.discard(cls)


def _write(cls: type) -> Callable[[Any], Any]:
    if issubclass(cls, BaseModel):
        private = cls.__private_attributes__ or cls.model_config.get("extra") == "allow"
        fields = {} if private else {n: f.annotation for n, f in cls.model_fields.items()}
        if private:
            f = _copy.deepcopy
            _cache[cls] = f
            return f
    elif dataclasses.is_dataclass(cls) and not hasattr(cls, "__slots__"):
        hints = typing.get_type_hints(cls)
        fields = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
    else:
        _cache[cls] = _copy.deepcopy
        return _copy.deepcopy
    w = _Writer()
    body = ["def _copy(o):", "    d = o.__dict__.copy()"]
    for name, tp in fields.items():
        e = w.expr(tp, f"d[{name!r}]")
        if e is not None:
            body.append(f"    d[{name!r}] = {e}")
    w.names.update(_new=object.__new__, _set=object.__setattr__, _cls=cls)
    body.append("    n = _new(_cls)")
    body.append("    _set(n, '__dict__', d)")
    if issubclass(cls, BaseModel):
        body.append("    _set(n, '__pydantic_fields_set__', set(o.__pydantic_fields_set__))")
        body.append("    _set(n, '__pydantic_extra__', None)")
        body.append("    _set(n, '__pydantic_private__', None)")
    body.append("    return n")
    source = "\n".join(body)
    namespace = dict(w.names)
    exec(compile(source, f"<copier {cls.__module__}.{cls.__qualname__}>", "exec"), namespace)
    f = namespace["_copy"]
    f.source = source
    _cache[cls] = f
    return f


def copy_state(state: Any) -> Any:
    """A deep copy of ``state`` (any model or dataclass) by its class's compiled copier."""
    return copier(type(state))(state)
