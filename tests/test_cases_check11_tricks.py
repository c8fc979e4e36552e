"""Eleventh blind check (issue 13), part 11: the quitted tricks (Law 66).
A defender turning over an earlier quitted trick in the play breaks 66C:
no rectification, the play goes on (the director may give a procedural
penalty, 90A); his own side's last trick before it played on is his right
(66A, 66B). After the play, cards mixed (66D): the side that mixed its
cards loses the point in dispute: the tricks the other side counts are
given to it; when the claiming side mixed them its claim fails.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import alike

#: 4S by South after five tricks (NS 3, EW 2), South on lead
S_4S = contract("4S", "S", 3, 2, leader="S")
#: 4S by South after five tricks: West led ♥5 to trick 6
S_4S_T6 = contract("4S", "S", 3, 2, current=["W:H5"])
#: 4S by South, the play over, North-South nine tricks by the count
S_4S_OVER = contract("4S", "S", 9, 4)

CASES: list[Case] = [
    # 66C: East looks at the cards of trick 2 while South is on lead: play goes on
    *alike(
        "law_66c_situation_east_turns_over_trick_two",
        S_4S,
        [fact("inspected_trick", 2, by="E")],
        {"status": "play", "next": "S", "pcs": set(), "text_all": ["66C"]},
    ),
    # West has led to trick 6: his side has played on, so his look at trick 5 breaks 66C
    *alike(
        "law_66c_situation_west_looks_back_after_leading_to_the_next_trick",
        S_4S_T6,
        [fact("inspected_trick", 5, by="W")],
        {"status": "play", "next": "N", "pcs": set(), "text_all": ["66C"]},
    ),
    # 66D: East-West mixed their cards, North-South count ten tricks: ten are given, 420
    *alike(
        "law_66d_after_play_defenders_mixed_their_cards_ten_tricks",
        S_4S_OVER,
        [fact("cards_mixed", "EW", tricks={"NS": 10})],
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # North-South, who claim the tenth trick, mixed theirs: the claim fails, nine tricks, -50
    *alike(
        "law_66d_after_play_claiming_side_mixed_its_cards_claim_fails",
        S_4S_OVER,
        [fact("cards_mixed", "NS", tricks={"NS": 10})],
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": -50, "EW": 50}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_tricks(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
