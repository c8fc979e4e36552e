"""Thirteenth blind check (issue 13), part 8: what the other parts leave.
Chains: two insufficient bids on one board (27A1, then 27B1a or 27B2);
an opening lead out of turn accepted and the trick played out (54B); a
lead out of turn accepted (53A) and a revoke in the same trick (62A,
62B1). Sub-laws: two cards led at once, both seen (58B2); 64A with the
footnote that a trick won by dummy is not won by declarer (declarer's
revoke won by dummy: 64A2, one trick) and declarer's revoke won by a
defender (64A2). 12C1c weighted adjusted scores (2017) after a hesitation
(16B1a). Law 77 and the rubber rules' points (30-34) of more contracts.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check7_cases import contract
from check8_cases import at_once, ev
from check9_cases import revokes, scored
from check10_cases import Points, rubber_points
from check11_cases import alike, hesitation, three

#: North opened 1S: East to call
ONE_S = {"auction": ["1S"]}
#: 4H by North before the opening lead: East to lead
N_4H = contract("4H", "N")
#: 3NT by South (dummy North) after six tricks: West on lead
S_3NT_W = contract("3NT", "S", 3, 3, leader="W")
#: 3NT by North after six tricks: East on lead
N_3NT_E = contract("3NT", "N", 3, 3, leader="E")

NA = "fact artificial false"
#: East's 1H over 1S accepted by South, who bids 2S; West bids an insufficient 1NT
TWO_2017 = f"E 1H; S dir; {NA}; S ch accept; S 2S; W 1NT; N dir; {NA}"
TWO_2007 = "E 1H; S dir; S ch accept; S 2S; W 1NT; N dir"
#: the double is event 5 of the hesitation board
LA_SUGGESTED = fact("logical_alternatives", ["Pass", "X"], of=5, suggested="X")


def outcomes(*rows: tuple[str, int, str]) -> dict[str, object]:
    """The likely results of 2D(X) by East: (contract, East's tricks, weight)."""
    return fact(
        "outcomes",
        [{"contract": c, "declarer": "E", "tricks": t, "weight": w} for c, t, w in rows],
    )


CASES: list[Case] = [
    # ---- two insufficient bids -----------------------------------------------------------
    *three(
        "law_27a1_27_chain_second_insufficient_bid_north_chooses",
        ONE_S,
        {
            ed: (
                evs,
                {
                    "status": "awaiting_choice",
                    "ruling": {"irregularity": "insufficient_bid", "offender": "W", "chooser": "N"},
                    "irr_codes": ["insufficient_bid", "insufficient_bid"],
                },
            )
            for ed, evs in (("2017", TWO_2017), ("2007", TWO_2007))
        },
    ),
    # 27B1a: 2NT, the lowest in the same denomination: no rectification
    *three(
        "law_27b1a_chain_second_insufficient_bid_replaced_by_2nt",
        ONE_S,
        {
            "2017": (f"{TWO_2017}; N ch reject; W 2NT", {"status": "auction", "next": "N"}),
            "2007": (f"{TWO_2007}; N ch reject; W 2NT; {NA}", {"status": "auction", "next": "N"}),
        },
    ),
    # 27B2: replaced by a pass: East passes throughout
    *three(
        "law_27b2_chain_second_insufficient_bid_replaced_by_pass",
        ONE_S,
        {
            "2017": (
                f"{TWO_2017}; N ch reject; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("E", "rest_of_auction")]},
            ),
            "2007": (
                f"{TWO_2007}; N ch reject; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("E", "rest_of_auction")]},
            ),
        },
    ),
    # ---- 54B: West's opening lead accepted; the trick is played out, West's ♠9 wins -----------
    *alike(
        "law_54b_chain_opening_lead_accepted_trick_played_out",
        N_4H,
        "W card S9; N dir; fact opponent_induced false; fact could_see_dummy false; N ch accept; "
        "N card S2; E card S4; S card S3",
        {"status": "play", "next": "W", "contract": "4H", "declarer": "N"},
    ),
    # ---- 53A then 62: East's lead accepted by South's card; West revokes in that trick ----------
    *alike(
        "law_53a_62a_chain_accepted_lead_then_revoke_in_the_same_trick",
        S_3NT_W,
        ev(
            "E card C9; S card C2; W card D3; N card C4; S dir",
            [fact("revoke", {"seat": "W", "trick": 7})],
        ),
        {
            "pcs_has": {("W", "D3", "major")},
            "irr_has": [("lead_out_of_turn", "E"), ("revoke", "W")],
        },
    ),
    # ---- 58B2: East leads ♦7 and ♦2 at once, both seen: he designates, the other a penalty card --
    *alike(
        "law_58b2_situation_east_leads_two_cards_both_visible",
        N_3NT_E,
        [at_once("E", ["D7", "D2"], visible=["D7", "D2"])],
        {"status": "awaiting_choice", "ruling": {"chooser": "E"}},
    ),
    # ---- 64A: a trick won by dummy is not won by declarer (the law's footnote) -----------------
    # declarer South's revoke, dummy North won it: 64A2, one trick; 4H made
    *alike(
        "law_64a2_situation_declarers_revoke_won_by_dummy_one_trick",
        contract("4H", "S", 11, 2),
        revokes(("S", 3, "N", 2)),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # declarer's revoke won by East, a later trick to North-South: one trick; 4H one down
    *alike(
        "law_64a2_situation_declarers_revoke_won_by_a_defender",
        contract("4H", "S", 10, 3),
        revokes(("S", 4, "E", 3)),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": -50, "EW": 50}},
    ),
    # ---- 12C1c (2017): weighted, half 2DX one down (+100), half 2D made (-90) ------------------
    Case(
        "law_16b1a_12c1c_weighted_half_and_half_2017",
        board([*hesitation(), LA_SUGGESTED, outcomes(("2DX", 7, "0.5"), ("2D", 8, "0.5"))], "2017"),
        {
            "status": "complete",
            "score": {"NS": 300, "EW": -300},
            "judged": {
                "status": "adjusted",
                "offender": "NS",
                "damage": True,
                "assigned": {
                    "NS": [
                        {"weight": "1/2", "ns_points": 100},
                        {"weight": "1/2", "ns_points": -90},
                    ],
                    "EW": [
                        {"weight": "1/2", "ns_points": 100},
                        {"weight": "1/2", "ns_points": -90},
                    ],
                    "split": False,
                },
            },
            "text_all": ["12C1c"],
        },
    ),
    # a third each: 2DX two down (+300), one down (+100), 2D made (-90)
    Case(
        "law_16b1a_12c1c_weighted_three_results_2017",
        board(
            [
                *hesitation(),
                LA_SUGGESTED,
                outcomes(("2DX", 6, "1/3"), ("2DX", 7, "1/3"), ("2D", 8, "1/3")),
            ],
            "2017",
        ),
        {
            "status": "complete",
            "judged": {"status": "adjusted", "offender": "NS", "damage": True},
            "text_all": ["12C1c"],
        },
    ),
]

#: Law 77 alone: (name, contract, declarer, NS tricks, record fields, NS points)
PLAIN: list[tuple[str, str, str, int, dict[str, object], int]] = [
    # board 2, East-West not vulnerable: 100 + 200
    ("law_2_77_board_2_2ntx_by_west_two_down_300", "2NTX", "W", 7, {"board": 2}, 300),
    # 60 + 50 + 4 x 20
    ("law_77_board_1_3c_by_south_plus_four_190", "3C", "S", 13, {"board": 1}, 190),
    # board 4 all vulnerable: 160 + 500
    ("law_2_77_board_4_5nt_by_north_made_660", "5NT", "N", 11, {"board": 4}, 660),
    # board 3, East-West vulnerable: redoubled one down 400
    ("law_2_77_board_3_4dxx_by_east_one_down_400", "4DXX", "E", 4, {"board": 3}, 400),
    # 240 + 300 + 500 + 50 + 100
    ("law_77_board_11_6cx_by_north_plus_one_1190", "6CX", "N", 13, {"board": 11}, 1190),
    # board 16, East-West vulnerable: doubled two down 200 + 300
    ("law_2_77_board_16_7hx_by_west_two_down_500", "7HX", "W", 2, {"board": 16}, 500),
]
CASES += scored(PLAIN)

#: the rubber rules' points of one deal: (name, contract, declarer, NS tricks,
#: vulnerability, NS points, EW points)
RUBBER: list[Points] = [
    ("rubber_30_1c_made_20", "1C", "N", 7, "None", 20, 0),
    # 30: 90 doubled; 31: 2 x 200 doubled vulnerable
    ("rubber_30_31_3hx_by_east_plus_two_vulnerable_580", "3HX", "E", 2, "EW", 0, 580),
    # 30: 180 x 4; 34a: 750
    ("rubber_30_34_6sxx_made_vulnerable_1470", "6SXX", "S", 12, "NS", 1470, 0),
    # 32: vulnerable undoubled as not vulnerable doubled: 100 + 150 + 200
    ("rubber_32_4nt_by_west_three_down_vulnerable_450", "4NT", "W", 6, "EW", 450, 0),
    # 34: a grand slam one down scores no small slam: 50
    ("rubber_32_34_7d_one_down_50", "7D", "N", 12, "None", 0, 50),
    # 32: 100 + 150 + 200 + 250
    ("rubber_32_2sx_four_down_700", "2SX", "N", 4, "None", 0, 700),
    # 30: 100 doubled; 31: 100
    ("rubber_30_31_5cx_by_east_plus_one_300", "5CX", "E", 1, "None", 0, 300),
    # 30: 100 x 4; 31: redoubled vulnerable overtrick 400
    ("rubber_30_31_3ntxx_plus_one_vulnerable_800", "3NTXX", "S", 10, "NS", 800, 0),
    # 32: redoubled vulnerable: twice (twice 100)
    ("rubber_32_1hxx_by_west_one_down_vulnerable_400", "1HXX", "W", 7, "EW", 400, 0),
    # 30: 120; 31: 2 x 30
    ("rubber_30_31_4s_by_east_plus_two_180", "4S", "E", 1, "EW", 0, 180),
]
CASES += rubber_points(RUBBER)


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
