"""Finding the HTTP-level error inside the SDK's wrapped exceptions.

`Dataset.create()` wraps any failure after the first POST (settings, publish) in a `SettingsError`, whose cause
is another `SettingsError`, whose cause is the `ArgillaAPIError` built from the status code. The tests want the
status code the server sent, so they walk the chain.
"""

from typing import Optional, Type, TypeVar

E = TypeVar("E", bound=BaseException)


def find_in_chain(exc: BaseException, wanted: Type[E]) -> Optional[E]:
    seen = set()
    current: Optional[BaseException] = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, wanted):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def describe_chain(exc: BaseException) -> str:
    parts = []
    current: Optional[BaseException] = exc
    while current is not None and len(parts) < 10:
        parts.append(f"{type(current).__name__}: {current}")
        current = current.__cause__ or current.__context__
    return "\n  caused by ".join(parts)
