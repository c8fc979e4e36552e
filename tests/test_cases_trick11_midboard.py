"""Mid-board situations (spec §6) with Law 67A1 in a quitted trick the
table does not show, both editions (own words; law numbers cited).

The director, called after four tricks with only their count known, finds
that East did not play to trick 4 (67A1, found before both sides played to
the next trick): East adds a card and who won the trick is asked. The table
may answer it by leading to trick 5 (the winner leads, 44G), or a claim may
end the play first (68D). Both used to crash (a defective trick's facts were
read as a revoke's).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")
#: 3NT by North after four tricks (North-South 1, East-West 3), South on lead
FOUR = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 1, "EW": 3}, "leader": "S"}
OMITTED = {"fact": "defective_trick", "value": True, "seat": "E", "trick": 4}
ADDS = (
    "The table does not show trick 4: East adds to it a card he may legally play; the trick "
    "goes to the highest card, as always (67A1)."
)


def after(edition: str, *events: dict[str, Any]) -> dict[str, Any]:
    return sit(FOUR, [OMITTED, *events], edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_the_question_who_won_the_unseen_trick(edition: str, tmp_path: Path) -> None:
    data = after(edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["questions"][0]["fact"] == "corrected_trick_won_by"
    texts = clean_texts(data, tmp_path)
    assert ADDS in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_east_leading_to_trick_5_shows_he_won_trick_4(
    edition: str, tmp_path: Path
) -> None:
    data = after(edition, {"by": "E", "card": "D6"})
    report = rule_json(data, tmp_path)
    # his added card won it (44G): the lead is his, South (dummy) plays next
    assert (report["status"], report["next"]) == ("play", "S")
    assert [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]] == [
        ("defective_trick", "E", ["67A1"])
    ]
    ruling = report["rulings"][0]
    assert ruling.get("question") is None
    texts = clean_texts(data, tmp_path)
    assert "East won trick 4; the lead to trick 5 comes from his hand (44G)." in texts["en"]
    assert "Oost heeft slag 4 gewonnen" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_south_leading_to_trick_5_keeps_trick_4(edition: str, tmp_path: Path) -> None:
    data = after(edition, {"by": "S", "card": "D6"})
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "W")
    texts = clean_texts(data, tmp_path)
    assert "South won trick 4; the lead to trick 5 comes from his hand (44G)." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_claim_before_the_unseen_trick_is_put_right(edition: str, tmp_path: Path) -> None:
    data = after(edition, {"by": "N", "claim": 9})
    report = rule_json(data, tmp_path)
    # the claim ends the play (68D): who won trick 4 is no longer asked
    assert (report["status"], report["next"]) == ("play", None)
    assert report.get("questions", []) == []
    texts = clean_texts(data, tmp_path)
    assert (
        "The claim or concession ended the play before the trick was put right (68D)."
        in (texts["en"])
    )
    data["events"] += [{"by": "E", "agree": True}, {"by": "W", "agree": True}]
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    clean_texts(data, tmp_path)


#: 4S by South after six tricks (North-South 4, East-West 2), West on lead
SIX = {"contract": "4S", "declarer": "S", "tricks": {"NS": 4, "EW": 2}, "leader": "W"}


@pytest.mark.parametrize(
    ("edition", "score"),
    [
        ("2017", {"NS": 420, "EW": -420}),
        ("2007", {"NS": 420, "EW": -420}),
        ("rubber", {"NS": 120, "EW": 0}),
    ],
)
def test_law_68_claim_with_a_trick_in_progress_and_the_hands_unknown(
    edition: str, score: dict[str, int], tmp_path: Path
) -> None:
    # West has led to trick 7 and dummy played; declarer claims ten tricks in
    # all, the trick in progress among them (68: it is about later tricks too;
    # rubber 26), and the defenders agree (69A)
    events = [
        {"by": "W", "card": "H5"},
        {"by": "N", "card": "H2"},
        {"by": "S", "claim": 10},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    data = sit(SIX, events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["irregularities"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == score
    texts = clean_texts(data, tmp_path)
    assert "Tricks: North-South 10, East-West 3" in texts["en"]
