"""21B1a and 21B3 (2007 21B1, 21B3) with 40B3 (2007 40B4): a misexplanation
corrected during the auction while nobody calls the director, and the
auction goes on to the end (judg14, session 21). The right to change a call
lasts only through the auction period, so once the opening lead is faced the
director is not asked whether a call was influenced: only whether the
misinformation damaged the other side, with the adjusted score if so. Called
at the correction, he is asked as before.

A TD-course situation in our own words (board 1, North deals, nobody
vulnerable): N ♠AKJ72 ♥K4 ♦Q83 ♣K92, E ♠96 ♥AQ9852 ♦A5 ♣QJ4, S ♠Q853 ♥J73
♦K742 ♣86, W ♠T4 ♥T6 ♦JT96 ♣AT753. West's 3♦ is fit-showing by the card;
East explains it as natural; after North's 3♠ West blurts out the
correction and the players simply go on.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, script
from test_cases_judg14_caller_ui import judged, record

EDITIONS = ["2017", "2007"]
DAMAGE_LAW = {"2017": "40B3", "2007": "40B4"}

#: the correction is action 7 (index 6)
CORRECTED = [
    *script("N 1S; E 2H; S 2S; W 3D"),
    {"by": "E", "explain": "natural", "of": 3, "to": "N"},
    {"by": "N", "call": "3S"},
    {"by": "W", "correct": "fit-showing", "of": 3},
    {"by": "E", "agreement": "fit-showing", "of": 3, "source": "system_card"},
]
PLAYED_OUT = [
    *script("E Pass; S Pass; W Pass"),
    {"by": "E", "card": "HA"},
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b3_no_director_at_the_correction_influenced_not_asked(
    tmp_path: Path, edition: str
) -> None:
    events = [*CORRECTED, *PLAYED_OUT]
    found = judged(events, edition, tmp_path)
    # only the likely results: no 21B1a question about North's 3S
    assert [q["fact"] for q in found["questions"]] == ["outcomes"]
    [verdict] = found["rulings"]
    assert (verdict["kind"], verdict["offender"], verdict["infraction"]) == (
        "misinformation",
        "EW",
        True,
    )
    assert "21B3" in verdict["laws"] and verdict["options"] == []
    out = clean_texts(record(events, edition), tmp_path)
    assert (
        "It came out during the auction (action 7), but nobody called the director then and "
        "the auction period is over: no call can be changed any more (21B1a)" in out["en"]
    )
    assert (
        f"damaged North-South and assigns an adjusted score if so (21B3, {DAMAGE_LAW[edition]}"
        in out["en"]
    )
    assert "kan geen bieding meer gewijzigd worden (21B1a)" in out["nl"]
    assert "Could the misinformation well have influenced" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b3_no_director_at_the_correction_damage_adjusted(
    tmp_path: Path, edition: str
) -> None:
    # without the misinformation North would have doubled 4H: two down, +300
    events = [
        *CORRECTED,
        *PLAYED_OUT,
        {
            "fact": "outcomes",
            "value": [{"contract": "4HX", "declarer": "E", "tricks": 8, "weight": "1"}],
        },
    ]
    found = judged(events, edition, tmp_path)
    assert (found["status"], found["offender"], found["damage"]) == ("adjusted", "EW", True)
    single = [{"weight": "1", "ns_points": 300}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert "21B3" in found["note"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_director_called_at_the_correction_influenced_asked(
    tmp_path: Path, edition: str
) -> None:
    # the director came at once: North could have changed his 3S then, so
    # whether it was influenced is still asked at the end
    events = [*CORRECTED, {"by": "N", "director": True}, *PLAYED_OUT]
    found = judged(events, edition, tmp_path)
    assert [(q["fact"], q["of"]) for q in found["questions"]] == [("influenced", 5)]
    out = clean_texts(record(events, edition), tmp_path)
    assert "Could the misinformation well have influenced North's 3♠?" in out["en"]
