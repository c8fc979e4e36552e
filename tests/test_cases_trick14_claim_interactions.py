"""A claim or concession meeting other rulings (trick14, item 3), both editions.

Written from the laws before the runs (own words):
* 68D: once a claim or concession is made play ceases; a penalty card still
  on the table (50) and a lead restriction still to be chosen (50D2) bind no
  further card. An agreed claim stands as made (69A); a disputed one is
  settled by the director (70), here with the hands unknown by his figure.
* 64A counts the tricks the claim or the award gives as won after the
  revoke trick; 64C: the director's figure for the non-offenders without the
  revoke is met by the transfer, so nothing more is given.
* 64B3: no trick is transferred for dummy's revoke, whatever the claim gives.

Board 1 (nobody vulnerable), 4♠ by South, the hands unknown; after ten
tricks North-South have seven.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check6_cases import pc
from check8_cases import ev
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
LAW_64C = {"2017": "64C1", "2007": "64C"}


def after_ten(leader: str, **more: Any) -> dict[str, Any]:
    return {
        "contract": "4S",
        "declarer": "S",
        "tricks": {"NS": 7, "EW": 3},
        "leader": leader,
        **more,
    }


def _ruling(report: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == kind)


# ---- 50 and 68D: a claim over a penalty card ---------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_agreed_claim_over_a_major_penalty_card(edition: str, tmp_path: Path) -> None:
    # South claims the last three tricks with West's ♦4 on the table: the
    # defenders agree, play ceases and the card binds nothing more: 4♠ + 0
    situation = after_ten("S", penalty_cards=[pc("W", "D4")])
    data = sit(situation, ev("S claim 10; E agree; W agree"), edition)
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    assert report["adjustments"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70_disputed_claim_over_a_major_penalty_card(edition: str, tmp_path: Path) -> None:
    # West disputes; the director, seeing the hands, gives North-South nine
    # tricks in all (70): one down, 50
    situation = after_ten("S", penalty_cards=[pc("W", "D4")])
    data = sit(situation, ev("S claim 10; W dispute; W dir", [fact("claim_award", 9)]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}
    claim = _ruling(report, "claim")
    assert "70" in claim["laws"]
    assert "9 tricks" in texts["en"]


# ---- 50D2 and 68D: a claim while declarer's lead choice is pending -----------------------


def _pending_choice(edition: str, law: str, steps: str) -> dict[str, Any]:
    """East to lead with declarer's choice still to be made: under 50D2 (West's
    ♥5 a major penalty card) or under 26B (West's withdrawn call)."""
    if law == "50D2":
        situation = after_ten("E", penalty_cards=[pc("W", "H5")])
    else:
        pending = {
            "type": "lead_restriction",
            "seat": "E",
            "kind": "pending_choice",
            "chooser": "S",
        }
        situation = after_ten("E", obligations=[pending])
    return sit(situation, ev(steps), edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("law", ["50D2", "26B"])
def test_law_68d_claim_before_declarers_lead_choice(edition: str, law: str, tmp_path: Path) -> None:
    # South claims the rest before choosing: play ceases, the choice lapses
    # (68D) and the claim stands (69A): 4♠ + 0. Under 26B the claim was
    # refused as made "while the director was still ruling" (9B2): corrected
    data = _pending_choice(edition, law, "S claim 10; E agree; W agree")
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    assert report["status"] == "complete"
    assert (
        "The claim by South ended the play before South chose: the choice lapses (68D)."
        in (texts["en"])
    )
    assert "9B2" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("law", ["50D2", "26B"])
def test_law_68d_defenders_concession_before_declarers_lead_choice(
    edition: str, law: str, tmp_path: Path
) -> None:
    # East, on lead, concedes two of the last three tricks and West does not
    # object: North-South nine tricks in all, one down
    data = _pending_choice(edition, law, "E concede 2; W agree; S agree")
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}
    assert "The concession by East ended the play before South chose" in texts["en"]


# ---- 64A, 70 and 64C: a defender's claim after declarer's revoke --------------------------


def _south_revoked(edition: str, award: int, after: int) -> dict[str, Any]:
    """South revoked in trick 4 and won it; East claims two of the last three
    tricks, South disputes and the director gives East-West ``award`` tricks
    in all (70); North-South's count after trick 4 is ``after``; his 64C
    figure: East-West would have won five tricks without the revoke."""
    return sit(
        after_ten("S"),
        ev(
            "W dir",
            [
                fact("revoke", {"seat": "S", "trick": 4}),
                fact("revoke_trick_won_by", "S", trick=4),
            ],
            "E claim 5; S dispute; S dir",
            [fact("claim_award", award)],
            [fact("offending_side_tricks_after", after, trick=4)],
            [fact("tricks_without_revoke", 5, side="EW")],
        ),
        edition,
    )


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("award", "after", "ns", "score"),
    [
        # East-West awarded four in all: North-South won two of the last
        # three; with four more in play after trick 4, six: two tricks (64A1)
        (4, 6, 7, -150),
        # the claim as made, five: North-South one of the last three, five after
        (5, 5, 6, -200),
    ],
)
def test_law_64a1_defenders_claim_disputed_after_declarers_revoke(
    edition: str, award: int, after: int, ns: int, score: int, tmp_path: Path
) -> None:
    data = _south_revoked(edition, award, after)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    # the transfer meets the director's figure: no 64C adjustment
    assert report["adjustments"] == [{"law": "64A1", "to": "EW", "tricks": 2}]
    assert report["tricks"] == {"NS": ns, "EW": 13 - ns}
    assert report["score"] == {"NS": score, "EW": -score}
    assert "Law 64A1: 2 tricks to East-West" in texts["en"]
    assert "Artikel 64A1: 2 slagen naar Oost-West" in texts["nl"]
    assert f"Law {LAW_64C[edition]}:" not in texts["en"]


# ---- 64B3: a claim after dummy's revoke ---------------------------------------------------


def _dummy_revoked(edition: str, steps: list[Any], figure: int) -> dict[str, Any]:
    return sit(
        after_ten("S"),
        ev(
            "W dir",
            [fact("revoke", {"seat": "N", "trick": 4})],
            *steps,
            [fact("tricks_without_revoke", figure, side="EW")],
        ),
        edition,
    )


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("steps", "ns", "score"),
    [
        (["S claim 10; E agree; W agree"], 10, 420),
        (["S claim 10; E dispute; E dir", [fact("claim_award", 9)]], 9, -50),
    ],
)
def test_law_64b3_claim_after_dummys_revoke(
    edition: str, steps: list[Any], ns: int, score: int, tmp_path: Path
) -> None:
    # dummy's revoke transfers nothing (64B3); the figure (East-West as many
    # tricks as they have) leaves nothing for 64C
    data = _dummy_revoked(edition, steps, 13 - ns)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": ns, "EW": 13 - ns}
    assert report["score"] == {"NS": score, "EW": -score}
    revoke = _ruling(report, "revoke")
    assert revoke["offender"] == "N"
    assert any("64B3" in line for line in revoke["reasoning"])
    assert "(64B3)" in texts["nl"]
