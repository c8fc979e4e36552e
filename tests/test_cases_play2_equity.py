"""Law 64C worked out from the cards (``bridgelaws.revoke_equity``), through
``bridgelaws rule --json`` and the nl and en text, both editions: when the
transfer leaves the non-offending side short of what the revoke cost it
(double dummy from the revoke, laid on the actual result), the director's
adjusted score gives the difference; otherwise the report says the transfer
makes it good."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, check
from play2_helpers import events as parse
from rule_cases import record

from bridgelaws.cards import Seat
from bridgelaws.record import TableRecord
from bridgelaws.revoke_equity import swing
from bridgelaws.table import Table

# South plays 1H. In trick 9 South leads the heart eight and West, who still
# holds three small hearts, discards the club eight: keeping his trumps lets
# East-West ruff later. Dummy wins the trick; the play goes on to the end.
WEST_KEEPS_TRUMPS = (
    "W card S4; N card S2; E card S8; S card S6; E card C5; S card CQ; W card CT; N card C3; "
    "S card C7; W card C9; N card C2; E card C6; W card S3; N card SK; E card ST; S card SJ; "
    "N card SA; E card SQ; S card S7; W card S5; N card HJ; E card HK; S card HA; W card H7; "
    "S card D6; W card D4; N card DT; E card DK; E card S9; S card HT; W card D7; N card D8; "
    "S card H8; W card C8; N card H4; E card H3; S card CJ; W card H2; N card CK; E card C4; "
    "W card H5; N card HQ; E card D2; S card H9; N card CA; E card DQ; S card D5; W card H6; "
    "W card D3; N card D9; E card DA; S card DJ"
)

# East ruffs dummy's club lead in trick 2 with the heart three while holding
# clubs and wins the trick: two tricks go to North-South (64A1), more than the
# one the revoke gained double dummy
EAST_RUFFS = (
    "W card S4; N card SA; E card S9; S card SJ; N card C2; E card H3; S card C7; W card C8; "
    "E card C4; S card CJ; W card C9; N card C3; S card CQ; W card CT; N card CK; E card C5; "
    "N card HJ; E card HK; S card HA; W card H2; S card H8; W card H5; N card HQ; E card C6; "
    "N card H4; E card D2; S card H9; W card H6; S card HT; W card H7; N card D8; E card DQ; "
    "S card D5; W card D3; N card D9; E card DK; E card DA; S card D6; W card D4; N card DT; "
    "E card S8; S card S6; W card S3; N card S2; E card ST; S card S7; W card S5; N card SK; "
    "N card CA; E card SQ; S card DJ; W card D7"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c1_transfer_short_of_what_the_revoke_cost(tmp_path: Path, edition: str) -> None:
    report, nl, en = check(f"{ONE_HEART}; {WEST_KEEPS_TRUMPS}", tmp_path, edition)
    law = "64C1" if edition == "2017" else "64C"
    assert report["adjustments"] == [
        {"law": "64A2", "to": "NS", "tricks": 1},
        {"law": law, "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 140, "EW": -140}
    assert (
        "1 trick transferred (64A2); double dummy from the revoke, North-South would have "
        "taken 4 of the last 5 tricks had West followed suit, and 2 after the revoke"
    ) in en
    assert f"Law {law}: 1 trick to North-South, an adjusted score" in en
    assert "dubbel dummy vanaf de verzaking had Noord-Zuid 4 van de laatste 5 slagen" in nl
    assert f"Artikel {law}: 1 slag naar Noord-Zuid, een arbitrale score" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c1_transfer_makes_good_what_the_revoke_gained(tmp_path: Path, edition: str) -> None:
    report, nl, en = check(f"{ONE_HEART}; {EAST_RUFFS}", tmp_path, edition)
    law = "64C1" if edition == "2017" else "64C"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert "would have taken 9 of the last 12 tricks had East followed suit, and 8" in en
    assert f"Law {law}: the revokes gained the offending side no more than the tricks" in en
    assert f"Artikel {law}: de verzakingen leverden de overtredende partij" in nl


def _table(events: str, edition: str = "2017") -> Table:
    return Table.from_record(TableRecord.from_json(record(parse(events), edition)))


def test_law_64c_swing_is_what_the_revoke_changed() -> None:
    # East's ruff in trick 2 (index 1): without it North-South take one more
    table = _table(f"{ONE_HEART}; {EAST_RUFFS}")
    assert table.play is not None
    found = swing(table.play, Seat.EAST, 1)
    assert found is not None and (found.remaining, found.gained) == (12, 1)
    # a trick with no card of that seat's cannot be measured as his revoke
    assert swing(table.play, Seat.EAST, 13) is None


# East discards on South's club jack in trick 2 and again on dummy's club
# king in trick 3, both times holding clubs; South (declarer) claims 11 (agreed)
EAST_TWICE_IN_CLUBS = (
    "W card CT; N card C2; E card C4; S card CQ; S card CJ; W card C9; N card C3; E card D2; "
    "S card C7; W card C8; N card CK; E card S8; N card SA; E card S9; S card S6; W card S3; "
    "S claim 11; E agree; W agree"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b2_64c2a_second_revoke_in_the_same_suit(tmp_path: Path, edition: str) -> None:
    report, nl, en = check(f"{ONE_HEART}; {EAST_TWICE_IN_CLUBS}", tmp_path, edition)
    # the first revoke: one trick (64A2); the second: none (64B2)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert "no trick transferred (64B2)" in en
    # 64C2a (2007: 64C) worked out: neither revoke gained East-West a trick
    law = "64C2a" if edition == "2017" else "64C"
    assert f"Law {law}: the revokes gained the offending side no more than the tricks" in en
    assert f"Artikel {law}: de verzakingen leverden" in nl


# after South's ruff in trick 4 (SOUTH_RUFFS in the defective-trick cases),
# East discards the diamond king on dummy's club lead in trick 6 holding
# clubs; West wins and leads; South (declarer) claims 9 (agreed)
BOTH_SIDES = (
    "W card CT; N card C2; E card C4; S card CQ; S card S6; W card S3; N card SA; E card S8; "
    "N card S2; E card S9; S card S7; W card S4; E card DA; S card H8; W card D3; N card D8; "
    "S card SJ; W card S5; N card SK; E card ST; N card C3; E card DK; S card C7; W card C8; "
    "W card H2; S claim 9; E agree; W agree"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_64c2b_both_sides_revoked_equity_on_balance(tmp_path: Path, edition: str) -> None:
    # South's ruff cost East-West a trick double dummy, East's discard cost
    # North-South nothing: no transfer (64B7), and the director gives
    # East-West the trick the revokes cost them on balance (64C2b; 2007 64C)
    report, nl, en = check(f"{ONE_HEART}; {BOTH_SIDES}", tmp_path, edition)
    law = "64C2b" if edition == "2017" else "64C"
    assert report["adjustments"] == [{"law": law, "to": "EW", "tricks": 1}]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert f"Law {law}: 1 trick to East-West, an adjusted score: on balance" in en
    assert "East-West would have taken 3 of the last 10 tricks had South followed suit, and 2" in en
    assert f"Artikel {law}: 1 slag naar Oost-West, een arbitrale score: per saldo" in nl
