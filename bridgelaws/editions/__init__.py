"""Editions of the Laws as objects, and the registry that finds them by name.

:class:`Edition` (in :mod:`.base`) holds the procedure every edition shares
and declares every hook and setting once: the auction (Laws 17-22), the play
(41-47, 65-66), acceptance of an irregularity by the entitled player's next
action, revokes and their established transfers (61-64), agreed claims and
concessions (68-69) and the score (77). Each edition is one class that
overrides only what its law says differently: :class:`Laws2017` (the
default, :mod:`.laws2017`), :class:`Laws2007` (a subclass of it, in one file,
:mod:`.laws2007`) and :class:`Rubber` (the NBB rubber rules, :mod:`.rubber`).
Nothing else in the package asks which edition is in force.
"""

from __future__ import annotations

from bridgelaws import rules
from bridgelaws.editions.base import Edition
from bridgelaws.editions.laws2007 import Laws2007
from bridgelaws.editions.laws2017 import Laws2017
from bridgelaws.editions.rubber import Rubber

__all__ = ["EDITIONS", "Edition", "Laws2007", "Laws2017", "Rubber", "find_edition", "get_edition"]

#: every edition by its name in records (spec §1 ``edition``)
EDITIONS: dict[str, type[Edition]] = {cls.name: cls for cls in (Laws2017, Laws2007, Rubber)}


def find_edition(name: str) -> type[Edition]:
    """The edition class named ``name`` (``"2017"``, ``"2007"``, ``"rubber"``)."""
    cls: type[Edition] = rules.edition_class(name)
    return cls


def get_edition(edition: Edition | str | None = None) -> Edition:
    """The edition object for a name; default 2017. Editions hold no state of
    a table, so one object per edition serves every table."""
    if isinstance(edition, Edition):
        return edition
    instance: Edition = rules.edition(edition or "2017")
    return instance
