"""Breadth across Laws 63-71 and rubber rule 55, set down from the seeds
before each record was run (own words; law numbers cited):

- two revokes by one side, then a claim (63A1, 64A2 for each, 69A; rubber
  55(6): two tricks for the side's first revoke, one for the next, from the
  tricks it won from the first revoke on, claimed tricks included);
- 64B5: a revoke the director finds once the round has ended moves no trick,
  and the ruling's reasoning says so (it used to say one trick moved); 64C
  may still give an adjusted score by the director's figure."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, fact, full, nt, sit
from rule_cases import clean_texts, rule_json
from test_cases_check2_late import found
from test_cases_check2_tricks import REV5, RUBBER_NT, T6, agreed

#: trick 7: East leads a club, West discards a spade holding clubs (his own
#: revoke, established in trick 8), North wins; trick 8: South's club jack
T7 = "E card C6; S card C7; W card S4; N card CA"
T8 = "N card C2; E card C5; S card CJ; W card C8"


def _two_revokes(edition: str) -> dict[str, Any]:
    """3NT by North: East revokes in trick 5 (North wins it, East-West win
    trick 6), West in trick 7 (North wins it); after trick 8 North-South
    have 5 tricks and North claims 8 in all, agreed: East-West take 2 more."""
    start = REV5 if edition != "rubber" else f"{RUBBER_NT}; {REV5[len(NT) + 2 :]}"
    return full(f"{start}; {T6}; {T7}; {T8}; {agreed('N', 8)}", edition)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64a2_two_revokes_by_one_side_then_a_claim_one_trick_each(
    tmp_path: Path, edition: str
) -> None:
    rec = _two_revokes(edition)
    report = rule_json(rec, tmp_path)
    assert report["status"] == "complete" and "questions" not in report
    revokes = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
    assert revokes == [("revoke", "E"), ("revoke", "W")]
    assert all("63A1" in i["laws"] for i in report["irregularities"])
    assert report["adjustments"] == [
        {"law": "64A2", "to": "NS", "tricks": 1},
        {"law": "64A2", "to": "NS", "tricks": 1},
    ]
    assert report["obligations"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    texts = clean_texts(rec, tmp_path)
    assert texts["en"].count("1 trick transferred (64A2)") == 2
    assert texts["nl"].count("1 slag overgedragen (64A2)") == 2


def test_rule_55_6_two_revokes_by_one_side_then_a_claim_two_and_one(tmp_path: Path) -> None:
    rec = _two_revokes("rubber")
    report = rule_json(rec, tmp_path)
    assert report["status"] == "complete"
    assert [i["offender"] for i in report["irregularities"]] == ["E", "W"]
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 3}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    # 3NT (30 + 40 + 30 below) and two overtricks (40 + 30 above, rules 30, 31)
    assert report["score"] == {"NS": 170, "EW": 0}
    assert report["rubber"]["NS"] == {"above": 70, "below": 100}
    texts = clean_texts(rec, tmp_path)
    assert "Revoke by East (rules 55, 55(2)); 2 tricks transferred (55(6))" in texts["en"]
    assert "Revoke by West (rules 55, 55(2)); 1 trick transferred (55(6))" in texts["en"]
    assert "1 slag overgedragen (55(6))" in texts["nl"]


def _round_ended(edition: str, *figure: int) -> dict[str, Any]:
    more = [fact("tricks_without_revoke", value) for value in figure]
    return sit(nt(9, 4), found("E", 5, "N", 2, round_ended=True) + more, edition)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64b5_round_ended_no_transfer_and_the_reasoning_says_so(
    tmp_path: Path, edition: str
) -> None:
    rec = _round_ended(edition)
    report = rule_json(rec, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    revoke = report["rulings"][0]
    assert (revoke["irregularity"], revoke["offender"]) == ("revoke", "E")
    assert "64B5" in report["irregularities"][0]["laws"]
    assert [q["fact"] for q in report["questions"]] == ["tricks_without_revoke"]
    texts = clean_texts(rec, tmp_path)
    assert "Yet no trick is transferred (64B5); the director may still adjust" in texts["en"]
    assert "One trick goes from" not in texts["en"]
    assert "Toch wordt er geen slag overgedragen (64B5)" in texts["nl"]
    assert "Dennoch wird kein Stich übertragen (64B5)" in texts["de"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "64C1"), ("2007", "64C")])
def test_law_64b5_round_ended_figure_gives_the_adjusted_score(
    tmp_path: Path, edition: str, law: str
) -> None:
    rec = _round_ended(edition, 10)
    report = rule_json(rec, tmp_path)
    assert report["adjustments"] == [{"law": law, "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3} and "questions" not in report
    assert report["score"] == {"NS": 430, "EW": -430}
    texts = clean_texts(rec, tmp_path)
    assert f"Law {law}: 1 trick to North-South, an adjusted score" in texts["en"]


#: 3NT by North: East wins trick 1 with the diamond ace
TRICK1 = f"{NT}; E card DA; S card D5; W card D3; N card D8"


@pytest.mark.parametrize("edition", ["2017", "2007"])
@pytest.mark.parametrize(
    ("more", "kind", "laws", "en", "nl"),
    [
        (
            "",
            "card_turned",
            ["65B3"],
            "the card is turned to point the right way (65B3)",
            "de kaart wordt in de goede richting gelegd (65B3)",
        ),
        (
            "; E card DK",
            "too_late",
            ["65B3", "65D"],
            "too late to turn the card: the tricks count as played (65B3, 65D)",
            "te laat om de kaart om te leggen: de slagen tellen zoals ze gespeeld zijn",
        ),
    ],
)
def test_law_65b3_65d_card_pointed_wrongly_and_its_effect_said(
    tmp_path: Path,
    edition: str,
    more: str,
    kind: str,
    laws: list[str],
    en: str,
    nl: str,
) -> None:
    """65B3: a quitted card pointing the wrong way may be turned until the
    side leads or plays to the next trick; after that the tricks count as
    played (65D). The effect is now written out, not left out of the text."""
    rec = full(TRICK1 + more, edition)
    rec["events"].append(fact("trick_pointed_wrongly", 1))
    report = rule_json(rec, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"]) == ("trick_pointed_wrongly", ["65B3"])
    assert ruling["effects"] == [{"type": kind, "laws": laws}]
    assert report["status"] == "play" and report["adjustments"] == []
    assert report["obligations"] == []
    texts = clean_texts(rec, tmp_path)
    assert en in texts["en"] and nl in texts["nl"]
