"""Law 77: the duplicate bridge scoring table.

:func:`score` gives the score of one board from declarer's side's point of view:
positive when the contract is made, negative (the defenders' points) when it
fails. A passed-out board scores zero for both sides.
"""

from __future__ import annotations

from bridgelaws.calls import Contract, Denomination, Risk
from bridgelaws.cards import InputError, Seat, Side


def trick_points(contract: Contract) -> int:
    """Trick points for the odd tricks bid (Law 77, 'Trick points')."""
    assert contract.denomination is not None
    if contract.denomination is Denomination.NOTRUMP:
        points = 40 + 30 * (contract.level - 1)
    elif contract.denomination.is_major:
        points = 30 * contract.level
    else:
        points = 20 * contract.level
    return points * contract.risk


def undertrick_penalty(down: int, risk: Risk, vulnerable: bool) -> int:
    """Penalty for ``down`` undertricks (Law 77, 'Undertricks')."""
    if risk is Risk.UNDOUBLED:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        doubled = 200 + 300 * (down - 1)
    else:
        # 100, then 200 each for the 2nd and 3rd, 300 each from the 4th on
        doubled = 100 + 200 * (down - 1) + 100 * max(0, down - 3)
    return doubled * (risk // 2)


def score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Law 77 score for declarer's side when declarer's side took ``tricks``
    tricks; negative when the contract failed."""
    if not 0 <= tricks <= 13:
        raise InputError("{value} is not a number of tricks (0 to 13)", value=tricks)
    if contract.is_passed_out:
        return 0
    needed = contract.tricks_needed
    if tricks < needed:
        return -undertrick_penalty(needed - tricks, contract.risk, vulnerable)
    risk = contract.risk
    points = trick_points(contract)
    total = points
    total += (500 if vulnerable else 300) if points >= 100 else 50  # game or partscore
    if contract.level == 6:
        total += 750 if vulnerable else 500
    elif contract.level == 7:
        total += 1500 if vulnerable else 1000
    if risk is Risk.DOUBLED:
        total += 50
    elif risk is Risk.REDOUBLED:
        total += 100
    over = tricks - needed
    if over:
        if risk is Risk.UNDOUBLED:
            assert contract.denomination is not None
            per = 20 if contract.denomination.is_minor else 30
        else:
            per = (200 if vulnerable else 100) * (risk // 2)
        total += over * per
    return total


def score_for_side(
    contract: Contract, declarer: Seat, tricks: int, vulnerable: bool, side: Side = Side.NS
) -> int:
    """The score of one board for ``side`` (default North-South)."""
    points = score(contract, tricks, vulnerable)
    return points if declarer.side is side else -points
