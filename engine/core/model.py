"""A base for game states whose fields the rules write on every move."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel


class HotState(BaseModel):
    """A pydantic model whose field writes skip pydantic's ``__setattr__`` dispatch.

    A field is stored straight into the model's dict, which is what pydantic's own ``__setattr__`` does
    for a model without ``validate_assignment``, minus its dispatch (and minus noting the name in
    ``model_fields_set``, which only ``exclude_unset`` dumps read; nothing in the engine does). The rules
    write well-typed values, so nothing is lost; playouts and searches write ``seq``, ``active`` and the
    turn counters on every move.
    """

    field_names: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls.field_names = frozenset(cls.model_fields)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self.field_names:
            self.__dict__[name] = value
        else:
            super().__setattr__(name, value)
