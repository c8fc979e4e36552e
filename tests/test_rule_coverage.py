"""Every irregularity code has a rule (issue 12): a ruling, choice or fact rule
registered for it in some edition, or it is one of the few the engine rules
where it finds them, each named here with why."""

from __future__ import annotations

import re
from pathlib import Path

import bridgelaws
from bridgelaws.editions import EDITIONS
from bridgelaws.rules import Hook
from bridgelaws.rulings import IrregularityCode

PACKAGE = Path(bridgelaws.__file__).parent

#: codes no rule is registered for, and how the engine deals with them
RULED_WHERE_FOUND = {
    # refused with a message, nothing recorded (7B3, 44)
    IrregularityCode.CARD_NOT_HELD: "refused",
    IrregularityCode.CARD_AFTER_PLAY: "refused",
    # recorded as accepted when they happen (31A1/32A1: the call not
    # repeated is cancelled at once; rubber 56: a card before the penalty
    # was named); 28A's call for a player who must pass is no irregularity
    IrregularityCode.CALL_NOT_REPEATED: "cancelled at once",
    # 2007 17D2: the LHO's call instead of the repetition, cancelled at once
    IrregularityCode.CALL_NOT_REPEATED_17D2: "cancelled at once",
    IrregularityCode.PLAYED_BEFORE_PENALTY: "accepted at once",
    # recorded with the director's ruling on them (Edition.found_ruling)
    IrregularityCode.MISSING_CARD: "found with its ruling",
    IrregularityCode.REVOKE_CLAIM: "found with its ruling",
    IrregularityCode.REVOKE_NOTICED_LATE: "found with its ruling",
    IrregularityCode.CARDS_MIXED: "found with its ruling (66D)",
    IrregularityCode.DUMMY_ASKED_DEFENDER: "found with its ruling (61B2b)",
    IrregularityCode.TRICK_POINTED_WRONGLY: "found with its ruling",
    IrregularityCode.TRICK_TAKEN_WRONGLY: "found with its ruling (rubber 23)",
    IrregularityCode.MISSTATED_DOUBLE: "found with its ruling (19A3, 19B3; rubber 13(4))",
    IrregularityCode.CARD_TOUCHED_OR_HELD: "found with its ruling (45C1, 45C3; rubber 21(2))",
    IrregularityCode.WRONG_BOARD: "found with its ruling",
    IrregularityCode.IMPROPER_PROCEDURE: "found with its ruling (20G)",
    IrregularityCode.CONCEDED_WON_TRICKS: "found with its ruling (71A)",
    # rubber 46(5): a lead out of turn found to be simultaneous leads, ruled then
    IrregularityCode.SIMULTANEOUS_LEAD: "ruled when found",
}

_HOOKS = (Hook.RULING, Hook.CHOICE, Hook.FACT, Hook.REFACT, Hook.FOLLOWUP)


def _registered(code: IrregularityCode) -> bool:
    return any(
        edition.registry.get(hook, code) is not None
        for edition in EDITIONS.values()
        for hook in _HOOKS
    )


def test_every_irregularity_code_has_a_rule_or_is_ruled_where_found() -> None:
    without = {code for code in IrregularityCode if not _registered(code)}
    assert without == set(RULED_WHERE_FOUND)


def test_each_code_ruled_where_found_is_raised_in_the_package() -> None:
    """The exemptions are real: each code is made somewhere (a violation, an
    irregularity recorded, a ruling found), not a dead member."""
    source = "\n".join(p.read_text() for p in PACKAGE.rglob("*.py") if p.name != "rulings.py")
    for code in RULED_WHERE_FOUND:
        assert re.search(rf"IrregularityCode\.{code.name}\b", source), code
