"""Law 40C1 (2017 and 2007): a psych that partner had more reason than the
opponents to expect is an implicit agreement the partnership had to
disclose as part of its methods; undisclosed, it is misinformation, and the
director adjusts the score if the opponents were damaged (and may give a
procedural penalty). The explanation given matched the stated system, so
nobody had to correct it: the partner's duty to correct a mistaken
explanation (20F5b; 2007 20F5) is not this case and is not cited.

And the question whether a misled opponent's call was influenced (21B1a)
names the call as the player's own ('East's pass (round 2)'), not as
'East's call pass'. Reading our own, from seeds 000 and 002.

Board 1: North opens 1S with three spades (a psych); South explains it as
five or more spades, which is what the system card says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import DEAL, clean_texts, record, rule_json
from test_cases_auc1_law40 import PSYCH as AUC1_PSYCH

EDITIONS = ["2017", "2007"]
#: the psych (auc1's record) and the director's finding that South expected it
PSYCH = [*AUC1_PSYCH, {"fact": "partner_aware", "value": True, "of": 0}]


def _judged(events: list[dict[str, Any]], edition: str, tmp_path: Path) -> Any:
    data = record(events, edition, deal=DEAL)
    return rule_json(data, tmp_path)["judgment"], clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c1_implicit_agreement_duty_to_disclose_no_20f5b(
    tmp_path: Path, edition: str
) -> None:
    judged, out = _judged(PSYCH, edition, tmp_path)
    [verdict] = judged["rulings"]
    assert (verdict["kind"], verdict["offender"], verdict["infraction"]) == (
        "misinformation",
        "NS",
        True,
    )
    assert verdict["laws"][:3] == ["40C1", "40A1b", "21B1"]
    assert not [law for law in verdict["laws"] if law.startswith(("20F5", "75B", "20F4"))]
    for text in out.values():
        assert "20F5" not in text
    assert (
        "North-South had to disclose that implicit agreement as part of their methods" in out["en"]
    )
    assert "may give a procedural penalty (40C1)" in out["en"]
    assert "Noord-Zuid hadden die impliciete afspraak als deel van hun methoden" in out["nl"]
    assert "Nord-Süd hätten diese implizite Vereinbarung" in out["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_influenced_question_names_the_players_own_call(
    tmp_path: Path, edition: str
) -> None:
    judged, out = _judged(PSYCH, edition, tmp_path)
    assert [(q["fact"], q["of"], q["laws"]) for q in judged["questions"]] == [
        ("influenced", 6, ["21B1a"])
    ]
    assert "Could the misinformation well have influenced East's pass (round 2)?" in out["en"]
    assert "de bieding van Oost (pas, biedronde 2)" in out["nl"]
    assert "die Ansage von Ost (passe, Bietrunde 2)" in out["de"]
    assert "West may not change his pass (round 1)" in out["en"]
    assert "West mag zijn bieding (pas, biedronde 1) niet wijzigen" in out["nl"]
    for text in out.values():
        assert "call pass" not in text and "bieding pas" not in text
    # answered 'no': East's pass stands, said the same way
    judged, out = _judged(
        [*PSYCH, {"fact": "influenced", "value": False, "of": 6}], edition, tmp_path
    )
    assert judged["questions"] == []
    assert "East's pass (round 2) was not influenced by the misinformation" in out["en"]
    assert "De bieding van Oost (pas, biedronde 2) is niet beïnvloed" in out["nl"]
