"""64C worked out from the cards (revoke_equity) answers the question the
revoke ruling leaves open ("the director may adjust the score", 64C): when
every revoke was measured double dummy, the judgment no longer asks the
director whether the result could have been different; its note says the
table result stands, with the 64C adjustment when the cards called for one.
When the cards cannot measure it (the director found the revoke), the
director's figure is still asked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, full, nt, sit
from play2_helpers import EDITIONS, ONE_HEART, events
from rule_cases import clean_texts, record, rule_json
from test_cases_check2_tricks import REV5, T6, agreed
from test_cases_play2_equity import WEST_KEEPS_TRUMPS

LAW = {"2017": "64C1", "2007": "64C"}
#: East's revoke in trick 5, established in trick 6; North calls the director
#: and claims the rest, agreed: the transfer (one trick, 64A2) makes good
#: what the revoke gained double dummy (nothing)
MADE_GOOD = f"{REV5}; {T6}; N dir; {agreed('N', 10)}"
#: 1H by South: West keeps his trumps in trick 9, South calls the director in
#: trick 10 and the play goes on: the revoke cost North-South two tricks
#: double dummy, one more than the transfer gives (64C1 adds one)
SHORT = WEST_KEEPS_TRUMPS.replace("S card CJ; W card H2;", "S card CJ; W card H2; S dir;")


def _short(edition: str) -> dict[str, Any]:
    return record(events(f"{ONE_HEART}; {SHORT}"), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c1_cards_show_transfer_makes_good_no_question(tmp_path: Path, edition: str) -> None:
    rec = full(MADE_GOOD, edition)
    report = rule_json(rec, tmp_path)
    assert report["status"] == "complete" and "questions" not in report
    judged = report["judgment"]
    assert judged["questions"] == [] and judged["status"] == "result_stands"
    assert judged["assigned"] is None
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 460, "EW": -460}
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "revoke" and ruling["offender"] == "E"
    texts = clean_texts(rec, tmp_path)
    assert "Could the result have been different" not in texts["en"]
    assert f"Law {LAW[edition]}: the revokes gained the offending side no more" in texts["en"]
    assert "Table result stands (12B1)." in texts["en"]
    assert "Het tafelresultaat blijft staan (12B1)." in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c1_cards_show_shortfall_no_question_adjustment_noted(
    tmp_path: Path, edition: str
) -> None:
    rec = _short(edition)
    report = rule_json(rec, tmp_path)
    assert report["status"] == "complete" and "questions" not in report
    judged = report["judgment"]
    assert judged["questions"] == [] and judged["assigned"] is None
    assert report["adjustments"] == [
        {"law": "64A2", "to": "NS", "tricks": 1},
        {"law": LAW[edition], "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 140, "EW": -140}
    texts = clean_texts(rec, tmp_path)
    assert f"Table result stands, with the director's adjustment ({LAW[edition]})." in (texts["en"])
    assert f"met de correctie van de wedstrijdleider ({LAW[edition]})" in texts["nl"]
    assert "Could the result have been different" not in texts["en"]


def _found(edition: str, *figure: int) -> dict[str, Any]:
    """3NT by North, all 13 tricks played (NS 8, EW 5): the director finds
    East's established revoke in trick 4, won by East, and one trick East-West
    won after it (64A1: two tricks)."""
    more = [fact("tricks_without_revoke", value) for value in figure]
    return sit(
        nt(8, 5),
        [
            fact("revoke", {"seat": "E", "trick": 4}),
            fact("revoke_established", True),
            fact("revoke_trick_won_by", "E"),
            fact("offending_side_tricks_after", 1),
            *more,
        ],
        edition,
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_figure_asked_at_complete_is_in_the_questions(tmp_path: Path, edition: str) -> None:
    """A found revoke (spec §6) cannot be measured by the cards: the board is
    over and the director's figure is the question the report lists."""
    rec = _found(edition)
    report = rule_json(rec, tmp_path)
    assert report["status"] == "complete"
    assert report["questions"] == [
        {
            "fact": "tricks_without_revoke",
            "laws": ["64C"],
            "text": "How many tricks would North-South have won had the revoke not occurred? (64C)",
            "expects": {"kind": "number", "min": 0, "max": 13},
            "source": "ruling",
        }
    ]
    [ruling] = report["rulings"]
    assert ruling["question"]["fact"] == "tricks_without_revoke"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    texts = clean_texts(rec, tmp_path)
    # the branch taken is named, with its reason and count (trick10: no conditional)
    assert (
        "East won trick 4, the revoke trick, himself: that trick and one more trick "
        "East-West won after it go to North-South, 2 tricks (64A1)." in texts["en"]
    )
    assert "gaan naar Noord-Zuid, 2 slagen (64A1)." in texts["nl"]
    assert "gehen an Nord-Süd, 2 Stiche (64A1)." in texts["de"]


def test_law_64c1_figure_given_no_question_left(tmp_path: Path) -> None:
    report = rule_json(_found("2017", 10), tmp_path)
    assert "questions" not in report
    assert report["rulings"][0].get("question") is None
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
