"""Eleventh blind check (issue 13), part 3: claims and concessions (68-71)
as the director meets them mid-board, hands unknown: a claim with the
trick in progress (it covers that trick), by a defender, a concession by
declarer agreed, a claim after a revoke the director found (64A1: the
revoke trick and one more; declarer's own revoke; dummy's revoke carries
no transfer, 64B3), with a major penalty card on the table, a disputed
claim the director settles (68D, 70), with the board's vulnerability from
its number (Law 2) in the score, and the rubber rules' counterparts (26,
54, 55(6), 55(1)(a)(III)). Each figure counted by hand from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check9_cases import revokes
from check11_cases import alike, three

#: 5D by East (dummy West) after eight tricks (EW 6, NS 2): East led ♦3 to trick 9
E_5D_T9 = contract("5D", "E", 2, 6, current=["E:D3"])
#: 4H by North after nine tricks (NS 7, EW 2), North on lead
N_4H = contract("4H", "N", 7, 2, leader="N")
#: 3NT by South (dummy North) after ten tricks (NS 8, EW 2), West on lead holding ♠Q (major)
S_3NT_SQ = contract("3NT", "S", 8, 2, leader="W", penalty_cards=[pc("W", "SQ")])
#: 4S by South after nine tricks (NS 7, EW 2): West led ♥5, dummy played ♥2
S_4S_T10 = contract("4S", "S", 7, 2, current=["W:H5", "N:H2"])
#: 3NT by North after six tricks (NS 4, EW 2): East led ♥3, dummy South won it with the ♥A so far
N_3NT_T7 = contract("3NT", "N", 4, 2, current=["E:H3", "S:HA"])
#: 4S by South after nine tricks (NS 7, EW 2), South on lead
S_4S = contract("4S", "S", 7, 2, leader="S")

AGREED_EW = "N agree; S agree"
AGREED_NS = "E agree; W agree"

CASES: list[Case] = [
    # ---- a claim with the trick in progress covers that trick ------------------------------------
    # 5D made (100 + 300), board 1 nobody vulnerable
    *alike(
        "law_68a_69a_situation_declarer_claims_the_rest_after_leading_a_trump",
        E_5D_T9,
        f"E claim 11; {AGREED_EW}",
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": -400, "EW": 400}},
        # rubber 26, 30: 5 x 20 trick points, nothing else
        rubber={"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": 0, "EW": 100}},
    ),
    # board 4 (everybody vulnerable): 5D made is 600
    *alike(
        "law_68a_77_situation_claim_board_4_vulnerable_600",
        E_5D_T9,
        f"E claim 11; {AGREED_EW}",
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": -600, "EW": 600}},
        board=4,
    ),
    # one trick conceded of the five: 10 tricks, 5D one down, board 1: 50
    *alike(
        "law_68b_69a_situation_declarer_concedes_one_in_trick_nine",
        E_5D_T9,
        f"E concede 1; {AGREED_EW}",
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 50, "EW": -50}},
        rubber={"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 50, "EW": 0}},
    ),
    # board 3 (East-West vulnerable): one down is 100
    *alike(
        "law_68b_77_situation_concession_board_3_vulnerable_one_down_100",
        E_5D_T9,
        f"E concede 1; {AGREED_EW}",
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 100, "EW": -100}},
        board=3,
    ),
    # the claim covers the trick under way: North claims the seven left, 11 tricks, 460
    *alike(
        "law_68a_situation_claim_with_dummys_ace_on_the_table",
        N_3NT_T7,
        f"N claim 11; {AGREED_NS}",
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 460, "EW": -460}},
    ),
    # a defender's claim of one more trick in trick 10, agreed by declarer: 4S made, 420
    *alike(
        "law_68a_69a_situation_defender_claims_one_trick_in_trick_ten",
        S_4S_T10,
        "E claim 3; S agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # ---- claims after a revoke the director found ----------------------------------------------
    # East revoked in trick 3 and won it, East-West won one more after: two tricks (64A1):
    # 11 + 2 = 13 tricks, 4H + 3 = 510
    *alike(
        "law_64a1_69a_situation_east_revoked_declarer_claims_the_rest",
        N_4H,
        ev(revokes(("E", 3, "E", 1)), f"N claim 11; {AGREED_NS}"),
        {
            "status": "complete",
            "tricks": {"NS": 13, "EW": 0},
            "adjust": [("64A1", "NS", 2)],
            "score": {"NS": 510, "EW": -510},
        },
        # rubber 55(6): two tricks won by East-West after the revoke: 120 + 90 overtricks
        rubber={"status": "complete", "tricks": {"NS": 13, "EW": 0}, "score": {"NS": 210, "EW": 0}},
    ),
    # declarer's own revoke in trick 5, won by him, more tricks won after: two tricks to the
    # defence (64A1): 10 - 2 = 8 tricks, two down, 100 (board 1)
    *alike(
        "law_64a1_69a_situation_declarer_revoked_then_claimed_two_down",
        S_4S,
        ev(revokes(("S", 5, "S", 3)), f"S claim 10; {AGREED_NS}"),
        {
            "status": "complete",
            "tricks": {"NS": 8, "EW": 5},
            "adjust": [("64A1", "EW", 2)],
            "score": {"NS": -100, "EW": 100},
        },
        rubber={"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 0, "EW": 100}},
    ),
    # dummy's revoke (North, trick 4): no trick moves (64B3); 4S made, 420
    *alike(
        "law_64b3_69a_situation_dummys_revoke_then_claim_no_transfer",
        S_4S,
        ev(revokes(("N", 4, "N", 3)), f"S claim 10; {AGREED_NS}"),
        {
            "status": "complete",
            "tricks": {"NS": 10, "EW": 3},
            "adjust": [],
            "score": {"NS": 420, "EW": -420},
        },
        # rubber 55(1)(a)(III): a card wrongly played from dummy carries no penalty
        rubber={"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
    # ---- with a major penalty card on the table ------------------------------------------------
    # declarer claims the three left: 11 tricks, 3NT + 2, 460
    *alike(
        "law_68a_69a_situation_claim_with_wests_penalty_card_on_the_table",
        S_3NT_SQ,
        f"S claim 11; {AGREED_NS}",
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 460, "EW": -460}},
    ),
    # West, on lead with his ♠Q a penalty card, claims two of the three: 3NT made, 400
    *alike(
        "law_68a_69a_situation_west_claims_two_with_his_penalty_card",
        S_3NT_SQ,
        "W claim 4; S agree",
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 400, "EW": -400}},
    ),
    # disputed: the director gives ten (70): 3NT + 1, 430
    *alike(
        "law_68d_70_situation_disputed_claim_with_penalty_card_ten_awarded",
        S_3NT_SQ,
        ev("S claim 11; W dispute; W dir", [fact("claim_award", 10)]),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 430, "EW": -430}},
    ),
    # board 5 (North-South vulnerable): the same award, 630
    *alike(
        "law_70_77_situation_disputed_claim_board_5_vulnerable_630",
        S_3NT_SQ,
        ev("S claim 11; W dispute; W dir", [fact("claim_award", 10)]),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 630, "EW": -630}},
        board=5,
    ),
    # ---- disputed claims: 2017 lets all four play on, 2007 does not ------------------------------
    *three(
        "law_68d_situation_disputed_claim_with_the_trick_under_way",
        S_4S_T10,
        {
            "2017": (
                "S claim 10; E dispute; E ch play_on; W ch play_on; N ch play_on; S ch play_on",
                {"status": "play", "next": "E", "tricks": None},
            ),
            "2007": (
                "S claim 10; E dispute",
                {"status": {"awaiting_director", "awaiting_fact"}, "tricks": None},
            ),
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_claims(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
