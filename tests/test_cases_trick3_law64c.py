"""64C with the director's figure (fact ``tricks_without_revoke``): once he
has said how many tricks the non-offending side would have won without the
revoke, the judgment's question whether the result could have been different
(64C, asked for every revoke ruling that leaves an adjusted score possible) is
answered by it: closed, with the verdict the figure gives (short: the
difference is an adjusted score, 2017 64C1 / 2007 64C; otherwise the transfer
makes good the damage). The table has made the adjustment already, so the
judgment assigns no 12C score on top."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, full
from rule_cases import assert_clean_text, rule_json, rule_text
from test_cases_check2_tricks import REV5, T6, agreed

#: East's revoke in trick 5 is established in trick 6, North calls the
#: director (a revoke ruling: 64A, 64C possible) and claims the rest, agreed:
#: NS 10 + 1 transferred (64A2) = 11
CALLED = f"{REV5}; {T6}; N dir; {agreed('N', 10)}"
LAW = {"2017": "64C1", "2007": "64C"}


def _record(edition: str, figure: int | None) -> dict[str, Any]:
    rec = full(CALLED, edition)
    if figure is not None:
        rec["events"].append(fact("tricks_without_revoke", figure))
    return rec


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64c_without_figure_the_cards_answer_it(tmp_path: Path, edition: str) -> None:
    # every card is known: the cards measure the revoke (revoke_equity), so
    # the director is asked neither his figure nor whether he finds damage
    report = rule_json(_record(edition, None), tmp_path)
    assert report["judgment"]["questions"] == [] and "questions" not in report


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64c_figure_short_closes_the_question_with_adjustment(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(_record(edition, 12), tmp_path)
    judged = report["judgment"]
    assert judged["questions"] == [] and "questions" not in report
    assert judged["status"] == "result_stands" and judged["assigned"] is None
    [verdict] = judged["rulings"]
    assert verdict["kind"] == "tricks_without_revoke"
    assert verdict["laws"] == [LAW[edition]] and not verdict["infraction"]
    assert "12 tricks" in verdict["text"] and "adjusted score" in verdict["text"]
    assert LAW[edition] in judged["note"] and "adjustment" in judged["note"]
    assert {"law": LAW[edition], "to": "NS", "tricks": 1} in report["adjustments"]
    assert report["tricks"] == {"NS": 12, "EW": 1}


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64c_figure_made_good_closes_the_question_result_stands(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(_record(edition, 11), tmp_path)
    judged = report["judgment"]
    assert judged["questions"] == []
    [verdict] = judged["rulings"]
    assert verdict["laws"] == [LAW[edition]]
    assert "makes good the damage" in verdict["text"]
    assert judged["note"] == "Table result stands (12B1)."
    assert not any(a["law"].startswith("64C") for a in report["adjustments"])


def test_law_64c_figure_of_one_trick_in_the_singular(tmp_path: Path) -> None:
    """EW's figure (side named): 1 trick without the revoke, they won 2."""
    rec = _record("2017", None)
    rec["events"].append(fact("tricks_without_revoke", 1, side="EW"))
    verdict = rule_json(rec, tmp_path)["judgment"]["rulings"][0]
    assert "would have won 1 trick without" in verdict["text"]
    assert "East-West" in verdict["text"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", "zonder de verzaking 12 slagen hebben gemaakt"),
        ("en", "would have won 12 tricks without the revoke"),
        ("de", "ohne das Revoke 12 Stiche gewonnen"),
    ],
)
def test_law_64c_figure_verdict_in_the_text(tmp_path: Path, lang: str, words: str) -> None:
    text = rule_text(_record("2017", 12), tmp_path, lang)
    assert words in text and "64C1" in text
    assert "(open)" not in text
    assert_clean_text(text, lang)
