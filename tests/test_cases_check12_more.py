"""Twelfth blind check (issue 13), part 9: a withdrawn pass and the lead
restriction it leaves (2017 30B1(b)(ii) then 26B: declarer may forbid a suit
the offender did not name), and the rubber rules' revoke corrected before it
is established (55(1)(a)(I): a defender's, declarer treats the card as
exposed or names the highest or lowest of the suit; (II): declarer's own,
the defender who played after him chooses; (III): dummy's, no penalty).
A low card shown in the auction (24A: a minor penalty card once the
offender defends, 50B) and a revoke established by the offender's own
concession (63A3, 64A1). Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check8_cases import ev
from check11_cases import alike, three

#: 4H by South after six tricks: South led ♠4, West ♠2, dummy ♠9; East to play (trick 7)
S_4H_T7 = contract("4H", "S", 3, 3, current=["S:S4", "W:S2", "N:S9"])
#: 4H by South after four tricks: East led ♣4, declarer played ♦2, West ♣9 (trick 5)
S_4H_DECL = contract("4H", "S", 2, 2, current=["E:C4", "S:D2", "W:C9"])
#: 4H by South after four tricks: West led ♣4, dummy North played ♦2 (trick 5)
S_4H_DUMMY = contract("4H", "S", 2, 2, current=["W:C4", "N:D2"])

#: 4S by South after eight tricks: West led ♥5, dummy ♥2, East ruffed with ♠3 holding hearts,
#: South ♥9: East won trick 9
S_4S_RUFF = contract("4S", "S", 6, 2, current=["W:H5", "N:H2", "E:S3", "S:H9"])

EAST_REVOKES = ev("E card D3; S dir", [fact("revoke", {"seat": "E", "trick": 7})])

CASES: list[Case] = [
    # ---- 2017 30B1(b)(ii), 26B ----------------------------------------------------------------
    *three(
        "law_30b1b_26b_chain_withdrawn_pass_declarer_forbids_a_suit",
        {"auction": []},
        {
            "2017": (
                "W Pass; N dir; fact artificial false; N ch reject; N 1H; E Pass; S 2H; W 2S; "
                "fact comparable false; N 4H; E Pass; S Pass; W Pass",
                {
                    "status": "awaiting_choice",
                    "contract": "4H",
                    "declarer": "N",
                    "ruling": {
                        "chooser": "N",
                        "options_has": {"prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"},
                        "options_not": {"prohibit_suit:S"},
                    },
                },
            )
        },
    ),
    # ---- 24A, 50B: a low card shown in the auction is a minor penalty card in the play -----
    *alike(
        "law_24a_50b_chain_diamond_four_shown_minor_penalty_card_in_the_play",
        {"auction": ["1S"]},
        "E exp D4; S dir; E Pass; S 2S; W Pass; N Pass; E Pass",
        {
            "status": "play",
            "next": "E",
            "contract": "2S",
            "declarer": "N",
            "pcs": {("E", "D4", "minor")},
        },
    ),
    # ---- 63A3 (both editions): East's concession establishes his revoke; 64A1: one trick -------
    *alike(
        "law_63a3_64a1_chain_easts_concession_establishes_his_ruff",
        S_4S_RUFF,
        ev(
            "E concede 4; N agree; S agree; S dir",
            [
                fact("revoke", {"seat": "E", "trick": 9}),
                fact("offending_side_tricks_after", 0, trick=9),
            ],
        ),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- rubber 55(1)(a)(I): East's diamond on a spade, put right at once ---------------------
    *three(
        "rubber_55_1_a_i_easts_revoke_corrected_declarer_chooses",
        S_4H_T7,
        {
            "rubber": (
                EAST_REVOKES,
                {
                    "status": "awaiting_choice",
                    "irr_has": [("revoke", "E")],
                    "ruling": {
                        "offender": "E",
                        "chooser": "S",
                        "options_has": {"highest", "lowest"},
                    },
                },
            )
        },
    ),
    *three(
        "rubber_55_1_a_i_east_must_play_his_highest_spade",
        S_4H_T7,
        {
            "rubber": (
                [*EAST_REVOKES, {"by": "S", "choose": "highest"}],
                {"status": "play", "next": "E"},
            )
        },
    ),
    # ---- (II): declarer's own revoke put right: West, who played after him, chooses -----------
    *three(
        "rubber_55_1_a_ii_declarers_revoke_corrected_west_chooses",
        S_4H_DECL,
        {
            "rubber": (
                ev("N dir", [fact("revoke", {"seat": "S", "trick": 5})]),
                {"status": "awaiting_choice", "ruling": {"offender": "S", "chooser": "W"}},
            )
        },
    ),
    # ---- (III): dummy's revoke: no penalty ------------------------------------------------------
    *three(
        "rubber_55_1_a_iii_dummys_revoke_no_penalty",
        S_4H_DUMMY,
        {
            "rubber": (
                ev("E dir", [fact("revoke", {"seat": "N", "trick": 5})]),
                {"status": "play", "pcs": set(), "irr_has": [("revoke", "N")]},
            )
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
