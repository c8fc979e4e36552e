"""bridgelaws: the Laws of Contract Bridge as software.

The core types live in :mod:`bridgelaws.cards`, :mod:`bridgelaws.calls` and
:mod:`bridgelaws.board`; the table record and the state derived from it in
:mod:`bridgelaws.record` and :mod:`bridgelaws.table`; the rules of each edition
in :mod:`bridgelaws.editions`; scoring in :mod:`bridgelaws.scoring`; PBN and
LIN in :mod:`bridgelaws.formats`.
"""

from bridgelaws.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import Call, Contract, Denomination, Risk
from bridgelaws.cards import DEAL_COUNT, BridgeError, Card, Deal, Hand, Rank, Seat, Side, Suit

# the editions register themselves by name as they are defined
from bridgelaws.editions import Edition, find_edition
from bridgelaws.record import TableRecord
from bridgelaws.table import Status, Table

__version__ = "0.1.0"

__all__ = [
    "DEAL_COUNT",
    "Board",
    "BridgeError",
    "Call",
    "Card",
    "Contract",
    "Deal",
    "Denomination",
    "Edition",
    "Hand",
    "Rank",
    "Risk",
    "Seat",
    "Side",
    "Status",
    "Suit",
    "Table",
    "TableRecord",
    "Vulnerability",
    "dealer_for",
    "find_edition",
    "vulnerability_for",
]
