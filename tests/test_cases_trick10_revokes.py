"""Law 64A with the deal known (own words; law numbers cited): the cards show
who won the revoke trick, so the ruling names the branch taken (64A1: the
offender won it himself, that trick and one more; 64A2: he did not, one
trick) or the exception (64B1), and once play is over the number of tricks,
with no conditional left. Both editions (2007 64A says the same in its own
words); the rubber rules transfer by 55(6).

The deal is rule_cases.DEAL: 2♠ by North, East leads. Trick 1 ♥K (East),
trick 2 ♦A (East), trick 3 ♣A (North); in trick 4 North leads ♥Q and East,
who still holds ♥3, does not follow.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import DEAL, clean_texts, rule_json

EDITIONS = ("2017", "2007")

AUCTION = [("N", "1S"), ("E", "P"), ("S", "2S"), ("W", "P"), ("N", "P"), ("E", "P")]
FIRST = "E HK S H8 W H2 N H4 E DA S D5 W D3 N D8 E C4 S CQ W CT N CA"
#: East ruffs ♥Q with ♠8 and wins trick 4, then wins trick 5 with ♦K
RUFF = "N HQ E S8 S H9 W H5 E DK S D6 W D4 N D9"
#: East throws ♣5 on ♥Q: North wins trick 4
DISCARD = "N HQ E C5 S H9 W H5"
#: then East wins trick 5 with ♦K
DK = "N D9 E DK S D6 W D4"


def board(edition: str, cards: str, after: list[dict[str, Any]]) -> dict[str, Any]:
    words = cards.split()
    events: list[dict[str, Any]] = [{"by": s, "call": c} for s, c in AUCTION]
    events += [{"by": words[i], "card": words[i + 1]} for i in range(0, len(words), 2)]
    return {"edition": edition, "board": 1, "deal": DEAL, "events": [*events, *after]}


DIRECTOR: list[dict[str, Any]] = [{"by": "N", "director": True}]


def claimed(tricks: int) -> list[dict[str, Any]]:
    return [
        {"by": "N", "claim": tricks},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]


def reasons(report: dict[str, Any]) -> list[str]:
    return [line for ruling in report["rulings"] for line in ruling["reasoning"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_branch_named_while_play_goes_on(edition: str, tmp_path: Path) -> None:
    data = board(edition, f"{FIRST} {RUFF}", DIRECTOR)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "revoke",
        "E",
        ["63", "64"],
    )
    assert report["status"] == "play"
    texts = clean_texts(data, tmp_path)
    assert (
        "East won trick 4 himself and East-West has won a later trick: after the play that "
        "trick and one more go to North-South (64A1)." in texts["en"]
    )
    # no conditional: the cards show who won the revoke trick
    assert "if the offender won" not in texts["en"] and "Otherwise" not in texts["en"]
    assert "Oost heeft slag 4 zelf gemaakt" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("director_first", [True, False])
def test_law_64a1_two_tricks_named_once_play_is_over(
    edition: str, director_first: bool, tmp_path: Path
) -> None:
    after = [*DIRECTOR, *claimed(9)] if director_first else [*claimed(9), *DIRECTOR]
    data = board(edition, f"{FIRST} {RUFF}", after)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 200, "EW": -200}
    texts = clean_texts(data, tmp_path)
    said = (
        "East won trick 4, the revoke trick, himself: that trick and one more trick East-West "
        "won after it go to North-South, 2 tricks (64A1)."
    )
    assert said in texts["en"]
    # the branch said while play went on is replaced by the result
    assert "after the play that trick" not in texts["en"]
    assert "2 slagen (64A1)" in texts["nl"]
    assert "2 Stiche (64A1)" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_one_trick_when_the_offender_did_not_win_the_revoke_trick(
    edition: str, tmp_path: Path
) -> None:
    data = board(edition, f"{FIRST} {DISCARD} {DK}", DIRECTOR)
    texts = clean_texts(data, tmp_path)
    assert (
        "North-South won trick 4 and East-West has won a later trick: after the play one "
        "trick goes to North-South (64A2)." in texts["en"]
    )
    data["events"] += claimed(9)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    texts = clean_texts(data, tmp_path)
    assert (
        "East did not win trick 4, the revoke trick, and East-West won it or a later trick: "
        "one trick goes from East-West to North-South (64A2)." in texts["en"]
    )
    assert "one more if" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_no_transfer_named_with_its_reason(edition: str, tmp_path: Path) -> None:
    # North wins trick 4 and at once claims every trick left: East-West win
    # no trick from the revoke trick on; East-West's agreement establishes it
    data = board(edition, f"{FIRST} {DISCARD}", [*claimed(11), *DIRECTOR])
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 11, "EW": 2}
    texts = clean_texts(data, tmp_path)
    assert (
        "no trick transferred (64B1): the offending side won no trick from the revoke "
        "trick on" in texts["en"]
    )
    assert (
        "No trick is transferred for this revoke (64B1); the director may still adjust (64C)."
        in texts["en"]
    )
    assert "if the offender won" not in texts["en"]


def test_rubber_55_6_two_tricks_without_a_conditional(tmp_path: Path) -> None:
    data = board("rubber", f"{FIRST} {RUFF}", [*claimed(9), *DIRECTOR])
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    texts = clean_texts(data, tmp_path)
    assert "2 tricks transferred (55(6))" in texts["en"]
    assert "Rule 55(6): 2 tricks to North-South" in texts["en"]
    assert " if " not in texts["en"]
