"""Laws 62-71 in combination, both editions (2017 and 2007), and the rubber
rules where they differ (own words; law numbers cited).

Board 1 of ``rule_cases.DEAL`` (3NT by North after 1NT-3NT, East leads):

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from play2_helpers import events
from rule_cases import DEAL, clean_texts, rule_json

EDITIONS = ("2017", "2007")
AUCTION = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"


def dealt(text: str, edition: str, more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    evs = events(f"{AUCTION}; {text}") + (more or [])
    return {"edition": edition, "board": 1, "deal": DEAL, "events": evs}


def irregularities(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]


# -- 64A with a claim: the claimed tricks count as won after the revoke --------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_declarers_revoke_then_claim_counts_the_claimed_tricks(
    edition: str, tmp_path: Path
) -> None:
    # North discards ♣2 on East's ♦A (he holds ♦T98), plays to trick 2
    # (established, 63A1), then claims 9 and the defenders agree (69A):
    # North-South won no trick in play after the revoke, only by the claim
    text = (
        "E card DA; S card D5; W card D3; N card C2; E card DK; S card D6; W card D4; "
        "N card D8; N claim 9; E agree; W agree"
    )
    data = dealt(text, edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("revoke", "N", ["44C", "61A", "63A1"])]
    # the revoke trick was East's: one trick (64A2), taken from the claimed ones
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -50, "EW": 50}
    texts = clean_texts(data, tmp_path)
    assert "1 trick to East-West" in texts["en"]
    assert "Artikel 64A2" in texts["nl"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "63A4"), ("2007", "63A3")])
def test_law_63a4_revoke_established_by_agreeing_to_the_claim(
    edition: str, law: str, tmp_path: Path
) -> None:
    # West discards ♥2 on the diamond lead (he holds ♦743); before his side
    # plays on, North claims 9 and both defenders agree: the agreement
    # establishes the revoke (2017 63A4; 2007 63A3)
    text = "E card DA; S card D5; W card H2; N card D8; N claim 9; E agree; W agree"
    data = dealt(text, edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("revoke", "W", ["44C", "61A", law])]
    # East (the offender's partner) won the revoke trick: one trick (64A2)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    texts = clean_texts(data, tmp_path)
    assert f"({'Laws 44C, 61A, ' + law})" in texts["en"]
    assert "1 trick to North-South" in texts["en"]


# -- 64B2: a second revoke in the same suit by the same player -----------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b2_second_revoke_in_the_same_suit_transfers_nothing(
    edition: str, tmp_path: Path
) -> None:
    text = (
        "E card DA; S card D5; W card H2; N card D8; E card DK; S card D6; W card H5; "
        "N card D9; E card DQ; S card DJ; W card D7; N card DT; N claim 9; E agree; W agree"
    )
    data = dealt(text, edition)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("revoke", "W"),
        ("revoke", "W"),
    ]
    # the first: one trick (64A2); the second: none (64B2); 64C may still adjust
    assert report["tricks"] == {"NS": 10, "EW": 3}
    texts = clean_texts(data, tmp_path)
    assert "no trick transferred (64B2): a second revoke in the same suit" in texts["en"]
    if edition == "2017":
        assert "would likely have won more tricks (64C2a)" in texts["en"]
        assert "Law 64C2a:" in texts["en"]
    else:
        assert "the director may adjust the score (64C)" in texts["en"]
        assert "Law 64C:" in texts["en"]


# -- the twelfth trick: 62D1 / 64B6, rubber 55(2) --------------------------------

#: 3NT by North, eleven tricks quitted, every hand's last two cards known
TWELVE = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 8, "EW": 3},
    "leader": "N",
    "dummy": "2.2..",
    "hands": {"N": "A.A..", "E": "K.K..", "W": "3.3.."},
}
#: East discards ♥K on North's ♠A in trick 12 although he holds ♠K
TRICK_12 = "N card SA; E card HK; S card S2; W card S3"
TRICK_13 = "N card HA; E card SK; S card H2; W card H3"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b6_unnoticed_revoke_in_the_twelfth_trick_transfers_nothing(
    edition: str, tmp_path: Path
) -> None:
    data = sit(TWELVE, f"{TRICK_12}; {TRICK_13}", edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("revoke", "E", ["44C", "61A", "63A1"])]
    # no transfer (64B6); the director gives his equity figure (64C)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["questions"][0]["laws"] == ["64C"]
    texts = clean_texts(data, tmp_path)
    assert "no trick transferred (64B6): a revoke on the twelfth trick" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_revoke_in_the_twelfth_trick_corrected_after_the_last_trick(
    edition: str, tmp_path: Path
) -> None:
    # found after the thirteenth trick, before the hands go back: corrected
    # although established (62D1); West played after it (62D2); declarer
    # lets dummy's card, played after the revoke, stand (62C1)
    data = sit(TWELVE, f"{TRICK_12}; {TRICK_13}; N dir; N ch keep", edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("revoke", "E", ["44C", "61A", "62D1"])]
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["62"]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    texts = clean_texts(data, tmp_path)
    assert "East withdraws ♥K and plays a legal card instead." in texts["en"]
    assert "the revoke is corrected (62D1)" in texts["en"]
    law = "(62D2, 16C)" if edition == "2017" else "(62D2)"
    assert f"information from the withdrawn action is unauthorized for West {law}" in texts["en"]


def test_rubber_55_2_revoke_in_the_twelfth_trick_is_never_established(tmp_path: Path) -> None:
    data = sit(TWELVE, f"{TRICK_12}; {TRICK_13}", "rubber")
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("revoke", "E")
    ]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 140, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "a revoke in the twelfth trick is never established (55(2))" in texts["en"]


# -- 62C3 (2017) and its 2007 counterpart: both sides revoke in one trick --------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c3_both_sides_revoke_in_one_trick(edition: str, tmp_path: Path) -> None:
    # West discards ♥2 and North ♣2 on the diamond lead; East leads to
    # trick 2 (West's side has played on), then calls the director
    data = dealt("E card DA; S card D5; W card H2; N card C2; E card DK; E dir", edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    if edition == "2017":
        # 62C3: both corrected; no transfer for either (64B8)
        assert irregularities(report) == [
            ("revoke", "W", ["44C", "61A", "62A", "62C3"]),
            ("revoke", "N", ["44C", "61A", "62C3"]),
        ]
        assert report["obligations"][0]["type"] == "penalty_card"
        assert (
            "Both sides revoked in this trick: both revokes are corrected (62C3)." in (texts["en"])
        )
        assert "Neither revoke transfers a trick after the play (64B8)" in texts["en"]
    else:
        # 2007: West's revoke is established (63A1), North's is corrected
        assert irregularities(report) == [
            ("revoke", "W", ["44C", "61A", "63A1"]),
            ("revoke", "N", ["44C", "61A", "62A"]),
        ]
        assert report["obligations"] == []
        assert "the revoke by West is established and stands as played (63B)" in texts["en"]
        assert "after the play one trick goes to North-South (64A2)" in texts["en"]


# -- 68B2, 71: concessions -------------------------------------------------------

#: 3NT by North after eight tricks (North-South 6, East-West 2), East on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "E"}


@pytest.mark.parametrize(("edition", "ui"), [("2017", "16C"), ("2007", "16D")])
def test_law_68b2_partner_objects_at_once_to_a_defenders_concession(
    edition: str, ui: str, tmp_path: Path
) -> None:
    data = sit(EIGHT, "E concede 2; W dispute", edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("concession", "E", ["68B2"])]
    assert report["rulings"][0]["laws"] == ["68B2", ui]
    # no concession: play goes on, East leads
    assert (report["status"], report["next"]) == ("play", "E")
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "no trick is conceded and play goes on (68B2)" in texts["en"]
    assert f"unauthorised information for West ({ui})" in texts["en"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "71A"), ("2007", "71"), ("rubber", "26(3)")])
def test_law_71a_concession_of_a_trick_already_won_is_cancelled(
    edition: str, law: str, tmp_path: Path
) -> None:
    # twelve tricks quitted, East-West have three; East concedes two more
    twelve = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 3}, "leader": "N"}
    data = sit(twelve, "E concede 2; N agree; S agree", edition)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["laws"]) for i in report["irregularities"]] == [
        ("conceded_won_tricks", [law])
    ]
    # only the last trick is conceded: North-South 10
    assert report["tricks"] == {"NS": 10, "EW": 3}
    texts = clean_texts(data, tmp_path)
    assert "East conceded 2 tricks with only 1 left to play" in texts["en"]
    assert f"({law})" in texts["en"]


# -- 70 with a penalty card on the table, hands unknown ------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70_disputed_claim_with_a_penalty_card_on_the_table(
    edition: str, tmp_path: Path
) -> None:
    situation = {
        "contract": "4S",
        "declarer": "S",
        "tricks": {"NS": 5, "EW": 3},
        "leader": "W",
        "penalty_cards": [{"seat": "W", "card": "HK", "kind": "major"}],
    }
    data = sit(situation, "S claim 10; E dispute; E dir", edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("claim", "S", ["68D", "70"])]
    # the hands are unknown: the director's figure is asked (70B3)
    assert report["rulings"][0]["question"]["fact"] == "claim_award"
    assert [o["card"] for o in report["obligations"]] == ["HK"]
    texts = clean_texts(data, tmp_path)
    assert "The director cannot adjudicate without all four hands (70B3)." in texts["en"]
    data["events"].append({"fact": "claim_award", "value": 9})
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}
    clean_texts(data, tmp_path)


# -- 63A3: the offending side's own claim establishes its revoke ----------------

#: North discards ♣2 on East's ♦A (he holds ♦T98), then claims 9 at once
OWN_CLAIM = "E card DA; S card D5; W card D3; N card C2; N claim 9; E agree; W agree"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a3_declarers_claim_establishes_his_own_revoke(edition: str, tmp_path: Path) -> None:
    data = dealt(OWN_CLAIM, edition)
    report = rule_json(data, tmp_path)
    assert irregularities(report) == [("revoke", "N", ["44C", "61A", "63A3"])]
    # East won the revoke trick: one trick from the claimed ones (64A2)
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -50, "EW": 50}
    texts = clean_texts(data, tmp_path)
    assert "1 trick to East-West" in texts["en"]


def test_rubber_26_2_declarers_claim_establishes_no_revoke(tmp_path: Path) -> None:
    data = dealt(OWN_CLAIM, "rubber")
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("revoke", "N")
    ]
    # showing cards for a claim never establishes a revoke (26(2)): no penalty
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 100, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "showing cards for a claim establishes no revoke (26(2))" in texts["en"]


# -- 64B4 / 64B5 after an agreed claim -----------------------------------------

#: West discards ♥2 on the diamond lead (he holds ♦743) and plays on to trick
#: 2 (established, 63A1); North then claims 9 and the defenders agree
LATE = (
    "E card DA; S card D5; W card H2; N card D8; E card DK; S card D6; W card D4; N card D9; "
    "N claim 9; E agree; W agree"
)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("fact", "law", "said"),
    [
        ("next_board_called", "64B4", "only after a non-offender called on the next board"),
        ("round_ended", "64B5", "only after the round ended"),
    ],
)
def test_law_64b4_64b5_revoke_raised_too_late_after_an_agreed_claim(
    edition: str, fact: str, law: str, said: str, tmp_path: Path
) -> None:
    more = [{"fact": fact, "value": True}, {"by": "N", "director": True}]
    data = dealt(LATE, edition, more)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["laws"]) for i in report["irregularities"]] == [
        ("revoke", ["44C", "61A", "63A1", law]),
        ("revoke_noticed_late", [law]),
    ]
    # no trick transferred: the claimed result stands (64C may still adjust)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    assert report["adjustments"] == []
    texts = clean_texts(data, tmp_path)
    assert f"no trick transferred ({law}): attention was drawn {said}" in texts["en"]
