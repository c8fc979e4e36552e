"""The registry of rules: which function rules on an irregularity, applies a
choice, takes a fact.

A group of laws is a *rule book*: a module of plain functions that take the
edition first, registered in the module's :class:`RuleBook` for the
irregularity code (or fact) they answer::

    BOOK = rules.RuleBook("auction")

    @BOOK.ruling(IrregularityCode.INSUFFICIENT_BID)
    def rule_insufficient_bid(edition, table, irregularity): ...

    @BOOK.choice(IrregularityCode.INSUFFICIENT_BID)
    def choose_insufficient_bid(edition, table, ruling, option): ...

An edition class names the books it rules with (``rule_books``). When it is
created (:meth:`Edition.__init_subclass__`) its :class:`Registry` is collected
from those books, a later book replacing an earlier one's rule for the same
code, and then from the methods of its own hierarchy marked with the module
decorators (``@rules.ruling(code)``, ...), the most derived mark winning: so
an edition overrides a rule by marking its own method for the same code.
Nothing is found by a method name built from a string.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from enum import StrEnum
from typing import Any, TypeVar

from bridgelaws.cards import InputError
from bridgelaws.rulings import IrregularityCode

__all__ = [
    "Hook",
    "Registry",
    "RuleBook",
    "choice",
    "collect",
    "edition",
    "edition_class",
    "fact",
    "followup",
    "play_fact",
    "refact",
    "register_edition",
    "rubber_fact",
    "ruling",
]

F = TypeVar("F", bound=Callable[..., Any])

#: the attribute a marked function carries its registry keys in
_MARK = "__bridgelaws_rules__"


class Hook(StrEnum):
    """What a registered method answers, and how it is called."""

    #: ``(edition, table, irregularity) -> Ruling``: the director is summoned
    RULING = "ruling"
    #: ``(edition, table, ruling, option) -> None``: the chooser chose ``option``
    CHOICE = "choice"
    #: ``(edition, table, ruling, fact_event) -> None``: the answer to the question
    FACT = "fact"
    #: ``(edition, table, ruling, fact_event) -> None``: a fact given while a
    #: choice is pending, which may change the options (e.g. 30C)
    REFACT = "refact"
    #: ``(edition, table, index, call_event) -> bool``: a call awaited by a ruling
    #: (27B, 30-32); True if the call was judged here
    FOLLOWUP = "followup"
    #: ``(edition, table, index, fact_event) -> None``, keyed by the fact's name:
    #: a fact about the play the director establishes without a ruling
    PLAY_FACT = "play_fact"
    #: the same for the rubber rules' facts
    RUBBER_FACT = "rubber_fact"


def _marker(hook: Hook, keys: tuple[str, ...]) -> Callable[[F], F]:
    if not keys:
        raise TypeError(f"a {hook} rule needs at least one code")

    def mark(func: F) -> F:
        marks: tuple[tuple[Hook, str], ...] = getattr(func, _MARK, ())
        setattr(func, _MARK, (*marks, *((hook, key) for key in keys)))
        return func

    return mark


def ruling(*codes: IrregularityCode) -> Callable[[F], F]:
    """Mark the method that rules on irregularities of ``codes``."""
    return _marker(Hook.RULING, codes)


def choice(*codes: IrregularityCode) -> Callable[[F], F]:
    """Mark the method that applies the chosen option of a ruling on ``codes``."""
    return _marker(Hook.CHOICE, codes)


def fact(*codes: IrregularityCode) -> Callable[[F], F]:
    """Mark the method that takes the answer to a ruling's question on ``codes``."""
    return _marker(Hook.FACT, codes)


def refact(*codes: IrregularityCode) -> Callable[[F], F]:
    """Mark the method that takes a fact given while a choice on ``codes`` is pending."""
    return _marker(Hook.REFACT, codes)


def followup(*codes: IrregularityCode) -> Callable[[F], F]:
    """Mark the method that judges the calls a ruling on ``codes`` waits for."""
    return _marker(Hook.FOLLOWUP, codes)


def play_fact(*facts: str) -> Callable[[F], F]:
    """Mark the method that takes the play facts named ``facts``."""
    return _marker(Hook.PLAY_FACT, facts)


def rubber_fact(*facts: str) -> Callable[[F], F]:
    """Mark the method that takes the rubber rules' facts named ``facts``."""
    return _marker(Hook.RUBBER_FACT, facts)


class RuleBook:
    """The rules of one group of laws: functions taking the edition first,
    registered by hook and code with the decorators below."""

    __slots__ = ("handlers", "name")

    def __init__(self, name: str) -> None:
        #: the group's name (its module), for messages
        self.name = name
        #: every registered function by hook and code
        self.handlers: dict[tuple[Hook, str], Callable[..., Any]] = {}

    def _register(self, hook: Hook, keys: tuple[str, ...]) -> Callable[[F], F]:
        if not keys:
            raise TypeError(f"a {hook} rule needs at least one code")

        def register(func: F) -> F:
            for key in keys:
                if (hook, key) in self.handlers:
                    raise TypeError(f"{self.name}: two {hook} rules for {key!r}")
                self.handlers[hook, key] = func
            return func

        return register

    def ruling(self, *codes: IrregularityCode) -> Callable[[F], F]:
        """Register the function that rules on irregularities of ``codes``:
        ``(edition, table, irregularity) -> Ruling``."""
        return self._register(Hook.RULING, codes)

    def choice(self, *codes: IrregularityCode) -> Callable[[F], F]:
        """Register the function that applies the chosen option of a ruling on
        ``codes``: ``(edition, table, ruling, option) -> None``."""
        return self._register(Hook.CHOICE, codes)

    def fact(self, *codes: IrregularityCode) -> Callable[[F], F]:
        """Register the function that takes the answer to a ruling's question
        on ``codes``: ``(edition, table, ruling, fact_event) -> None``."""
        return self._register(Hook.FACT, codes)

    def refact(self, *codes: IrregularityCode) -> Callable[[F], F]:
        """Register the function that takes a fact given while a choice on
        ``codes`` is pending."""
        return self._register(Hook.REFACT, codes)

    def followup(self, *codes: IrregularityCode) -> Callable[[F], F]:
        """Register the function that judges the calls a ruling on ``codes`` waits for."""
        return self._register(Hook.FOLLOWUP, codes)

    def play_fact(self, *facts: str) -> Callable[[F], F]:
        """Register the function that takes the play facts named ``facts``."""
        return self._register(Hook.PLAY_FACT, facts)

    def rubber_fact(self, *facts: str) -> Callable[[F], F]:
        """Register the function that takes the rubber rules' facts named ``facts``."""
        return self._register(Hook.RUBBER_FACT, facts)


#: every edition class by its name, as each is defined (``Edition.__init_subclass__``)
_EDITIONS: dict[str, type[Any]] = {}
_INSTANCES: dict[str, Any] = {}


def register_edition(name: str, cls: type[Any]) -> None:
    """Called once for each edition class that declares its ``name``."""
    _EDITIONS[name] = cls


def edition_names() -> tuple[str, ...]:
    return tuple(_EDITIONS)


def edition_class(name: str) -> type[Any]:
    """The edition class named ``name``; :class:`~bridgelaws.cards.BridgeError`
    naming the known ones otherwise."""
    cls = _EDITIONS.get(name)
    if cls is None:
        known = ", ".join(_EDITIONS)
        raise InputError(
            "edition {name} is not available (known: {known})", name=repr(name), known=known
        )
    return cls


def edition(name: str) -> Any:
    """The one object of the edition named ``name`` (editions hold no table's state)."""
    instance = _INSTANCES.get(name)
    if instance is None:
        instance = _INSTANCES[name] = edition_class(name)()
    return instance


class Registry:
    """The rules one edition class answers with, by hook and code."""

    __slots__ = ("_handlers",)

    def __init__(self, handlers: dict[tuple[Hook, str], Callable[..., Any]]) -> None:
        self._handlers = handlers

    def get(self, hook: Hook, key: str) -> Callable[..., Any] | None:
        """The unbound function registered for ``key``; call it with the edition first."""
        return self._handlers.get((hook, key))

    def codes(self, hook: Hook) -> frozenset[str]:
        """Every code (or fact name) with a rule for ``hook``."""
        return frozenset(key for h, key in self._handlers if h is hook)


def collect(cls: type, books: tuple[RuleBook, ...] = ()) -> Registry:
    """The registry of ``cls``: the rules of ``books`` (a later book's
    replacing an earlier one's for the same code), then every marked method of
    its hierarchy, a subclass's mark replacing its bases' and the books'.

    A subclass that overrides a marked method under the same attribute name
    without marking it would be silently ignored; that is refused here."""
    found: dict[tuple[Hook, str], tuple[str, Any]] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            for key in getattr(value, _MARK, ()):
                found[key] = (name, value)
    handlers: dict[tuple[Hook, str], Callable[..., Any]] = {}
    for book in books:
        handlers.update(book.handlers)
    for key, (name, value) in found.items():
        resolved = inspect.getattr_static(cls, name)
        if resolved is not value and key not in getattr(resolved, _MARK, ()):
            raise TypeError(
                f"{cls.__name__}.{name} overrides the {key[0]} rule for {key[1]!r} "
                "without registering it"
            )
        handlers[key] = value
    return Registry(handlers)
