"""Engine messages (:class:`~engine.core.text.Msg`) as plain JSON, and back: the stored action log's
events and the game file's chapters and tie-breaks use this one form."""

from __future__ import annotations

from typing import Any

from .msg import Msg


def encode_msg(msg: Msg) -> dict[str, Any]:
    return {"id": msg.id, "params": {k: _enc(v) for k, v in msg.params.items()}}


def decode_msg(data: dict[str, Any]) -> Msg:
    return Msg(data["id"], {k: _dec(v) for k, v in data.get("params", {}).items()})


def _enc(v: Any) -> Any:
    if isinstance(v, Msg):
        return {"$msg": encode_msg(v)}
    if isinstance(v, (list, tuple)):
        return [_enc(x) for x in v]
    if isinstance(v, dict):
        return {"$dict": {str(k): _enc(x) for k, x in v.items()}}
    if v is None or isinstance(v, (int, float, str, bool)):
        return v
    return str(v)


def _dec(v: Any) -> Any:
    if isinstance(v, dict):
        if "$msg" in v:
            return decode_msg(v["$msg"])
        if "$dict" in v:
            return {k: _dec(x) for k, x in v["$dict"].items()}
    if isinstance(v, list):
        return [_dec(x) for x in v]
    return v
