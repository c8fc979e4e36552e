"""Eleventh blind check (issue 13), part 10: the play as the director meets
it, hands unknown. 50D2 again and again: declarer set no restriction and
the penalty card's holder's partner keeps the lead: declarer chooses anew;
a prohibition lasts while that partner keeps the lead and ends when he
loses it. Revokes found in the trick under way (62A, 62B): declarer's card
goes back without penalty (rubber 55(1)(a)(II) likewise when nobody played
after him), dummy's card too, a defender's card becomes a major penalty card (62B1)
and declarer may take back dummy's card played after it (62C1; rubber
55(1)(a)(I): declarer chooses).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check11_cases import alike, three

#: 3NT by South (dummy North), East on lead, West holds ♥9 (major)
S_3NT_H9 = contract("3NT", "S", 3, 3, leader="E", penalty_cards=[pc("W", "H9")])
#: 4S by South after five tricks (NS 3, EW 2): West led ♥5, dummy ♥2, East ♥9, South ♣3
S_4S_SOUTH = contract("4S", "S", 3, 2, current=["W:H5", "N:H2", "E:H9", "S:C3"])
#: the same trick: West ♥5, dummy ♣3
S_4S_DUMMY = contract("4S", "S", 3, 2, current=["W:H5", "N:C3"])
#: 4S by South: South led ♥5, West ♣3, dummy ♥2
S_4S_WEST = contract("4S", "S", 3, 2, current=["S:H5", "W:C3", "N:H2"])

EAST_WINS = "E card DA; S card D2; W card D3; N card D5"
NORTH_WINS = "E card D4; S card D2; W card D3; N card DK"

CASES: list[Case] = [
    # ---- 50D2b: no restriction; East wins the trick and leads again: declarer chooses again ----
    *alike(
        "law_50d2b_situation_east_keeps_the_lead_declarer_chooses_again",
        S_3NT_H9,
        f"S ch no_restriction; {EAST_WINS}",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H9", "major")},
            "ruling": {"chooser": "S", "options_has": {"require_suit:H", "prohibit_suit:H"}},
        },
    ),
    # 50D2a: hearts forbidden; East keeps the lead: still forbidden
    *alike(
        "law_50d2a_situation_ban_lasts_while_east_keeps_the_lead",
        S_3NT_H9,
        f"S ch prohibit_suit:H; {EAST_WINS}",
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "prohibit_suit", "H")}},
    ),
    # dummy wins the trick: the ban is over
    *alike(
        "law_50d2a_situation_ban_ends_when_east_loses_the_lead",
        S_3NT_H9,
        f"S ch prohibit_suit:H; {NORTH_WINS}",
        {"status": "play", "next": "N", "pcs": set(), "lead": set()},
    ),
    # ---- 62: a revoke in the trick under way, corrected --------------------------------------
    # declarer's ♣3: back to his hand, no penalty card; he plays again
    *alike(
        "law_62b_situation_declarers_revoke_corrected_no_penalty_card",
        S_4S_SOUTH,
        [fact("revoke", {"seat": "S", "trick": 6})],
        {"status": "play", "next": "S", "pcs": set(), "adjust": []},
        rubber={"status": "play", "next": "S", "pcs": set()},
    ),
    # dummy's ♣3: back, no penalty; dummy plays again
    *alike(
        "law_62b_situation_dummys_revoke_corrected_no_penalty",
        S_4S_DUMMY,
        [fact("revoke", {"seat": "N", "trick": 6})],
        {"status": "play", "next": "N", "pcs": set(), "adjust": []},
    ),
    # West's ♣3: a major penalty card, West plays a heart (62B1)
    *three(
        "law_62b1_situation_wests_revoke_corrected_major_penalty_card",
        S_4S_WEST,
        {
            ed: (
                [fact("revoke", {"seat": "W", "trick": 6})],
                # dummy played after the club: declarer may take dummy's card back (62C1)
                {
                    "status": "awaiting_choice",
                    "pcs": {("W", "C3", "major")},
                    "ruling": {
                        "irregularity": "revoke",
                        "chooser": "S",
                        "options": {"keep", "withdraw"},
                    },
                },
            )
            for ed in ("2017", "2007")
        },
    ),
    # rubber 55(1)(a)(I): declarer treats the club as exposed or names highest or lowest heart
    *three(
        "rubber_55_1_a_i_situation_wests_revoke_declarer_chooses",
        S_4S_WEST,
        {
            "rubber": (
                ev([fact("revoke", {"seat": "W", "trick": 6})]),
                {"status": "awaiting_choice", "ruling": {"offender": "W", "chooser": "S"}},
            )
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_play(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
