"""Law 64C by the director's own figure (fact ``tricks_without_revoke``):
the tricks the non-offending side would have won had the revoke not
occurred, replacing the double-dummy estimate; asked when the cards cannot
measure the revoke (a partial deal, a record begun in the middle of the play,
a revoke the director found), while the result stands as the transfer leaves
it. Both editions, JSON and nl/en text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, check, check_record, events
from rule_cases import record
from test_cases_play2_equity import WEST_KEEPS_TRUMPS

from bridgelaws.cards import BridgeError
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

#: only North's and East's hands are known (PBN "-" for the others)
PARTIAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 - -"
# East ruffs dummy's club lead in trick 2 holding clubs (a revoke), trick 3 is
# played (63A1), then South claims nine tricks, agreed: 64A1 moves two
EAST_RUFFS_THEN_CLAIM = (
    f"{ONE_HEART}; W card S4; N card SA; E card S9; S card SJ; N card C2; E card H3; "
    "S card C7; W card C8; E card C4; S card CJ; W card C9; N card C3; "
    "S claim 9; E agree; W agree"
)


def _figure(value: int, **more: Any) -> dict[str, Any]:
    return {"fact": "tricks_without_revoke", "value": value, **more}


def _partial(edition: str, *more: dict[str, Any]) -> dict[str, Any]:
    played = [*events(EAST_RUFFS_THEN_CLAIM), *more]
    return {"edition": edition, "board": 1, "deal": PARTIAL, "events": played}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_partial_deal_asks_the_directors_figure(tmp_path: Path, edition: str) -> None:
    # the result stands as the transfer leaves it while the figure is asked
    report, nl, en = check_record(_partial(edition), tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 11, "EW": 2}
    question = report["rulings"][-1]["question"]
    assert question["fact"] == "tricks_without_revoke" and question["laws"] == ["64C"]
    assert "How many tricks would North-South have won had the revoke not occurred? (64C)" in en
    assert "Hoeveel slagen zou Noord-Zuid hebben gemaakt als de verzaking niet had" in nl
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_directors_figure_above_the_transfer_adjusts(tmp_path: Path, edition: str) -> None:
    # after the two tricks of 64A1 North-South have 11; the director finds
    # they would have won 12 without the revoke: one more (64C1; 2007 64C)
    report, nl, en = check_record(_partial(edition, _figure(12)), tmp_path)
    law = "64C1" if edition == "2017" else "64C"
    assert report["status"] == "complete"
    assert report["adjustments"] == [
        {"law": "64A1", "to": "NS", "tricks": 2},
        {"law": law, "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert (
        "without the revoke North-South would have won 12 tricks: the difference is given "
        f"as an adjusted score ({law})" in en
    )
    assert f"Law {law}: 1 trick to North-South, an adjusted score: the director's figure" in en
    assert "zonder de verzaking 12 slagen zou hebben gemaakt" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_directors_figure_the_transfer_makes_it_good(tmp_path: Path, edition: str) -> None:
    report, _, en = check_record(_partial(edition, _figure(10)), tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert "would have won 10 tricks: the transfer makes good the damage" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_figure_given_for_the_offending_side(tmp_path: Path, edition: str) -> None:
    # the same figure counted for East-West: one trick without the revoke
    report, _, _ = check_record(_partial(edition, _figure(1, side="EW")), tmp_path)
    assert report["tricks"] == {"NS": 12, "EW": 1}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_directors_figure_replaces_the_double_dummy_estimate(
    tmp_path: Path, edition: str
) -> None:
    # the whole deal is known: double dummy would give North-South one more
    # trick (64C1, see test_cases_play2_equity); the director's figure of 8
    # (no more than after the transfer) replaces it: no adjustment
    text = f"{ONE_HEART}; {WEST_KEEPS_TRUMPS}"
    report, _, _ = check(text, tmp_path, edition)
    assert len(report["adjustments"]) == 2  # the estimate
    report, _, en = check_record(record([*events(text), _figure(8)], edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert "double dummy from the revoke" not in en
    # and a figure of 10 gives two
    report, _, _ = check_record(record([*events(text), _figure(10)], edition), tmp_path)
    law = "64C1" if edition == "2017" else "64C"
    assert report["adjustments"][-1] == {"law": law, "to": "NS", "tricks": 2}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_found_revoke_asks_the_figure_after_the_64a_facts(
    tmp_path: Path, edition: str
) -> None:
    # a record begun after the play (spec §6): the director found East's
    # revoke in trick 5; after who won it and the tricks after, the 64C figure
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 9, "EW": 4}}
    found = [
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
        {"fact": "revoke_trick_won_by", "value": "E"},
        {"fact": "offending_side_tricks_after", "value": 2},
    ]
    data = {"edition": edition, "board": 3, "situation": situation, "events": found}
    report, _, en = check_record(data, tmp_path)
    assert report["status"] == "complete" and report["tricks"] == {"NS": 11, "EW": 2}
    assert report["rulings"][-1]["question"]["fact"] == "tricks_without_revoke"
    assert "the director's 64C figure is asked" in en
    data["events"] = [*found, _figure(12)]
    report, _, _ = check_record(data, tmp_path)
    law = "64C1" if edition == "2017" else "64C"
    assert report["adjustments"] == [
        {"law": "64A1", "to": "NS", "tricks": 2},
        {"law": law, "to": "NS", "tricks": 1},
    ]
    assert report["score"]["NS"] == 480  # 4S made with two overtricks, not vulnerable


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_figure_without_a_revoke_is_refused(tmp_path: Path, edition: str) -> None:
    with pytest.raises(BridgeError, match="no revoke on this board"):
        Table.from_record(TableRecord.from_json(record([*events(ONE_HEART), _figure(9)], edition)))
    with pytest.raises(BridgeError, match="not a number of tricks"):
        Table.from_record(TableRecord.from_json(_partial(edition, _figure(14))))
