"""Rubber rules 23 and 55(6) together (seed 001): a trick that counts for
the other side under rule 23 counts there too when 55(6) takes the tricks
the revoking side won from its first revoke on, whichever of the two is
settled first.

The deal (rule_cases.DEAL): North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3
♦AKQ2 ♣654, South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98.
North plays 1NT. Trick 1: East ♦A, South ♦5, West ♥2 (a revoke: he holds
♦743), North ♦8; trick 2: East ♠Q, South ♠6, West ♠3 (the revoke is
established, 55(2)(a)), North ♠A. North claims twelve tricks in all and the
defenders agree: by the cards East-West won one trick from the revoke on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

AUCTION = "N 1NT; E Pass; S Pass; W Pass"
PLAY = (
    f"{AUCTION}; E card DA; S card D5; W card H2; N card D8; "
    "E card SQ; S card S6; W card S3; N card SA"
)
CLAIM = [{"by": "N", "claim": 12}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


def fact(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


GATHERED = fact("cards_gathered", True)
#: North claims trick 2 (his ♠A) back after the cards were gathered: refused,
#: it counts for East-West, who took it (23)
TRICK_2_LATE = fact("trick_taken_wrongly", 2, by="N")
#: North claims the diamond revoke (55(8))
REVOKE_CLAIM = fact("revoke_claimed", "D", by="N")


def _revoke_line(text: str) -> str:
    return next(line for line in text.splitlines() if "West" in line and "55(2)" in line)


def test_rubber_rule_55_6_without_rule_23_one_trick_is_all_the_side_won(tmp_path: Path) -> None:
    # the reference: one trick won from the revoke on, so one is transferred
    report = rule_json(record([*script(PLAY), *CLAIM], "rubber"), tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}


@pytest.mark.parametrize(
    "after_play",
    [
        # the penalty was decided at the end of the play, rule 23 comes after
        [GATHERED, TRICK_2_LATE],
        # the revoke claimed after rule 23 moved the trick
        [GATHERED, TRICK_2_LATE, REVOKE_CLAIM],
        # the revoke claimed first, rule 23 after it
        [REVOKE_CLAIM, GATHERED, TRICK_2_LATE],
    ],
    ids=["penalty_first", "claim_after_23", "claim_before_23"],
)
def test_rubber_rule_23_trick_counted_for_the_revokers_is_won_for_55_6(
    after_play: list[dict[str, Any]], tmp_path: Path
) -> None:
    data = record([*script(PLAY), *CLAIM, *after_play], "rubber")
    report = rule_json(data, tmp_path)
    # trick 2 counts for East-West (23): they won two tricks from the revoke
    # on, and the first revoke costs two (55(6))
    assert report["adjustments"] == [
        {"law": "23", "to": "EW", "tricks": 1},
        {"law": "55(6)", "to": "NS", "tricks": 2},
    ]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["score"] == {"NS": 240, "EW": 0}  # 1NT + 6 overtricks, 30+40*3+30*3
    texts = clean_texts(data, tmp_path)
    assert "2 tricks transferred (55(6))" in _revoke_line(texts["en"])
    assert "2 slagen overgedragen (55(6))" in _revoke_line(texts["nl"])
    assert "Rule 55(6): 2 tricks to North-South" in texts["en"]
    assert "it counts for East-West (23)" in texts["en"]


@pytest.mark.parametrize("order", ["23_last", "claim_last"])
def test_rubber_rule_23_revokers_trick_counted_for_the_other_side_leaves_55_6_nothing(
    order: str, tmp_path: Path
) -> None:
    # North-South took trick 1, East's ♦A; East claims it back too late: it
    # counts for North-South, and East-West won no trick from the revoke on
    moved = fact("trick_taken_wrongly", 1, by="E")
    after = [GATHERED, moved, REVOKE_CLAIM] if order == "claim_last" else [GATHERED, moved]
    data = record([*script(PLAY), *CLAIM, *after], "rubber")
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "23", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "no trick transferred (55(6))" in _revoke_line(texts["en"])
    assert "geen slag overgedragen (55(6))" in _revoke_line(texts["nl"])


def test_rubber_rule_23_trick_claimed_back_in_time_counts_as_the_cards_show(
    tmp_path: Path,
) -> None:
    # in time the trick goes back to the side that won it by its cards:
    # 55(6) counts it there, as before
    data = record([*script(PLAY), *CLAIM, TRICK_2_LATE], "rubber")
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
