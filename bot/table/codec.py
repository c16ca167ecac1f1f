"""JSON encoding of engine messages and events for the stored action log."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.msgjson import decode_msg, encode_msg

__all__ = ["decode_event", "decode_msg", "encode_event", "encode_msg"]


def encode_event(e: Event) -> dict[str, Any]:
    return {"msg": encode_msg(e.msg), "seat": e.seat, "private_to": e.private_to, "reveals": e.reveals}


def decode_event(data: dict[str, Any]) -> Event:
    return Event(
        msg=decode_msg(data["msg"]),
        seat=data.get("seat"),
        private_to=data.get("private_to"),
        reveals=bool(data.get("reveals")),
    )
