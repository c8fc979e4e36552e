"""A revoke the director found follows the claim's final tricks (trick14, item 1).

With the hands unknown the director says how many tricks the offending side
won after the revoke trick, the tricks of a claim or concession included
(64A counts them as won, 69A). When he later changes those tricks (71: a
conceded trick that could not be lost restored; 69B2: a withdrawn agreement;
70: his award on a disputed claim) the count moves with them: only the
claimed tricks changed hands, all of them after the revoke trick. The
transfer is then worked out from the final count, and the ruling says it.

Board 1 (nobody vulnerable), 4♠ by South, the hands unknown; after ten
tricks North-South have seven and South is on lead. The director finds that
East revoked in trick 4, which North won.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
AFTER_TEN: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 7, "EW": 3},
    "leader": "S",
}
FOUND = [
    fact("revoke", {"seat": "E", "trick": 4}),
    fact("revoke_trick_won_by", "N", trick=4),
]


def _revoke(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "revoke")


def conceded_then_restored(edition: str, restore: bool) -> dict[str, Any]:
    """South concedes one of the last three tricks; the director hears that
    East-West won only that trick after trick 4; then (``restore``) he gives
    it back to North-South (71: ten tricks in all)."""
    parts: list[Any] = [
        "W dir",
        FOUND,
        "S concede 1; W agree; E agree",
        [fact("offending_side_tricks_after", 1, trick=4)],
    ]
    if restore:
        parts += ["N dir", [fact("claim_award", 10)]]
    return sit(AFTER_TEN, ev(*parts), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_found_revoke_one_trick_before_the_restoration(
    edition: str, tmp_path: Path
) -> None:
    # East-West won a trick after the revoke trick (the conceded one): one
    # trick goes to North-South (64A2), 4♠ made with an overtrick
    data = conceded_then_restored(edition, restore=False)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_found_revoke_after_71_restores_the_only_later_trick(
    edition: str, tmp_path: Path
) -> None:
    # 71 gives the conceded trick back: East-West won no trick from the
    # revoke trick on, so nothing is transferred (64B1); the count the
    # director gave (one) no longer stands, the ruling says it is now none
    data = conceded_then_restored(edition, restore=True)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": "71", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    revoke = _revoke(report)
    assert revoke["offender"] == "E"
    assert any("64B1" in line for line in revoke["reasoning"])
    assert not any("64A2" in line for line in revoke["reasoning"])
    assert "East-West won no trick after trick 4 in the end" in texts["en"]
    assert "Oost-West won na slag 4 uiteindelijk geen slag" in texts["nl"]
    assert "Ost-West hat nach Stich 4 am Ende keinen Stich gewonnen" in texts["de"]
    assert "Law 64A2" not in texts["en"]


def restored_then_found(edition: str) -> dict[str, Any]:
    """The other order: South's concession of one trick is restored first (71:
    ten tricks to North-South), then the director finds East's revoke and is
    told the count as it now stands (East-West won no trick after trick 4)."""
    return sit(
        AFTER_TEN,
        ev(
            "S concede 1; W agree; E agree; N dir",
            [fact("claim_award", 10)],
            "W dir",
            FOUND,
            [fact("offending_side_tricks_after", 0, trick=4)],
        ),
        edition,
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_found_revoke_after_the_71_restoration_counted_once(
    edition: str, tmp_path: Path
) -> None:
    # the count given after the restoration already includes it: it is not
    # moved a second time, nothing is transferred (64B1) and no change is said
    data = restored_then_found(edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": "71", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    revoke = _revoke(report)
    assert any("64B1" in line for line in revoke["reasoning"])
    assert "in the end" not in texts["en"]
    assert "Law 64A" not in texts["en"]


def disputed_then_awarded(edition: str, award: int) -> dict[str, Any]:
    """The director found East's revoke; South claims the last three tricks,
    East disputes, and the director awards North-South ``award`` tricks in all
    (70); he is asked East-West's count after the award and gives it."""
    return sit(
        AFTER_TEN,
        ev(
            "W dir",
            FOUND,
            "S claim 10; E dispute; E dir",
            [fact("claim_award", award)],
            [fact("offending_side_tricks_after", 10 - award, trick=4)],
        ),
        edition,
    )


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("award", "law"), [(9, "64A2"), (10, "64B1")])
def test_law_70_award_then_found_revoke_count(
    edition: str, award: int, law: str, tmp_path: Path
) -> None:
    # the count is asked once the award settled the claim: with the trick
    # East-West were awarded one trick goes back (64A2), without it none (64B1)
    data = disputed_then_awarded(edition, award)
    report = rule_json(data, tmp_path)
    revoke = _revoke(report)
    assert any(f"({law})" in line for line in revoke["reasoning"])
    assert not any("in the end" in line for line in revoke["reasoning"])
    transfers = [a for a in report["adjustments"] if a["law"].startswith("64A")]
    assert transfers == ([{"law": "64A2", "to": "NS", "tricks": 1}] if law == "64A2" else [])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_69b2_withdrawn_agreement_moves_the_found_revokes_count(
    edition: str, tmp_path: Path
) -> None:
    # South claims the rest and both defenders agree: East-West won no trick
    # after trick 4 (64B1). West then withdraws his agreement and the director
    # gives East-West one of the claimed tricks (69B2): now they won one
    # after trick 4, and one trick goes back to North-South (64A2)
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            FOUND,
            "S claim 10; E agree; W agree",
            [fact("offending_side_tricks_after", 0, trick=4)],
            "W dispute; W dir",
            [fact("claim_award", 9)],
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [
        {"law": "69B2", "to": "EW", "tricks": 1},
        {"law": "64A2", "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    revoke = _revoke(report)
    assert not any("64B1" in line for line in revoke["reasoning"])
    assert "East-West won one trick after trick 4 in the end" in texts["en"]
    assert "Oost-West won na slag 4 uiteindelijk één slag" in texts["nl"]
    assert "Ost-West hat nach Stich 4 am Ende einen Stich gewonnen" in texts["de"]
