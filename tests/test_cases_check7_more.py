"""Seventh blind check (issue 13), more situations: the rubber rules'
revoke corrected in the trick in progress (55(1)(a)(I)-(III)) from a
situation, and found revokes whose trick was won by the offender's partner
(64A2). Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, run6
from check7_cases import contract, each, revoke_found

CASES: list[Case] = [
    # ---- rubber 55(1): a revoke in the trick in progress, found before established ----------
    # West ruffs declarer's diamond holding diamonds: declarer chooses (exposed card, or
    # West's highest or lowest diamond)
    Case(
        "rubber_55_1_a_i_situation_wests_revoke_in_the_trick_declarer_chooses",
        at(
            contract("4S", "S", 4, 2, current=["S:D4", "W:S2"]),
            [{"by": "S", "director": True}, *revoke_found("W", 7)],
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "revoke", "offender": "W", "chooser": "S"},
            "irr_has": [("revoke", "W")],
        },
    ),
    # declarer's own revoke: West, having played after him, may require his highest or
    # lowest card of the suit (55(1)(a)(II))
    Case(
        "rubber_55_1_a_ii_situation_declarers_revoke_west_chooses",
        at(
            contract("4S", "S", 4, 2, current=["E:C6", "S:H9", "W:C9"]),
            [{"by": "W", "director": True}, *revoke_found("S", 7)],
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "revoke",
                "offender": "S",
                "chooser": "W",
                "options_has": {"highest", "lowest"},
            },
        },
    ),
    # dummy's revoke: no penalty, corrected or not (55(1)(a)(III))
    Case(
        "rubber_55_1_a_iii_situation_dummys_revoke_no_penalty",
        at(
            contract("4S", "S", 4, 2, current=["E:C6", "S:C7", "W:C9", "N:H3"]),
            [{"by": "E", "director": True}, *revoke_found("N", 7)],
            "rubber",
        ),
        {"status": "play", "pcs": set(), "text_all": ["55(1)(a)(III)"]},
    ),
    # ---- 64A2: the revoke trick won by the offender's partner ---------------------------
    *each(
        "law_64a2_situation_easts_revoke_trick_won_by_west_one_trick",
        contract("4S", "S", 10, 3),
        revoke_found("E", 5, "W", 2),
        {
            "status": "complete",
            "adjust": [("64A2", "NS", 1)],
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": 450, "EW": -450},
        },
    ),
    # the revoke trick won by the offender's partner and nothing after: still one trick
    *each(
        "law_64a2_situation_revoke_trick_won_by_partner_nothing_after_one_trick",
        contract("4S", "S", 9, 4),
        revoke_found("E", 11, "W", 0),
        {
            "status": "complete",
            "adjust": [("64A2", "NS", 1)],
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 420, "EW": -420},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
