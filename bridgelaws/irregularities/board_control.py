"""Law 7: control of the board and the cards (both duplicate editions, whose
Law 7 is the same), as findings the director records; Law 8 needs none
(docs/situations.md says what the assistant does for each sub-law).

The fact ``board_control`` (``{"fact": "board_control", "value": CASE,
"seat": "N"}``), ``seat`` the player at fault (7D: the player who stays at the
table is first responsible for proper conditions there):

* ``board_turned`` (7A, 7B1): the board did not lie the right way round, so
  the players took the hands of other seats. Found before the first call the
  hands go to their own seats and the board is played normally; found after a
  call the board has been bid (and is played) in another form than at the
  other tables: its result is scored as that of a fouled board (87A, 87B;
  teams 86B2);
* ``cards_not_counted`` (7B2): a player did not count his cards before he
  looked at them. Nothing follows from the omission itself; a hand that proves
  to have too many or too few cards is Law 13's or 14's finding
  (``wrong_number_of_cards``, ``missing_card``), and a procedural penalty may
  follow when it made an adjusted score necessary (90B7);
* ``touched_other_cards`` (7B3): a player handled cards of another player
  without leave: what he saw is information from another source (2017 16D,
  2007 16C) and a procedural penalty may be given (90B5);
* ``wrong_pocket`` (7C): after the play a hand went back into another seat's
  pocket. With ``played_after: true`` a later table played the board so: it
  is fouled for them (87A) and their results form a group of their own (87B;
  teams 86B2); otherwise the director puts the hands right before the board
  moves on. A procedural penalty may be given either way (90B6).

The table's own result stands in each case (7 gives no rectification).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bridgelaws import found_revoke, rules
from bridgelaws.cards import BridgeError, Seat, not_yes_no, shown
from bridgelaws.rulings import Effect, EffectKind, IrregularityCode, Message, Ruling

if TYPE_CHECKING:
    from bridgelaws.editions.base import Edition
    from bridgelaws.record import FactEvent
    from bridgelaws.table import Table

BOOK = rules.RuleBook("board_control")

#: the fact's name in a record
BOARD_FACT: Final = "board_control"

#: each case of the fact and the sub-law it breaks
CASES: Final = {
    "board_turned": "7A",
    "cards_not_counted": "7B2",
    "touched_other_cards": "7B3",
    "wrong_pocket": "7C",
}


def case_law(edition: Edition, case: str) -> str:
    """The sub-law a case of the fact breaks, in ``edition``'s numbering (the
    board turned round is 7A in 2017, 7B1 in 2007)."""
    return edition.BOARD_TURNED_LAW if case == "board_turned" else CASES[case]


def _seat(index: int, event: FactEvent) -> Seat | None:
    value = (event.details or {}).get("seat")
    if value is None:
        return None
    try:
        if not isinstance(value, str):
            raise BridgeError(value)  # refused below, as a string that names no seat
        return Seat.parse(value)
    except BridgeError:
        raise found_revoke.FactError(
            index, "{fact}: {value} is not a seat (N, E, S, W)", fact=event.fact, value=shown(value)
        ) from None


def _called(table: Table) -> bool:
    return bool(table.auction.calls) or table.play is not None


@BOOK.play_fact(BOARD_FACT)
def play_fact_board_control(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """Law 7 found by the director (module docstring), in any phase; while
    another ruling is open it is ruled once that one is done."""
    case = event.value
    if not isinstance(case, str) or case not in CASES:
        raise found_revoke.FactError(
            index,
            "{fact}: {value} is not a fault of Law 7 the director can find: give board_turned "
            "(7A), cards_not_counted (7B2), touched_other_cards (7B3) or wrong_pocket (7C)",
            fact=event.fact,
            value=shown(case),
        )
    law = case_law(edition, case)
    seat = _seat(index, event)
    played_after = (event.details or {}).get("played_after", False)
    if not isinstance(played_after, bool):
        raise found_revoke.FactError(
            index, "{reason}", reason=not_yes_no("played_after", played_after)
        )
    code = IrregularityCode.IMPROPER_PROCEDURE
    text = f"Law 7: {case}"
    if edition.found_while_ruling(table, index, event, code, (law,), seat, text):
        return
    ruling = edition.found_ruling(table, index, code, (law,), seat, text)
    if case == "board_turned":
        _board_turned(table, ruling, seat, law)
    elif case == "cards_not_counted":
        ruling.reasoning.append(
            Message(
                "Not counting one's cards before looking at them (7B2) has no rectification of "
                "its own: a hand found with too many or too few cards is ruled under Law 13 or "
                "14 (record that finding); a procedural penalty may be given when it made an "
                "adjusted score necessary (90B7)."
            )
        )
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, None, ("7B2",)))
        ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, ("7B2", "90B7")))
    elif case == "touched_other_cards":
        other, adjust, _ = edition.OTHER_SOURCE_LAWS
        ruling.reasoning.append(
            Message(
                "A player handled another player's cards without leave (7B3): what he saw is "
                "information from another source ({other}); the director may adjust the score "
                "if it damaged the other side ({adjust}) and may give a procedural penalty "
                "(90B5).",
                {"other": other, "adjust": adjust},
            )
        )
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (adjust,)))
        ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, ("7B3", "90B5")))
    else:
        _wrong_pocket(table, ruling, seat, played_after)


def _board_turned(table: Table, ruling: Ruling, seat: Seat | None, law: str) -> None:
    """7A (2007 7B1): the hands were taken from the pockets of other seats."""
    if not _called(table):
        ruling.reasoning.append(
            Message(
                "The board did not lie the right way round, so the players took the hands of "
                "other seats (7A, 7B1). No one has called yet: each player takes the hand of "
                "his own seat and the board is played normally."
            )
        )
        ruling.effects.append(Effect(EffectKind.BOARD_RESTORED, None, ("7A", "7B1")))
        return
    ruling.reasoning.append(
        Message(
            "The board did not lie the right way round, so the players took the hands of "
            "other seats (7A, 7B1), and the board has been bid with them: it is not played "
            "in the form of the other tables. Its result is scored as that of a fouled board, "
            "in a group of its own (87A, 87B; teams 86B2); a procedural penalty may be given "
            "(90B7)."
        )
    )
    ruling.effects.append(Effect(EffectKind.FOULED_BOARD, None, ("87A", "87B")))
    ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, (law, "90B7")))


def _wrong_pocket(table: Table, ruling: Ruling, seat: Seat | None, played_after: bool) -> None:
    """7C: a hand returned to another seat's pocket after the play."""
    if played_after:
        ruling.reasoning.append(
            Message(
                "A hand went back into the pocket of another seat (7C) and a later table "
                "played the board so: the board is fouled for the tables that played it in "
                "that form (87A); their results are scored in a group of their own (87B; teams "
                "86B2). The result at this table stands; a procedural penalty may be given "
                "(90B6)."
            )
        )
        ruling.effects.append(Effect(EffectKind.FOULED_BOARD, None, ("87A", "87B")))
    else:
        ruling.reasoning.append(
            Message(
                "A hand went back into the pocket of another seat (7C): the director puts the "
                "hands right before the board goes to the next table. The result at this "
                "table stands; a procedural penalty may be given (90B6)."
            )
        )
        ruling.effects.append(Effect(EffectKind.BOARD_RESTORED, None, ("7C",)))
    ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, ("7C", "90B6")))
