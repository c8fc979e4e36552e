"""64B7 and 64A with two revokes the director found in one trick (spec §6):
the facts about the revoke trick (``revoke_established``,
``revoke_trick_won_by`` given with ``"trick"``) answer for every revoke found
in it, and ``offending_side_tricks_after`` for the side of the first one still
open (``"seat"`` names the offender when needed). Both sides revoked: nothing
is transferred (64B7) and the tricks are not asked at all; two players of one
side: each revoke its own transfer from the same facts (64A2), asked once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from check2_cases import fact, nt, sit
from rule_cases import rule_json, rule_text
from typer.testing import CliRunner

from bridgelaws.cli import app


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64b7_both_sides_revoked_in_one_trick_nothing_asked(
    tmp_path: Path, edition: str
) -> None:
    record = sit(
        nt(9, 4),
        [fact("revoke", {"seat": "E", "trick": 5}), fact("revoke", {"seat": "N", "trick": 5})],
        edition,
    )
    report = rule_json(record, tmp_path)
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 9, "EW": 4}
    asked = [r.get("question", {}) or {} for r in report["rulings"]]
    assert not any(
        q.get("fact") in ("revoke_trick_won_by", "offending_side_tricks_after") for q in asked
    )
    assert rule_text(record, tmp_path, "en").count("(64B7)") == 2


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64a2_two_defenders_revoked_in_one_trick_facts_given_once(
    tmp_path: Path, edition: str
) -> None:
    record = sit(
        nt(9, 4),
        [
            fact("revoke", {"seat": "E", "trick": 5}),
            fact("revoke", {"seat": "W", "trick": 5}),
            fact("revoke_trick_won_by", "N", trick=5),
            fact("offending_side_tricks_after", 2, trick=5),
        ],
        edition,
    )
    report = rule_json(record, tmp_path)
    # the facts of the trick are not asked again; only the director's 64C
    # figure is (the cards cannot measure a found revoke)
    asked = [q["fact"] for q in report.get("questions", [])]
    assert asked == ["tricks_without_revoke"], report.get("questions")
    assert report["adjustments"] == [
        {"law": "64A2", "to": "NS", "tricks": 1},
        {"law": "64A2", "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 11, "EW": 2}


def test_law_64a_seat_names_a_revoke_that_is_not_in_the_trick(tmp_path: Path) -> None:
    record = sit(
        nt(9, 4),
        [
            fact("revoke", {"seat": "E", "trick": 5}),
            fact("offending_side_tricks_after", 2, trick=5, seat="S"),
        ],
    )
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "nl"])
    assert result.exit_code == 2
    assert "handeling 2" in result.output and "Zuid" in result.output
