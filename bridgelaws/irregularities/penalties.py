"""Laws 90 and 91: a procedural penalty the director gives (both duplicate
editions; the rubber rules know none).

The fact ``procedural_penalty`` (``{"fact": "procedural_penalty", "value":
"25%", "seat": "E", "law": "13B2"}``) records the penalty as the director
gives it: the amount in percent of a top, matchpoints or IMPs (``25%``,
``2MP``, ``3IMP``), the offender, and optionally the law that lets him give it
(13B2, 15A4, 90B2, 91A, ...). It becomes a :class:`~bridgelaws.rulings.PenaltyGiven`
effect of the ruling that offered it (the last one with a
``procedural_penalty_possible`` effect for the offender's side, and under
that law when one is named); with no such ruling it is a ruling of its own,
improper procedure under that law (90B lists such offences). The table's
result stands (90A): the event takes the penalty off the offending
contestant's score only (docs/events.md).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from bridgelaws import found_revoke, rules
from bridgelaws.cards import BridgeError, InputError, Seat, Side, shown
from bridgelaws.rulings import EffectKind, IrregularityCode, Message, PenaltyGiven, Ruling
from bridgelaws.scoring.adjusted import parse_penalty

if TYPE_CHECKING:
    from bridgelaws.editions.base import Edition
    from bridgelaws.record import FactEvent
    from bridgelaws.table import Table

BOOK = rules.RuleBook("penalties")

#: the fact's name in a record
PENALTY_FACT: Final = "procedural_penalty"

#: a law number as the records write it (90B2, 13B2, 91A, 74C7, 90)
_LAW = re.compile(r"^[1-9]\d?(?:[A-H](?:\d{1,2}(?:[a-e](?:\d)?)?)?)?$")


def _offender(index: int, event: FactEvent) -> Seat:
    value = (event.details or {}).get("seat")
    try:
        if not isinstance(value, str):
            raise BridgeError(value)  # refused below, as a string that names no seat
        return Seat.parse(value)
    except BridgeError:
        raise found_revoke.FactError(
            index,
            "{fact}: the offender's seat (N, E, S, W) is missing or not a seat: {value}",
            fact=event.fact,
            value=shown(value),
        ) from None


def _law(index: int, event: FactEvent) -> str | None:
    value = (event.details or {}).get("law")
    if value is None:
        return None
    if not isinstance(value, str) or not _LAW.match(value.strip()):
        raise found_revoke.FactError(
            index,
            "{fact}: {value} is not a law number such as 90B2",
            fact=event.fact,
            value=shown(value),
        )
    return value.strip()


def _amount(index: int, event: FactEvent) -> tuple[float, str]:
    found = parse_penalty(event.value) if isinstance(event.value, str) else None
    if found is None:
        raise found_revoke.FactError(
            index,
            "{fact}: {value} is no penalty: give it as 25% (of a top), 2MP or 3IMP",
            fact=event.fact,
            value=shown(event.value),
        )
    amount, unit = found
    if amount <= 0:
        raise found_revoke.FactError(
            index,
            "{fact}: {reason}",
            fact=event.fact,
            reason=InputError("a procedural penalty is a positive amount taken away"),
        )
    return amount, unit.value


def _offering(table: Table, seat: Seat, law: str | None) -> Ruling | None:
    """The last ruling that lets the director penalise ``seat``'s side (under
    ``law`` when named)."""
    for ruling in reversed(table.rulings):
        for effect in ruling.effects:
            if effect.kind != EffectKind.PROCEDURAL_PENALTY_POSSIBLE:
                continue
            if effect.seat is not None and effect.seat.side is not seat.side:
                continue
            if law is None or law in effect.laws or law in ruling.laws:
                return ruling
    return None


@BOOK.play_fact(PENALTY_FACT)
def play_fact_procedural_penalty(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """90A, 91A: the director gives ``seat`` a procedural penalty, in any
    phase of the board. A ruling that offered it carries it (its laws, then
    90); otherwise it is a ruling of its own: improper procedure under the law
    named (90A when none), with no rectification at the table."""
    seat = _offender(index, event)
    law = _law(index, event)
    amount, unit = _amount(index, event)
    ruling = _offering(table, seat, law)
    if ruling is not None:
        offered = next(
            e.laws
            for e in ruling.effects
            if e.kind == EffectKind.PROCEDURAL_PENALTY_POSSIBLE
            and (e.seat is None or e.seat.side is seat.side)
        )
        grounds = (law,) if law is not None else offered
    else:
        grounds = (law or "90A",)
        code = IrregularityCode.IMPROPER_PROCEDURE
        text = f"{seat.name.title()}: procedural penalty ({grounds[0]})"
        if edition.found_while_ruling(table, index, event, code, grounds, seat, text):
            return  # given once the ruling open now is done
        ruling = edition.found_ruling(table, index, code, grounds, seat, text)
        ruling.reasoning.append(
            Message(
                "The director penalises an offence against correct procedure ({law}); the "
                "result at the table stands.",
                {"law": grounds[0]},
            )
        )
    laws = tuple(dict.fromkeys((*grounds, "90A")))
    given = PenaltyGiven(EffectKind.PROCEDURAL_PENALTY, seat, laws, amount=amount, unit=unit)
    ruling.effects.append(given)
    ruling.reasoning.append(
        Message(
            "{seat} is given a procedural penalty of {penalty} ({laws}): it comes off the "
            "score of {side} in the event; the opponents' score and the result at the table "
            "stand.",
            {
                "seat": seat.name.title(),
                "penalty": given.written,
                "laws": ", ".join(laws),
                "side": "North-South" if seat.side is Side.NS else "East-West",
            },
        )
    )
