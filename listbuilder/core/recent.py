"""Results kept for the last few inputs, found again by the inputs' identity.

Models, lists and views are frozen: the same objects always give the same answer, and any
edit makes new ones. Undo gives back the very model objects it replaced (the app's
`SetValueCommand`), so what was worked out for them (a view, the units table's rows) is found
again here instead of worked out anew; comparing by identity costs nothing, where comparing
models by value costs as much as rebuilding some of what they give.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")

KEPT = 4  # an edit, its undo and a redo or two: what a player flips between


class Recent(Generic[T]):
    """The results of the last `size` inputs. The inputs are held, so their ids are not
    reused by other objects while they are compared here."""

    def __init__(self, size: int = KEPT) -> None:
        self._size = size
        self._kept: list[tuple[tuple[object, ...], Hashable, T]] = []

    def get(self, held: tuple[object, ...], make: Callable[[], T],
            plain: Hashable = None) -> T:
        """The result for these objects (compared by identity) and `plain` (a value compared
        by equality: a language, a flag), made by `make` the first time."""
        for at, (objects, value, result) in enumerate(self._kept):
            if value != plain or len(objects) != len(held):
                continue
            for mine, theirs in zip(objects, held, strict=True):  # a loop: no generator
                if mine is not theirs:
                    break
            else:
                if at:
                    self._kept.insert(0, self._kept.pop(at))
                return result
        result = make()
        self._kept.insert(0, (held, plain, result))
        del self._kept[self._size:]
        return result

    def clear(self) -> None:
        self._kept.clear()
