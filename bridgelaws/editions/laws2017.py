"""The Laws of Duplicate Bridge 2017 (seed 000), the default edition.

:class:`Laws2017` is the shared procedure of :class:`~bridgelaws.editions.base.Edition`
with the rectifications of the irregularity laws, one group of laws per
module of :mod:`bridgelaws.irregularities`: the auction (27, 29-32, 36-39),
changes of call and cards seen in the auction (24, 25), lead restrictions
(26), the play (41-60), tricks and revokes (13-15, 61-67) and claims (68-71).
Each group declares its rules with the decorators of :mod:`bridgelaws.rules`.
"""

from __future__ import annotations

from typing import ClassVar

from typing_extensions import override

from bridgelaws.calls import Contract
from bridgelaws.editions.base import Edition
from bridgelaws.irregularities.auction import (
    CallOutOfRotation2017,
    CallsNotAllowed2017,
    InsufficientBid2017,
)
from bridgelaws.irregularities.changes import ChangeOfCall2017, ExposedCardAuction2017
from bridgelaws.irregularities.claims import Claims2017
from bridgelaws.irregularities.leads import LeadRestrictions2017
from bridgelaws.irregularities.play import PlayIrregularities2017
from bridgelaws.irregularities.tricks import TrickIrregularities2017
from bridgelaws.scoring.duplicate import score as duplicate_score

__all__ = ["Laws2017"]


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

    @override
    def score(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        return duplicate_score(contract, tricks, vulnerable)
