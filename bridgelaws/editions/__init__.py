"""Editions of the Laws as objects.

:class:`Edition` holds the procedure every edition shares: the auction
(Laws 17-22), the play (41-47, 65-66), acceptance of an irregularity by the
entitled player's next action, revokes and their established transfers (61-64),
agreed claims and concessions (68-69) and the score (77). Each edition is a
subclass that overrides only the hooks whose law differs: :class:`Laws2017`
(the default), :class:`Laws2007`. Nothing else in the package asks which
edition is in force.
"""

from __future__ import annotations

from typing import ClassVar

from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError
from bridgelaws.editions.base import Edition
from bridgelaws.editions.rubber import Rubber
from bridgelaws.irregularities.auction import (
    CallOutOfRotation2007,
    CallOutOfRotation2017,
    CallsNotAllowed2017,
    InsufficientBid2007,
    InsufficientBid2017,
)
from bridgelaws.irregularities.changes import (
    ChangeOfCall2007,
    ChangeOfCall2017,
    ExposedCardAuction2017,
)
from bridgelaws.irregularities.claims import Claims2007, Claims2017
from bridgelaws.irregularities.leads import LeadRestrictions2007, LeadRestrictions2017
from bridgelaws.irregularities.play import PlayIrregularities2007, PlayIrregularities2017
from bridgelaws.irregularities.tricks import TrickIrregularities2007, TrickIrregularities2017
from bridgelaws.scoring.duplicate import score as duplicate_score

__all__ = ["EDITIONS", "Edition", "Laws2007", "Laws2017", "get_edition"]


class Laws2017(
    Claims2017,
    TrickIrregularities2017,
    PlayIrregularities2017,
    LeadRestrictions2017,
    ChangeOfCall2017,
    ExposedCardAuction2017,
    InsufficientBid2017,
    CallOutOfRotation2017,
    CallsNotAllowed2017,
    Edition,
):
    """The Laws of Duplicate Bridge 2017 (seed 000), in force since 1 Sept 2017."""

    name: ClassVar[str] = "2017"

    def score(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        return duplicate_score(contract, tricks, vulnerable)


class Laws2007(
    Claims2007,
    TrickIrregularities2007,
    PlayIrregularities2007,
    LeadRestrictions2007,
    ChangeOfCall2007,
    InsufficientBid2007,
    CallOutOfRotation2007,
    Laws2017,
):
    """The Laws of Duplicate Bridge 2007 (seeds 002 and 003).

    Laws 1-22, 41-47, 65-67 and 77 read the same as in 2017 for what this
    engine checks; the differences lie in the irregularity laws."""

    name: ClassVar[str] = "2007"
    #: 2007 lets the director adjust for a damaging forced pass under Law 23
    AWARENESS_LAW = "23"
    #: and information from withdrawn calls falls under Law 16D (16C in 2017)
    WITHDRAWN_INFO_LAW = "16D"
    SKIPPED_TURN_LAW = "17E2"


EDITIONS: dict[str, type[Edition]] = {"2017": Laws2017, "2007": Laws2007, "rubber": Rubber}
_INSTANCES: dict[str, Edition] = {}


def get_edition(edition: Edition | str | None = None) -> Edition:
    """The edition object for a name (``"2017"``, ``"2007"``); default 2017."""
    if isinstance(edition, Edition):
        return edition
    name = edition or "2017"
    instance = _INSTANCES.get(name)
    if instance is None:
        cls = EDITIONS.get(name)
        if cls is None:
            known = ", ".join(EDITIONS)
            raise BridgeError(f"edition {name!r} is not available (known: {known})")
        instance = _INSTANCES[name] = cls()
    return instance
