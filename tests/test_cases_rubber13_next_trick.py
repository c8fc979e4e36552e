"""Rubber rule 55(1)(b) (seed 001): a revoke corrected after the side that
did not revoke led to the next trick (the revoke is not established until
the offender or his partner plays to it, 55(2)(a)). That lead is a card the
non-offending side played between the revoke and its correction, so it may
be taken back without penalty; kept, it waits until the corrected trick is
complete and stands if its player won the trick again, else it goes back to
his hand, as under the Laws' 62C1 (the same code through the edition hook
``lead_after_correction``). Also Law 62C1 itself (2017) when no penalty card
lies on the table: the kept lead is played once the trick is complete.

The deal (rule_cases.DEAL): North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3
♦AKQ2 ♣654, South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98.
North plays 1NT, South dummy.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import clean_texts, record, rule_json, script

from bridgelaws.record import TableRecord
from bridgelaws.table import Table

AUCTION = "N 1NT; E Pass; S Pass; W Pass"
#: trick 1: East ♣4, South ♣7, West ♥2 (a revoke: he holds ♣T98), North ♣A;
#: North leads ♠A to trick 2, then attention is drawn; declarer lets West
#: play any club (55(1)(a)(I))
NORTH_LEADS = (
    f"{AUCTION}; E card C4; S card C7; W card H2; N card CA; N card SA; N dir; N ch no_restriction"
)
#: trick 1: East ♣4, South ♣7, West ♥2, North ♣2: dummy's ♣7 wins; South
#: leads ♥8, then attention is drawn; West may play any club
SOUTH_LEADS = (
    f"{AUCTION}; E card C4; S card C7; W card H2; N card C2; S card H8; E dir; N ch no_restriction"
)


def _table(text: str, edition: str = "rubber") -> Table:
    return Table.from_record(TableRecord.from_json(record(script(text), edition)))


def _cards(table: Table) -> tuple[list[list[str]], list[str]]:
    play = table.play
    assert play is not None
    tricks = [[f"{s.letter}:{c.name}" for s, c in t.cards] for t in play.tricks]
    return tricks, [f"{s.letter}:{c.name}" for s, c in play.current]


def _lead_ruling(report: dict[str, Any]) -> dict[str, Any]:
    found = [r for r in report["rulings"] if r["laws"] == ["55(1)(b)"]]
    assert len(found) == 1
    ruling: dict[str, Any] = found[0]
    return ruling


def test_rubber_rule_55_1_b_the_lead_to_the_next_trick_is_offered_back(tmp_path: Path) -> None:
    data = record(script(NORTH_LEADS), "rubber")
    report = rule_json(data, tmp_path)
    ruling = _lead_ruling(report)
    assert (ruling["offender"], ruling["chooser"]) == ("W", "N")
    assert [o["code"] for o in ruling["options"]] == ["keep", "withdraw"]
    withdraw = ruling["options"][1]
    assert [(e["type"], e["seat"]) for e in withdraw["effects"]] == [
        ("cards_withdrawn", "N"),
        ("card_restored", "N"),
    ]
    texts = clean_texts(data, tmp_path)
    assert (
        "North's lead ♠A waits until the trick is complete: it stands if North wins the trick "
        "again, else it goes back to his hand without penalty (55(1)(b))."
    ) in texts["en"]
    assert "de voorgespeelde kaart ♠A van Noord wacht tot de slag compleet is" in texts["nl"]
    assert "zonder straf terug" in texts["nl"]


def test_rubber_rule_55_1_b_kept_lead_stands_when_its_player_wins_again() -> None:
    table = _table(f"{NORTH_LEADS}; N ch keep; W card CT")
    tricks, current = _cards(table)
    # ♣A wins the corrected trick again: ♠A is the lead to trick 2
    assert tricks == [["E:C4", "S:C7", "W:CT", "N:CA"]]
    assert current == ["N:SA"]
    assert table.play is not None and table.play.next_seat.letter == "E"


def test_rubber_rule_55_1_b_withdrawn_the_lead_and_the_trick_card_go_back() -> None:
    table = _table(f"{NORTH_LEADS}; N ch withdraw; W card CT")
    tricks, current = _cards(table)
    # North plays to trick 1 again; ♣A and ♠A are back in his hand
    assert tricks == [] and current == ["E:C4", "S:C7", "W:CT"]
    play = table.play
    assert play is not None and play.next_seat.letter == "N"
    assert {"CA", "SA"} <= {c.name for c in play.hand(play.next_seat)}


def test_rubber_rule_55_1_b_kept_lead_goes_back_when_the_trick_changes_hands(
    tmp_path: Path,
) -> None:
    data = record(script(f"{SOUTH_LEADS}; N ch keep; W card CT"), "rubber")
    table = Table.from_record(TableRecord.from_json(data))
    tricks, current = _cards(table)
    # West's ♣T now wins trick 1: South's ♥8 goes back, West leads
    assert tricks == [["E:C4", "S:C7", "W:CT", "N:C2"]] and current == []
    play = table.play
    assert play is not None and play.next_seat.letter == "W"
    assert "H8" in {c.name for c in play.hand(play.dummy)}
    report = rule_json(data, tmp_path)
    ruling = _lead_ruling(report)
    assert ("card_restored", "S", "H8") in [
        (e["type"], e["seat"], e.get("card")) for e in ruling["effects"]
    ]
    texts = clean_texts(data, tmp_path)
    assert (
        "West won the corrected trick: South's lead ♥8 goes back to his hand without penalty "
        "(55(1)(b))."
    ) in texts["en"]
    assert (
        "West won de herstelde slag: de voorgespeelde kaart ♥8 van Zuid gaat zonder straf"
        in (texts["nl"])
    )


def test_rubber_rule_55_1_b_declarer_chooses_for_dummys_lead() -> None:
    table = _table(SOUTH_LEADS)
    ruling = table.rulings[-1]
    assert ruling.laws == ("55(1)(b)",)
    assert ruling.chooser is not None and ruling.chooser.letter == "N"


def test_law_62c1_kept_lead_is_played_when_no_penalty_card_lies_on_the_table() -> None:
    # 2017: declarer's revoke (♣2 on ♦A) corrected after East led ♦K to trick
    # 2; declarer's card goes back without a penalty card (62B2); East keeps
    # his lead, wins the corrected trick again, and ♦K is led
    text = (
        f"{AUCTION}; E card DA; S card D5; W card D3; N card C2; E card DK; W dir; "
        "E ch keep; N card D8"
    )
    table = _table(text, "2017")
    tricks, current = _cards(table)
    assert tricks == [["E:DA", "S:D5", "W:D3", "N:D8"]]
    assert current == ["E:DK"]
    assert table.play is not None and table.play.waiting_lead is None
